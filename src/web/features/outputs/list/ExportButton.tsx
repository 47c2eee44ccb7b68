/** "Exportar a Excel": the list as filtered, searched and sorted now, as an .xlsx download. */
import { calendarDate } from '@shared/working-days';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { api, errorMessage } from '../../../lib/api';
import { downloadBlob } from '../../../lib/attachments/blobs';
import { resourceUrl } from '../../../lib/crud/hooks';
import { listQueryString, useListParams } from '../../../lib/crud/listParams';
import { useToast } from '../../../lib/toast';

export function ExportButton() {
  const [params] = useListParams('-issued_at');
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      // Every matching row: the export takes the list's query and leaves its page aside.
      const query = listQueryString(params);
      const blob = await api<Blob>(`${resourceUrl('outputs', '/export')}?${query}`, { responseType: 'blob' });
      downloadBlob(blob, `salidas-${calendarDate(new Date())}.xlsx`);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      type="button"
      label="Exportar a Excel"
      icon="pi pi-file-excel"
      outlined
      loading={busy}
      onClick={() => void download()}
      className="list-export"
    />
  );
}
