/** One citizen: identification, contact and address data, with its Historial. */
import { CITIZEN_DOCUMENT_TYPES, citizenDocument, citizenName, PERSON_TYPES } from '@shared/schemas/citizens';
import { CITIZEN_FIELD_FORMATS, CITIZEN_FIELD_LABELS, type Citizen, citizenPlace } from '../../lib/citizens/citizen';
import { ShowHeader, showPage } from '../../lib/crud/ShowPage';
import { formatDayTime } from '../../lib/dates';
import { LinkButton } from '../../lib/LinkButton';
import { DataItem as Item } from '../../lib/records/RecordData';
import { HistorySection } from '../../lib/records/RecordSections';

function CitizenDetail({ record: citizen }: { record: Citizen }) {
  const legal = citizen.person_type === 'JURIDICA';
  return (
    <div className="page">
      <ShowHeader
        trail={[{ to: '/citizens', label: 'Destinatarios' }]}
        code={citizenDocument(citizen)}
        title={citizenName(citizen)}
        subtitle={`${PERSON_TYPES[citizen.person_type]} · ${citizenDocument(citizen)}`}
        actions={
          citizen.can.update && (
            <div className="show-actions">
              <LinkButton to={`/citizens/${citizen.id}/edit`} icon="pi-pencil" label="Editar" />
            </div>
          )
        }
      />

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
          <Item label="Distrito, provincia, departamento">
            {citizen.ubigeo ? (
              <>
                {citizenPlace(citizen)} <span className="text-muted">(ubigeo {citizen.ubigeo})</span>
              </>
            ) : (
              citizenPlace(citizen) && `${citizenPlace(citizen)} (texto anterior, sin ubigeo)`
            )}
          </Item>
          <Item label="Registrado">{formatDayTime(citizen.created_at)}</Item>
        </dl>
      </section>

      <HistorySection
        resource="citizens"
        id={citizen.id}
        labels={CITIZEN_FIELD_LABELS}
        formats={CITIZEN_FIELD_FORMATS}
      />
    </div>
  );
}

export default showPage<Citizen>('citizens', CitizenDetail);
