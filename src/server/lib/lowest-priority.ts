/**
 * Work that must never compete with the API for the processor (OCR, Folio's own database dump)
 * runs in a child process of this module's file at the lowest CPU priority (nice 19), with the
 * same TypeScript loader as the server, talking over IPC.
 *
 * The child is started through `nice`, so every thread it ever has runs at that priority: Linux
 * keeps a priority per thread, and renicing the process after it started reaches only the threads
 * it had (V8's compiler and collector threads start at once; OCR's WebAssembly ran beside them at
 * full priority and slowed the API's requests by 180 %).
 */
import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const LOWEST = '19';

/** `args`: the child's arguments, which `ps` shows (what it is working on). */
export function forkAtLowestPriority(module: URL, args: readonly string[] = []): ChildProcess {
  return fork(fileURLToPath(module), [...args], {
    execPath: 'nice',
    execArgv: ['-n', LOWEST, process.execPath, '--import', 'tsx'],
    stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
  });
}
