/** The messages between the extraction's child process (child.ts) and the job that runs it (extract.ts). */

/** What the job asks: the file to read (a temporary copy), its detected type and the page limit. */
export interface ExtractionRequest {
  path: string;
  contentType: string;
  maxPages: number;
}

/** How extraction ended: `listo` with text, `sin_texto` with the reason (none, over the limit, encrypted…). */
export type ExtractionOutcome = { state: 'listo' } | { state: 'sin_texto' | 'error'; reason: string };

export type ChildMessage =
  | { type: 'page'; page: number; text: string; ocr: boolean }
  | { type: 'progress' }
  | ({ type: 'done' } & ExtractionOutcome);
