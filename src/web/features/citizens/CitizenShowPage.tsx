/** One citizen: identification, contact and address data, with its Historial. */
import { CITIZEN_DOCUMENT_TYPES, citizenDocument, citizenName, PERSON_TYPES } from '@shared/schemas/citizens';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { CITIZEN_FIELD_FORMATS, CITIZEN_FIELD_LABELS, type Citizen } from '../../lib/citizens/citizen';
import { HistoryPanel } from '../../lib/crud/HistoryPanel';
import { useResourceRecord } from '../../lib/crud/hooks';
import { formatDayTime } from '../../lib/dates';
import { LoadError } from '../../lib/LoadError';
import { Spinner } from '../../lib/Spinner';

export default function CitizenShowPage() {
  const id = Number(useParams().id);
  const record = useResourceRecord<Citizen>('citizens', id);
  if (record.error) return <LoadError error={record.error} onRetry={() => void record.refetch()} />;
  if (!record.data) return <Spinner />;
  return <CitizenDetail citizen={record.data} />;
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children || <span className="text-muted">—</span>}</dd>
    </div>
  );
}

function CitizenDetail({ citizen }: { citizen: Citizen }) {
  const name = citizenName(citizen);
  const legal = citizen.person_type === 'JURIDICA';
  return (
    <div className="page">
      <header className="page-header">
        <div>
          <nav aria-label="Ruta de navegación" className="breadcrumb">
            <Link to="/citizens">Destinatarios</Link>
            <span aria-hidden="true"> / </span>
            <span>{citizenDocument(citizen)}</span>
          </nav>
          <h1>{name}</h1>
          <p className="page-subtitle">
            {PERSON_TYPES[citizen.person_type]} · {citizenDocument(citizen)}
          </p>
        </div>
        {citizen.can.update && (
          <div className="show-actions">
            <Link to={`/citizens/${citizen.id}/edit`} className="p-button p-component">
              <span className="p-button-icon p-button-icon-left pi pi-pencil" aria-hidden="true" />
              <span className="p-button-label">Editar</span>
            </Link>
          </div>
        )}
      </header>

      <section className="panel" aria-label="Datos del destinatario">
        <dl className="detail-grid">
          <Item label="Tipo de persona">{PERSON_TYPES[citizen.person_type]}</Item>
          <Item label="Tipo de documento">{CITIZEN_DOCUMENT_TYPES[citizen.document_type]}</Item>
          <Item label="Número de documento">{citizen.document_number}</Item>
          {legal ? (
            <Item label="Razón social">{citizen.business_name}</Item>
          ) : (
            <>
              <Item label="Nombres">{citizen.names}</Item>
              <Item label="Apellidos">{citizen.surnames}</Item>
              {citizen.business_name && <Item label="Nombre comercial">{citizen.business_name}</Item>}
            </>
          )}
          <Item label="Correo electrónico">
            {citizen.email && <a href={`mailto:${citizen.email}`}>{citizen.email}</a>}
          </Item>
          <Item label="Teléfono">{citizen.phone}</Item>
          <Item label="Dirección">{citizen.address}</Item>
          <Item label="Departamento">{citizen.department}</Item>
          <Item label="Provincia">{citizen.province}</Item>
          <Item label="Distrito">{citizen.district}</Item>
          <Item label="Registrado">{formatDayTime(citizen.created_at)}</Item>
        </dl>
      </section>

      <section className="panel table-card history-stack citizen-history" aria-labelledby="citizen-history-title">
        <h2 id="citizen-history-title">Historial</h2>
        <HistoryPanel
          resource="citizens"
          id={citizen.id}
          labels={CITIZEN_FIELD_LABELS}
          formats={CITIZEN_FIELD_FORMATS}
        />
      </section>
    </div>
  );
}
