/**
 * Work that must never compete with the API for the processor (OCR, Folio's own database dump)
 * runs in a child process of this module's file at the lowest CPU priority (nice 19), with the
 * same TypeScript loader as the server, talking over IPC.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { setPriority } from 'node:os';
import { fileURLToPath } from 'node:url';

const LOWEST = 19;

/** `args`: the child's arguments, which `ps` shows (what it is working on). */
export function forkAtLowestPriority(module: URL, args: readonly string[] = []): ChildProcess {
  const child = fork(fileURLToPath(module), [...args], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
  });
  if (child.pid) setPriority(child.pid, LOWEST);
  return child;
}
