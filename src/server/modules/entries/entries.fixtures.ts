/** What the entries API tests share: demo tokens, office and user ids, an entry type, a sender, and `register`. */
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { entries, offices, users } from '../../db/schema';
import { type Upload, uploadBody } from '../../lib/attachments/test-files';
import { type AnsweredRecord, createCitizen, createEntryType } from '../../test/fixtures';
import { call, login, type TestApp } from '../../test/harness';

export const DEMO_USERS = ['admin', 'mesapartes', 'jefe', 'servidor', 'mensajero', 'archivero'] as const;
export type DemoUser = (typeof DEMO_USERS)[number];

export type Entry = AnsweredRecord & { number: string; sequence: number };

export interface EntryFixtures {
  tokens: Record<DemoUser, string>;
  /** Office ids by code (`OAJ`), user ids as `user:<username>`, plus `type` and `citizen`. */
  ids: Record<string, number>;
  body(over?: Record<string, unknown>): Record<string, unknown>;
  register(over?: Record<string, unknown>, token?: string): Promise<Entry>;
  /** An entry registered by the front desk, then given its dates, state (`recibido`) and responsible as the case needs. */
  registerDated(set: DatedEntry, over?: Record<string, unknown>): Promise<Entry>;
  /** `POST /entries/:id/{path}` (derive, attend, movements/:id/receive…), answered 200: the entry. */
  entryAction(entryId: number, path: string, token: string, body?: unknown): Promise<RoutedEntry>;
  /** `POST /entries/:id/attachments` (as the front desk unless another token is given); the raw answer. */
  uploadFiles(entryId: number, files: Upload[], token?: string): ReturnType<typeof call>;
  /**
   * What a search must find or hide by scope: an entry of OAJ, one of GAF, and one of GAF under a
   * new restricted classification named `classification`.
   */
  scopeSamples(subjects: ScopeSubjects): Promise<{ oaj: Entry; gaf: Entry; restricted: Entry }>;
}

export interface ScopeSubjects {
  oaj: string;
  gaf: string;
  restricted: string;
  classification: string;
}

/** An entry as an action answers it, with its route sheet. */
export type RoutedEntry = Entry & { movements: { id: number; state: string }[] };

export interface DatedEntry {
  received: string;
  days: number;
  due: string;
  state?: string;
  /** A username. */
  assignee?: string | null;
}

/** Call inside `beforeAll`: logs the demo users in and creates an entry type and a sender. */
export async function entryFixtures(ctx: TestApp): Promise<EntryFixtures> {
  const { app, database } = ctx;
  const tokens = {} as Record<DemoUser, string>;
  for (const u of DEMO_USERS) tokens[u] = await login(app, u);
  const ids: Record<string, number> = {};
  for (const o of await database.db.select().from(offices)) ids[o.code] = o.id;
  for (const u of await database.db.select().from(users)) ids[`user:${u.username}`] = u.id;
  ids.type = (await createEntryType(app, tokens.admin)).id;
  ids.citizen = (await createCitizen(app, tokens.admin)).id;

  const body = (over: Record<string, unknown> = {}) => ({
    channel: 'presencial',
    type_entry_id: ids.type,
    sender_id: ids.citizen,
    sender_reference: 'CARTA N° 001-2026',
    subject: 'Solicitud de información pública',
    folios: 3,
    destination_office_id: ids.OAJ,
    ...over,
  });
  const register = async (over: Record<string, unknown> = {}, token = tokens.mesapartes) => {
    const res = await call(app, 'POST', '/api/v1/entries', { token, body: body(over) });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as Entry;
  };
  const registerDated = async (set: DatedEntry, over: Record<string, unknown> = {}) => {
    const e = await register(over);
    await database.db
      .update(entries)
      .set({
        received_at: new Date(set.received),
        response_days: set.days,
        due_date: set.due,
        state: set.state ?? 'recibido',
        assignee_id: set.assignee ? ids[`user:${set.assignee}`] : null,
      })
      .where(eq(entries.id, e.id));
    return e;
  };
  const entryAction = async (entryId: number, path: string, token: string, body?: unknown) => {
    const res = await call(app, 'POST', `/api/v1/entries/${entryId}/${path}`, { token, body });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as RoutedEntry;
  };
  const uploadFiles = (entryId: number, files: Upload[], token = tokens.mesapartes) => {
    const upload = uploadBody(files);
    return app.inject({
      method: 'POST',
      url: `/api/v1/entries/${entryId}/attachments`,
      headers: { authorization: `Bearer ${token}`, ...upload.headers },
      payload: upload.payload,
    });
  };
  const scopeSamples = async (subjects: ScopeSubjects) => {
    const classification = await call(app, 'POST', '/api/v1/document-classifications', {
      token: tokens.admin,
      body: { name: subjects.classification, description: null, restricted: true },
    });
    expect(classification.statusCode, classification.body).toBe(201);
    return {
      oaj: await register({ subject: subjects.oaj }),
      gaf: await register({ subject: subjects.gaf, destination_office_id: ids.GAF }),
      restricted: await register({
        subject: subjects.restricted,
        destination_office_id: ids.GAF,
        classification_id: classification.json().data.id,
      }),
    };
  };
  return { tokens, ids, body, register, registerDated, entryAction, uploadFiles, scopeSamples };
}
