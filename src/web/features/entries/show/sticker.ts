/**
 * "Imprimir sticker" and "Imprimir cargo": the PDF label for the paper and the citizen's cargo de
 * recepción the server renders for the entry, opened in a new tab to print.
 */
import { openPdf } from '../../../lib/records/openPdf';

export const printSticker = (entry: { id: number; number: string }) =>
  openPdf('entries', `/${entry.id}/sticker`, `sticker-${entry.number}.pdf`);

export const printReceipt = (entry: { id: number; number: string }) =>
  openPdf('entries', `/${entry.id}/receipt`, `cargo-${entry.number}.pdf`);
