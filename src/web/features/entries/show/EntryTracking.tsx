/**
 * «Consulta ciudadana»: the entry's verification code (printed under the sticker's QR) and the
 * address the QR holds, so staff can tell a citizen who asks by phone how to follow it. An entry
 * received from another office (internal dispatch) has no citizen and no panel.
 */
import { formatCode } from '@shared/schemas/tracking';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { resourceUrl } from '../../../lib/crud/hooks';
import { LoadError } from '../../../lib/LoadError';
import type { RecordContext } from '../../../lib/records/module';
import { Spinner } from '../../../lib/Spinner';
import type { Entry } from '../entries.record';
import '../entries.css';

export function EntryTracking(context: RecordContext<Entry>) {
  return context.record.channel === 'interno' ? null : <CitizenTracking {...context} />;
}

function CitizenTracking({ record: entry }: RecordContext<Entry>) {
  const tracking = useQuery({
    queryKey: ['entries', 'tracking', entry.id],
    queryFn: ({ signal }) =>
      api<{ data: { code: string; url: string } }>(resourceUrl('entries', `/${entry.id}/tracking`), { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
  return (
    <section className="panel entry-tracking" aria-labelledby="entry-tracking-title">
      <h2 id="entry-tracking-title">Consulta ciudadana</h2>
      {tracking.error ? (
        <LoadError error={tracking.error} onRetry={() => void tracking.refetch()} />
      ) : !tracking.data ? (
        <Spinner />
      ) : (
        <>
          <p className="entry-tracking-code">
            <span className="text-muted">Código de verificación</span>
            <strong data-testid="tracking-code">{formatCode(tracking.data.data.code)}</strong>
          </p>
          <p className="field-help">
            Con el número y este código, el ciudadano sigue su trámite en{' '}
            <a href={`${window.location.origin}/consulta`} target="_blank" rel="noreferrer">
              {window.location.host}/consulta
            </a>{' '}
            o escaneando el QR del sticker.{' '}
            <a href={tracking.data.data.url} target="_blank" rel="noreferrer">
              Ver lo que ve el ciudadano
            </a>
          </p>
        </>
      )}
    </section>
  );
}
