/** The control's printed papers (planilla, a cargo, the returns) opened in a new tab, and its Excel. */
import { type ApiFile, api } from '../../../lib/api';
import { downloadBlob, openBlankTab } from '../../../lib/attachments/blobs';
import { resourceUrl } from '../../../lib/crud/hooks';

async function openPdf(path: string, name: string): Promise<void> {
  const tab = openBlankTab();
  try {
    const pdf = await api<Blob>(resourceUrl('delivery-controls', path), { responseType: 'blob' });
    tab.show(pdf, name);
  } catch (error) {
    tab.close();
    throw error;
  }
}

type Control = { id: number; number: string };

export const printPlanilla = (c: Control) => openPdf(`/${c.id}/planilla`, `planilla-${c.number}.pdf`);
export const printReturns = (c: Control) => openPdf(`/${c.id}/returns`, `devoluciones-${c.number}.pdf`);
export const printCargo = (c: Control, item: { id: number; position: number }) =>
  openPdf(`/${c.id}/items/${item.id}/cargo`, `cargo-${c.number}-${item.position}.pdf`);

export async function downloadSpreadsheet(c: Control): Promise<void> {
  const file = await api<ApiFile>(resourceUrl('delivery-controls', `/${c.id}/spreadsheet`), { responseType: 'file' });
  downloadBlob(file.blob, file.name ?? `${c.number}.xlsx`);
}
