/**
 * Runs one file's extraction in a child process at the lowest CPU priority (child.ts), so OCR
 * never competes with the API for the processor, and bounds it: a page that takes more than
 * `pageSeconds` of the processor kills the child (time it spent waiting for a core on a busy
 * machine does not count). A child that dies answers with an exception (the job is retried).
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type BackgroundPriority, cpuSeconds, forkInBackground } from '../../background-priority';
import type { RequestGate } from '../../request-gate';
import type { ChildMessage, ExtractionOutcome } from './protocol';

const CHILD = new URL('./child.ts', import.meta.url);

export interface ExtractedPage {
  page: number;
  text: string;
  ocr: boolean;
}

export interface Extraction {
  pages: ExtractedPage[];
  outcome: ExtractionOutcome;
}

export interface ExtractOptions {
  contentType: string;
  maxPages: number;
  pageSeconds: number;
  /** The child's processor priority (`TEXT_PRIORITY`, default `low`) and, for `yield`, the instance's requests. */
  priority?: BackgroundPriority;
  gate?: RequestGate;
  /** The stored file's hash, the child's argument: `ps` shows which file each child reads. */
  sha256: string;
}

/** The pages' text and how it ended; throws when the child process dies (a retry may succeed). */
export async function extractText(bytes: Uint8Array, options: ExtractOptions): Promise<Extraction> {
  const folder = await mkdtemp(path.join(tmpdir(), 'folio-text-'));
  const file = path.join(folder, 'file');
  try {
    await writeFile(file, bytes);
    return await runChild({ path: file, contentType: options.contentType, maxPages: options.maxPages }, options);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

function runChild(
  request: { path: string; contentType: string; maxPages: number },
  { pageSeconds, sha256, priority = 'low', gate }: ExtractOptions,
) {
  return new Promise<Extraction>((resolve, reject) => {
    const child = forkInBackground(CHILD, { args: [sha256], priority, gate });
    const pages: ExtractedPage[] = [];
    let outcome: ExtractionOutcome | undefined;
    let timer: NodeJS.Timeout | undefined;
    let pageStartedAt = 0;
    const check = (seconds: number) => {
      timer = setTimeout(() => {
        const worked = (cpuSeconds(child.pid) ?? Number.POSITIVE_INFINITY) - pageStartedAt;
        if (worked < pageSeconds) return check(Math.max(pageSeconds - worked, 0.05));
        outcome = { state: 'error', reason: `Una página tardó más de ${pageSeconds} segundos en leerse.` };
        child.kill('SIGKILL');
      }, seconds * 1000);
    };
    const limit = () => {
      clearTimeout(timer);
      pageStartedAt = cpuSeconds(child.pid) ?? 0;
      check(pageSeconds);
    };
    limit();

    child.on('message', (message: ChildMessage) => {
      limit();
      if (message.type === 'page') pages.push({ page: message.page, text: message.text, ocr: message.ocr });
      else if (message.type === 'done') {
        const { type: _, ...ended } = message;
        outcome = ended;
      }
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      if (outcome) resolve({ pages: outcome.state === 'listo' ? pages : [], outcome });
      else reject(new Error(`La extracción terminó sin respuesta (${signal ?? `código ${code}`}).`));
    });
    child.send(request);
  });
}
