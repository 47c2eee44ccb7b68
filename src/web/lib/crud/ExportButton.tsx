/**
 * "Exportar a Excel": every record the list shows now (filters, search and sort; not just the
 * page), downloaded from `GET /api/v1/<resource>/export` under the name the server gives it, with
 * its progress and «Cancelar» while it runs (lib/download).
 */
import { calendarDate } from '@shared/working-days';
import { Button } from 'primereact/button';
import { type ApiFile, api } from '../api';
import { downloadBlob } from '../attachments/blobs';
import { DownloadProgress } from '../download/DownloadProgress';
import { useDownload } from '../download/useDownload';
import { useToast } from '../toast';
import { resourceUrl } from './hooks';
import { listQueryString, useListParams } from './listParams';

interface ExportButtonProps {
  resource: string;
  defaultSort: string;
  /** The file's name when the server gives none: `ingresos` → `ingresos-2026-11-21.xlsx`. */
  fileName: string;
}

export function ExportButton({ resource, defaultSort, fileName }: ExportButtonProps) {
  const [params] = useListParams(defaultSort);
  const toast = useToast();
  const { progress, run, cancel } = useDownload();

  const download = async () => {
    try {
      const query = new URLSearchParams(listQueryString(params));
      query.delete('page');
      query.delete('per_page');
      const file = await run((options) =>
        api<ApiFile>(`${resourceUrl(resource, '/export')}?${query}`, { responseType: 'file', ...options }),
      );
      if (!file) return toast.info('Se canceló la descarga.');
      const name = file.name ?? `${fileName}-${calendarDate(new Date())}.xlsx`;
      downloadBlob(file.blob, name);
      toast.success(`Se descargó ${name}.`);
    } catch (error) {
      toast.failure(error);
    }
  };

  if (progress) return <DownloadProgress progress={progress} onCancel={cancel} />;
  return (
    <Button
      type="button"
      label="Exportar a Excel"
      icon="pi pi-file-excel"
      outlined
      onClick={() => void download()}
      className="list-export"
    />
  );
}
