/** The signed receipts of a loan, opened in a new tab. */
import { openPdf } from '../../../lib/records/openPdf';

const pdf = (path: string, name: string) => openPdf('archive-temporary-permissions', path, name);

type Printed = { id: number; number: string };

export const printLoanReceipt = (p: Printed) => pdf(`/${p.id}/loan-receipt`, `cargo-prestamo-${p.number}.pdf`);
export const printReturnReceipt = (p: Printed) => pdf(`/${p.id}/return-receipt`, `cargo-devolucion-${p.number}.pdf`);
