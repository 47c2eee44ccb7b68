/**
 * A file's text as the background extraction read it for the search (docs/text-search.md): its
 * state under the file («Texto: listo, 3 páginas»), «Ver texto» with each page's text, and
 * «Reextraer» for whoever may attach files to the record.
 */
import type { TextStatus } from '@shared/schemas/attachments';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useState } from 'react';
import { LoadError } from '../LoadError';
import { Spinner } from '../Spinner';
import { useToast } from '../toast';
import { type Attachment, useAttachmentText, useReextract } from './attachments';

const pagesOf = (n: number) => (n === 1 ? '1 página' : `${n} páginas`);

/** The state in words: «listo, 3 páginas (2 por OCR)», «sin texto: excede el límite…». */
export function textStateLabel(text: TextStatus): string {
  switch (text.state) {
    case 'pendiente':
      return 'pendiente de lectura';
    case 'en_proceso':
      return 'leyendo…';
    case 'listo': {
      const pages = pagesOf(text.pages ?? 0);
      return text.ocr_pages > 0 ? `listo, ${pages} (${text.ocr_pages} por OCR)` : `listo, ${pages}`;
    }
    case 'sin_texto':
      return `sin texto: ${text.reason ?? ''}`.trim();
    case 'error':
      return `error: ${text.reason ?? ''}`.trim();
  }
}

function TextDialog({ attachment, onHide }: { attachment: Attachment; onHide: () => void }) {
  const text = useAttachmentText(attachment, true);
  return (
    <Dialog
      header={`Texto extraído de «${attachment.name}»`}
      visible
      onHide={onHide}
      style={{ width: 'min(48rem, 95vw)' }}
    >
      {text.error ? (
        <LoadError error={text.error} onRetry={() => void text.refetch()} />
      ) : !text.data ? (
        <Spinner />
      ) : text.data.content.length === 0 ? (
        <p className="text-muted">No hay texto extraído.</p>
      ) : (
        text.data.content.map((page) => (
          <section key={page.page} className="extracted-page" aria-label={`Página ${page.page}`}>
            <h4>Página {page.page}</h4>
            <pre className="extracted-text">{page.text}</pre>
          </section>
        ))
      )}
    </Dialog>
  );
}

export function ExtractedText({
  attachment,
  baseUrl,
  canReextract,
}: {
  attachment: Attachment & { text: TextStatus };
  baseUrl: string;
  canReextract: boolean;
}) {
  const [open, setOpen] = useState(false);
  const reextract = useReextract(baseUrl);
  const toast = useToast();
  const { text } = attachment;
  return (
    <div className="attachment-extracted">
      <small className={text.state === 'error' ? 'attachment-extracted-error' : 'text-muted'}>
        Texto: {textStateLabel(text)}
      </small>
      {text.state === 'listo' && (
        <Button type="button" label="Ver texto" link size="small" onClick={() => setOpen(true)} />
      )}
      {canReextract && (text.state === 'listo' || text.state === 'sin_texto' || text.state === 'error') && (
        <Button
          type="button"
          label="Reextraer"
          link
          size="small"
          disabled={reextract.isPending}
          aria-label={`Reextraer el texto de ${attachment.name}`}
          onClick={() =>
            reextract.mutate(attachment, {
              onSuccess: () => toast.success(`Se leerá de nuevo el texto de «${attachment.name}».`),
              onError: (error) => toast.failure(error),
            })
          }
        />
      )}
      {open && <TextDialog attachment={attachment} onHide={() => setOpen(false)} />}
    </div>
  );
}
