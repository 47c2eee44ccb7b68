/**
 * What waits for an operator on a request's page: "Asignar" (to the side-by-side screen) and, before
 * that, the warning of a likely duplicate (same sender or office, reference and date) with links.
 */
import { Message } from 'primereact/message';
import { Link } from 'react-router';
import { recordPath } from '../records/columns';
import type { RecordContext } from '../records/module';
import { personName } from '../records/names';
import type { RequestRecord, RequestResource } from './request';

const RECORD_NOUNS: Record<string, string> = { entries: 'Ingreso', outputs: 'Salida' };

/** How each kind tells what it registers and what makes a duplicate. */
export interface RequestKindLook {
  resource: RequestResource;
  /** "el ingreso", "la salida". */
  recordNoun: string;
  /** "el mismo remitente, documento y fecha". */
  sameAs: string;
}

export function DuplicateWarning({ request, sameAs }: { request: RequestRecord; sameAs: string }) {
  const duplicates = request.duplicates ?? [];
  if (duplicates.length === 0) return null;
  return (
    <Message
      severity="warn"
      className="page-notice request-duplicate"
      content={
        <div>
          <strong>Posible duplicado:</strong> {sameAs} figuran en
          <ul className="request-duplicates">
            {duplicates.map((d) => (
              <li key={`${d.resource}-${d.id}`}>
                <Link to={recordPath(d.resource, d.id)} className="cell-link">
                  {`${RECORD_NOUNS[d.resource] ?? 'Solicitud'} ${d.number}`}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      }
    />
  );
}

export function assignNotice(look: RequestKindLook) {
  return function AssignNotice({ record }: RecordContext<RequestRecord>) {
    return (
      <>
        <DuplicateWarning request={record} sameAs={look.sameAs} />
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
                <span>
                  Revise la solicitud y registre {look.recordNoun}: podrá corregir los datos antes de confirmar.
                </span>
                <Link to={`/${look.resource}/${record.id}/assign`} className="p-button p-button-sm p-component">
                  <span className="p-button-icon p-button-icon-left pi pi-check-square" aria-hidden="true" />
                  <span className="p-button-label">Asignar</span>
                </Link>
              </div>
            }
          />
        )}
      </>
    );
  };
}
