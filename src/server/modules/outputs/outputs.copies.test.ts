/**
 * Internal dispatch (outputs.copies.ts): a signed memorando addressed to two offices is dispatched
 * with no paper — one entry registered at the issuing office with the signed PDF, derived to each
 * office — and each office's reception (or return) of its movement is the copy's delivery, rolled
 * up into the output's state and audited as a delivery (the `output.delivered` webhook). Out of
 * scope answers 404, a stale version 409, and neither leaves an entry behind.
 */
import type { PermissionKey } from '@shared/permissions';
import { paragraphs } from '@shared/rich-text';
import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { attachments, auditLogs, entries } from '../../db/schema';
import { signedInUser } from '../../test/fixtures';
import { call, describeEachDatabase } from '../../test/harness';
import { pdfText } from '../../test/pdf-text';
import { PIN, uploadCertificate } from '../drafts/drafts.fixtures';
import { type EntryFixtures, entryFixtures } from '../entries/entries.fixtures';
import { eventOf } from '../webhooks/webhooks.service';

type Json = Record<string, unknown> & { id: number; version: number; state: string };
type OfficeRecipient = {
  office_id: number;
  office: string;
  copy: boolean;
  entry_id: number | null;
  delivery_state: string;
  dispatched_at: string | null;
  received_at: string | null;
  received_by: string | null;
  note: string | null;
};
type Output = Json & { number: string; reference: string; office_recipients: OfficeRecipient[]; recipients: unknown[] };

describeEachDatabase('outputs: internal dispatch of a signed document', (ctx) => {
  let f: EntryFixtures;
  let memo: number;
  const people: Record<'gg' | 'gaf' | 'stranger', string> = { gg: '', gaf: '', stranger: '' };
  const api = (method: 'GET' | 'POST', url: string, token: string, body?: Record<string, unknown>) =>
    call(ctx().app, method, url, { token, body });
  const ok = async <T = Json>(res: Awaited<ReturnType<typeof call>>, status = 200) => {
    expect(res.statusCode, res.body).toBe(status);
    return res.json().data as T;
  };
  const output = (id: number, token = f.tokens.jefe) => api('GET', `/api/v1/outputs/${id}`, token).then(ok<Output>);

  /** A memorando of OAJ (by default to Gerencia General and GAF), signed by the head: the output it registers. */
  const signedMemo = async (
    to: Record<string, unknown> = { addressees: [{ office_id: f.ids.GG }, { office_id: f.ids.GAF }] },
  ) => {
    const draft = await ok(
      await api('POST', '/api/v1/drafts', f.tokens.servidor, {
        type_output_id: memo,
        subject: 'Remite opinión legal sobre el contrato de limpieza',
        signer_id: f.ids['user:jefe'],
        reviewer_ids: [],
        body: paragraphs('Se remite la opinión legal solicitada.'),
        ...to,
      }),
      201,
    );
    const sent = await ok(await api('POST', `/api/v1/drafts/${draft.id}/send`, f.tokens.servidor, { version: 1 }));
    const signed = await ok<Json & { output_id: number }>(
      await api('POST', `/api/v1/drafts/${draft.id}/sign`, f.tokens.jefe, { version: sent.version, pin: PIN }),
    );
    return output(signed.output_id);
  };

  beforeAll(async () => {
    f = await entryFixtures(ctx());
    await uploadCertificate(ctx().app, f.tokens.jefe, { name: 'Jorge Salazar Núñez', dni: '40404040', pin: PIN });
    memo = (
      await ok(await api('POST', '/api/v1/type-outputs', f.tokens.admin, { code: 'MEM', name: 'Memorando' }), 201)
    ).id;
    await ok(
      await api('POST', '/api/v1/type-entries', f.tokens.admin, { code: 'MEM', name: 'Memorando', response_days: 5 }),
      201,
    );
    const db = ctx().database.db;
    const clerk = (username: string, office: number, permissions: PermissionKey[]) =>
      signedInUser(db, { username, names: 'Elena', surnames: `Ríos ${username}`, officeId: office, permissions });
    people.gg = (await clerk('secretariagg', f.ids.GG!, ['entries-index', 'entries-show'])).token;
    people.gaf = (await clerk('secretariagaf', f.ids.GAF!, ['entries-index', 'entries-show'])).token;
    people.stranger = (await clerk('jefeul', f.ids.UL!, ['outputs-index', 'outputs-show', 'outputs-update'])).token;
  });

  it('sends each office its copy as a derived entry with the signed PDF; their receptions deliver the output', async () => {
    const registered = await signedMemo();
    expect(registered.recipients).toEqual([]);
    expect(registered.office_recipients.map((r) => [r.office, r.delivery_state, r.dispatched_at])).toEqual([
      ['Gerencia General', 'pendiente', null],
      ['Gerencia de Administración y Finanzas', 'pendiente', null],
    ]);
    const url = `/api/v1/outputs/${registered.id}/dispatch`;
    const entriesBefore = (await ctx().database.db.select().from(entries)).length;
    expect((await api('POST', url, people.stranger, { version: registered.version })).statusCode).toBe(404);
    const stale = await api('POST', url, f.tokens.jefe, { version: registered.version + 1 });
    expect(stale.statusCode).toBe(409);
    expect((await ctx().database.db.select().from(entries)).length).toBe(entriesBefore);

    const dispatched = await ok<Output>(await api('POST', url, f.tokens.jefe, { version: registered.version }));
    expect(dispatched.state).toBe('en_despacho');
    const [gg, gaf] = dispatched.office_recipients;
    expect(gg!.dispatched_at).not.toBeNull();
    expect(gg!.entry_id).toBe(gaf!.entry_id);

    // At Gerencia General: an entry from the institution, the output's number as the sender's reference.
    const list = await ok<Json[]>(await api('GET', '/api/v1/entries?per_page=100', people.gg));
    const entry = list.find((e) => e.id === gg!.entry_id) as Json & Record<string, unknown>;
    expect(entry).toMatchObject({
      state: 'derivado',
      subject: 'Remite opinión legal sobre el contrato de limpieza',
      sender_reference: registered.reference,
      registered_office_id: f.ids.OAJ,
    });
    expect(registered.reference).toMatch(/^MEMORANDO N\.° 000001-\d{4}-OAJ$/);
    const files = await ok<{ name: string }[]>(await api('GET', `/api/v1/entries/${entry.id}/attachments`, people.gg));
    expect(files.map((x) => x.name)).toEqual([`${registered.reference.replace(/[^\p{L}\p{N}-]+/gu, '-')}.pdf`]);
    const [signedPdf] = await ctx()
      .database.db.select()
      .from(attachments)
      .where(and(eq(attachments.owner_type, 'outputs'), eq(attachments.owner_id, registered.id)));
    const [copy] = await ctx()
      .database.db.select()
      .from(attachments)
      .where(and(eq(attachments.owner_type, 'entries'), eq(attachments.owner_id, entry.id)));
    expect(copy!.sha256).toBe(signedPdf!.sha256);

    // Each office handles only its own movement, as any derived document.
    const shown = await ok<Json & { movements: { id: number; to_office_id: number }[] }>(
      await api('GET', `/api/v1/entries/${entry.id}`, people.gg),
    );
    const movementTo = (office: number) => shown.movements.find((m) => m.to_office_id === office)!.id;
    const receive = (token: string, office: number) =>
      api('POST', `/api/v1/entries/${entry.id}/movements/${movementTo(office)}/receive`, token, {});
    expect((await receive(people.gg, f.ids.GAF!)).statusCode).toBe(403);
    await ok(await receive(people.gg, f.ids.GG!));

    const halfway = await output(registered.id);
    expect(halfway.state).toBe('en_despacho');
    expect(halfway.office_recipients[0]).toMatchObject({
      delivery_state: 'entregado',
      received_by: 'Elena Ríos secretariagg',
    });
    expect(Date.parse(halfway.office_recipients[0]!.received_at!)).toBeGreaterThan(Date.parse(gg!.dispatched_at!) - 1);
    expect(halfway.office_recipients[1]!.delivery_state).toBe('pendiente');

    await ok(
      await api('POST', `/api/v1/entries/${entry.id}/movements/${movementTo(f.ids.GAF!)}/return`, people.gaf, {
        reason: 'Corresponde a la Unidad de Logística.',
      }),
    );
    const done = await output(registered.id);
    expect(done.state).toBe('entregado');
    expect(done.office_recipients[1]).toMatchObject({
      delivery_state: 'devuelto',
      note: 'Corresponde a la Unidad de Logística.',
    });

    // The deliveries are audited on the output as the receivers; the last one is `output.delivered`.
    const trail = await ctx()
      .database.db.select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entity, 'outputs'), eq(auditLogs.entity_id, String(registered.id))));
    const deliveries = trail.filter((a) => a.action === 'deliver');
    expect(
      deliveries.map((d) => eventOf({ entity: 'outputs', action: 'deliver', changes: d.changes as never })),
    ).toEqual([null, 'output.delivered']);
    expect(trail.map((a) => a.action)).toContain('dispatch');
  });

  it('sends each c.c. office its copy for its knowledge, printed in the c.c. block; the entry shows it came from an office', async () => {
    const both = await api('POST', '/api/v1/drafts', f.tokens.servidor, {
      type_output_id: memo,
      subject: 'Copia a la misma oficina',
      addressees: [{ office_id: f.ids.GG }],
      copy_office_ids: [f.ids.GG, 999_999],
      signer_id: f.ids['user:jefe'],
      reviewer_ids: [],
    });
    expect(both.statusCode).toBe(422);
    expect(both.json().errors).toEqual({
      'copy_office_ids.0': ['Esta oficina ya es destinataria del documento.'],
      'copy_office_ids.1': ['La oficina no existe.'],
    });

    const registered = await signedMemo({
      addressees: [{ office_id: f.ids.GG }],
      copy_office_ids: [f.ids.GAF],
      copies: 'Archivo',
    });
    const [signedPdf] = await ctx()
      .database.db.select()
      .from(attachments)
      .where(and(eq(attachments.owner_type, 'outputs'), eq(attachments.owner_id, registered.id)));
    const pdf = (await ctx().app.files.get(signedPdf!.sha256))!;
    expect(pdfText(pdf)).toMatch(/c\.c\.:\s+- Gerencia de Administración y Finanzas\s+- Archivo/);
    expect(registered.office_recipients.map((r) => [r.office, r.copy])).toEqual([
      ['Gerencia General', false],
      ['Gerencia de Administración y Finanzas', true],
    ]);

    const dispatched = await ok<Output>(
      await api('POST', `/api/v1/outputs/${registered.id}/dispatch`, f.tokens.jefe, { version: registered.version }),
    );
    const [, copied] = dispatched.office_recipients;
    const entry = await ok<Json & Record<string, unknown>>(
      await api('GET', `/api/v1/entries/${copied!.entry_id}`, people.gaf),
    );
    // Received from OAJ by internal dispatch: not a citizen's document, with no citizen tracking.
    expect(entry).toMatchObject({ channel: 'interno', registered_office: { code: 'OAJ' } });
    expect((await api('GET', `/api/v1/entries/${entry.id}/tracking`, people.gaf)).statusCode).toBe(404);
    // No paper either: no sticker and no counter's cargo, alone or in a printout of several.
    expect((entry.can as Record<string, boolean>).print).toBe(false);
    for (const path of [`${entry.id}/sticker`, `${entry.id}/receipt`, `printouts?kind=sticker&ids=${entry.id}`]) {
      const refused = await api('GET', `/api/v1/entries/${path}`, people.gaf);
      expect(refused.statusCode, path).toBe(409);
      expect(refused.json().message).toMatch(/llegó de otra oficina por despacho interno: no tiene papel/);
    }
    const movements = entry.movements as { to_office_id: number; action: string; instructions: string }[];
    expect(movements.map((m) => [m.to_office_id, m.action])).toEqual([
      [f.ids.GG, 'atencion'],
      [f.ids.GAF, 'conocimiento'],
    ]);
    expect(movements[1]!.instructions).toMatch(/^Copia \(c\.c\.\) del documento firmado digitalmente: MEMORANDO/);

    // Nobody registers an entry as «Despacho interno» by hand.
    const byHand = await api('POST', '/api/v1/entries', f.tokens.admin, {
      channel: 'interno',
      type_entry_id: entry.type_entry_id,
      sender_id: entry.sender_id,
      subject: 'Memorando traído en papel',
      folios: 1,
      destination_office_id: f.ids.GAF,
      priority: 'normal',
    });
    expect(byHand.statusCode, byHand.body).toBe(422);
    expect(byHand.json().errors).toEqual({
      channel: ['El canal «Despacho interno» lo asigna Folio cuando otra oficina despacha un documento firmado.'],
    });
  });
});
