/** The signed receipts of a loan, opened in a new tab. */
import { api } from '../../../lib/api';
import { openBlankTab } from '../../../lib/attachments/blobs';
import { resourceUrl } from '../../../lib/crud/hooks';

async function openPdf(path: string, name: string): Promise<void> {
  const tab = openBlankTab();
  try {
    const pdf = await api<Blob>(resourceUrl('archive-temporary-permissions', path), { responseType: 'blob' });
    tab.show(pdf, name);
  } catch (error) {
    tab.close();
    throw error;
  }
}

type Printed = { id: number; number: string };

export const printLoanReceipt = (p: Printed) => openPdf(`/${p.id}/loan-receipt`, `cargo-prestamo-${p.number}.pdf`);
export const printReturnReceipt = (p: Printed) =>
  openPdf(`/${p.id}/return-receipt`, `cargo-devolucion-${p.number}.pdf`);
