/** The folder's PDFs (control sheet, label), rendered by the server and opened in a new tab to print. */
import { api } from '../../../lib/api';
import { openBlankTab } from '../../../lib/attachments/blobs';
import { resourceUrl } from '../../../lib/crud/hooks';

async function open(folder: { id: number; number: string }, path: string, name: string): Promise<void> {
  const tab = openBlankTab();
  try {
    const pdf = await api<Blob>(resourceUrl('folders', `/${folder.id}/${path}`), { responseType: 'blob' });
    tab.show(pdf, `${name}-${folder.number}.pdf`);
  } catch (error) {
    tab.close();
    throw error;
  }
}

export const printControlSheet = (folder: { id: number; number: string }) =>
  open(folder, 'control-sheet', 'hoja-de-control');
export const printLabel = (folder: { id: number; number: string }) => open(folder, 'label', 'rotulo');
