/**
 * "Exportar a Excel" and "PDF": the report as shown, rendered by the server with the same filters;
 * while one downloads, its progress and «Cancelar» take the buttons' place (lib/download).
 */
import type { ReportResult } from '@shared/schemas/reports';
import { Button } from 'primereact/button';
import { type ApiFile, api } from '../../lib/api';
import { downloadBlob, openBlankTab } from '../../lib/attachments/blobs';
import { DownloadProgress } from '../../lib/download/DownloadProgress';
import { useDownload } from '../../lib/download/useDownload';
import { useToast } from '../../lib/toast';
import { reportUrl } from './useReport';

export function ReportDownloads({ report, query }: { report: ReportResult; query: string }) {
  const toast = useToast();
  const { progress, run, cancel } = useDownload();

  const excel = async () => {
    try {
      const file = await run((options) =>
        api<ApiFile>(reportUrl(report.report, query, 'xlsx'), { responseType: 'file', ...options }),
      );
      if (!file) return toast.info('Se canceló la descarga.');
      const name = file.name ?? `reporte-${report.report}.xlsx`;
      downloadBlob(file.blob, name);
      toast.success(`Se descargó ${name}.`);
    } catch (error) {
      toast.failure(error);
    }
  };

  const pdf = async () => {
    const tab = openBlankTab();
    try {
      const blob = await run((options) =>
        api<Blob>(reportUrl(report.report, query, 'pdf'), { responseType: 'blob', ...options }),
      );
      if (!blob) {
        tab.close();
        return toast.info('Se canceló la descarga.');
      }
      tab.show(blob, `reporte-${report.report}.pdf`);
    } catch (error) {
      tab.close();
      toast.failure(error);
    }
  };

  return (
    <div className="report-downloads">
      {progress ? (
        <DownloadProgress progress={progress} onCancel={cancel} />
      ) : (
        <>
          <Button
            type="button"
            label="Exportar a Excel"
            icon="pi pi-file-excel"
            outlined
            onClick={() => void excel()}
          />
          <Button type="button" label="PDF" icon="pi pi-file-pdf" outlined onClick={() => void pdf()} />
        </>
      )}
    </div>
  );
}
