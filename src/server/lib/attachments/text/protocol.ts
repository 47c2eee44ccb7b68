/** The messages between the extraction's reading child process (child.ts) and the job that uses it (extract.ts). */

/** What the job asks: the file to read (a temporary copy), its detected type, the page limit, and its hash for `ps`. */
export interface ExtractionRequest {
  path: string;
  contentType: string;
  maxPages: number;
  sha256: string;
}

/** How extraction ended: `listo` with text, `sin_texto` with the reason (none, over the limit, encrypted…). */
export type ExtractionOutcome = { state: 'listo' } | { state: 'sin_texto' | 'error'; reason: string };

export type ChildMessage =
  | { type: 'page'; page: number; text: string; ocr: boolean }
  | { type: 'progress' }
  /** `exiting`: the child ends after this file (it cannot read another). */
  | ({ type: 'done'; exiting?: true } & ExtractionOutcome);

/** What `ps` shows for a reading child: the file it reads, or that it waits for one. */
export const readerTitle = (sha256?: string) => `folio-text-reader ${sha256 ?? 'idle'}`;
