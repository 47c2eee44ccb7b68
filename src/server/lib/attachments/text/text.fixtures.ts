/** What the extraction tests share: finding the child that reads a file, and waiting for a state. */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The pid of the extraction child reading the file `sha256`, once one runs. */
export async function readerOf(sha256: string): Promise<number | undefined> {
  const { stdout } = await run('ps', ['-eo', 'pid=,args=']);
  const line = stdout.split('\n').find((row) => row.includes('child.ts') && row.includes(sha256));
  return line ? Number(line.trim().split(/\s+/)[0]) : undefined;
}

/** Polls `check` every 25 ms until it answers a value (30 s at most). */
export async function until<T>(check: () => Promise<T | undefined>, what: string): Promise<T> {
  for (let i = 0; i < 1200; i++) {
    const value = await check();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`Not done in 30 s: ${what}`);
}
