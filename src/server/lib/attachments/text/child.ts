/**
 * The extraction's reading child process (extract.ts forks it at a background priority): reads the
 * files it is sent one at a time, sends each page's text and then how the file ended, and keeps its
 * Spanish recogniser loaded for the next file (starting one costs more processor time than a
 * page's OCR). A crash or a hang here never reaches the API's process; it ends with its parent.
 */
import { spanishOcr } from './ocr';
import { extractPages } from './pages';
import { type ChildMessage, type ExtractionRequest, readerTitle } from './protocol';

const send = (message: ChildMessage, then: (error: Error | null) => void = () => {}) => process.send?.(message, then);
const ocr = spanishOcr();
process.title = readerTitle();

// tesseract.js reports an image it cannot decode from its worker thread, past any try: the file
// ends with an error and the child with it (the next file gets a fresh one).
process.on('uncaughtException', () =>
  send({ type: 'done', state: 'error', reason: 'El archivo está dañado o no se puede leer.', exiting: true }, () =>
    process.exit(0),
  ),
);
process.on('disconnect', () => process.exit(0));

process.on('message', async (request: ExtractionRequest) => {
  process.title = readerTitle(request.sha256);
  let outcome: ChildMessage;
  try {
    outcome = { type: 'done', ...(await extractPages(request, send, ocr)) };
  } catch (error) {
    outcome = {
      type: 'done',
      state: 'error',
      reason: `No se pudo leer el archivo: ${(error as Error).message}`.slice(0, 280),
    };
  }
  process.title = readerTitle();
  send(outcome);
});
