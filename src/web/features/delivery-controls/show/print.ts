/** The control's printed papers (planilla, a cargo, the returns) opened in a new tab, and its Excel. */
import { type ApiFile, api } from '../../../lib/api';
import { downloadBlob } from '../../../lib/attachments/blobs';
import { resourceUrl } from '../../../lib/crud/hooks';
import { openPdf } from '../../../lib/records/openPdf';

const pdf = (path: string, name: string) => openPdf('delivery-controls', path, name);

type Control = { id: number; number: string };

export const printPlanilla = (c: Control) => pdf(`/${c.id}/planilla`, `planilla-${c.number}.pdf`);
export const printReturns = (c: Control) => pdf(`/${c.id}/returns`, `devoluciones-${c.number}.pdf`);
export const printCargo = (c: Control, item: { id: number; position: number }) =>
  pdf(`/${c.id}/items/${item.id}/cargo`, `cargo-${c.number}-${item.position}.pdf`);

export async function downloadSpreadsheet(c: Control): Promise<void> {
  const file = await api<ApiFile>(resourceUrl('delivery-controls', `/${c.id}/spreadsheet`), { responseType: 'file' });
  downloadBlob(file.blob, file.name ?? `${c.number}.xlsx`);
}
