/**
 * Scheduled backups: the retention keeps the newest of the last N days and M weeks; one backup a
 * day, in a folder or in the S3 store (a real S3-protocol server, s3rver).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { describeEachDatabase } from '../../test/harness';
import { startTestS3, type TestS3 } from '../attachments/s3-server';
import { readArchive } from './archive';
import { backupInto, toPrune } from './schedule';
import { backupShelf } from './shelf';

describe('backup retention', () => {
  const at = (day: string, time = '02-30-00') => `folio-${day}T${time}.tar`;

  it('keeps the newest of each of the last N days and of each of the last M ISO weeks', () => {
    const names = [
      at('2026-11-28'),
      at('2026-11-27', '14-00-00'),
      at('2026-11-27'),
      at('2026-11-26'),
      at('2026-11-20'), // Friday of the week before
      at('2026-11-16'), // Monday of that week
      at('2026-11-10'),
      at('2026-11-01'),
      'notas.txt',
      `${at('2026-11-29')}.partial`,
    ];
    expect(toPrune(names, 2, 3).sort()).toEqual([
      at('2026-11-01'),
      at('2026-11-16'),
      at('2026-11-26'),
      at('2026-11-27'),
    ]);
    expect(toPrune(names, 7, 0)).toEqual([at('2026-11-27')]);
  });
});

describeEachDatabase(
  'scheduled backups',
  (ctx) => {
    let s3: TestS3;
    beforeAll(async () => {
      s3 = await startTestS3();
    });
    afterAll(async () => {
      await s3?.close();
    });

    const old = ['2026-11-01', '2026-11-02', '2026-11-03'].map((day) => `folio-${day}T02-30-00.tar`);
    const now = new Date('2026-11-28T07:30:00Z');
    const expected = ['folio-2026-11-03T02-30-00.tar', 'folio-2026-11-28T07-30-00.tar'];

    it('writes one backup a day into the folder and prunes by the retention', async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'folio-backups-'));
      try {
        for (const name of old) fs.writeFileSync(path.join(dir, name), 'x');
        const shelf = backupShelf({ kind: 'local', root: dir });
        expect(await backupInto(ctx().app, shelf, now)).toEqual({ made: 1, pruned: 2 });
        expect(await backupInto(ctx().app, shelf, now)).toEqual({ made: 0, pruned: 0 });
        expect(fs.readdirSync(dir).sort()).toEqual(expected);
        expect(fs.statSync(path.join(dir, expected[1]!)).size).toBeGreaterThan(1024);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    });

    it('keeps them in the S3 store as well, each a whole archive', async () => {
      const { backups } = loadConfig({ ...s3.env('x'), BACKUP_DIR: `s3://${s3.bucket}/copias/${ctx().kind}` });
      const shelf = backupShelf(backups.shelf!);
      for (const name of old) await shelf.save(name, async (out) => out.end('x'));
      expect(await backupInto(ctx().app, shelf, now)).toEqual({ made: 1, pruned: 2 });
      expect(await backupInto(ctx().app, shelf, now)).toEqual({ made: 0, pruned: 0 });
      expect((await shelf.names()).sort()).toEqual(expected);

      const local = fs.mkdtempSync(path.join(os.tmpdir(), 'folio-backup-s3-'));
      try {
        const response = await fetch(`${s3.endpoint}/${s3.bucket}/copias/${ctx().kind}/${expected[1]}`);
        expect(response.status).toBe(200);
        const archive = path.join(local, 'copia.tar');
        fs.writeFileSync(archive, Buffer.from(await response.arrayBuffer()));
        const { manifest } = await readArchive(fs.createReadStream(archive), path.join(local, 'scratch'));
        expect(manifest.database.kind).toBe(ctx().kind);
      } finally {
        fs.rmSync(local, { recursive: true, force: true });
      }
    });
  },
  { BACKUP_KEEP_DAILY: '2', BACKUP_KEEP_WEEKLY: '2' },
);
