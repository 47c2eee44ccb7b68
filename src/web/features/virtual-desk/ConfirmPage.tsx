/**
 * `/mesa-virtual/confirmar/:token`: the e-mail link. The citizen confirms with a button (a link
 * opened by a mail scanner sends nothing), and sees the request number and when it counts from.
 */
import { AuthLink } from '../../lib/AuthCard';
import { formatDayTime } from '../../lib/dates';
import { ConfirmLink } from '../../lib/desk/ConfirmLink';
import { Notice } from '../../lib/desk/Notice';
import { confirmDesk, dayOf } from './api';

export default function ConfirmPage() {
  return (
    <ConfirmLink
      title="Mesa de partes virtual"
      subtitle={{
        pending: 'Confirme su correo electrónico para enviar el documento.',
        done: 'Documento enviado: guarde el número de su solicitud.',
      }}
      confirmLabel="Confirmar y enviar"
      confirm={confirmDesk}
      done={(received) => (
        <>
          <Notice kind="success" icon="pi-check-circle">
            Su documento fue recibido con la solicitud <strong>{received.request_number}</strong> el{' '}
            {formatDayTime(received.received_at)}.
          </Notice>
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
        </>
      )}
    >
      <AuthLink to="/mesa-virtual" icon="pi-send">
        Enviar otro documento
      </AuthLink>
    </ConfirmLink>
  );
}
