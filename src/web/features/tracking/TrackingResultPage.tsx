/** `/verificar/:number?codigo=…`: where a sticker's QR lands; the entry as its citizen may see it. */
import type { TrackingAnswer } from '@shared/schemas/tracking';
import { useEffect, useState } from 'react';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { AuthCard, AuthLink } from '../../lib/AuthCard';
import { errorMessage } from '../../lib/api';
import { Spinner } from '../../lib/Spinner';
import { trackEntry } from './api';
import { TrackingResult } from './TrackingResult';

type Load = { status: 'loading' } | { status: 'ready'; answer: TrackingAnswer } | { status: 'error'; message: string };

/** The answer the form already fetched for this very address, so it is not asked twice. */
function carried(state: unknown, number: string): TrackingAnswer | null {
  const answer = (state as { answer?: TrackingAnswer } | null)?.answer;
  return answer && answer.number === number.trim().toUpperCase() ? answer : null;
}

export default function TrackingResultPage() {
  const { number = '' } = useParams();
  const [params] = useSearchParams();
  const code = params.get('codigo') ?? '';
  const location = useLocation();
  const [load, setLoad] = useState<Load>(() => {
    const answer = carried(location.state, number);
    return answer ? { status: 'ready', answer } : { status: 'loading' };
  });

  useEffect(() => {
    if (load.status === 'ready' || !code) return;
    const controller = new AbortController();
    trackEntry(number, code, controller.signal)
      .then((answer) => setLoad({ status: 'ready', answer }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setLoad({ status: 'error', message: errorMessage(error) });
      });
    return () => controller.abort();
  }, [number, code, load.status]);

  const lookup = `/consulta?numero=${encodeURIComponent(number)}`;
  return (
    <AuthCard title="Consulta de trámite" wide>
      {!code ? (
        <Refusal message="Falta el código de verificación. Escríbalo tal como figura en el sticker de su documento." />
      ) : load.status === 'loading' ? (
        <Spinner />
      ) : load.status === 'error' ? (
        <Refusal message={load.message} />
      ) : (
        <TrackingResult answer={load.answer} />
      )}
      <AuthLink to={load.status === 'ready' ? '/consulta' : lookup} icon="pi-search">
        Consultar otro trámite
      </AuthLink>
    </AuthCard>
  );
}

function Refusal({ message }: { message: string }) {
  return (
    <p className="notice notice-error" role="alert">
      <i className="pi pi-exclamation-circle" aria-hidden="true" />
      <span>{message}</span>
    </p>
  );
}
