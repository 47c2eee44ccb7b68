import type { DumpPace } from './copy-dump';

/** What dump.ts and the dump's child process (copy-dump-child.ts) say to each other. */
export interface DumpRequest {
  /** The database's connection string. */
  url: string;
  /** The backup's snapshot (`pg_export_snapshot()`), held open by the parent until the child ends. */
  snapshot: string;
  target: string;
  pace: DumpPace;
}

export type DumpEnded = { ok: true } | { ok: false; error: string };
