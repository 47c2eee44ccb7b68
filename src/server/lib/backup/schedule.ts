/**
 * Scheduled backups (`BACKUP_DIR`): once a day on the job queue, a backup onto the shelf, a folder
 * or the S3 store (skipped when today's is already there, so a restart does not make another), then the retention: the
 * newest backup of each of the last `BACKUP_KEEP_DAILY` days and of each of the last
 * `BACKUP_KEEP_WEEKLY` ISO weeks stay, older ones go.
 */
import type { FastifyInstance } from 'fastify';
import { backupFileName } from './archive';
import { createBackup } from './backup';
import { type BackupShelf, backupShelf } from './shelf';

/** Daily, at 02:30 server time. */
export const BACKUP_CRON = '30 2 * * *';
const NAME = /^folio-(\d{4}-\d{2}-\d{2})T\d{2}-\d{2}-\d{2}\.tar$/;

/** Monday of the date's ISO week, as `YYYY-MM-DD`: the week's key. */
function weekOf(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  return date.toISOString().slice(0, 10);
}

/** The backups (file names) the retention removes: all but the newest of the last N days and M weeks. */
export function toPrune(names: readonly string[], keepDaily: number, keepWeekly: number): string[] {
  const backups = names
    .filter((n) => NAME.test(n))
    .sort()
    .reverse();
  const kept = new Set<string>();
  const keepNewestPer = (key: (day: string) => string, count: number) => {
    const seen = new Set<string>();
    for (const name of backups) {
      const period = key(NAME.exec(name)![1]!);
      if (seen.has(period)) continue;
      if (seen.size === count) break;
      seen.add(period);
      kept.add(name);
    }
  };
  keepNewestPer((day) => day, keepDaily);
  keepNewestPer(weekOf, keepWeekly);
  return backups.filter((n) => !kept.has(n));
}

export async function backupInto(app: FastifyInstance, shelf: BackupShelf, now: Date): Promise<Record<string, number>> {
  const name = backupFileName(now);
  const today = name.slice('folio-'.length, 'folio-YYYY-MM-DD'.length);
  let made = 0;
  if (!(await shelf.names()).some((n) => n.startsWith(`folio-${today}T`) && n.endsWith('.tar'))) {
    await shelf.save(name, (out) => createBackup(app.database, app.files, out, app.config.backups.dump));
    made = 1;
  }
  const { keepDaily, keepWeekly } = app.config.backups;
  const pruned = toPrune(await shelf.names(), keepDaily, keepWeekly);
  for (const old of pruned) await shelf.remove(old);
  return { made, pruned: pruned.length };
}

export function scheduleBackups(app: FastifyInstance): void {
  const config = app.config.backups.shelf;
  if (!config) return;
  const shelf = backupShelf(config);
  app.jobs.every('scheduled-backup', BACKUP_CRON, { run: (now) => backupInto(app, shelf, now) });
}
