/**
 * "Archivar documento": a loose document (title, date, folios) into an open expedient. Records
 * of the registry (entries, outputs, supporting documents) are archived from their own page with
 * "Archivar en expediente", which links them and sets them «Archivado».
 */
import type { LookupOption } from '@shared/crud';
import { archiveDocumentInput } from '@shared/schemas/archive-expedients';
import { useSearchParams } from 'react-router';
import { api } from '../../../lib/api';
import { resourceUrl } from '../../../lib/crud/hooks';
import { ResourceFormPage } from '../../../lib/crud/ResourceFormPage';
import { DateField } from '../../../lib/form/DateField';
import { FormSection } from '../../../lib/form/FormSection';
import { LookupField } from '../../../lib/form/LookupField';
import { NumberField } from '../../../lib/form/NumberField';
import { TextAreaField } from '../../../lib/form/TextAreaField';
import { TextField } from '../../../lib/form/TextField';
import { type ArchiveDocument, DOCUMENTS_PATH } from '../archive-documents.record';

const openExpedients = async (q: string, signal?: AbortSignal): Promise<LookupOption[]> => {
  const query = new URLSearchParams({ state: 'abierto', q, per_page: '20', sort: 'code' });
  const page = await api<{ data: { id: number; code: string; title: string }[] }>(
    resourceUrl('archive-expedients', `?${query}`),
    { signal },
  );
  return page.data.map((e) => ({ id: e.id, label: e.code, description: e.title }));
};

export default function ArchiveDocumentCreatePage() {
  const [params] = useSearchParams();
  const expedient = Number(params.get('expedient')) || undefined;
  return (
    <ResourceFormPage<typeof archiveDocumentInput, ArchiveDocument>
      resource="archive-documents"
      basePath={DOCUMENTS_PATH}
      noun="documento archivado"
      schema={archiveDocumentInput}
      defaults={{
        expedient_id: expedient,
        position: null,
        folio_from: undefined,
        folio_to: undefined,
        notes: '',
        source_kind: null,
        source_id: null,
        title: '',
        document_date: null,
      }}
      toValues={() => ({})}
      afterSave={(doc) => `/archive-central/expedients/${doc.expedient_id}`}
      fields={({ control, register, setValue, formState: { errors } }) => (
        <>
          <FormSection title="Dónde se archiva" />
          <LookupField
            control={control}
            name="expedient_id"
            label="Expediente o caja (abierto)"
            resource="archive-expedients"
            search={openExpedients}
            onSelect={(option) => {
              if (!option) return;
              void api<{ data: { next_document: { position: number; folio_from: number } } }>(
                resourceUrl('archive-expedients', `/${option.id}`),
              ).then((answer) => {
                setValue('position', answer.data.next_document.position);
                setValue('folio_from', answer.data.next_document.folio_from);
              });
            }}
            autoFocus
          />
          <NumberField
            control={control}
            name="position"
            label="N.° de orden (opcional)"
            hint="Vacío: después del último."
          />
          <NumberField control={control} name="folio_from" label="Folio inicial" />
          <NumberField control={control} name="folio_to" label="Folio final" />
          <FormSection title="Documento" />
          <TextField
            id="title"
            label="Título"
            autoComplete="off"
            maxLength={500}
            error={errors.title}
            registration={register('title')}
          />
          <DateField control={control} name="document_date" label="Fecha del documento" maxDate={new Date()} />
          <TextAreaField
            id="notes"
            label="Observaciones (opcional)"
            maxLength={1000}
            error={errors.notes}
            registration={register('notes')}
          />
        </>
      )}
    />
  );
}
