/**
 * `/mesa-virtual/confirmar/:token`: the e-mail link. The citizen confirms with a button (a link
 * opened by a mail scanner sends nothing), and sees the request number and when it counts from.
 */
import type { DeskReceived } from '@shared/schemas/virtual-desk';
import { useState } from 'react';
import { useParams } from 'react-router';
import { AuthCard, AuthLink } from '../../lib/AuthCard';
import { errorMessage } from '../../lib/api';
import { formatDayTime } from '../../lib/dates';
import { confirmDesk, dayOf } from './api';

export default function ConfirmPage() {
  const { token = '' } = useParams();
  const [state, setState] = useState<{ busy?: boolean; received?: DeskReceived; error?: string }>({});

  const confirm = async () => {
    setState({ busy: true });
    try {
      setState({ received: await confirmDesk(token) });
    } catch (error) {
      setState({ error: errorMessage(error) });
    }
  };

  const { received } = state;
  return (
    <AuthCard
      title="Mesa de partes virtual"
      subtitle={
        received
          ? 'Documento enviado: guarde el número de su solicitud.'
          : 'Confirme su correo electrónico para enviar el documento.'
      }
    >
      {received ? (
        <div className="form">
          <p className="notice notice-success" role="status">
            <i className="pi pi-check-circle" aria-hidden="true" />
            <span>
              Su documento fue recibido con la solicitud <strong>{received.request_number}</strong> el{' '}
              {formatDayTime(received.received_at)}.
            </span>
          </p>
          {received.outside_hours ? (
            <p className="notice notice-warn">
              <i className="pi pi-clock" aria-hidden="true" />
              <span>
                Fue recibido fuera del horario de atención: se considera presentado el {dayOf(received.counted_from)}.
              </span>
            </p>
          ) : (
            <p>Se considera presentado el {dayOf(received.counted_from)}.</p>
          )}
          <p>
            Le enviamos un correo con este número. Cuando sea registrado recibirá el cargo de recepción y el código para
            consultar su trámite.
          </p>
        </div>
      ) : (
        <div className="form">
          {state.error && (
            <p className="notice notice-error" role="alert">
              <i className="pi pi-exclamation-circle" aria-hidden="true" />
              <span>{state.error}</span>
            </p>
          )}
          <button type="button" className="p-button p-component w-full" disabled={state.busy} onClick={confirm}>
            <span
              className={`p-button-icon p-button-icon-left pi ${state.busy ? 'pi-spin pi-spinner' : 'pi-check'}`}
              aria-hidden="true"
            />
            <span className="p-button-label">Confirmar y enviar</span>
          </button>
        </div>
      )}
      <AuthLink to="/mesa-virtual" icon="pi-send">
        Enviar otro documento
      </AuthLink>
    </AuthCard>
  );
}
