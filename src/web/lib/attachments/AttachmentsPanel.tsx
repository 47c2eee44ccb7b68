/**
 * The files attached to a record (entries, outputs…): who attached what and when, inline preview
 * of PDFs and images, download, and — when the record allows it — upload and removal.
 */
import { formatFileSize } from '@shared/numbers';
import { Button } from 'primereact/button';
import { ConfirmDialog, confirmDialog } from 'primereact/confirmdialog';
import { useState } from 'react';
import { useLookupOption } from '../crud/hooks';
import { formatDayTime } from '../dates';
import { LoadError } from '../LoadError';
import { Spinner } from '../Spinner';
import { useToast } from '../toast';
import {
  type Attachment,
  canPreview,
  fetchAttachment,
  fileKind,
  useAttachments,
  useRemoveAttachment,
} from './attachments';
import { downloadBlob } from './blobs';
import { ExtractedText } from './ExtractedText';
import { PreviewDialog } from './PreviewDialog';
import { SignatureChecks } from './SignatureChecks';
import { UploadZone } from './UploadZone';

/** Its own group, so the page's ConfirmDialog and this one never both open. */
const CONFIRM_GROUP = 'attachments';

interface AttachmentsPanelProps {
  /** The record's attachments route, e.g. `/api/v1/entries/7/attachments`. */
  baseUrl: string;
  /** The record's `can.attach`: may upload and remove files. */
  canAttach: boolean;
  /** After files were added or removed, e.g. to refresh the record's history. */
  onChange?: () => void;
}

/** Who attached the file: the answer carries only the user's id, named by `/users/lookup?id=` (cached). */
function Uploader({ id }: { id: number }) {
  const user = useLookupOption('users', id);
  return user.data ? <> · {user.data.label}</> : null;
}

export function AttachmentsPanel({ baseUrl, canAttach, onChange }: AttachmentsPanelProps) {
  const list = useAttachments(baseUrl);
  const remove = useRemoveAttachment(baseUrl);
  const toast = useToast();
  const [preview, setPreview] = useState<Attachment | null>(null);

  const download = async (attachment: Attachment) => {
    try {
      downloadBlob(await fetchAttachment(attachment, { download: true }), attachment.name);
    } catch (error) {
      toast.failure(error);
    }
  };

  const confirmRemove = (attachment: Attachment) =>
    confirmDialog({
      group: CONFIRM_GROUP,
      header: 'Quitar archivo',
      message: `¿Quitar «${attachment.name}» de los adjuntos? El historial conservará el registro.`,
      icon: 'pi pi-exclamation-triangle',
      acceptLabel: 'Quitar',
      rejectLabel: 'Cancelar',
      acceptClassName: 'p-button-danger',
      accept: () =>
        remove.mutate(attachment, {
          onSuccess: () => {
            toast.success(`Se quitó «${attachment.name}».`);
            onChange?.();
          },
          onError: (error) => toast.failure(error),
        }),
    });

  return (
    <div className="attachments">
      {canAttach && <UploadZone baseUrl={baseUrl} onUploaded={onChange} />}
      {list.error ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} />
      ) : !list.data ? (
        <Spinner />
      ) : list.data.length === 0 ? (
        <p className="text-muted attachments-empty">No hay archivos adjuntos.</p>
      ) : (
        <ul className="attachment-list" aria-label="Archivos adjuntos">
          {list.data.map((attachment) => {
            const kind = fileKind(attachment.content_type);
            const previewable = canPreview(attachment.content_type);
            return (
              <li key={attachment.id} className="attachment-item">
                <i className={`pi ${kind.icon} attachment-icon`} aria-hidden="true" />
                <div className="attachment-text">
                  {previewable ? (
                    <button type="button" className="attachment-name link-like" onClick={() => setPreview(attachment)}>
                      {attachment.name}
                    </button>
                  ) : (
                    <span className="attachment-name">{attachment.name}</span>
                  )}
                  <small className="attachment-meta">
                    {kind.label} · {formatFileSize(attachment.size)} · {formatDayTime(attachment.created_at)}
                    {attachment.uploaded_by !== null && <Uploader id={attachment.uploaded_by} />}
                  </small>
                </div>
                <div className="attachment-actions">
                  {previewable && (
                    <Button
                      type="button"
                      icon="pi pi-eye"
                      rounded
                      text
                      aria-label={`Ver ${attachment.name}`}
                      tooltip="Ver"
                      tooltipOptions={{ position: 'top' }}
                      onClick={() => setPreview(attachment)}
                    />
                  )}
                  <Button
                    type="button"
                    icon="pi pi-download"
                    rounded
                    text
                    aria-label={`Descargar ${attachment.name}`}
                    tooltip="Descargar"
                    tooltipOptions={{ position: 'top' }}
                    onClick={() => void download(attachment)}
                  />
                  {canAttach && (
                    <Button
                      type="button"
                      icon="pi pi-trash"
                      rounded
                      text
                      severity="danger"
                      aria-label={`Quitar ${attachment.name}`}
                      tooltip="Quitar"
                      tooltipOptions={{ position: 'top' }}
                      disabled={remove.isPending}
                      onClick={() => confirmRemove(attachment)}
                    />
                  )}
                </div>
                {attachment.text && (
                  <ExtractedText
                    attachment={{ ...attachment, text: attachment.text }}
                    baseUrl={baseUrl}
                    canReextract={canAttach}
                  />
                )}
                {attachment.signature_check && (
                  <SignatureChecks check={attachment.signature_check} fileName={attachment.name} />
                )}
              </li>
            );
          })}
        </ul>
      )}
      <PreviewDialog attachment={preview} onHide={() => setPreview(null)} onDownload={(a) => void download(a)} />
      <ConfirmDialog group={CONFIRM_GROUP} />
    </div>
  );
}
