/**
 * Work that must never compete with the API for the processor (OCR, Folio's own database dump)
 * runs in a child process of this module's file with the same TypeScript loader as the server,
 * talking over IPC, under Linux's idle scheduling class (`chrt --idle 0`): it runs only on a core
 * nothing else wants, and any thread of the API or of PostgreSQL that wakes takes the core back at
 * once.
 *
 * `nice 19` was not enough: the scheduler lets a running task finish its slice (about 1.5 ms on two
 * cores) before a woken one runs, so every statement of a request waited behind OCR once more
 * (+126 % on the Ingresos list). The child is started through `chrt`, so every thread it ever has
 * is in that class (V8's compiler and collector threads start at once). Where `chrt` is missing
 * (not Linux), it starts through `nice -n 19`.
 */
import { type ChildProcess, execFileSync, fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

function idleClassAvailable(): boolean {
  try {
    execFileSync('chrt', ['--idle', '0', 'true'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

let launcher: string[] | undefined;

/** The command that starts a process at the lowest priority, checked once per process. */
export function lowestPriority(): string[] {
  launcher ??= idleClassAvailable() ? ['chrt', '--idle', '0'] : ['nice', '-n', '19'];
  return launcher;
}

/** `args`: the child's arguments, which `ps` shows (what it is working on). */
export function forkAtLowestPriority(module: URL, args: readonly string[] = []): ChildProcess {
  const [command, ...options] = lowestPriority();
  return fork(fileURLToPath(module), [...args], {
    execPath: command,
    execArgv: [...options, process.execPath, '--import', 'tsx'],
    stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
  });
}

const TICKS_PER_SECOND = 100;

/**
 * The processor seconds a process has used (all its threads), or undefined where `/proc` does not
 * tell. A child at the lowest priority may wait a long time for a core on a busy machine: its time
 * limits count the work it did, not the time it waited.
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
