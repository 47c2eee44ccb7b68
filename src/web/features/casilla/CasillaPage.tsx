/**
 * `/casilla`: the signed-in citizen's casilla — who it belongs to, the acceptance on record, the
 * notifications deposited (each with its state, opened at `/casilla/notificaciones/:id`), and
 * «Mis trámites»: what they sent through the virtual desk, each with its state and, once
 * registered, a link to follow it without typing the code.
 */
import { CASILLA_DOCUMENT_TYPES, type CasillaSubmission } from '@shared/schemas/casilla';
import { CASILLA_NOTIFICATION_STATES, type CasillaNotification } from '@shared/schemas/casilla-notifications';
import { REQUEST_STATES, type RequestState } from '@shared/schemas/requests';
import { trackingPath } from '@shared/schemas/tracking';
import { Tag } from 'primereact/tag';
import { useEffect } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { AuthCard, AuthLink } from '../../lib/AuthCard';
import { ApiError, errorMessage } from '../../lib/api';
import { formatDayTime } from '../../lib/dates';
import { Notice } from '../../lib/desk/Notice';
import { usePublicLoad } from '../../lib/desk/publicLoad';
import { Spinner } from '../../lib/Spinner';
import { casillaToken, forgetCasillaToken, myCasilla, myNotifications, mySubmissions, signOut } from './api';
import './casilla.css';

function Submission({ item }: { item: CasillaSubmission }) {
  return (
    <li className="casilla-item">
      <div>
        <strong>{item.request_number}</strong> · {REQUEST_STATES[item.state as RequestState] ?? item.state}
      </div>
      <div>{item.subject}</div>
      <small className="text-muted">Enviado el {formatDayTime(item.received_at)}</small>
      {item.entry_number && item.tracking && (
        <div>
          Registrado con el ingreso{' '}
          <Link to={trackingPath(item.entry_number, item.tracking)}>{item.entry_number}: consultar su estado</Link>
        </div>
      )}
    </li>
  );
}

function Notification({ item }: { item: CasillaNotification }) {
  return (
    <li className="casilla-item">
      <div className="casilla-item-head">
        <Link to={`/casilla/notificaciones/${item.id}`}>
          {item.type} {item.output_number}
        </Link>
        <Tag
          value={CASILLA_NOTIFICATION_STATES[item.state]}
          severity={item.state === 'depositada' ? 'warning' : item.state === 'leida' ? 'info' : 'success'}
        />
      </div>
      <div>{item.subject}</div>
      <small className="text-muted">
        {item.office} · depositada el {formatDayTime(item.deposited_at)}
      </small>
    </li>
  );
}

/** The account, its notifications and its submissions, loaded together (the public pages have no query cache). */
function useCasilla() {
  const load = usePublicLoad('casilla', (signal) =>
    Promise.all([myCasilla(signal), myNotifications(signal), mySubmissions(signal)]).then(
      ([account, notifications, submissions]) => ({
        account: account.data,
        notifications: notifications.data,
        submissions: submissions.data,
      }),
    ),
  );
  return { ...load.data, error: load.error };
}

function Casilla() {
  const navigate = useNavigate();
  const { account, notifications, submissions, error } = useCasilla();
  const ended = error instanceof ApiError && error.status === 401;
  useEffect(() => {
    if (ended) forgetCasillaToken();
  }, [ended]);
  if (ended) return <Navigate to="/casilla/ingresar" replace />;
  if (error)
    return (
      <Notice kind="error" icon="pi-exclamation-circle">
        {errorMessage(error)}
      </Notice>
    );
  if (!account || !notifications || !submissions) return <Spinner />;
  const me = account;
  const leave = async () => {
    await signOut().catch(() => undefined);
    forgetCasillaToken();
    navigate('/casilla/ingresar', { replace: true });
  };
  return (
    <div className="form">
      <dl className="casilla-account">
        <div>
          <dt>Titular</dt>
          <dd>{me.name}</dd>
        </div>
        <div>
          <dt>{CASILLA_DOCUMENT_TYPES[me.document_type]}</dt>
          <dd>{me.document_number}</dd>
        </div>
        <div>
          <dt>Correo de avisos</dt>
          <dd>{me.email}</dd>
        </div>
        <div>
          <dt>Notificación electrónica aceptada</dt>
          <dd>{formatDayTime(me.accepted_at)}</dd>
        </div>
      </dl>
      <h2 className="desk-section">Notificaciones</h2>
      {notifications.length === 0 ? (
        <p className="text-muted">La institución aún no le notificó documentos en esta casilla.</p>
      ) : (
        <ul className="casilla-list" aria-label="Notificaciones">
          {notifications.map((item) => (
            <Notification key={item.id} item={item} />
          ))}
        </ul>
      )}
      <h2 className="desk-section">Mis trámites</h2>
      {submissions.length === 0 ? (
        <p className="text-muted">
          Aún no envió documentos por la mesa de partes virtual con este documento y este correo.
        </p>
      ) : (
        <ul className="casilla-list">
          {submissions.map((item) => (
            <Submission key={item.request_number} item={item} />
          ))}
        </ul>
      )}
      <button type="button" className="p-button p-button-outlined p-component w-full" onClick={leave}>
        <span className="p-button-icon p-button-icon-left pi pi-sign-out" aria-hidden="true" />
        <span className="p-button-label">Cerrar sesión</span>
      </button>
    </div>
  );
}

export default function CasillaPage() {
  if (!casillaToken()) return <Navigate to="/casilla/ingresar" replace />;
  return (
    <AuthCard
      title="Mi casilla electrónica"
      subtitle="Sus notificaciones, sus datos y los documentos que envió a la institución."
      wide
    >
      <Casilla />
      <AuthLink to="/mesa-virtual" icon="pi-send">
        Enviar un documento por la mesa de partes virtual
      </AuthLink>
    </AuthCard>
  );
}
