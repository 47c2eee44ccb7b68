/**
 * «Copia de seguridad» (administrators only): downloads the whole backup — database, files and
 * manifest — as the server makes it, with its progress and «Cancelar» (docs/deploy.md). The server
 * audits each download.
 */
import { ADMIN, can } from '@shared/permissions';
import { Button } from 'primereact/button';
import { type ApiFile, api } from '../../lib/api';
import { downloadBlob } from '../../lib/attachments/blobs';
import { DownloadProgress } from '../../lib/download/DownloadProgress';
import { useDownload } from '../../lib/download/useDownload';
import { useSession } from '../../lib/session';
import { useToast } from '../../lib/toast';

export function BackupPanel() {
  const { permissions } = useSession();
  const toast = useToast();
  const { progress, run, cancel } = useDownload();
  if (!can(permissions, [ADMIN])) return null;

  const download = async () => {
    try {
      const file = await run((options) => api<ApiFile>('/api/v1/backup', { responseType: 'file', ...options }));
      if (!file) return toast.info('Se canceló la descarga.');
      const name = file.name ?? 'folio-copia.tar';
      downloadBlob(file.blob, name);
      toast.success(`Se descargó la copia de seguridad ${name}.`);
    } catch (error) {
      toast.failure(error);
    }
  };

  return (
    <section className="panel backup-panel" aria-labelledby="backup-title">
      <h2 id="backup-title">Copia de seguridad</h2>
      <p>
        Descarga en un solo archivo la base de datos y todos los documentos adjuntos, con sumas de verificación para
        restaurarla con <code>npm run restore</code>. Guárdela fuera de este servidor.
      </p>
      {progress ? (
        <DownloadProgress progress={progress} onCancel={cancel} />
      ) : (
        <Button
          type="button"
          label="Descargar copia de seguridad"
          icon="pi pi-download"
          outlined
          onClick={() => void download()}
        />
      )}
    </section>
  );
}
