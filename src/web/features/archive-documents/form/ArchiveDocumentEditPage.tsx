/** Corrects an archived document's order, folios and notes (a loose one's title and date too) while its expedient is open. */
import { archiveDocumentEditInput } from '@shared/schemas/archive-expedients';
import { ResourceFormPage } from '../../../lib/crud/ResourceFormPage';
import { DateField } from '../../../lib/form/DateField';
import { NumberField } from '../../../lib/form/NumberField';
import { TextAreaField } from '../../../lib/form/TextAreaField';
import { TextField } from '../../../lib/form/TextField';
import { type ArchiveDocument, DOCUMENTS_PATH } from '../archive-documents.record';

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
      fields={({ control, register, formState: { errors } }, doc) => (
        <>
          <NumberField control={control} name="position" label="N.° de orden" />
          <NumberField control={control} name="folio_from" label="Folio inicial" />
          <NumberField control={control} name="folio_to" label="Folio final" />
          {doc?.source === null && (
            <>
              <TextField
                id="title"
                label="Título"
                autoComplete="off"
                maxLength={500}
                error={errors.title}
                registration={register('title')}
              />
              <DateField control={control} name="document_date" label="Fecha del documento" maxDate={new Date()} />
            </>
          )}
          <TextAreaField
            id="notes"
            label="Observaciones"
            maxLength={1000}
            error={errors.notes}
            registration={register('notes')}
          />
        </>
      )}
    />
  );
}
