/**
 * Runs once per `vitest` run: migrates and seeds one PGlite and dumps it (each test file loads
 * the dump, ~0.5 s instead of migrating again), and with TEST_DATABASE_URL builds a template
 * database on that server that each test file clones.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { type Database, openPglite, openPostgres } from '../db/client';
import { prepareDatabase } from '../db/prepare';
import { databaseUrlWithName } from './postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteDump: string;
    pgliteEmptyDump: string;
    postgresTemplate: string;
  }
}

/** No test connects to the template databases: without their 15 MB a file's PGlite loads ~30 % faster. */
async function dropTemplateDatabases(database: Database): Promise<void> {
  const client = database.pglite!;
  await client.query(`update pg_database set datistemplate = false where datname in ('template0', 'template1')`);
  await client.query('drop database template0');
  await client.query('drop database template1');
  await client.query('checkpoint');
}

async function writeDump(database: Database, file: string): Promise<string> {
  const dump = await database.pglite!.dumpDataDir('none');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  return file;
}

export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'folio-test-'));
  const pglite = await openPglite();
  await dropTemplateDatabases(pglite);
  // A new cluster before any migration, for the tests of a first start (no initdb each).
  project.provide('pgliteEmptyDump', await writeDump(pglite, path.join(dir, 'empty.tar')));
  await prepareDatabase(pglite, { demo: true });
  project.provide('pgliteDump', await writeDump(pglite, path.join(dir, 'template.tar')));
  await pglite.close();

  const serverUrl = process.env.TEST_DATABASE_URL;
  let templateName = '';
  if (serverUrl) {
    templateName = `folio_tpl_${process.pid}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${templateName}`);
    await admin.query(`CREATE DATABASE ${templateName}`);
    await admin.end();
    const template = await openPostgres(databaseUrlWithName(serverUrl, templateName), 1);
    await prepareDatabase(template, { demo: true });
    await template.close();
  }
  project.provide('postgresTemplate', templateName);

  return async () => {
    fs.rmSync(dir, { recursive: true, force: true });
    if (serverUrl && templateName) {
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${templateName} WITH (FORCE)`);
      await admin.end();
    }
  };
}
