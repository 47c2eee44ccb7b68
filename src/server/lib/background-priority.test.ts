/** Background children start at the priority they are given, every thread of them. */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readdir, readFile } from 'node:fs/promises';
import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { type BackgroundPriority, forkInBackground } from './background-priority';

// The extraction child: it waits for its request over IPC, using no processor meanwhile.
const CHILD = new URL('./attachments/text/child.ts', import.meta.url);

/** The scheduling policy and nice value of each thread of `pid` (`/proc/<pid>/task/*\/stat`). */
async function threadsOf(pid: number): Promise<{ policy: string; nice: string }[]> {
  const tasks = await readdir(`/proc/${pid}/task`);
  return Promise.all(
    tasks.map(async (task) => {
      const stat = await readFile(`/proc/${pid}/task/${task}/stat`, 'utf8');
      // Fields after the command's name: nice is field 19, the policy field 41.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      return { nice: fields[16]!, policy: fields[38]! };
    }),
  );
}

async function startedAt(priority: BackgroundPriority) {
  const child = forkInBackground(CHILD, { priority });
  // Node is running once its threads (V8's compiler and collector) are there.
  for (let i = 0; i < 600; i++) {
    const threads = await threadsOf(child.pid!);
    if (threads.length > 3) {
      child.kill('SIGKILL');
      return threads;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  child.kill('SIGKILL');
  throw new Error('the child did not start in 30 s');
}

/** A process's state letter (`T` stopped, `Z` exited but not yet reaped), or undefined once it is gone. */
async function stateOf(pid: number): Promise<string | undefined> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => undefined);
  return stat?.slice(stat.lastIndexOf(')') + 2).split(' ')[0];
}

async function until(check: () => Promise<boolean>, what: string) {
  for (let i = 0; i < 400; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${what}: not within 20 s`);
}

/** A server that holds a `yield` child stopped by a request in flight, and prints the child's pid. */
const STOPPED_CHILD_HOLDER = `
import { forkInBackground } from ${JSON.stringify(new URL('./background-priority.ts', import.meta.url).pathname)};
import { requestGate } from ${JSON.stringify(new URL('./request-gate.ts', import.meta.url).pathname)};
const gate = requestGate();
gate.started();
console.log(forkInBackground(new URL(${JSON.stringify(CHILD.href)}), { priority: 'yield', gate }).pid);
setInterval(() => {}, 1000);
`;

describe('background priority', { timeout: 60_000 }, () => {
  it('starts every thread of a low child at nice 19, and of a normal one as the server', async () => {
    for (const thread of await startedAt('low')) expect(thread).toEqual({ policy: '0', nice: '19' });
    const own = String(os.getPriority());
    for (const thread of await startedAt('normal')) expect(thread).toEqual({ policy: '0', nice: own });
  });

  it('wakes a stopped yield child whose server died, and the child exits', async () => {
    const server = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', STOPPED_CHILD_HOLDER], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const [printed] = (await once(server.stdout, 'data')) as [Buffer];
    const child = Number(printed.toString().trim());
    await until(async () => (await stateOf(child)) === 'T', 'the child stopped');
    server.kill('SIGKILL');
    await until(async () => [undefined, 'Z'].includes(await stateOf(child)), 'the orphaned child exited');
  });
});
