/**
 * Work that must not compete with the API for the processor (OCR, Folio's own database dump) runs
 * in a child process of this module's file with the same TypeScript loader as the server, talking
 * over IPC, at a background priority:
 *
 * - `idle` (the default): Linux's idle scheduling class (`chrt --idle 0`). The child runs only on a
 *   core nothing else wants, and any thread of the API or of PostgreSQL that wakes takes the core
 *   back at once. `nice 19` was not enough: the scheduler lets a running task finish its slice
 *   (about 1.5 ms on two cores) before a woken one runs, so every statement of a request waited
 *   behind OCR once more (+126 % on the Ingresos list). Where `chrt` is missing (not Linux), `low`.
 * - `low`: `nice -n 19`, a small share of a busy core (on a machine that is never idle, `idle`
 *   work waits until it is).
 * - `normal`: the server's own priority.
 *
 * The child is started through the launcher, so every thread it ever has runs at that priority (V8's
 * compiler and collector threads start at once; renicing after the start misses them).
 */
import { type ChildProcess, execFileSync, fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const BACKGROUND_PRIORITIES = ['idle', 'low', 'normal'] as const;
export type BackgroundPriority = (typeof BACKGROUND_PRIORITIES)[number];

function idleClassAvailable(): boolean {
  try {
    execFileSync('chrt', ['--idle', '0', 'true'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

let idleClass: boolean | undefined;

/** The command (and its options) that starts a process at `priority`; empty for `normal`. */
export function launcherFor(priority: BackgroundPriority): string[] {
  if (priority === 'normal') return [];
  idleClass ??= idleClassAvailable();
  return priority === 'idle' && idleClass ? ['chrt', '--idle', '0'] : ['nice', '-n', '19'];
}

/** `args`: the child's arguments, which `ps` shows (what it is working on). */
export function forkInBackground(
  module: URL,
  { args = [], priority = 'idle' }: { args?: readonly string[]; priority?: BackgroundPriority } = {},
): ChildProcess {
  const launcher = launcherFor(priority);
  const node = [process.execPath, '--import', 'tsx'];
  return fork(fileURLToPath(module), [...args], {
    execPath: launcher[0] ?? node[0],
    execArgv: launcher.length > 0 ? [...launcher.slice(1), ...node] : node.slice(1),
    stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
  });
}

const TICKS_PER_SECOND = 100;

/**
 * The processor seconds a process has used (all its threads), or undefined where `/proc` does not
 * tell. A child at a background priority may wait a long time for a core on a busy machine: its
 * time limits count the work it did, not the time it waited.
 */
export function cpuSeconds(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command's name, which is in parentheses and may hold spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}
