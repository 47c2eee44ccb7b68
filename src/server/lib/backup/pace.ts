/**
 * A backup's pace (`BACKUP_DUTY`): the dump may keep the database busy at most `duty` of the time.
 * After work that took d ms it rests d × (1 − duty) / duty, so the database serves the dump in
 * short stretches the API's queries come between (the idea of PostgreSQL's cost-based vacuum
 * delay) instead of a core for the whole dump.
 */
import { once } from 'node:events';
import type { Writable } from 'node:stream';

export function restAfter(workMs: number, duty: number): Promise<void> {
  if (duty >= 1) return Promise.resolve();
  return new Promise((resolve) => setTimeout(resolve, (workMs * (1 - duty)) / duty));
}

export async function write(out: Writable, chunk: string | Buffer): Promise<void> {
  if (!out.write(chunk)) await once(out, 'drain');
}
