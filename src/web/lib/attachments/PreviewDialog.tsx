/** A PDF or an image shown inside the page, from the file fetched with the session. */
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useEffect, useState } from 'react';
import { errorMessage } from '../api';
import { Spinner } from '../Spinner';
import { type Attachment, fetchAttachment, isPdf } from './attachments';

export function PreviewDialog({
  attachment,
  onHide,
  onDownload,
}: {
  attachment: Attachment | null;
  onHide: () => void;
  onDownload: (attachment: Attachment) => void;
}) {
  return (
    <Dialog
      visible={attachment !== null}
      onHide={onHide}
      header={attachment?.name}
      modal
      dismissableMask
      className="attachment-preview-dialog"
      breakpoints={{ '767px': '96vw' }}
      style={{ width: '64rem' }}
      footer={
        attachment && (
          <Button
            type="button"
            label="Descargar"
            icon="pi pi-download"
            outlined
            onClick={() => onDownload(attachment)}
          />
        )
      }
    >
      {attachment && <PreviewBody key={attachment.id} attachment={attachment} />}
    </Dialog>
  );
}

type State = { status: 'loading' } | { status: 'ready'; url: string } | { status: 'error'; message: string };

function PreviewBody({ attachment }: { attachment: Attachment }) {
  const [state, setState] = useState<State>({ status: 'loading' });
  useEffect(() => {
    const abort = new AbortController();
    let url: string | null = null;
    fetchAttachment(attachment, { signal: abort.signal }).then(
      (blob) => {
        url = URL.createObjectURL(blob);
        setState({ status: 'ready', url });
      },
      (error: unknown) => {
        if (!abort.signal.aborted) setState({ status: 'error', message: errorMessage(error) });
      },
    );
    return () => {
      abort.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [attachment]);

  if (state.status === 'loading') return <Spinner />;
  if (state.status === 'error')
    return (
      <p className="p-error" role="alert">
        {state.message}
      </p>
    );
  return isPdf(attachment.content_type) ? (
    <iframe className="attachment-preview-pdf" src={state.url} title={`Vista previa de ${attachment.name}`} />
  ) : (
    <img className="attachment-preview-image" src={state.url} alt={attachment.name} />
  );
}
