/** The disposal's papers: the inventory (PDF or spreadsheet) and the minutes, opened in a new tab. */
import { api } from '../../../lib/api';
import { downloadBlob } from '../../../lib/attachments/blobs';
import { resourceUrl } from '../../../lib/crud/hooks';
import { openPdf } from '../../../lib/records/openPdf';

const pdf = (path: string, name: string) => openPdf('archive-disposals', path, name);

type Printed = { id: number; number: string };

export const printInventory = (d: Printed) => pdf(`/${d.id}/inventory`, `inventario-eliminacion-${d.number}.pdf`);
export const printMinutes = (d: Printed) => pdf(`/${d.id}/minutes`, `acta-eliminacion-${d.number}.pdf`);
export async function exportInventory(d: Printed): Promise<void> {
  const sheet = await api<Blob>(resourceUrl('archive-disposals', `/${d.id}/inventory/export`), {
    responseType: 'blob',
  });
  downloadBlob(sheet, `inventario-eliminacion-${d.number}.xlsx`);
}
