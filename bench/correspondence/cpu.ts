/**
 * CPU time spent by the app process and by the PostgreSQL backends serving the bench database,
 * read from /proc (Linux), to tell which side a scenario is bound by. Short-lived parallel query
 * workers are not counted.
 */
import fs from 'node:fs';
import type pg from 'pg';

/** Clock ticks per second of /proc/<pid>/stat on Linux. */
const TICKS = 100;

function cpuMs(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS;
  } catch {
    return 0;
  }
}

export interface CpuSample {
  app: number;
  db: Map<number, number>;
}

export async function sampleCpu(c: pg.Client, appPid: number): Promise<CpuSample> {
  const { rows } = await c.query<{ pid: number }>(
    'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
  );
  return { app: cpuMs(appPid), db: new Map(rows.map((r) => [r.pid, cpuMs(r.pid)])) };
}

/** CPU milliseconds used since `before`, by the app and by the database. */
export function cpuSince(before: CpuSample, after: CpuSample): { app: number; db: number } {
  let db = 0;
  for (const [pid, ms] of after.db) db += ms - (before.db.get(pid) ?? 0);
  return { app: after.app - before.app, db };
}
