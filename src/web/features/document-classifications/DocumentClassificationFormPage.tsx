import { documentClassificationInput } from '@shared/schemas/catalogs';
import { ResourceFormPage } from '../../lib/crud/ResourceFormPage';
import { FormTextAreaField } from '../../lib/form/FormTextAreaField';
import { FormTextField } from '../../lib/form/FormTextField';
import { SwitchField } from '../../lib/form/SwitchField';
import type { DocumentClassification } from './DocumentClassificationsListPage';
import { RESTRICTED_HELP } from './RestrictedTag';

export default function DocumentClassificationFormPage() {
  return (
    <ResourceFormPage<typeof documentClassificationInput, DocumentClassification>
      resource="document-classifications"
      noun="clasificación documental"
      feminine
      schema={documentClassificationInput}
      defaults={{ name: '', description: '', restricted: false }}
      toValues={(r) => ({ name: r.name, description: r.description ?? '', restricted: r.restricted })}
      fields={(form) => (
        <>
          <div className="form-grid-full">
            <FormTextField form={form} name="name" label="Nombre" autoFocus />
          </div>
          <div className="form-grid-full">
            <FormTextAreaField form={form} name="description" label="Descripción (opcional)" rows={3} maxLength={500} />
          </div>
          <div className="form-grid-full">
            <SwitchField control={form.control} name="restricted" label="Reservada" help={RESTRICTED_HELP} />
          </div>
          {form.watch('restricted') && (
            <div className="notice notice-warn form-grid-full" role="note">
              <i className="pi pi-lock" aria-hidden="true" />
              <span>
                Las demás oficinas no verán estos documentos; solo podrán consultarlos con un permiso de acceso temporal
                vigente.
              </span>
            </div>
          )}
        </>
      )}
    />
  );
}
