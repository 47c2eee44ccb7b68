/** While a download runs: how far it is (a bar and its words) and «Cancelar». */
import { Button } from 'primereact/button';
import { ProgressBar } from 'primereact/progressbar';
import type { DownloadProgressState } from './useDownload';
import './download.css';
import { formatFileSize } from '@shared/numbers';

export function progressText({ loaded, total }: DownloadProgressState): string {
  if (total) return `Descargando… ${Math.min(100, Math.round((loaded / total) * 100))} %`;
  if (loaded > 0) return `Descargando… ${formatFileSize(loaded)}`;
  return 'Preparando el archivo…';
}

export function DownloadProgress({ progress, onCancel }: { progress: DownloadProgressState; onCancel: () => void }) {
  const percent = progress.total ? Math.min(100, Math.round((progress.loaded / progress.total) * 100)) : null;
  return (
    <div className="download-progress">
      <ProgressBar
        mode={percent === null ? 'indeterminate' : 'determinate'}
        value={percent ?? undefined}
        showValue={false}
        aria-label="Progreso de la descarga"
      />
      <span role="status" aria-live="polite">
        {progressText(progress)}
      </span>
      <Button type="button" label="Cancelar" icon="pi pi-times" text size="small" onClick={onCancel} />
    </div>
  );
}
