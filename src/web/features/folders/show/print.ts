/** The folder's PDFs (control sheet, label), rendered by the server and opened in a new tab to print. */
import { openPdf } from '../../../lib/records/openPdf';

const open = (folder: { id: number; number: string }, path: string, name: string) =>
  openPdf('folders', `/${folder.id}/${path}`, `${name}-${folder.number}.pdf`);

export const printControlSheet = (folder: { id: number; number: string }) =>
  open(folder, 'control-sheet', 'hoja-de-control');
export const printLabel = (folder: { id: number; number: string }) => open(folder, 'label', 'rotulo');
