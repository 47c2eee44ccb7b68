/** Scheduled backups: the retention keeps the newest of the last N days and M weeks; one backup a day. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/harness';
import { backupInto, toPrune } from './schedule';

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
    it('writes one backup a day into the folder and prunes by the retention', async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'folio-backups-'));
      try {
        for (const day of ['2026-11-01', '2026-11-02', '2026-11-03'])
          fs.writeFileSync(path.join(dir, `folio-${day}T02-30-00.tar`), 'x');
        const now = new Date('2026-11-28T07:30:00Z');
        expect(await backupInto(ctx().app, dir, now)).toEqual({ made: 1, pruned: 2 });
        expect(await backupInto(ctx().app, dir, now)).toEqual({ made: 0, pruned: 0 });
        expect(fs.readdirSync(dir).sort()).toEqual(['folio-2026-11-03T02-30-00.tar', 'folio-2026-11-28T07-30-00.tar']);
        expect(fs.statSync(path.join(dir, 'folio-2026-11-28T07-30-00.tar')).size).toBeGreaterThan(1024);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    });
  },
  { BACKUP_KEEP_DAILY: '2', BACKUP_KEEP_WEEKLY: '2' },
);
