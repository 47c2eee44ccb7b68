/** "Constancia": the PDF proof of the request the server renders, opened in a new tab to print. */
import { openPdf } from '../records/openPdf';
import type { RequestResource } from './request';

export const printConstancia = (resource: RequestResource, request: { id: number; number: string }) =>
  openPdf(resource, `/${request.id}/constancia`, `constancia-${request.number}.pdf`);
