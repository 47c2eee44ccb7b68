/**
 * The reading children kept between files: starting one (Node, then tesseract's worker and its
 * Spanish data) costs about 1.3 s of processor time, more than a typed page's OCR, so a child that
 * ended a file well waits `IDLE_MS` for the next one of the same priority and instance, and is
 * replaced after `FILES_PER_CHILD` files so that no leak grows with an instance's life. A waiting
 * child does not keep the process alive, and it exits with its parent.
 */
import type { ChildProcess } from 'node:child_process';
import { type BackgroundPriority, forkInBackground } from '../../background-priority';
import type { RequestGate } from '../../request-gate';

const CHILD = new URL('./child.ts', import.meta.url);
const IDLE_MS = 60_000;
const FILES_PER_CHILD = 200;

interface Waiting {
  child: ChildProcess;
  priority: BackgroundPriority;
  gate: RequestGate | undefined;
  timer: NodeJS.Timeout;
}

const waiting: Waiting[] = [];
const filesRead = new WeakMap<ChildProcess, number>();
const owners = new WeakMap<ChildProcess, { priority: BackgroundPriority; gate: RequestGate | undefined }>();

const alive = (child: ChildProcess) => child.connected && child.exitCode === null && child.signalCode === null;

/** A reading child for one file: a waiting one of this priority (and instance, for `yield`), else a new one. */
export function takeReader(priority: BackgroundPriority, gate: RequestGate | undefined): ChildProcess {
  // Only a `yield` child belongs to its instance: its instance's requests stop it.
  const index = waiting.findIndex(
    (entry) => entry.priority === priority && (priority !== 'yield' || entry.gate === gate) && alive(entry.child),
  );
  if (index >= 0) {
    const [{ child, timer }] = waiting.splice(index, 1) as [Waiting];
    clearTimeout(timer);
    child.ref();
    child.channel?.ref();
    return child;
  }
  const child = forkInBackground(CHILD, { priority, gate });
  owners.set(child, { priority, gate });
  child.once('exit', () => forget(child));
  return child;
}

/** Gives back a child that ended its file well: it waits for the next one, or exits. */
export function releaseReader(child: ChildProcess): void {
  const owner = owners.get(child);
  const files = (filesRead.get(child) ?? 0) + 1;
  filesRead.set(child, files);
  if (!owner || files >= FILES_PER_CHILD || !alive(child)) {
    child.kill();
    return;
  }
  child.unref();
  child.channel?.unref();
  const timer = setTimeout(() => {
    forget(child);
    child.kill();
  }, IDLE_MS);
  timer.unref();
  waiting.push({ child, ...owner, timer });
}

function forget(child: ChildProcess): void {
  const index = waiting.findIndex((entry) => entry.child === child);
  if (index < 0) return;
  clearTimeout(waiting[index]!.timer);
  waiting.splice(index, 1);
}
