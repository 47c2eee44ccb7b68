/**
 * Folio's own dump of a PostgreSQL database (format `folio-copy`), for servers without `pg_dump`
 * or when `BACKUP_DUMPER=folio`. Read inside the backup's snapshot: every table of schema `public`
 * as `COPY … TO STDOUT` text, every sequence's value, and the job queue's unfinished jobs (the
 * outbox of webhooks and mails). The schema is not in it: the restore migrates the empty database
 * to the dump's migration, loads the rows with triggers and foreign-key checks off
 * (`session_replication_role = replica`, so derived tables are loaded as dumped, not recomputed),
 * sets the sequences, and the caller then migrates forward.
 *
 * The file is gzip-compressed lines: a header, then blocks `COPY <table> (<columns>) FROM stdin;` … `\.` as in
 * pg_dump's plain format (COPY text escapes newlines, so a row is one line), and
 * `SELECT pg_catalog.setval('<sequence>', <value>, true);` lines. The restore accepts nothing else.
 */
import { once } from 'node:events';
import fs from 'node:fs';
import readline from 'node:readline';
import type { Writable } from 'node:stream';
import zlib from 'node:zlib';
import type pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';
import { restAfter, write } from './pace';

const HEADER = '-- folio-copy 1';
const JOBS = 'pgboss.job';
/** Jobs still to run: a restored instance runs them (an active one again, as after a crash). */
const UNFINISHED_JOBS = `state in ('created', 'retry', 'active')`;
const COPY_LINE = /^COPY ((?:"[^"]+"|[a-z_][a-z0-9_]*)\.(?:"[^"]+"|[a-z_][a-z0-9_]*)) \(([^)]*)\) FROM stdin;$/;
const SETVAL_LINE =
  /^SELECT pg_catalog\.setval\('((?:"[^"]+"|[a-z_][a-z0-9_]*)\.(?:"[^"]+"|[a-z_][a-z0-9_]*))', (\d+), true\);$/;

interface Table {
  name: string;
  columns: string;
}

/** The tables of a schema with their stored (not generated) columns, quoted. */
async function tablesOf(client: pg.Client, schema: string): Promise<Table[]> {
  const { rows } = await client.query<Table>(
    `select format('%I.%I', c.table_schema, c.table_name) as name,
            string_agg(quote_ident(c.column_name), ', ' order by c.ordinal_position) as columns
       from information_schema.columns c
       join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = $1 and t.table_type = 'BASE TABLE' and c.is_generated = 'NEVER'
      group by c.table_schema, c.table_name
      order by 1`,
    [schema],
  );
  return rows;
}

async function copyRows(client: pg.Client, out: Writable, source: string) {
  for await (const chunk of client.query(copyTo(`COPY ${source} TO STDOUT`))) await write(out, chunk as Buffer);
}

/** The dump reads a table in slices of `slicePages` heap pages (a TID range scan each) and rests after each at `duty` (pace.ts). */
export interface DumpPace {
  duty: number;
  slicePages: number;
}

/** 256 pages of 8 kB: a few thousand rows, a few milliseconds of the database's time. */
export const SLICE_PAGES = 256;

async function copyTable(client: pg.Client, out: Writable, table: Table, pace: DumpPace) {
  const { rows } = await client.query<{ pages: number }>(
    `select (pg_relation_size($1::regclass) / current_setting('block_size')::int)::int as pages`,
    [table.name],
  );
  const pages = rows[0]!.pages;
  await write(out, `COPY ${table.name} (${table.columns}) FROM stdin;\n`);
  // Rows the snapshot sees stay where they were while it is open; the last slice is open-ended.
  for (let first = 0; ; first += pace.slicePages) {
    const end = first + pace.slicePages;
    const range = end < pages ? `ctid >= '(${first},0)' and ctid < '(${end},0)'` : `ctid >= '(${first},0)'`;
    const started = performance.now();
    await copyRows(client, out, `(select ${table.columns} from ${table.name} where ${range})`);
    await restAfter(performance.now() - started, pace.duty);
    if (end >= pages) break;
  }
  await write(out, '\\.\n');
}

/** Writes the dump of the database `client` reads (already inside the backup's snapshot) to `target`. */
export async function copyDump(client: pg.Client, target: string, pace: DumpPace): Promise<void> {
  const out = zlib.createGzip({ level: 3 });
  const file = fs.createWriteStream(target);
  const closed = once(file, 'close');
  out.pipe(file);
  try {
    await write(out, `${HEADER}\n`);
    for (const table of await tablesOf(client, 'public')) await copyTable(client, out, table, pace);
    const sequences = await client.query<{ name: string; value: string }>(
      `select format('%I.%I', schemaname, sequencename) as name, last_value::text as value
         from pg_sequences where schemaname = 'public' and last_value is not null order by 1`,
    );
    for (const s of sequences.rows) await write(out, `SELECT pg_catalog.setval('${s.name}', ${s.value}, true);\n`);
    const [jobs] = await tablesOf(client, 'pgboss').then((all) => all.filter((t) => t.name === JOBS));
    if (jobs) {
      await write(out, `COPY ${JOBS} (${jobs.columns}) FROM stdin;\n`);
      await copyRows(client, out, `(select ${jobs.columns} from ${JOBS} where ${UNFINISHED_JOBS})`);
      await write(out, '\\.\n');
    }
  } finally {
    out.end();
    await closed;
  }
}

/**
 * Loads a `folio-copy` dump into a database already migrated to the dump's migration (with the
 * job queue installed), in one transaction: all of it or nothing. Jobs of a queue this version no
 * longer has are left out.
 */
export async function copyRestore(client: pg.Client, dumpPath: string): Promise<void> {
  const lines = readline.createInterface({
    input: fs.createReadStream(dumpPath).pipe(zlib.createGunzip()),
    crlfDelay: Infinity,
  });
  const iterator = lines[Symbol.asyncIterator]();
  const first = await iterator.next();
  if (first.done || first.value !== HEADER) throw new Error('El volcado de la base de datos no es de Folio.');
  await client.query('begin');
  try {
    await client.query('set local session_replication_role = replica');
    await client.query('create temporary table restored_jobs (like pgboss.job) on commit drop');
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
      const line = next.value;
      const copy = COPY_LINE.exec(line);
      const setval = SETVAL_LINE.exec(line);
      if (copy) {
        const into = copy[1] === JOBS ? 'restored_jobs' : copy[1]!;
        const stream = client.query(copyFrom(`COPY ${into} (${copy[2]}) FROM STDIN`));
        const done = new Promise<void>((resolve, reject) => {
          stream.on('finish', resolve);
          stream.on('error', reject);
        });
        for (let row = await iterator.next(); ; row = await iterator.next()) {
          if (row.done) throw new Error(`El volcado termina dentro de la tabla ${copy[1]}.`);
          if (row.value === '\\.') break;
          await write(stream, `${row.value}\n`);
        }
        stream.end();
        await done;
        if (copy[1] === JOBS) {
          await client.query(
            `insert into ${JOBS} (${copy[2]}) select ${copy[2]} from restored_jobs
              where name in (select name from pgboss.queue) on conflict do nothing`,
          );
        }
      } else if (setval) {
        await client.query('select pg_catalog.setval($1::regclass, $2, true)', [setval[1], setval[2]]);
      } else if (line !== '') {
        throw new Error(`Línea inesperada en el volcado de la base de datos: ${line.slice(0, 80)}`);
      }
    }
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    lines.close();
  }
}
