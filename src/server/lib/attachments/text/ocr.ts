/**
 * OCR in Spanish with tesseract.js and the `spa` data of @tesseract.js-data/spa, both from npm:
 * nothing is downloaded at run time (the language data is read from node_modules, no cache).
 */
import { createRequire } from 'node:module';
import { createWorker, type Worker } from 'tesseract.js';

const require = createRequire(import.meta.url);
const spanish = require('@tesseract.js-data/spa') as { langPath: string };

/** One recogniser for the whole file; `close` when done. */
export interface Recogniser {
  read(image: Uint8Array): Promise<string>;
  close(): Promise<void>;
}

export async function spanishOcr(): Promise<Recogniser> {
  let worker: Worker | undefined;
  return {
    async read(image) {
      worker ??= await createWorker('spa', 1, { langPath: spanish.langPath, gzip: true, cacheMethod: 'none' });
      const { data } = await worker.recognize(Buffer.from(image), { rotateAuto: true });
      return data.text;
    },
    async close() {
      await worker?.terminate();
    },
  };
}
