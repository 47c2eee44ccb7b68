/**
 * The scope rule beyond entries and outputs: a module without an `-all` key whose extra key opens
 * some records (requests: `-assign` sees the pending ones), records everyone sees (shared
 * folders), and a grant another module registers (the archive's temporary access permission).
 */
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { entries, users } from '../db/schema';
import { documentModules } from '../lib/records/registry';
import { type DocumentScope, documentScope, type ScopeAccess } from '../lib/records/scope';
import { registerScopeGrant } from '../lib/records/scope-grants';
import { scopedRecords } from '../lib/records/scoped';
import type { Auth } from '../plugins/auth';
import { call, describeEachDatabase } from '../test/harness';
import { type EntryFixtures, entryFixtures } from './entries/entries.fixtures';

describeEachDatabase('document scope: rules and grants', (ctx) => {
  let f: EntryFixtures;
  beforeAll(async () => {
    f = await entryFixtures(ctx());
  });

  const callerNamed = async (username: string, permissions: string[]): Promise<Auth> => {
    const [user] = await ctx().database.db.select().from(users).where(eq(users.username, username));
    return { user: user!, permissions, tokenId: 0 };
  };

  /** Over the entries table, as a module without `-all` would declare it. */
  const scope = (rules: DocumentScope['rules'], all?: string): DocumentScope => ({
    entity: 'scope-test',
    id: entries.id,
    all,
    index: 'scope-test-index',
    officeInvolved: (officeId) => sql`${entries.destination_office_id} = ${officeId}`,
    personal: (userId) => sql`${entries.assignee_id} = ${userId}`,
    rules,
  });

  const sees = async (caller: Auth, id: number, def: DocumentScope, access: ScopeAccess = 'read') =>
    (
      await ctx()
        .database.db.select({ id: entries.id })
        .from(entries)
        .where(and(eq(entries.id, id), documentScope(caller, def, access)))
    ).length === 1;

  it('opens every record to the -all key, and to nobody else outside their involvement', async () => {
    const other = await f.register({ destination_office_id: f.ids.GAF, subject: 'Para quien ve todo' });
    expect(await sees(await callerNamed('servidor', ['scope-test-all']), other.id, scope([], 'scope-test-all'))).toBe(
      true,
    );
    expect(await sees(await callerNamed('servidor', ['scope-test-index']), other.id, scope([], 'scope-test-all'))).toBe(
      false,
    );
  });

  it('lets a grant open a record for reading only, never to change it', async () => {
    const lent = await f.register({ destination_office_id: f.ids.GAF, subject: 'Préstamo de lectura' });
    const reader = await callerNamed('servidor', []);
    const remove = registerScopeGrant('scope-test', (caller, id) =>
      caller.user.id === reader.user.id ? sql`${id} = ${lent.id}` : sql`false`,
    );
    try {
      expect(await sees(reader, lent.id, scope([]), 'read')).toBe(true);
      expect(await sees(reader, lent.id, scope([]), 'write')).toBe(false);
    } finally {
      remove();
    }
  });

  it('lets findVisible and isVisible read a record through a grant, never lock it for a change', async () => {
    const { db } = ctx().database;
    const lent = await f.register({ destination_office_id: f.ids.GAF, subject: 'Préstamo por servicio' });
    const other = await f.register({ destination_office_id: f.ids.GAF, subject: 'Sin préstamo' });
    const reader = await callerNamed('servidor', []);
    const records = scopedRecords(entries, (caller, access) => documentScope(caller, scope([]), access));
    const remove = registerScopeGrant('scope-test', (caller, id) =>
      caller.user.id === reader.user.id ? sql`${id} = ${lent.id}` : sql`false`,
    );
    try {
      expect((await records.findVisible(db, reader, lent.id)).id).toBe(lent.id);
      expect(await records.isVisible(db, reader, lent.id)).toBe(true);
      expect(await records.isVisible(db, reader, other.id)).toBe(false);
      await expect(records.findVisible(db, reader, lent.id, true)).rejects.toMatchObject({ status: 404 });
    } finally {
      remove();
    }
  });

  it('keeps the edit and every transition of a record seen only through a grant out of reach (404, not 403)', async () => {
    const { db } = ctx().database;
    const entry = await f.register({ destination_office_id: f.ids.GAF, subject: 'Consulta sin cambios' });
    const reader = await callerNamed('jefe', []);
    const module = documentModules().find((m) => m.resource === 'entries')!;
    const remove = registerScopeGrant('entries', (caller, id) =>
      caller.user.id === reader.user.id ? sql`${id} = ${entry.id}` : sql`false`,
    );
    try {
      await expect(
        db.transaction((tx) => module.transitions!.lockForEdit(tx, reader, entry.id, entry.version)),
      ).rejects.toMatchObject({ status: 404 });
      for (const [name, action] of Object.entries(module.transitions!.actions)) {
        if (action.unversioned) continue;
        const attempt = db.transaction((tx) =>
          module.transitions!.apply(tx, reader, name, entry.id, { version: entry.version }),
        );
        await expect(attempt, name).rejects.toMatchObject({ status: 404 });
      }
    } finally {
      remove();
    }
  });

  it('opens records by a key without -all, by a rule for everyone, and by nothing else', async () => {
    const pending = await f.register({ destination_office_id: f.ids.GAF, subject: 'Pendiente de asignar' });
    const assigner = await callerNamed('servidor', ['scope-test-assign']);
    const plain = await callerNamed('servidor', []);
    const assignRule = [{ key: 'scope-test-assign', where: () => sql`${entries.state} = 'registrado'` }];
    expect(await sees(assigner, pending.id, scope(assignRule))).toBe(true);
    expect(await sees(plain, pending.id, scope(assignRule))).toBe(false);
    const shared = [{ key: null, where: () => sql`${entries.subject} like 'Pendiente%'` }];
    expect(await sees(plain, pending.id, scope(shared))).toBe(true);
    expect(await sees(plain, pending.id, scope([]))).toBe(false);
  });

  it('lets a registered grant open one record to one person, on every route, until removed', async () => {
    const { app } = ctx();
    const entry = await f.register({ destination_office_id: f.ids.GAF, subject: 'Consulta temporal' });
    const head = f.ids['user:jefe']!;
    expect((await call(app, 'GET', `/api/v1/entries/${entry.id}`, { token: f.tokens.jefe })).statusCode).toBe(404);
    const remove = registerScopeGrant('entries', (caller, id) =>
      caller.user.id === head ? sql`${id} = ${entry.id}` : sql`false`,
    );
    try {
      const shown = await call(app, 'GET', `/api/v1/entries/${entry.id}`, { token: f.tokens.jefe });
      expect(shown.statusCode).toBe(200);
      const list = await call(app, 'GET', '/api/v1/entries?q=consulta temporal', { token: f.tokens.jefe });
      expect(list.json().data.map((e: { id: number }) => e.id)).toEqual([entry.id]);
      const history = await call(app, 'GET', `/api/v1/entries/${entry.id}/history`, { token: f.tokens.jefe });
      expect(history.statusCode).toBe(200);
      expect(history.json().data.map((h: { action: string }) => h.action)).toEqual(['create']);
      // Read only: jefe holds entries-update, yet every action is off, in the record and in the list;
      // the office that holds the entry still may change it.
      const can: Record<string, boolean> = shown.json().data.can;
      expect(Object.keys(can)).toContain('update');
      expect(Object.values(can).filter(Boolean)).toEqual([]);
      expect(list.json().data[0].can).toEqual(can);
      expect(Object.keys(shown.json().data)).not.toContain('writable_');
      const held = await call(app, 'GET', `/api/v1/entries/${entry.id}`, { token: f.tokens.mesapartes });
      expect(held.json().data.can).toMatchObject({ update: true, attach: true });
    } finally {
      remove();
    }
    expect((await call(app, 'GET', `/api/v1/entries/${entry.id}`, { token: f.tokens.jefe })).statusCode).toBe(404);
  });
});
