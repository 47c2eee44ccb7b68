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
import { openPglite, openPostgres } from '../db/client';
import { prepareDatabase } from '../db/prepare';
import { databaseUrlWithName } from './postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteDump: string;
    postgresTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'folio-test-'));
  const pglite = await openPglite();
  await prepareDatabase(pglite, { demo: true });
  // No test connects to the template databases: without their 15 MB a file's PGlite loads ~30 % faster.
  await pglite.pglite!.query(
    `update pg_database set datistemplate = false where datname in ('template0', 'template1')`,
  );
  await pglite.pglite!.query('drop database template0');
  await pglite.pglite!.query('drop database template1');
  await pglite.pglite!.query('checkpoint');
  const dump = await pglite.pglite!.dumpDataDir('none');
  const dumpPath = path.join(dir, 'template.tar');
  fs.writeFileSync(dumpPath, Buffer.from(await dump.arrayBuffer()));
  await pglite.close();
  project.provide('pgliteDump', dumpPath);

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
