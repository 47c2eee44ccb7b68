/**
 * The `office_ids`/`user_ids` arrays of migration 0009, which drive the records' scope: kept as
 * an entry is registered, derived, returned and reassigned, equal at every step to what the
 * involvement rules compute from the entry and its movements, and what the scope shows.
 */
import { type SQL, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { type EntryFixtures, entryFixtures } from '../modules/entries/entries.fixtures';
import { call, describeEachDatabase } from '../test/harness';

describeEachDatabase('record access arrays', (ctx) => {
  let f: EntryFixtures;
  const rowsOf = async <T>(query: SQL) => ((await ctx().database.db.execute(query)) as unknown as { rows: T[] }).rows;

  beforeAll(async () => {
    f = await entryFixtures(ctx());
  });

  const access = async (table: 'entries' | 'outputs', id: number) => {
    const rows = await rowsOf<{ office_ids: number[]; user_ids: number[] }>(
      sql`select office_ids, user_ids from ${sql.identifier(table)} where id = ${id}`,
    );
    return rows[0]!;
  };

  /** Entries whose arrays differ from the involvement rules recomputed from scratch. */
  const drifted = async () => {
    const rows = await rowsOf<{ id: number }>(sql`
      select e.id from entries e
      where e.office_ids <> array(select distinct o from unnest(array[e.registered_office_id, e.destination_office_id]
              || array(select m.to_office_id from entry_movements m where m.entry_id = e.id)) o order by o)
         or e.user_ids <> array(select distinct u from unnest(array[e.registered_by, e.assignee_id]
              || array(select m.to_user_id from entry_movements m where m.entry_id = e.id)) u where u is not null order by u)`);
    return rows.map((r) => r.id);
  };

  const sees = async (token: string, id: number) => {
    const { app } = ctx();
    const shown = await call(app, 'GET', `/api/v1/entries/${id}`, { token });
    const listed = await call(app, 'GET', '/api/v1/entries?per_page=100&sort=-id', { token });
    const inList = listed.json().data.some((e: { id: number }) => e.id === id);
    expect(inList).toBe(shown.statusCode === 200);
    return shown.statusCode === 200;
  };

  it('derive: the new office and person see the entry; return keeps them involved', async () => {
    const { app } = ctx();
    const entry = await f.register({ subject: 'Acceso por derivación', destination_office_id: f.ids.GAF });
    expect(await access('entries', entry.id)).toEqual({
      office_ids: [f.ids.MP, f.ids.GAF].sort((a, b) => a! - b!),
      user_ids: [f.ids['user:mesapartes']],
    });
    expect(await sees(f.tokens.jefe, entry.id)).toBe(false);
    expect(await sees(f.tokens.servidor, entry.id)).toBe(false);

    const derived = await call(app, 'POST', `/api/v1/entries/${entry.id}/derive`, {
      token: f.tokens.mesapartes,
      body: {
        version: entry.version,
        destinations: [{ office_id: f.ids.OAJ, user_id: f.ids['user:servidor'], action: 'atencion' }],
      },
    });
    expect(derived.statusCode, derived.body).toBe(200);
    const after = await access('entries', entry.id);
    expect(after.office_ids).toContain(f.ids.OAJ);
    expect(after.user_ids).toContain(f.ids['user:servidor']);
    expect(await sees(f.tokens.jefe, entry.id)).toBe(true);
    expect(await sees(f.tokens.servidor, entry.id)).toBe(true);

    const movement = derived.json().data.movements[0];
    const returned = await call(app, 'POST', `/api/v1/entries/${entry.id}/movements/${movement.id}/return`, {
      token: f.tokens.jefe,
      body: { reason: 'No corresponde a esta oficina.' },
    });
    expect(returned.statusCode, returned.body).toBe(200);
    // A returned movement still records that the office had the entry (as the route sheet shows).
    expect((await access('entries', entry.id)).office_ids).toContain(f.ids.OAJ);
    expect(await sees(f.tokens.jefe, entry.id)).toBe(true);
    expect(await drifted()).toEqual([]);
  });

  it('reassign: the new assignee sees the entry, the previous one no longer does', async () => {
    const { app } = ctx();
    const entry = await f.register({ subject: 'Acceso por asignación', destination_office_id: f.ids.OAJ });
    const assign = (version: number, user: string) =>
      call(app, 'POST', `/api/v1/entries/${entry.id}/assign`, {
        token: f.tokens.jefe,
        body: { version, user_id: f.ids[`user:${user}`] },
      });
    const first = await assign(entry.version, 'servidor');
    expect(first.statusCode, first.body).toBe(200);
    expect((await access('entries', entry.id)).user_ids).toContain(f.ids['user:servidor']);
    expect(await sees(f.tokens.servidor, entry.id)).toBe(true);

    const second = await assign(first.json().data.version, 'jefe');
    expect(second.statusCode, second.body).toBe(200);
    const after = await access('entries', entry.id);
    expect(after.user_ids).not.toContain(f.ids['user:servidor']);
    expect(after.user_ids).toContain(f.ids['user:jefe']);
    expect(await sees(f.tokens.servidor, entry.id)).toBe(false);
    expect(await drifted()).toEqual([]);
  });

  it('a movement deleted or moved to another entry updates both entries', async () => {
    const { database } = ctx();
    const a = await f.register({ subject: 'Movimiento A', destination_office_id: f.ids.GAF });
    const b = await f.register({ subject: 'Movimiento B', destination_office_id: f.ids.GAF });
    const rows = await rowsOf<{ id: number }>(sql`
      insert into entry_movements (entry_id, to_office_id, to_user_id, action, sent_by)
      values (${a.id}, ${f.ids.OAJ}, ${f.ids['user:jefe']}, 'atencion', ${f.ids['user:mesapartes']}) returning id`);
    expect((await access('entries', a.id)).office_ids).toContain(f.ids.OAJ);
    await database.db.execute(sql`update entry_movements set entry_id = ${b.id} where id = ${rows[0]!.id}`);
    expect((await access('entries', a.id)).office_ids).not.toContain(f.ids.OAJ);
    expect((await access('entries', b.id)).user_ids).toContain(f.ids['user:jefe']);
    await database.db.execute(sql`delete from entry_movements where id = ${rows[0]!.id}`);
    expect((await access('entries', b.id)).office_ids).not.toContain(f.ids.OAJ);
    expect(await drifted()).toEqual([]);
  });
});
