/**
 * "Nueva carpeta" and its edit: name, description and — for who sees their office's folders —
 * whether it is the office's and which other offices may read it.
 */

import { can } from '@shared/permissions';
import { folderInput } from '@shared/schemas/folders';
import { ResourceFormPage } from '../../../lib/crud/ResourceFormPage';
import { FormSection } from '../../../lib/form/FormSection';
import { FormTextAreaField } from '../../../lib/form/FormTextAreaField';
import { FormTextField } from '../../../lib/form/FormTextField';
import { OfficeField } from '../../../lib/form/OfficeField';
import { SelectField } from '../../../lib/form/SelectField';
import { useSession } from '../../../lib/session';
import { type Folder, VISIBILITY_OPTIONS } from '../folders.record';

export default function FolderFormPage() {
  const { permissions } = useSession();
  const officeWide = can(permissions, ['folders-index']);
  return (
    <ResourceFormPage<typeof folderInput, Folder>
      resource="folders"
      noun="carpeta"
      feminine
      schema={folderInput}
      defaults={{ name: '', description: '', visibility: 'personal', shared_office_ids: [] }}
      toValues={(f) => ({
        name: f.name,
        description: f.description ?? '',
        visibility: f.visibility,
        shared_office_ids: f.shared_office_ids,
      })}
      afterSave={(folder) => `/folders/${folder.id}`}
      fields={(form, record) => (
        <>
          <FormSection title="Carpeta" />
          <div className="form-grid-full">
            <FormTextField
              form={form}
              name="name"
              label="Nombre"
              maxLength={200}
              hint="Por ejemplo: Informes legales 2026"
              autoFocus
            />
          </div>
          <div className="form-grid-full">
            <FormTextAreaField
              form={form}
              name="description"
              label="Descripción (opcional)"
              maxLength={1000}
              rows={2}
            />
          </div>
          {officeWide && (
            <>
              <SelectField control={form.control} name="visibility" label="Tipo" options={VISIBILITY_OPTIONS} />
              <OfficeField
                control={form.control}
                name="shared_office_ids"
                label="Compartir con otras oficinas (solo lectura)"
                multiple
                current={record?.shared_offices}
              />
            </>
          )}
        </>
      )}
    />
  );
}
