/**
 * A tile over more records than a list counts: its count is capped like the list's, and its rows
 * are still the list's first rows in the list's order (each tile reads its count and its rows in
 * one statement, from the first COUNT_LIMIT + 1 matches in that order).
 */
import { COUNT_LIMIT } from '@shared/pagination';
import type { DashboardAnswer, DashboardTile } from '@shared/schemas/dashboard';
import { sql } from 'drizzle-orm';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { call, describeEachDatabase } from '../../test/harness';
import { type EntryFixtures, entryFixtures } from '../entries/entries.fixtures';

// Wednesday 10 June 2026, 10:00 in Lima.
const NOW = new Date('2026-06-10T15:00:00Z');
const MANY = COUNT_LIMIT + 4;

describeEachDatabase('dashboard, capped tiles', (ctx) => {
  let f: EntryFixtures;

  afterEach(() => {
    vi.useRealTimers();
  });

  beforeAll(async () => {
    f = await entryFixtures(ctx());
    const seed = await f.register();
    // Copies of the registered entry, all received today and assigned to Lucía (servidor), open;
    // the last four made are due first (today), the rest over the next 39 days.
    await ctx().database.db.execute(sql`
      insert into entries (year, sequence, number, received_at, channel, type_entry_id, sender_id, subject, folios,
        registered_office_id, registered_by, destination_office_id, assignee_id, response_days, due_date, state,
        office_ids, user_ids)
      select e.year, 1000 + g, 'ING-2026-' || lpad((1000 + g)::text, 6, '0'),
        ${NOW.toISOString()}::timestamptz - make_interval(secs => g), e.channel, e.type_entry_id, e.sender_id,
        e.subject || ' ' || g, e.folios, e.registered_office_id, e.registered_by, e.destination_office_id,
        ${f.ids['user:servidor']}, 5, date '2026-06-10' + case when g > ${COUNT_LIMIT} then 0 else 1 + g % 39 end, 'recibido',
        e.office_ids, e.user_ids || ${f.ids['user:servidor']}::integer
      from entries e, generate_series(1, ${MANY}) g where e.id = ${seed.id}`);
  });

  async function get(token: string, path: string) {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW });
    const res = await call(ctx().app, 'GET', path, { token });
    vi.useRealTimers();
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }

  async function tile(token: string, id: string): Promise<DashboardTile> {
    const answer = (await get(token, '/api/v1/dashboard')) as DashboardAnswer;
    const found = answer.tiles.find((t) => t.id === id);
    expect(found, id).toBeDefined();
    return found!;
  }

  /** The numbers of the first rows of the list the tile opens. */
  async function firstOfList(token: string, link: string): Promise<string[]> {
    const [, query] = link.split('?');
    const list = await get(token, `/api/v1/entries?${query}&per_page=5`);
    expect(list.meta.total).toBe(COUNT_LIMIT);
    return list.data.map((e: { number: string }) => e.number);
  }

  /** The entry the seed numbered `g` in its series. */
  const copyNumber = (g: number) => `ING-2026-${String(1000 + g).padStart(6, '0')}`;

  /** The tile `id`, capped at the list's limit, and its rows' labels: the first of the list it opens. */
  async function cappedTile(token: string, id: string) {
    const found = await tile(token, id);
    expect(found).toMatchObject({ count: COUNT_LIMIT, capped: true });
    const labels = found.rows.map((r) => r.label);
    expect(labels).toEqual(await firstOfList(token, found.link!));
    return { found, labels };
  }

  it("caps a worker's entries at the list's limit and shows the list's first five by due date", async () => {
    const { found: mine, labels } = await cappedTile(f.tokens.servidor, 'entries-mine');
    expect(mine.link).toBe('/entries?mine=true&open=true&sort=due_date');
    // The last four copies, due today, then the first due tomorrow: none is among the first
    // COUNT_LIMIT + 1 entries in the order they were made.
    expect(labels).toEqual([MANY - 3, MANY - 2, MANY - 1, MANY, 39].map(copyNumber));
    expect(mine.rows.map((r) => r.date)).toEqual([...Array(4).fill('2026-06-10'), '2026-06-11']);
  });

  it("caps the front desk's registrations of today and shows the latest five first", async () => {
    // One second apart, back from NOW (the first registration was made at the real clock's time).
    const { labels } = await cappedTile(f.tokens.mesapartes, 'entries-today');
    expect(labels).toEqual([1, 2, 3, 4, 5].map(copyNumber));
  });
});
