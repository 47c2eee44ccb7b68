/** A record's paper (sticker, receipt, inventory…): the PDF the server renders, opened in a new tab to print. */
import { api } from '../api';
import { openBlankTab } from '../attachments/blobs';
import { resourceUrl } from '../crud/hooks';

/**
 * Fetches `/api/v1/<resource><path>` into the tab opened during the click (or downloads it as
 * `name` where the tab was blocked); a failure closes the tab and throws for the caller's toast.
 */
export async function openPdf(resource: string, path: string, name: string): Promise<void> {
  const tab = openBlankTab();
  try {
    const pdf = await api<Blob>(resourceUrl(resource, path), { responseType: 'blob' });
    tab.show(pdf, name);
  } catch (error) {
    tab.close();
    throw error;
  }
}
