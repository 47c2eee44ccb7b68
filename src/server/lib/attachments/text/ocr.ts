/**
 * OCR in Spanish with tesseract.js and the `spa` data of @tesseract.js-data/spa, both from npm:
 * nothing is downloaded at run time (the language data is read from node_modules, no cache).
 */
import { createRequire } from 'node:module';
import { createWorker, type Worker } from 'tesseract.js';

const require = createRequire(import.meta.url);
const spanish = require('@tesseract.js-data/spa') as { langPath: string };

/** One recogniser for the reading child's life: its worker starts at the first image. */
export interface Recogniser {
  read(image: Uint8Array): Promise<string>;
}

export function spanishOcr(): Recogniser {
  let worker: Promise<Worker> | undefined;
  return {
    async read(image) {
      worker ??= createWorker('spa', 1, { langPath: spanish.langPath, gzip: true, cacheMethod: 'none' });
      const { data } = await (await worker).recognize(Buffer.from(image), { rotateAuto: true });
      return data.text;
    },
  };
}
