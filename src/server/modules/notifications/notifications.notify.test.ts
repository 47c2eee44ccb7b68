/**
 * Notifications about a record reach only the people whose scope opens it, once each per event
 * (issue 10 defect 2, issue 11): the `visibleTo` mechanism of `notify`, and the entries' derive,
 * assign and office-wide notices that go through it.
 */
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { notifications, users } from '../../db/schema';
import { call, describeEachDatabase } from '../../test/harness';
import { type EntryFixtures, entryFixtures } from '../entries/entries.fixtures';
import { notify } from './notifications.service';

describeEachDatabase('notify: only to those who may see the record, once per person', (ctx) => {
  let f: EntryFixtures;
  let restricted: number;

  beforeAll(async () => {
    f = await entryFixtures(ctx());
    const res = await call(ctx().app, 'POST', '/api/v1/document-classifications', {
      token: f.tokens.admin,
      body: { name: 'Reservado para avisos', description: null, restricted: true },
    });
    expect(res.statusCode, res.body).toBe(201);
    restricted = res.json().data.id;
  });

  /** Who got a notification about the entry whose text starts with `prefix`, one id per notification. */
  const notifiedOf = async (entryId: number, prefix: string) =>
    (
      await ctx()
        .database.db.select({ user_id: notifications.user_id })
        .from(notifications)
        .where(
          and(
            sql`${notifications.data}->>'data_id' = ${String(entryId)}`,
            sql`${notifications.data}->>'text' like ${`${prefix}%`}`,
          ),
        )
    )
      .map((n) => n.user_id)
      .sort();

  it('drops the users `visibleTo` does not keep, and stores nothing when it keeps none', async () => {
    const { app } = ctx();
    await app.db
      .transaction(async (tx) => {
        const data = { text: 'Aviso reservado', type: 'entries', data_id: 1 };
        const jefe = f.ids['user:jefe']!;
        const servidor = f.ids['user:servidor']!;
        const kept = await notify(tx, [jefe, servidor], data, {
          visibleTo: async (_db, ids) => ids.filter((id) => id === jefe),
        });
        const rows = await tx
          .select({ user_id: notifications.user_id })
          .from(notifications)
          .where(sql`${notifications.id} in ${kept}`);
        expect(rows.map((r) => r.user_id)).toEqual([jefe]);
        expect(await notify(tx, { office: f.ids.OAJ! }, data, { visibleTo: async () => [] })).toEqual([]);
        tx.rollback();
      })
      .catch((error: Error) => {
        if (!/rollback/i.test(error.message)) throw error;
      });
  });

  it('tells of a restricted entry derived to an office only the members whose scope opens it', async () => {
    const { app, database } = ctx();
    const entry = await f.register(
      { destination_office_id: f.ids.GAF, classification_id: restricted, subject: 'Reservado derivado' },
      f.tokens.admin,
    );
    const [servidor] = await database.db.select().from(users).where(eq(users.username, 'servidor'));
    expect(servidor!.office_id).toBe(f.ids.OAJ);
    const derived = await call(app, 'POST', `/api/v1/entries/${entry.id}/derive`, {
      token: f.tokens.admin,
      body: { version: entry.version, destinations: [{ office_id: f.ids.OAJ, action: 'opinion' }] },
    });
    expect(derived.statusCode, derived.body).toBe(200);
    // jefe (entries-index, OAJ now involved) opens it; servidor (entries-me, not named) gets 404 and no notice.
    expect(await notifiedOf(entry.id, 'Se derivó')).toEqual([f.ids['user:jefe']]);
    expect((await call(app, 'GET', `/api/v1/entries/${entry.id}`, { token: f.tokens.servidor })).statusCode).toBe(404);
  });

  it('sends one notification per person when a derive names both their office and them', async () => {
    const { app } = ctx();
    const entry = await f.register({ subject: 'Derivado dos veces a la misma persona' });
    const derived = await call(app, 'POST', `/api/v1/entries/${entry.id}/derive`, {
      token: f.tokens.mesapartes,
      body: {
        version: entry.version,
        destinations: [
          { office_id: f.ids.OAJ, action: 'atencion' },
          { office_id: f.ids.OAJ, user_id: f.ids['user:servidor'], action: 'atencion' },
        ],
      },
    });
    expect(derived.statusCode, derived.body).toBe(200);
    expect(await notifiedOf(entry.id, 'Se derivó')).toEqual([f.ids['user:jefe'], f.ids['user:servidor']].sort());
  });

  it('tells an assigned worker once assigned, when the assignment is what lets them open it', async () => {
    const { app } = ctx();
    const entry = await f.register({ subject: 'Asignado a la servidora' });
    const res = await call(app, 'POST', `/api/v1/entries/${entry.id}/assign`, {
      token: f.tokens.jefe,
      body: { version: entry.version, user_id: f.ids['user:servidor'] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await notifiedOf(entry.id, 'Se le asignó')).toEqual([f.ids['user:servidor']]);
  });
});
