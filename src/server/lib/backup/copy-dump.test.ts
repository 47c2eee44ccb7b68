/**
 * Folio's own PostgreSQL dump (copy-dump.ts), for a server without `pg_dump`: a backup of the
 * seeded demo database with a pending job, restored into an empty database, has every table's
 * rows (read two heap pages per slice, so every table of more than two pages in several slices),
 * every sequence and the unfinished job exactly as dumped, and an intact audit chain; the
 * restored database then takes new rows after the dumped ones. PostgreSQL only: PGlite backups
 * copy its data directory.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { openPostgres } from '../../db/client';
import { createCitizen, createEntryType, officeIds } from '../../test/fixtures';
import { call, createTestApp, login, type TestApp } from '../../test/harness';
import { cloneTemplate } from '../../test/postgres';
import { PDF, uploadBody } from '../attachments/test-files';
import { verifyAuditChain } from '../audit/verify';
import { createBackup } from './backup';
import { restoreBackup } from './restore';

const serverUrl = process.env.TEST_DATABASE_URL;

/** Every public table's rows as one digest, and every sequence's value. */
async function fingerprint(url: string): Promise<Record<string, string>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const tables = await client.query<{ name: string }>(
      `select format('%I.%I', table_schema, table_name) as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
    );
    const out: Record<string, string> = {};
    for (const { name } of tables.rows) {
      const { rows } = await client.query<{ digest: string | null; n: number }>(
        `select md5(string_agg(t::text, E'\\n' order by t::text)) as digest, count(*)::int as n from ${name} t`,
      );
      // The running source app refreshes its instance's heartbeat row every few seconds: its count only.
      out[name] = name === 'public.realtime_instances' ? `${rows[0]!.n}` : `${rows[0]!.n}:${rows[0]!.digest}`;
    }
    const sequences = await client.query<{ name: string; value: string | null }>(
      `select sequencename as name, last_value::text as value from pg_sequences where schemaname = 'public'`,
    );
    for (const s of sequences.rows) out[`sequence ${s.name}`] = s.value ?? 'unused';
    const jobs = await client.query<{ n: number }>(
      `select count(*)::int as n from pgboss.job where name = 'webhook-event' and data->>'marker' = 'copy-dump'`,
    );
    out.pendingJob = String(jobs.rows[0]!.n);
    return out;
  } finally {
    await client.end();
  }
}

describe.runIf(serverUrl)("Folio's own PostgreSQL dump", () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'folio-copy-dump-'));
  const drops: (() => Promise<void>)[] = [];
  let source: TestApp;
  let sourceUrl: string;

  beforeAll(async () => {
    source = await createTestApp('postgres');
    sourceUrl = source.database.pool!.options.connectionString!;
    const admin = await login(source.app, 'admin');
    const desk = await login(source.app, 'mesapartes');
    const type = await createEntryType(source.app, admin);
    const citizen = await createCitizen(source.app, desk);
    const offices = await officeIds(source.database.db);
    for (const subject of ['Licencia de funcionamiento', 'Copia certificada']) {
      const entry = await call(source.app, 'POST', '/api/v1/entries', {
        token: desk,
        body: {
          channel: 'presencial',
          type_entry_id: type.id,
          sender_id: citizen.id,
          subject,
          folios: 2,
          destination_office_id: offices.OAJ,
        },
      });
      expect(entry.statusCode, entry.body).toBe(201);
      const upload = uploadBody([{ filename: 'oficio.pdf', content: PDF }]);
      const uploaded = await source.app.inject({
        method: 'POST',
        url: `/api/v1/entries/${entry.json().data.id}/attachments`,
        headers: { authorization: `Bearer ${desk}`, ...upload.headers },
        payload: upload.payload,
      });
      expect(uploaded.statusCode, uploaded.body).toBe(201);
    }
    await source.database.pool!.query(
      `insert into pgboss.job (name, data) values ('webhook-event', '{"marker": "copy-dump"}')`,
    );
  }, 60_000);

  afterAll(async () => {
    await source?.close();
    for (const drop of drops.reverse()) await drop();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('restores every row, sequence and unfinished job into an empty database, which then goes on numbering', async () => {
    const archive = path.join(root, 'copia.tar');
    const manifest = await createBackup(source.database, source.app.files, fs.createWriteStream(archive), {
      dumper: 'folio',
      duty: 0.8,
      slicePages: 2,
    });
    expect(manifest.database.dump).toBe('folio-copy');
    expect(manifest.files.length).toBeGreaterThan(0);

    const target = await cloneTemplate(serverUrl!, 'template0');
    drops.push(target.drop);
    const report = await restoreBackup(
      archive,
      loadConfig({ ...process.env, DATA_DIR: path.join(root, 'destino'), DATABASE_URL: target.url }),
    );
    expect(report.counts.entries).toBe(2);
    expect(report.auditRows).toBeGreaterThan(0);

    const before = await fingerprint(sourceUrl);
    const after = await fingerprint(target.url);
    expect(after).toEqual(before);
    expect(after.pendingJob).toBe('1');

    const restored = await openPostgres(target.url, 1);
    try {
      expect((await verifyAuditChain(restored.db)).ok).toBe(true);
      const { rows } = await restored.pool!.query<{ id: number; max: number }>(
        `insert into offices (code, name) values ('CPD', 'Oficina restaurada')
         returning id, (select max(id) from offices where code <> 'CPD') as max`,
      );
      expect(rows[0]!.id).toBeGreaterThan(rows[0]!.max);
    } finally {
      await restored.close();
    }
  }, 120_000);
});
