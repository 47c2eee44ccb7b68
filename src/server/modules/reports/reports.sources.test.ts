/**
 * The daily summaries against the rows, on random data, on both databases: after random
 * registrations, changes and deletions of entries and outputs, each summary holds exactly the
 * counts of the documents themselves (grouped from `entry_fact_rows`/`output_fact_rows`, the
 * entries and outputs tables), the volume report's sources answer the same through the summary
 * as through the facts rows for every kind of caller, grouping and filter, and the rebuild gives
 * the same rows.
 */
import { ENTRY_CHANNELS, ENTRY_STATES } from '@shared/schemas/entries';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { users } from '../../db/schema';
import type { Auth } from '../../plugins/auth';
import { describeEachDatabase } from '../../test/harness';
import { workingCalendar } from './reports.calendar';
import type { ReportContext } from './reports.definition';
import { type ReportFixtures, reportFixtures } from './reports.fixtures';
import { entryVolumeSource, outputVolumeSource } from './reports.sources';

/** mulberry32: the same random data on every run. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** What each summary holds, grouped from the documents themselves. */
const ENTRY_ROWS = `select received_on, k.dimension, k.key, classification_id, count(*)::int as n from entry_fact_rows
  cross join lateral (values ('office', destination_office_id::text), ('type', type_entry_id::text),
    ('channel', channel::text)) k(dimension, key) group by 1, 2, 3, 4`;
const OUTPUT_ROWS = `select issued_on, k.dimension, k.key, classification_id, count(*)::int as n from output_fact_rows
  cross join lateral (values ('office', origin_office_id::text), ('type', type_output_id::text)) k(dimension, key)
  group by 1, 2, 3, 4`;

describeEachDatabase('reports: daily summaries against the rows', (ctx) => {
  let f: ReportFixtures;
  const next = random(31);
  const pick = <T>(values: readonly T[]) => values[Math.floor(next() * values.length)]!;
  const chance = (p: number) => next() < p;
  const day = (from: string, days: number) =>
    new Date(Date.parse(`${from}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
  const rows = async <T>(query: SQL) => ((await ctx().database.db.execute(query)) as unknown as { rows: T[] }).rows;
  const ids = async (query: SQL) => (await rows<{ id: number }>(query)).map((r) => Number(r.id));

  let offices: number[];
  let people: number[];
  let entryTypes: number[];
  let outputTypes: number[];
  let classifications: (number | null)[];

  beforeAll(async () => {
    f = await reportFixtures(ctx());
    vi.useRealTimers();
    offices = await ids(sql`select id from offices`);
    people = await ids(sql`select id from users`);
    entryTypes = await ids(sql`select id from type_entries`);
    outputTypes = await ids(sql`select id from type_outputs`);
    const made = await ids(sql`insert into document_classifications (name, restricted)
      values ('Sumario público', false), ('Sumario reservado', true) returning id`);
    classifications = [null, null, ...made];
  });
  afterAll(() => {
    vi.useRealTimers();
  });

  const instant = () =>
    `${day('2026-03-01', Math.floor(next() * 80))}T${String(Math.floor(next() * 24)).padStart(2, '0')}:30:00-05:00`;

  async function registerEntries(count: number, first: number) {
    const values = Array.from({ length: count }, (_, i) => {
      const at = instant();
      const state = pick(Object.keys(ENTRY_STATES));
      const attended = ['atendido', 'archivado'].includes(state) && chance(0.9);
      const registered = pick(offices);
      const destination = pick(offices);
      const assignee = chance(0.5) ? pick(people) : null;
      return sql`(${first + i}::int, ${at}::timestamptz, ${pick(Object.keys(ENTRY_CHANNELS))}, ${pick(entryTypes)}::int,
        ${registered}::int, ${destination}::int, ${assignee}::int, ${day(at.slice(0, 10), Math.floor(next() * 15))}::date,
        ${pick(classifications)}::int, ${state},
        ${attended ? `${day(at.slice(0, 10), Math.floor(next() * 20))}T${at.slice(11)}` : null}::timestamptz,
        array[${registered}::int, ${destination}::int], array[${pick(people)}::int, ${assignee ?? pick(people)}::int])`;
    });
    await ctx().database.db.execute(sql`
      insert into entries (year, sequence, number, received_at, channel, type_entry_id, sender_id, subject, folios,
        registered_office_id, registered_by, destination_office_id, assignee_id, response_days, due_date,
        classification_id, state, attended_at, office_ids, user_ids)
      select 2026, 50000 + v.i, 'SUM-' || v.i, v.at, v.channel, v.type, e.sender_id, e.subject, 1, v.registered,
        e.registered_by, v.destination, v.assignee, 5, v.due, v.classification, v.state, v.attended, v.office_ids,
        v.user_ids
      from entries e,
        (values ${sql.join(values, sql`, `)}) as v(i, at, channel, type, registered, destination, assignee, due,
          classification, state, attended, office_ids, user_ids)
      where e.id = ${f.ids.E1}`);
  }

  async function registerOutputs(count: number, first: number) {
    const values = Array.from({ length: count }, (_, i) => {
      return sql`(${first + i}::int, ${instant()}::timestamptz, ${pick(outputTypes)}::int, ${pick(offices)}::int,
        ${pick(offices)}::int, ${pick(classifications)}::int)`;
    });
    await ctx().database.db.execute(sql`
      insert into outputs (year, sequence, number, issued_at, type_output_id, subject, folios, origin_office_id,
        registered_office_id, registered_by, classification_id, state)
      select 2026, 50000 + v.i, 'SUM-S-' || v.i, v.at, v.type, o.subject, 1, v.origin, v.registered,
        o.registered_by, v.classification, o.state
      from outputs o,
        (values ${sql.join(values, sql`, `)}) as v(i, at, type, origin, registered, classification)
      where o.id = ${f.ids.O1}`);
  }

  /** Random changes to the documents, one statement at a time or many rows at once. */
  async function change() {
    const entries = await ids(sql`select id from entries where number like 'SUM-%' order by id`);
    for (let i = 0; i < 40; i++) {
      const some = entries.filter(() => chance(i % 5 === 0 ? 0.2 : 0.01));
      if (some.length === 0) continue;
      const where = sql`id in (${sql.join(some, sql`, `)})`;
      const state = pick(Object.keys(ENTRY_STATES));
      const edits = [
        sql`update entries set state = ${state}, attended_at = case when ${state} in ('atendido', 'archivado')
          then received_at + interval '3 days' end where ${where}`,
        sql`update entries set assignee_id = ${chance(0.3) ? null : pick(people)}::int where ${where}`,
        sql`update entries set classification_id = ${pick(classifications)}::int where ${where}`,
        sql`update entries set destination_office_id = ${pick(offices)}, due_date = due_date + 2 where ${where}`,
        sql`update entries set received_at = received_at - interval '20 hours' where ${where}`,
        sql`update entries set subject = subject || '.' where ${where}`,
        sql`delete from entries where ${where}`,
      ];
      await ctx().database.db.execute(pick(edits));
    }
    const outputs = await ids(sql`select id from outputs where number like 'SUM-S-%' order by id`);
    for (let i = 0; i < 15; i++) {
      const some = outputs.filter(() => chance(0.1));
      if (some.length === 0) continue;
      const where = sql`id in (${sql.join(some, sql`, `)})`;
      await ctx().database.db.execute(
        pick([
          sql`update outputs set origin_office_id = ${pick(offices)} where ${where}`,
          sql`update outputs set classification_id = ${pick(classifications)}::int where ${where}`,
          sql`update outputs set issued_at = issued_at + interval '1 day' where ${where}`,
          sql`delete from outputs where ${where}`,
        ]),
      );
    }
  }

  const sorted = <T>(list: T[]) => list.map((r) => JSON.stringify(r)).sort();

  /** The summaries, and the same counts grouped from the documents themselves. */
  async function summariesAndRows() {
    return {
      entries: sorted(
        await rows(sql.raw('select received_on, dimension, key, classification_id, entries as n from entry_daily')),
      ),
      entriesFromRows: sorted(await rows(sql.raw(ENTRY_ROWS))),
      outputs: sorted(
        await rows(sql.raw('select issued_on, dimension, key, classification_id, outputs as n from output_daily')),
      ),
      outputsFromRows: sorted(await rows(sql.raw(OUTPUT_ROWS))),
    };
  }

  it('keeps each summary equal to the counts of the documents through random changes, and rebuilds it the same', async () => {
    await registerEntries(400, 1);
    await registerOutputs(150, 1);
    await change();
    await registerEntries(100, 1000);
    await change();
    const kept = await summariesAndRows();
    expect(kept.entries.length).toBeGreaterThan(100);
    expect(kept.outputs.length).toBeGreaterThan(50);
    expect(kept.entries).toEqual(kept.entriesFromRows);
    expect(kept.outputs).toEqual(kept.outputsFromRows);
    await ctx().database.db.execute(sql`select refresh_report_facts()`);
    expect(await summariesAndRows()).toEqual(kept);
  });

  it('answers every caller and filter the same through the summary as through the facts rows', async () => {
    const byName = async (username: string) =>
      (await ctx().database.db.select().from(users)).find((u) => u.username === username)!;
    const callers: Auth[] = [
      { user: await byName('admin'), permissions: ['admin'], tokenId: 0 },
      { user: await byName('mesapartes'), permissions: ['entries-all', 'outputs-all'], tokenId: 0 },
      { user: await byName('jefe'), permissions: ['entries-all', 'outputs-index'], tokenId: 0 },
      { user: await byName('servidor'), permissions: ['entries-me', 'outputs-me'], tokenId: 0 },
    ];
    const queries = [
      {},
      { from: '2026-03-20', to: '2026-04-30' },
      { office_id: f.ids.OAJ },
      { type_entry_id: f.ids.type, from: '2026-04-01' },
      { channel: 'presencial' as const, to: '2026-04-15' },
      { type_entry_id: f.ids.type, channel: 'presencial' as const, from: '2026-04-01' },
    ];
    const calendar = await workingCalendar(ctx().database.db);
    let counted = 0;
    for (const caller of callers)
      for (const query of queries) {
        const report: ReportContext = {
          db: ctx().database.db,
          caller,
          query: { ...query, by: 'office' },
          today: '2026-05-12',
          calendar,
        };
        const grouped = async (source: SQL) =>
          sorted(await rows(sql`select day, key, sum(n)::int as n from ${source} group by 1, 2`));
        for (const by of [null, 'office', 'type', 'channel'] as const) {
          const entries = await grouped(entryVolumeSource(report, by));
          expect(entries, JSON.stringify({ caller: caller.permissions, query, by })).toEqual(
            await grouped(entryVolumeSource(report, by, false)),
          );
          counted += entries.length;
        }
        for (const by of [null, 'office', 'type'] as const)
          expect(await grouped(outputVolumeSource(report, by))).toEqual(
            await grouped(outputVolumeSource(report, by, false)),
          );
      }
    expect(counted).toBeGreaterThan(500);
  });
});
