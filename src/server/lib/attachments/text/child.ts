/**
 * The extraction's child process (extract.ts forks it at the lowest priority): reads one file,
 * sends each page's text to the parent, then how it ended, and exits. A crash or a hang here
 * never reaches the API's process.
 */
import { extractPages } from './pages';
import type { ChildMessage, ExtractionRequest } from './protocol';

const send = (message: ChildMessage, then: (error: Error | null) => void = () => {}) => process.send?.(message, then);

// tesseract.js reports an image it cannot decode from its worker thread, past any try.
process.on('uncaughtException', () =>
  send({ type: 'done', state: 'error', reason: 'El archivo está dañado o no se puede leer.' }, () => process.exit(0)),
);

process.once('message', async (request: ExtractionRequest) => {
  const end = (message: ChildMessage) => send(message, () => process.exit(0));
  try {
    end({ type: 'done', ...(await extractPages(request, send)) });
  } catch (error) {
    end({
      type: 'done',
      state: 'error',
      reason: `No se pudo leer el archivo: ${(error as Error).message}`.slice(0, 280),
    });
  }
});
