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
import { FormSection } from '../../../lib/form/FormSection';
import { LookupField } from '../../../lib/form/LookupField';
import { type ArchiveDocument, DOCUMENTS_PATH } from '../archive-documents.record';
import { FolioFields, LooseDocumentFields, NotesField } from './ArchiveDocumentFields';

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
      fields={(form) => (
        <>
          <FormSection title="Dónde se archiva" />
          <LookupField
            control={form.control}
            name="expedient_id"
            label="Expediente o caja (abierto)"
            resource="archive-expedients"
            search={openExpedients}
            onSelect={(option) => {
              if (!option) return;
              void api<{ data: { next_document: { position: number; folio_from: number } } }>(
                resourceUrl('archive-expedients', `/${option.id}`),
              ).then((answer) => {
                form.setValue('position', answer.data.next_document.position);
                form.setValue('folio_from', answer.data.next_document.folio_from);
              });
            }}
            autoFocus
          />
          <FolioFields form={form} positionOptional />
          <FormSection title="Documento" />
          <LooseDocumentFields form={form} />
          <NotesField form={form} label="Observaciones (opcional)" />
        </>
      )}
    />
  );
}
