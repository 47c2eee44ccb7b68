/**
 * What waits for an operator on a request's page: "Asignar" (to the side-by-side screen) and, before
 * that, the warning of a likely duplicate (same sender, sender's reference and date) with links.
 */
import { Message } from 'primereact/message';
import { Link } from 'react-router';
import { recordPath } from '../../../lib/records/columns';
import type { RecordContext } from '../../../lib/records/module';
import { personName } from '../../../lib/records/names';
import type { EntryRequest } from '../request';

export function DuplicateWarning({ request }: { request: EntryRequest }) {
  const duplicates = request.duplicates ?? [];
  if (duplicates.length === 0) return null;
  return (
    <Message
      severity="warn"
      className="page-notice request-duplicate"
      content={
        <div>
          <strong>Posible duplicado:</strong> el mismo remitente, documento y fecha figuran en
          <ul className="request-duplicates">
            {duplicates.map((d) => (
              <li key={`${d.resource}-${d.id}`}>
                <Link to={recordPath(d.resource, d.id)} className="cell-link">
                  {d.resource === 'entries' ? `Ingreso ${d.number}` : `Solicitud ${d.number}`}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      }
    />
  );
}

export function AssignNotice({ record }: RecordContext<EntryRequest>) {
  return (
    <>
      <DuplicateWarning request={record} />
      {record.held_by_other && (
        <Message
          severity="info"
          className="page-notice"
          text={`En revisión por ${personName(record.taken_by_user) || 'otro operador'}.`}
        />
      )}
      {record.can.assign && (
        <Message
          severity="info"
          className="page-notice"
          content={
            <div className="page-notice-content">
              <span>Revise la solicitud y registre el ingreso: podrá corregir los datos antes de confirmar.</span>
              <Link to={`/entry-requests/${record.id}/assign`} className="p-button p-button-sm p-component">
                <span className="p-button-icon p-button-icon-left pi pi-check-square" aria-hidden="true" />
                <span className="p-button-label">Asignar</span>
              </Link>
            </div>
          }
        />
      )}
    </>
  );
}
