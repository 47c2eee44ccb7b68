/**
 * A casilla holder for the fuzz suite: the fixtures' citizen opens and confirms a casilla, signs in
 * (password, then the code), and is notified there of a signed output, so the casilla's routes
 * get bad input with a session of their own and reach a real notification and its files.
 */
import { expect } from 'vitest';
import { drafts } from '../db/schema';
import { saveAttachments } from '../lib/attachments/attachments';
import { PDF } from '../lib/attachments/test-files';
import { finishSignIn, openCasilla, startSignIn, verifyCasilla } from '../modules/casilla/casilla.service';
import type { EntryFixtures } from '../modules/entries/entries.fixtures';
import { call, type TestApp } from '../test/harness';

const PASSWORD = 'Clave-del-fuzz-2026';
const DNI = '40123456';

/** The holder's session token and the ids worth guessing (the notification, its files). */
export async function casillaHolder(test: TestApp, f: EntryFixtures): Promise<{ token: string; ids: string[] }> {
  const { app, database } = test;
  const db = database.db;
  await db.transaction(async (tx) => {
    const opened = await openCasilla(
      tx,
      {
        document_type: 'DNI',
        document_number: DNI,
        name: 'Ana María Núñez Quispe',
        email: 'ana.nunez@correo.test',
        password: PASSWORD,
        password_confirmation: PASSWORD,
        accepted: true,
      },
      'Institución',
      { ip: '10.9.9.9', userAgent: 'Fuzz/1.0' },
    );
    if (opened.kind !== 'taken') await verifyCasilla(tx, opened.token);
  });
  const started = await db.transaction((tx) => startSignIn(tx, 'DNI', DNI, PASSWORD));
  const signedIn = (await db.transaction((tx) => finishSignIn(tx, started!.challenge, started!.code))) as {
    token: string;
  };

  const type = await call(app, 'POST', '/api/v1/type-outputs', {
    token: f.tokens.admin,
    body: { code: 'RES', name: 'Resolución' },
  });
  expect(type.statusCode, type.body).toBe(201);
  const addressees = [{ citizen_id: f.ids.citizen! }];
  const output = await call(app, 'POST', '/api/v1/outputs', {
    token: f.tokens.mesapartes,
    body: {
      type_output_id: type.json().data.id,
      subject: 'Resolución para el fuzz',
      folios: 1,
      recipients: addressees,
    },
  });
  expect(output.statusCode, output.body).toBe(201);
  const { id, recipients } = output.json().data as { id: number; recipients: { id: number }[] };
  // Signed in Folio: what the casilla takes (drafts' signature itself is not what is fuzzed here).
  await db.insert(drafts).values({
    target: 'outputs',
    type_output_id: type.json().data.id,
    office_id: f.ids.OAJ!,
    drafter_id: f.ids['user:jefe']!,
    subject: 'Resolución para el fuzz',
    addressees,
    body: { type: 'doc', content: [] },
    state: 'firmado',
    output_id: id,
    user_ids: [f.ids['user:jefe']!],
    office_ids: [f.ids.OAJ!],
  });
  const files = await saveAttachments(db, {
    store: app.files,
    ownerType: 'outputs',
    ownerId: id,
    files: [{ filename: 'resolucion-firmada.pdf', content: PDF }],
    actor: { id: f.ids['user:jefe']!, ip: null },
  });
  const notified = await call(app, 'POST', `/api/v1/outputs/${id}/recipients/${recipients[0]!.id}/notify`, {
    token: f.tokens.mesapartes,
    body: {},
  });
  expect(notified.statusCode, notified.body).toBe(200);
  const list = await app.inject({
    method: 'GET',
    url: '/api/v1/public/casilla/notifications',
    headers: { authorization: `Bearer ${signedIn.token}` },
  });
  expect(list.statusCode, list.body).toBe(200);
  const notices = list.json().data as { id: number }[];
  return {
    token: signedIn.token,
    ids: [...notices.map((n) => String(n.id)), ...files.map((file) => String(file.id))],
  };
}
