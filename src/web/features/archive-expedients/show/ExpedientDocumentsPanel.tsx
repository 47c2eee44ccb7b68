/** The unit's documents in order with their folio ranges, the units inside a box, and "Archivar documento". */

import { can } from '@shared/permissions';
import { ARCHIVE_SOURCE_KINDS, type ArchiveSourceKind } from '@shared/schemas/archive-expedients';
import { Link } from 'react-router';
import type { RecordContext } from '../../../lib/records/module';
import { useSession } from '../../../lib/session';
import { day, EXPEDIENTS_PATH, type Expedient } from '../archive-expedients.record';

const DOCUMENTS_PATH = '/archive-central/documents';

export function ExpedientDocumentsPanel({ record: unit }: RecordContext<Expedient>) {
  const { permissions } = useSession();
  const documents = unit.documents ?? [];
  const mayFile = unit.state === 'abierto' && can(permissions, ['archive-documents-create']);
  return (
    <section className="panel expedient-documents" aria-labelledby="expedient-documents-title">
      <div className="numbered-head">
        <h2 id="expedient-documents-title">
          Documentos ({documents.length}) · {unit.folios} {unit.folios === 1 ? 'folio' : 'folios'}
        </h2>
        {mayFile && (
          <Link to={`${DOCUMENTS_PATH}/create?expedient=${unit.id}`} className="p-button p-component p-button-outlined">
            <span className="p-button-icon p-button-icon-left pi pi-plus" aria-hidden="true" />
            <span className="p-button-label">Archivar documento</span>
          </Link>
        )}
      </div>
      {documents.length === 0 ? (
        <p className="text-muted">Aún no tiene documentos archivados.</p>
      ) : (
        <ol className="numbered-list">
          {documents.map((doc) => (
            <li key={doc.id} className="numbered-item expedient-document" aria-label={`Documento ${doc.position}`}>
              <span className="numbered-position">{doc.position}</span>
              <div className="numbered-main">
                <Link to={`${DOCUMENTS_PATH}/${doc.id}`} className="cell-link">
                  {doc.title}
                </Link>
                <small className="text-muted">
                  {day(doc.document_date)} ·{' '}
                  {doc.source_kind ? (
                    <Link to={`/${doc.source_kind}/${doc.source_id}`}>
                      {ARCHIVE_SOURCE_KINDS[doc.source_kind as ArchiveSourceKind]}
                    </Link>
                  ) : (
                    'Documento suelto'
                  )}
                </small>
              </div>
              <span className="expedient-document-folios nowrap">
                {doc.folio_from === doc.folio_to ? `f. ${doc.folio_from}` : `ff. ${doc.folio_from}–${doc.folio_to}`}
              </span>
            </li>
          ))}
        </ol>
      )}
      {(unit.contents ?? []).length > 0 && (
        <>
          <h3>Expedientes dentro de la caja</h3>
          <ul className="expedient-contents">
            {unit.contents!.map((u) => (
              <li key={u.id}>
                <Link to={`${EXPEDIENTS_PATH}/${u.id}`} className="cell-link cell-code">
                  {u.code}
                </Link>{' '}
                {u.title}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
