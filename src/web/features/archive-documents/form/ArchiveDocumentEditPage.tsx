/** Corrects an archived document's order, folios and notes (a loose one's title and date too) while its expedient is open. */
import { archiveDocumentEditInput } from '@shared/schemas/archive-expedients';
import { ResourceFormPage } from '../../../lib/crud/ResourceFormPage';
import { type ArchiveDocument, DOCUMENTS_PATH } from '../archive-documents.record';
import { FolioFields, LooseDocumentFields, NotesField } from './ArchiveDocumentFields';

const values = (d: ArchiveDocument) => ({
  position: d.position,
  folio_from: d.folio_from,
  folio_to: d.folio_to,
  notes: d.notes ?? '',
  title: d.title,
  document_date: d.document_date,
});

export default function ArchiveDocumentEditPage() {
  return (
    <ResourceFormPage<typeof archiveDocumentEditInput, ArchiveDocument>
      resource="archive-documents"
      basePath={DOCUMENTS_PATH}
      noun="documento archivado"
      schema={archiveDocumentEditInput}
      defaults={{}}
      toValues={values}
      lockedReason={() => 'Su expediente ya no está abierto: reábralo para corregir el orden o los folios.'}
      afterSave={(doc) => `${DOCUMENTS_PATH}/${doc.id}`}
      fields={(form, doc) => (
        <>
          <FolioFields form={form} />
          {doc?.source === null && <LooseDocumentFields form={form} />}
          <NotesField form={form} label="Observaciones" />
        </>
      )}
    />
  );
}
