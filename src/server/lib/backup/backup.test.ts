/**
 * Backup and restore of everything (docs/deploy.md, «Backups and restore»): `npm run backup` of a
 * running Folio while a clerk keeps registering entries with files, `npm run restore` into a fresh
 * data directory or database, and every entry acknowledged before the backup began is there with
 * its file (by checksum) and an intact audit chain. A truncated or altered archive restores nothing.
 */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openPglite, openPostgres } from '../../db/client';
import { attachments, entries } from '../../db/schema';
import { api, kill, login, prepareData, type Server, startServer } from '../../test/child-server';
import { databaseKinds } from '../../test/harness';
import { cloneTemplate, databaseUrlWithName } from '../../test/postgres';
import { runScript } from '../../test/scripts';
import { PDF, uploadBody } from '../attachments/test-files';
import { verifyAuditChain } from '../audit/verify';

interface Acknowledged {
  id: number;
  number: string;
  sha256: string;
  at: number;
}

for (const kind of databaseKinds()) {
  describe(`backup and restore of a running Folio [${kind}]`, () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'folio-backup-test-'));
    const cleanup: (() => Promise<void>)[] = [];
    let server: Server;
    let env: Record<string, string>;
    const archive = path.join(root, 'copia.tar');

    beforeAll(async () => {
      fs.mkdirSync(path.join(root, 'origen'));
      const prepared = await prepareData(kind, path.join(root, 'origen'));
      cleanup.push(prepared.drop);
      env = prepared.env;
      server = await startServer(env);
    }, 90_000);

    afterAll(async () => {
      if (server) await kill(server);
      for (const step of cleanup.reverse()) await step();
      fs.rmSync(root, { recursive: true, force: true });
    });

    /** A fresh target: an empty data directory, and an empty database on PostgreSQL. */
    const target = async (name: string): Promise<Record<string, string>> => {
      const dataDir = path.join(root, name);
      if (kind === 'pglite') return { DATA_DIR: dataDir };
      const db = await cloneTemplate(process.env.TEST_DATABASE_URL!, 'template0');
      cleanup.push(db.drop);
      return { DATA_DIR: dataDir, DATABASE_URL: db.url };
    };
    const openTarget = (t: Record<string, string>): Promise<Database> =>
      t.DATABASE_URL ? openPostgres(t.DATABASE_URL, 2) : openPglite({ dataDir: path.join(t.DATA_DIR!, 'db') });

    let acknowledged: Acknowledged[] = [];
    let backupStartedAt = 0;

    it('backs up while registrations continue', async () => {
      const admin = await login(server, 'admin');
      const desk = await login(server, 'mesapartes');
      const type = await api(server, 'POST', '/api/v1/type-entries', admin, {
        code: 'RES',
        name: 'Respaldo',
        response_days: 5,
      });
      const citizen = await api(server, 'POST', '/api/v1/citizens', admin, {
        person_type: 'NATURAL',
        document_type: 'DNI',
        document_number: '45678912',
        names: 'Julia',
        surnames: 'Mamani',
      });
      const offices = await api(server, 'GET', '/api/v1/offices?per_page=100', admin);
      const oaj = offices.json.data.find((o: { code: string }) => o.code === 'OAJ').id as number;
      let running = true;
      const register = async () => {
        for (let n = 0; running; n++) {
          const created = await api(server, 'POST', '/api/v1/entries', desk, {
            channel: 'presencial',
            type_entry_id: type.json.data.id,
            sender_id: citizen.json.data.id,
            subject: `Registrada durante la copia ${n}`,
            folios: 1,
            destination_office_id: oaj,
          });
          expect(created.status).toBe(201);
          const content = Buffer.concat([PDF, Buffer.from(`% ${randomBytes(8).toString('hex')}\n`)]);
          const upload = uploadBody([{ filename: `oficio-${n}.pdf`, content }]);
          const uploaded = await fetch(`${server.url}/api/v1/entries/${created.json.data.id}/attachments`, {
            method: 'POST',
            headers: { authorization: `Bearer ${desk}`, ...upload.headers },
            body: upload.payload,
          });
          expect(uploaded.status).toBe(201);
          acknowledged.push({
            id: created.json.data.id,
            number: created.json.data.number,
            sha256: createHash('sha256').update(content).digest('hex'),
            at: Date.now(),
          });
        }
      };
      const clerk = register();
      while (acknowledged.length < 5) await new Promise((resolve) => setTimeout(resolve, 100));
      backupStartedAt = Date.now();
      const port = new URL(server.url).port;
      const backup = await runScript('backup', [archive], { ...env, PORT: port });
      running = false;
      await clerk;
      expect(backup.code, backup.output).toBe(0);
      expect(fs.statSync(archive).size).toBeGreaterThan(0);
      // Acknowledged by the time the backup began (the fifth may share its millisecond).
      acknowledged = acknowledged.filter((a) => a.at <= backupStartedAt);
      expect(acknowledged.length).toBeGreaterThanOrEqual(5);
    }, 120_000);

    it('leaves nothing behind when the copy cannot be made', async () => {
      const failed = path.join(root, 'fallida.tar');
      // PGlite: the data directory is locked by the server, so the script asks a port where no
      // Folio answers. PostgreSQL: the script is given a database that does not exist.
      const broken: Record<string, string> =
        kind === 'pglite'
          ? { PORT: '1' }
          : { DATABASE_URL: databaseUrlWithName(process.env.TEST_DATABASE_URL!, 'folio_no_such_database') };
      const backup = await runScript('backup', [failed], { ...env, ...broken });
      expect(backup.code).toBe(1);
      expect(backup.output).toContain('La copia de seguridad no se completó y no se guardó nada');
      expect(fs.existsSync(failed)).toBe(false);
      expect(fs.existsSync(`${failed}.partial`)).toBe(false);
    });

    it('restores into a fresh target every acknowledged entry, its file by checksum and an intact audit chain', async () => {
      const fresh = await target('restaurada');
      const restored = await runScript('restore', [archive], fresh);
      expect(restored.code, restored.output).toBe(0);
      expect(restored.output).toMatch(/auditoría íntegra: \d+ registros verificados/);
      expect(restored.output).toMatch(/entries: \d+/);

      const again = await runScript('restore', [archive], fresh);
      expect(again.code).toBe(1);
      expect(again.output).toMatch(/no está vacía; use --force/);

      const database = await openTarget(fresh);
      try {
        for (const ack of acknowledged) {
          const [entry] = await database.db.select().from(entries).where(eq(entries.id, ack.id));
          expect(entry?.number).toBe(ack.number);
          const files = await database.db.select().from(attachments).where(eq(attachments.sha256, ack.sha256));
          expect(files).toHaveLength(1);
          const stored = path.join(
            fresh.DATA_DIR!,
            'files',
            ack.sha256.slice(0, 2),
            ack.sha256.slice(2, 4),
            ack.sha256,
          );
          expect(createHash('sha256').update(fs.readFileSync(stored)).digest('hex')).toBe(ack.sha256);
        }
        expect((await verifyAuditChain(database.db)).ok).toBe(true);
      } finally {
        await database.close();
      }
    }, 120_000);

    it('refuses a truncated or altered archive and restores nothing', async () => {
      const bytes = fs.readFileSync(archive);
      const truncated = path.join(root, 'truncada.tar');
      fs.writeFileSync(truncated, bytes.subarray(0, bytes.length - 4096));
      const altered = path.join(root, 'alterada.tar');
      const changed = Buffer.from(bytes);
      changed[2048] = (changed[2048] ?? 0) ^ 0xff;
      fs.writeFileSync(altered, changed);
      for (const [name, file] of [
        ['truncada', truncated],
        ['alterada', altered],
      ] as const) {
        const fresh = await target(`destino-${name}`);
        const refused = await runScript('restore', [file], fresh);
        expect(refused.code, refused.output).toBe(1);
        expect(refused.output).toMatch(/La copia de seguridad no es válida o está incompleta .*no se restauró nada/);
        expect(fs.existsSync(path.join(fresh.DATA_DIR!, 'db'))).toBe(false);
        expect(fs.existsSync(path.join(fresh.DATA_DIR!, 'files'))).toBe(false);
        if (fresh.DATABASE_URL) {
          const client = new pg.Client({ connectionString: fresh.DATABASE_URL });
          await client.connect();
          const { rows } = await client.query(
            `select count(*)::int as n from information_schema.tables where table_schema = 'public'`,
          );
          await client.end();
          expect(rows[0].n).toBe(0);
        }
      }
    }, 120_000);
  });
}
