/**
 * Loads the correspondence benchmark database (its own PostgreSQL database, migrated and seeded by
 * the app): citizens, entries with their movements, outputs with their recipients. Idempotent: a
 * database whose comment records a finished load of the same size is reused; `--fresh` (or a
 * missing, different or half-done load) drops and recreates it.
 *
 * Speed: the secondary indexes of the big tables are dropped (their definitions kept) and rebuilt
 * once at the end, foreign-key triggers are off for the loading session (the generator only
 * writes valid references), and rows come from INSERT … SELECT over generate_series.
 *
 * Another scenario set adds its own tables through a `LoadExtension` (bench/office: requests and
 * supporting documents) on top of the same correspondence, in its own database.
 */
import { formatDocumentNumber } from '@shared/document-number';
import type { Settings } from '@shared/schemas/configs';
import pg from 'pg';
import { openPostgres } from '../../src/server/db/client';
import { migrate } from '../../src/server/db/migrate';
import { prepareDatabase } from '../../src/server/db/prepare';
import { getSettings } from '../../src/server/lib/settings/settings';
import { loadCitizens } from './load-citizens';
import { loadEntries } from './load-entries';
import { loadOutputs } from './load-outputs';
import { calendar, createHelpers } from './load-sql';
import { addReferenceData, type ReferenceData } from './reference-data';

export interface Counts {
  citizens: number;
  entries: number;
  outputs: number;
}

export interface LoadReport {
  counts: Counts;
  /** Seconds per phase, in order; null when an existing load was reused. */
  phases: [string, number][] | null;
  rows: Record<string, number>;
}

const BIG_TABLES = ['citizens', 'entries', 'entry_movements', 'outputs', 'output_recipients'];

/** More tables loaded after the correspondence, by another scenario set. */
export interface LoadExtension {
  /** Its name in the log (`office: load · …`). */
  name: string;
  /** Recorded with the correspondence's counts: a load of other counts is not reused. */
  counts: Record<string, number>;
  /** Its big tables: indexes dropped and rebuilt once, rows counted, ids continued, vacuumed. */
  tables: string[];
  /** Generates its rows, with triggers and foreign-key checks off; `phase` closes a timed phase. */
  load(
    c: pg.Client,
    context: { ref: ReferenceData; formats: Settings['number_formats']; phase: (name: string) => void },
  ): Promise<void>;
  /** After the indexes are rebuilt: continues its number sequences and checks them; lines to print. */
  finish(c: pg.Client, formats: Settings['number_formats']): Promise<string[]>;
}
const MARKER = 'folio-bench';

function adminUrl(url: string): { admin: string; name: string } {
  const parsed = new URL(url);
  const name = decodeURIComponent(parsed.pathname.slice(1));
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Use a plain database name for the bench, not "${name}".`);
  parsed.pathname = '/postgres';
  return { admin: parsed.toString(), name };
}

async function withClient<T>(url: string, run: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return await run(c);
  } finally {
    await c.end();
  }
}

/** Whether the database's comment records a finished load of these counts (not absent, half-done or other). */
async function recordedLoad(url: string, marker: string): Promise<boolean> {
  const { admin, name } = adminUrl(url);
  return withClient(admin, async (c) => {
    const { rows } = await c.query<{ comment: string | null }>(
      `select shobj_description(oid, 'pg_database') as comment from pg_database where datname = $1`,
      [name],
    );
    return rows[0]?.comment === marker;
  });
}

async function recreateDatabase(url: string): Promise<void> {
  const { admin, name } = adminUrl(url);
  await withClient(admin, async (c) => {
    await c.query(`drop database if exists ${name} with (force)`);
    await c.query(`create database ${name}`);
  });
}

async function rowCounts(c: pg.Client, tables: string[]): Promise<Record<string, number>> {
  const rows: Record<string, number> = {};
  for (const table of tables) {
    const { rows: r } = await c.query<{ n: number }>(`select count(*)::int as n from ${table}`);
    rows[table] = r[0]!.n;
  }
  return rows;
}

/** Drops the secondary indexes of the big tables and returns their definitions. */
async function dropIndexes(c: pg.Client, tables: string[]): Promise<{ name: string; definition: string }[]> {
  const { rows } = await c.query<{ name: string; definition: string }>(
    `select i.indexname as name, i.indexdef as definition from pg_indexes i
     where i.schemaname = 'public' and i.tablename = any($1)
       and not exists (select 1 from pg_constraint k where k.conname = i.indexname)`,
    [tables],
  );
  for (const index of rows) await c.query(`drop index "${index.name}"`);
  return rows;
}

/** document_sequences continue where the loaded numbers end, so the next registration has no gap. */
async function alignSequences(c: pg.Client, tables: string[]): Promise<void> {
  for (const [kind, table] of [
    ['entries', 'entries'],
    ['outputs', 'outputs'],
  ]) {
    await c.query(
      `insert into document_sequences (kind, scope, year, last_value)
       select $1, '', year, max(sequence) from ${table} group by year
       on conflict (kind, scope, year) do update set last_value = excluded.last_value, updated_at = now()`,
      [kind],
    );
  }
  // Ids continue after the loaded rows (tables keyed otherwise, as the attachments' text, have none).
  for (const table of tables) {
    const { rows } = await c.query<{ sequence: string | null }>(
      `select pg_get_serial_sequence($1, 'id') as sequence from information_schema.columns
       where table_schema = 'public' and table_name = $1 and column_name = 'id'`,
      [table],
    );
    if (rows[0]?.sequence) await c.query(`select setval($1, (select max(id) from ${table}))`, [rows[0].sequence]);
  }
}

/** Throws unless every year's numbers are exactly 1..N, N is the sequence's value and the format matches. */
export async function checkNumbering(c: pg.Client, kind: 'entries' | 'outputs', format: string): Promise<string> {
  const { rows } = await c.query<{
    year: number;
    n: number;
    distinct_n: number;
    min: number;
    max: number;
    last_value: number | null;
    number: string;
  }>(
    `select t.year, count(*)::int as n, count(distinct t.sequence)::int as distinct_n, min(t.sequence) as min,
            max(t.sequence) as max, s.last_value,
            (select number from ${kind} x where x.year = t.year order by x.sequence desc limit 1) as number
     from ${kind} t left join document_sequences s on s.kind = $1 and s.scope = '' and s.year = t.year
     group by t.year, s.last_value order by t.year`,
    [kind],
  );
  const problems = rows.filter(
    (r) =>
      r.n !== r.max ||
      r.distinct_n !== r.n ||
      r.min !== 1 ||
      r.last_value !== r.max ||
      r.number !== formatDocumentNumber(format, { year: r.year, sequence: r.max }),
  );
  const summary = rows.map((r) => `${r.year}: 1..${r.max} (${r.number})`).join(', ');
  if (problems.length > 0)
    throw new Error(`${kind}: numbering has gaps or is out of step: ${JSON.stringify(problems)}`);
  return summary;
}

export async function ensureLoaded(
  url: string,
  counts: Counts,
  fresh: boolean,
  extension?: LoadExtension,
): Promise<LoadReport> {
  const tables = [...BIG_TABLES, ...(extension?.tables ?? [])];
  const name = extension?.name ?? 'correspondence';
  const marker = `${MARKER} ${JSON.stringify(extension ? { ...counts, ...extension.counts } : counts)}`;
  if (!fresh && (await recordedLoad(url, marker))) {
    // A load made before the newest migrations gets them, as `npm start` would (their backfills included).
    const database = await openPostgres(url, 2);
    await migrate(database).finally(() => database.close());
    const rows = await withClient(url, (c) => rowCounts(c, tables));
    return { counts, phases: null, rows };
  }
  const phases: [string, number][] = [];
  let mark = performance.now();
  const phase = (phaseName: string) => {
    const now = performance.now();
    phases.push([phaseName, (now - mark) / 1000]);
    console.log(`${name}: load · ${phaseName} ${((now - mark) / 1000).toFixed(1)} s`);
    mark = now;
  };
  /** A counter on one terminal line; nothing when the output is a file. */
  const progress = (what: string, total: number) => (done: number) => {
    if (!process.stdout.isTTY) return;
    const line = `${name}: load · ${what} ${done.toLocaleString('en-US')} / ${total.toLocaleString('en-US')}`;
    process.stdout.write(`\r${line}${done === total ? '\n' : ''}`);
  };

  await recreateDatabase(url);
  const database = await openPostgres(url, 2);
  await prepareDatabase(database, { demo: true });
  const formats = (await getSettings(database.db)).number_formats;
  await database.close();
  phase('create, migrate, seed');

  await withClient(url, async (c) => {
    await c.query(`set maintenance_work_mem = '512MB'`);
    await c.query('set synchronous_commit = off');
    await createHelpers(c);
    const ref = await addReferenceData(c);
    const definitions = await dropIndexes(c, tables);
    await c.query('set session_replication_role = replica');
    phase('reference data');

    await loadCitizens(c, counts.citizens);
    phase('citizens');
    await loadEntries(
      c,
      calendar(counts.entries, formats.entries),
      ref,
      counts.citizens,
      progress('entries', counts.entries),
    );
    phase('entries + movements');
    await loadOutputs(c, calendar(counts.outputs, formats.outputs), ref, counts, progress('outputs', counts.outputs));
    phase('outputs + recipients');
    // The loader's inserts bypass the triggers that keep the entries' access arrays and search
    // text (migration 0009).
    await c.query(`update entries e set
        office_ids = int_set(array[e.registered_office_id, e.destination_office_id] || coalesce(m.offices, '{}')),
        user_ids = int_set(array[e.registered_by, e.assignee_id] || coalesce(m.users, '{}')),
        search_text = f_unaccent(lower(e.number || ' ' || e.subject || ' ' || coalesce(e.sender_reference, '') || ' '
          || coalesce(s.names, '') || ' ' || coalesce(s.surnames, '') || ' ' || coalesce(s.business_name, '') || ' '
          || s.document_number))
      from entries e2 join citizens s on s.id = e2.sender_id
        left join (select entry_id, array_agg(to_office_id) as offices, array_agg(to_user_id) as users
                   from entry_movements group by entry_id) m on m.entry_id = e2.id
      where e2.id = e.id`);
    phase('entries access arrays, search text');
    // The outputs' search text (migration 0016), recipients' names and documents included.
    await c.query(`update outputs o set search_text = f_unaccent(lower(o.number || ' ' || o.subject || ' '
          || coalesce(o.reference, '') || ' ' || coalesce(r.names, '')))
      from (select r.output_id, string_agg(coalesce(s.names, '') || ' ' || coalesce(s.surnames, '') || ' '
              || coalesce(s.business_name, '') || ' ' || s.document_number, ' ' order by r.id) as names
            from output_recipients r join citizens s on s.id = r.citizen_id group by r.output_id) r
      where r.output_id = o.id`);
    phase('outputs search text');
    await extension?.load(c, { ref, formats, phase });
    // The reports' facts (migration 0028) are kept by triggers, which the loader's inserts bypass.
    await c.query('select refresh_report_facts()');
    for (const table of ['entry_facts', 'output_facts', 'entry_daily', 'output_daily'])
      await c.query(`vacuum (analyze) ${table}`);
    phase('report facts');

    await c.query('set session_replication_role = origin');
    for (const index of definitions) await c.query(index.definition);
    phase(`${definitions.length} indexes rebuilt`);
    await alignSequences(c, tables);
    for (const table of tables) await c.query(`vacuum (analyze) ${table}`);
    phase('sequences, vacuum, analyze');
    console.log(`correspondence: numbering · entries ${await checkNumbering(c, 'entries', formats.entries)}`);
    console.log(`correspondence: numbering · outputs ${await checkNumbering(c, 'outputs', formats.outputs)}`);
    for (const line of (await extension?.finish(c, formats)) ?? []) console.log(`${name}: ${line}`);
  });
  const { admin, name: databaseName } = adminUrl(url);
  await withClient(admin, (c) => c.query(`comment on database ${databaseName} is '${marker}'`));
  return { counts, phases, rows: await withClient(url, (c) => rowCounts(c, tables)) };
}
