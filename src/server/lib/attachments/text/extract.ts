/**
 * Reads one file's text in a reading child process at a background priority (child.ts), so OCR
 * never competes with the API for the processor, and bounds it: a page that takes more than
 * `pageSeconds` of the processor kills the child (time it spent waiting for a core on a busy
 * machine does not count). A child that dies answers with an exception (the job is retried). A
 * child that ends a file well reads the next one (readers.ts).
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type BackgroundPriority, cpuSeconds } from '../../background-priority';
import type { RequestGate } from '../../request-gate';
import type { ChildMessage, ExtractionOutcome, ExtractionRequest } from './protocol';
import { releaseReader, takeReader } from './readers';

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
  /** The child's processor priority (`TEXT_PRIORITY`, default `yield`) and, for `yield`, the instance's requests. */
  priority?: BackgroundPriority;
  gate?: RequestGate;
  /** The stored file's hash: `ps` shows which file each reading child reads. */
  sha256: string;
}

/** The pages' text and how it ended; throws when the child process dies (a retry may succeed). */
export async function extractText(bytes: Uint8Array, options: ExtractOptions): Promise<Extraction> {
  const folder = await mkdtemp(path.join(tmpdir(), 'folio-text-'));
  const file = path.join(folder, 'file');
  try {
    await writeFile(file, bytes);
    return await read(
      { path: file, contentType: options.contentType, maxPages: options.maxPages, sha256: options.sha256 },
      options,
    );
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

function read(request: ExtractionRequest, { pageSeconds, priority = 'low', gate }: ExtractOptions) {
  return new Promise<Extraction>((resolve, reject) => {
    const child = takeReader(priority, gate);
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
    const settle = () => {
      clearTimeout(timer);
      child.off('message', onMessage);
      child.off('error', onError);
      child.off('exit', onExit);
    };
    const onMessage = (message: ChildMessage) => {
      limit();
      if (message.type === 'page') pages.push({ page: message.page, text: message.text, ocr: message.ocr });
      else if (message.type === 'done') {
        settle();
        const { type: _, exiting, ...ended } = message;
        if (!exiting) releaseReader(child);
        resolve({ pages: ended.state === 'listo' ? pages : [], outcome: ended });
      }
    };
    const onError = (error: Error) => {
      settle();
      child.kill('SIGKILL');
      reject(error);
    };
    const onExit = (code: number | null, signal: NodeJS.Signals | null) => {
      settle();
      if (outcome) resolve({ pages: [], outcome });
      else reject(new Error(`La extracción terminó sin respuesta (${signal ?? `código ${code}`}).`));
    };
    child.on('message', onMessage);
    child.on('error', onError);
    child.on('exit', onExit);
    limit();
    child.send(request);
  });
}
