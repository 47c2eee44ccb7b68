/**
 * The signed cargo of a delivered item, small on its card: the photo itself (a PDF shows its
 * icon), fetched with the session; a tap opens it whole. Only on the control's page, so only for
 * those who may open the control.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { type Attachment, fetchAttachment, isImage, useAttachments } from '../../../lib/attachments/attachments';
import { downloadBlob } from '../../../lib/attachments/blobs';
import { PreviewDialog } from '../../../lib/attachments/PreviewDialog';
import type { DeliveryControl, Item } from '../delivery-controls.record';

/** The cargo of the item's delivering visit, if one was attached. */
const cargoIdOf = (item: Item) =>
  [...item.attempts].reverse().find((a) => a.result === 'entregado' && a.cargo_attachment_id !== null)
    ?.cargo_attachment_id ?? null;

/** An object URL of the image, revoked when the card goes. */
function useImageUrl(file: Attachment | undefined) {
  const image = file && isImage(file.content_type) ? file : undefined;
  const blob = useQuery({
    queryKey: ['cargo-thumbnail', image?.url],
    queryFn: ({ signal }) => fetchAttachment(image!, { signal }),
    enabled: image !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob.data) return;
    const next = URL.createObjectURL(blob.data);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [blob.data]);
  return url;
}

export function CargoThumbnail({ control, item }: { control: DeliveryControl; item: Item }) {
  const cargoId = cargoIdOf(item);
  const files = useAttachments(`/api/v1/delivery-controls/${control.id}/attachments`);
  const file = cargoId === null ? undefined : files.data?.find((f) => f.id === cargoId);
  const url = useImageUrl(file);
  const [open, setOpen] = useState(false);
  if (!file) return null;
  const label = `Ver cargo de ${item.copy?.document.number ?? `documento ${item.position}`}`;
  return (
    <>
      <button type="button" className="cargo-thumbnail" aria-label={label} title={label} onClick={() => setOpen(true)}>
        {url ? (
          <img src={url} alt={`Cargo firmado de ${item.copy?.document.number ?? ''}`} />
        ) : (
          <i className="pi pi-file-pdf" aria-hidden="true" />
        )}
      </button>
      <PreviewDialog
        attachment={open ? file : null}
        onHide={() => setOpen(false)}
        onDownload={(f) => void fetchAttachment(f, { download: true }).then((blob) => downloadBlob(blob, f.name))}
      />
    </>
  );
}
