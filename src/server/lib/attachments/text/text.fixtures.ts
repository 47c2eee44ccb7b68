/** What the extraction tests share: finding the children that read files, and waiting for a state. */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { readerTitle } from './protocol';

const run = promisify(execFile);

/** The pid of the extraction child reading the file `sha256`, once one runs. */
export async function readerOf(sha256: string): Promise<number | undefined> {
  const { stdout } = await run('ps', ['-eo', 'pid=,args=']);
  const line = stdout.split('\n').find((row) => row.includes(readerTitle(sha256)));
  return line ? Number(line.trim().split(/\s+/)[0]) : undefined;
}

/** The pids of this process's reading children that wait for a file. */
export async function waitingReaders(): Promise<number[]> {
  const { stdout } = await run('ps', ['-eo', 'pid=,ppid=,args=']);
  return stdout
    .split('\n')
    .map((row) => row.trim().split(/\s+/))
    .filter(([, ppid, ...args]) => Number(ppid) === process.pid && args.join(' ') === readerTitle())
    .map(([pid]) => Number(pid));
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
