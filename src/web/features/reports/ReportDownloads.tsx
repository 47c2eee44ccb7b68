/** "Exportar a Excel" and "PDF": the report as shown, rendered by the server with the same filters. */
import type { ReportResult } from '@shared/schemas/reports';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { type ApiFile, api, errorMessage } from '../../lib/api';
import { downloadBlob, openBlankTab } from '../../lib/attachments/blobs';
import { useToast } from '../../lib/toast';
import { reportUrl } from './useReport';

export function ReportDownloads({ report, query }: { report: ReportResult; query: string }) {
  const toast = useToast();
  const [busy, setBusy] = useState<'xlsx' | 'pdf' | null>(null);

  const excel = async () => {
    setBusy('xlsx');
    try {
      const file = await api<ApiFile>(reportUrl(report.report, query, 'xlsx'), { responseType: 'file' });
      const name = file.name ?? `reporte-${report.report}.xlsx`;
      downloadBlob(file.blob, name);
      toast.success(`Se descargó ${name}.`);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setBusy(null);
    }
  };

  const pdf = async () => {
    const tab = openBlankTab();
    setBusy('pdf');
    try {
      const blob = await api<Blob>(reportUrl(report.report, query, 'pdf'), { responseType: 'blob' });
      tab.show(blob, `reporte-${report.report}.pdf`);
    } catch (error) {
      tab.close();
      toast.error(errorMessage(error));
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="report-downloads">
      <Button
        type="button"
        label={busy === 'xlsx' ? 'Exportando…' : 'Exportar a Excel'}
        icon="pi pi-file-excel"
        outlined
        loading={busy === 'xlsx'}
        onClick={() => void excel()}
      />
      <Button
        type="button"
        label="PDF"
        icon="pi pi-file-pdf"
        outlined
        loading={busy === 'pdf'}
        onClick={() => void pdf()}
      />
    </div>
  );
}
