/** "Constancia": the PDF proof of the request the server renders, opened in a new tab to print. */
import { api } from '../api';
import { openBlankTab } from '../attachments/blobs';
import { resourceUrl } from '../crud/hooks';
import type { RequestResource } from './request';

export async function printConstancia(
  resource: RequestResource,
  request: { id: number; number: string },
): Promise<void> {
  const tab = openBlankTab();
  try {
    const pdf = await api<Blob>(resourceUrl(resource, `/${request.id}/constancia`), { responseType: 'blob' });
    tab.show(pdf, `constancia-${request.number}.pdf`);
  } catch (error) {
    tab.close();
    throw error;
  }
}
