/**
 * Drop files here or choose them: each is sent on its own and shows its progress and the server's
 * verdict (the server checks type by content and size; the hints here only say what it accepts).
 */

import { formatFileSize } from '@shared/numbers';
import { Button } from 'primereact/button';
import { ProgressBar } from 'primereact/progressbar';
import { type DragEvent, useId, useRef, useState } from 'react';
import { useAppSettings } from '../appSettings';
import { useToast } from '../toast';
import { uploadError, useUploadAttachment } from './attachments';

type Status = 'waiting' | 'uploading' | 'done' | 'error';

interface Upload {
  key: string;
  file: File;
  status: Status;
  message?: string;
}

const STATUS_ICON: Record<Status, string> = {
  waiting: 'pi pi-clock',
  uploading: 'pi pi-spin pi-spinner',
  done: 'pi pi-check-circle',
  error: 'pi pi-times-circle',
};

function useUploadHints() {
  const settings = useAppSettings();
  if (settings.status !== 'ready') return null;
  const { allowed_extensions: extensions, max_file_mb: mb, max_files: files } = settings.data.uploads;
  return {
    accept: extensions.map((e) => `.${e}`).join(','),
    text: `Tipos permitidos: ${extensions.join(', ')}. Hasta ${mb} MB por archivo y ${files} archivos por documento.`,
  };
}

export function UploadZone({ baseUrl, onUploaded }: { baseUrl: string; onUploaded?: () => void }) {
  const upload = useUploadAttachment(baseUrl);
  const hints = useUploadHints();
  const toast = useToast();
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [dragging, setDragging] = useState(false);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const busy = uploads.some((u) => u.status === 'waiting' || u.status === 'uploading');

  const set = (key: string, change: Partial<Upload>) =>
    setUploads((list) => list.map((u) => (u.key === key ? { ...u, ...change } : u)));

  const send = async (files: File[]) => {
    if (files.length === 0 || busy) return;
    const batch = files.map((file, i) => ({ key: `${Date.now()}-${i}`, file, status: 'waiting' as Status }));
    setUploads(batch);
    let saved = 0;
    for (const item of batch) {
      set(item.key, { status: 'uploading' });
      try {
        await upload.mutateAsync(item.file);
        saved += 1;
        set(item.key, { status: 'done' });
      } catch (error) {
        set(item.key, { status: 'error', message: uploadError(error) });
      }
    }
    if (saved > 0) {
      toast.success(saved === 1 ? 'Se adjuntó 1 archivo.' : `Se adjuntaron ${saved} archivos.`);
      onUploaded?.();
    }
    if (saved === batch.length) setUploads([]);
  };

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void send([...event.dataTransfer.files]);
  };

  const finished = uploads.filter((u) => u.status === 'done' || u.status === 'error').length;
  return (
    <div className="upload-zone-wrap">
      <section
        className={dragging ? 'upload-zone upload-zone-active' : 'upload-zone'}
        aria-label="Adjuntar archivos"
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
      >
        <i className="pi pi-cloud-upload upload-zone-icon" aria-hidden="true" />
        <p className="upload-zone-text">Arrastre los archivos aquí o</p>
        <Button
          type="button"
          label="Elegir archivos"
          icon="pi pi-paperclip"
          outlined
          size="small"
          disabled={busy}
          onClick={() => input.current?.click()}
          aria-describedby={hints ? hintId : undefined}
        />
        <input
          ref={input}
          type="file"
          multiple
          hidden
          accept={hints?.accept}
          aria-label="Archivos para adjuntar"
          onChange={(event) => {
            void send([...(event.target.files ?? [])]);
            event.target.value = '';
          }}
        />
        {hints && (
          <small id={hintId} className="upload-zone-hint">
            {hints.text}
          </small>
        )}
      </section>
      {uploads.length > 0 && (
        <div className="upload-progress" aria-live="polite">
          {busy && (
            <ProgressBar
              value={Math.round((finished / uploads.length) * 100)}
              displayValueTemplate={() => `${finished} de ${uploads.length}`}
              aria-label="Progreso de la carga"
            />
          )}
          <ul className="upload-list">
            {uploads.map((u) => (
              <li key={u.key} className="upload-item">
                <i className={`${STATUS_ICON[u.status]} upload-status upload-status-${u.status}`} aria-hidden="true" />
                <div className="upload-item-text">
                  <span className="upload-item-name">
                    {u.file.name} <small className="text-muted">({formatFileSize(u.file.size)})</small>
                  </span>
                  {u.message && (
                    <small className="p-error" role="alert">
                      {u.message}
                    </small>
                  )}
                </div>
              </li>
            ))}
          </ul>
          {!busy && (
            <Button
              type="button"
              label="Cerrar avisos"
              icon="pi pi-times"
              text
              size="small"
              onClick={() => setUploads([])}
            />
          )}
        </div>
      )}
    </div>
  );
}
