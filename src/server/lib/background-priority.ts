/**
 * Work that must not compete with the API for the processor (OCR, Folio's own database dump) runs
 * in a child process of this module's file with the same TypeScript loader as the server, talking
 * over IPC, at a background priority:
 *
 * - `yield` (the default for OCR): `low`, and stopped while the instance answers requests
 *   (request-gate.ts).
 * - `low`: `nice -n 19`, a small share of a core the API wants.
 * - `normal`: the server's own priority (a machine whose cores are always busy, such as the
 *   browser tests': there `low` work would wait until they are idle).
 *
 * The child is started through `nice`, so every thread it ever has runs at that priority (V8's
 * compiler and collector threads start at once; renicing after the start misses them). Linux's idle
 * class (`chrt --idle 0`) was measured and is worse on these virtual machines: a select-only
 * `pgbench` client took 0.204 ms per query beside two idle-class busy loops, 0.109 ms beside two at
 * nice 19 and 0.076–0.082 ms alone (docs/benchmarks.md).
 */
import { type ChildProcess, fork, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { RequestGate } from './request-gate';

export const BACKGROUND_PRIORITIES = ['yield', 'low', 'normal'] as const;
export type BackgroundPriority = (typeof BACKGROUND_PRIORITIES)[number];

/** The command (and its options) that starts a process at `priority`; empty for `normal`. */
export function launcherFor(priority: BackgroundPriority): string[] {
  return priority === 'normal' ? [] : ['nice', '-n', '19'];
}

export interface BackgroundOptions {
  priority?: BackgroundPriority;
  /** The instance's requests, which stop a `yield` child. */
  gate?: RequestGate;
}

export function forkInBackground(module: URL, { priority = 'low', gate }: BackgroundOptions = {}): ChildProcess {
  const launcher = launcherFor(priority);
  const node = [process.execPath, '--import', 'tsx'];
  const child = fork(fileURLToPath(module), [], {
    execPath: launcher[0] ?? node[0],
    execArgv: launcher.length > 0 ? [...launcher.slice(1), ...node] : node.slice(1),
    stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
  });
  if (priority === 'yield' && gate) {
    gate.hold(child);
    wakeWhenOrphaned(child);
  }
  return child;
}

/**
 * A stopped child cannot notice that its parent died, and Node cannot ask Linux for a signal on the
 * parent's death: a small shell outside the gate (and outside the parent's process group) wakes the
 * child once the parent is gone, and the child, its IPC channel closed, exits.
 */
function wakeWhenOrphaned(child: ChildProcess): void {
  const watch = `while kill -0 ${process.pid} && kill -0 ${child.pid}; do sleep 2; done 2>/dev/null; kill -CONT ${child.pid} 2>/dev/null`;
  spawn('sh', ['-c', watch], { stdio: 'ignore', detached: true }).unref();
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
