/** "Imprimir sticker": the PDF label the server renders for the entry, opened in a new tab to print. */
import { api } from '../../../lib/api';
import { openBlankTab } from '../../../lib/attachments/blobs';
import { resourceUrl } from '../../../lib/crud/hooks';

export async function printSticker(entry: { id: number; number: string }): Promise<void> {
  const tab = openBlankTab();
  try {
    const pdf = await api<Blob>(resourceUrl('entries', `/${entry.id}/sticker`), { responseType: 'blob' });
    tab.show(pdf, `sticker-${entry.number}.pdf`);
  } catch (error) {
    tab.close();
    throw error;
  }
}
