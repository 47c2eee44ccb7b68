import { can } from '@shared/permissions';
import { citizenDocument, citizenName, PERSON_TYPES } from '@shared/schemas/citizens';
import { Button } from 'primereact/button';
import { Tag } from 'primereact/tag';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { CitizenQuickCreate } from '../../lib/citizens/CitizenQuickCreate';
import { type Citizen, DOCUMENT_TYPE_OPTIONS, PERSON_TYPE_OPTIONS } from '../../lib/citizens/citizen';
import { ResourceListPage } from '../../lib/crud/ResourceListPage';
import { useSession } from '../../lib/session';

const none = <span className="text-muted">—</span>;

export default function CitizensListPage() {
  const { permissions } = useSession();
  const navigate = useNavigate();
  const [quick, setQuick] = useState(false);
  const mayCreate = can(permissions, ['citizens-create']);
  return (
    <>
      <ResourceListPage<Citizen>
        resource="citizens"
        title="Destinatarios"
        subtitle="Personas naturales y jurídicas que remiten ingresos o reciben salidas."
        createLabel="Nuevo destinatario"
        searchPlaceholder="Buscar por nombre o documento"
        filters={[
          { name: 'person_type', label: 'Tipo de persona', options: PERSON_TYPE_OPTIONS },
          { name: 'document_type', label: 'Tipo de documento', options: DOCUMENT_TYPE_OPTIONS },
        ]}
        rowLabel={(row) => citizenName(row)}
        showPath={(row) => `/citizens/${row.id}`}
        toolbar={
          mayCreate && (
            <Button
              type="button"
              label="Registro rápido"
              icon="pi pi-bolt"
              outlined
              className="list-quick"
              onClick={() => setQuick(true)}
            />
          )
        }
        columns={[
          {
            field: 'name',
            header: 'Nombre o razón social',
            sortable: true,
            body: (row) => (
              <span className="cell-stack">
                <Link to={`/citizens/${row.id}`} className="cell-link">
                  {citizenName(row)}
                </Link>
                {/* On a phone the document column is hidden: it goes below the name. */}
                <small className="cell-code show-mobile">{citizenDocument(row)}</small>
              </span>
            ),
          },
          {
            field: 'document_number',
            header: 'Documento',
            sortable: true,
            hideOnMobile: true,
            body: (row) => <span className="cell-code">{citizenDocument(row)}</span>,
          },
          {
            field: 'person_type',
            header: 'Tipo de persona',
            hideOnMobile: true,
            body: (row) => (
              <Tag
                value={PERSON_TYPES[row.person_type]}
                severity={row.person_type === 'JURIDICA' ? 'info' : undefined}
                className={row.person_type === 'JURIDICA' ? undefined : 'tag-muted'}
              />
            ),
          },
          { field: 'email', header: 'Correo electrónico', hideOnMobile: true, body: (row) => row.email ?? none },
          { field: 'phone', header: 'Teléfono', hideOnMobile: true, body: (row) => row.phone ?? none },
        ]}
      />
      {mayCreate && (
        <CitizenQuickCreate
          visible={quick}
          onHide={() => setQuick(false)}
          onCreated={(_option, citizen) => {
            setQuick(false);
            navigate(`/citizens?q=${encodeURIComponent(citizen.document_number)}`);
          }}
        />
      )}
    </>
  );
}
