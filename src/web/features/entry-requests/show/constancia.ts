/** "Constancia": the PDF proof of the request the server renders, opened in a new tab to print. */
import { api } from '../../../lib/api';
import { openBlankTab } from '../../../lib/attachments/blobs';
import { resourceUrl } from '../../../lib/crud/hooks';

export async function printConstancia(request: { id: number; number: string }): Promise<void> {
  const tab = openBlankTab();
  try {
    const pdf = await api<Blob>(resourceUrl('entry-requests', `/${request.id}/constancia`), { responseType: 'blob' });
    tab.show(pdf, `constancia-${request.number}.pdf`);
  } catch (error) {
    tab.close();
    throw error;
  }
}
