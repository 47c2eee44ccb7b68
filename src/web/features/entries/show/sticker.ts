/** "Imprimir sticker": the PDF label the server renders for the entry, opened in a new tab to print. */
import { openPdf } from '../../../lib/records/openPdf';

export const printSticker = (entry: { id: number; number: string }) =>
  openPdf('entries', `/${entry.id}/sticker`, `sticker-${entry.number}.pdf`);
