/** The disposal's papers: the inventory (PDF or spreadsheet) and the minutes, opened in a new tab. */
import { api } from '../../../lib/api';
import { downloadBlob, openBlankTab } from '../../../lib/attachments/blobs';
import { resourceUrl } from '../../../lib/crud/hooks';

async function openPdf(path: string, name: string): Promise<void> {
  const tab = openBlankTab();
  try {
    const pdf = await api<Blob>(resourceUrl('archive-disposals', path), { responseType: 'blob' });
    tab.show(pdf, name);
  } catch (error) {
    tab.close();
    throw error;
  }
}

type Printed = { id: number; number: string };

export const printInventory = (d: Printed) => openPdf(`/${d.id}/inventory`, `inventario-eliminacion-${d.number}.pdf`);
export const printMinutes = (d: Printed) => openPdf(`/${d.id}/minutes`, `acta-eliminacion-${d.number}.pdf`);
export async function exportInventory(d: Printed): Promise<void> {
  const sheet = await api<Blob>(resourceUrl('archive-disposals', `/${d.id}/inventory/export`), {
    responseType: 'blob',
  });
  downloadBlob(sheet, `inventario-eliminacion-${d.number}.xlsx`);
}
