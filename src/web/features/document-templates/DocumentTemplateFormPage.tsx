/**
 * A document template: its type, its office (or the whole institution) and its body, written in
 * the same editor as drafts, with the merge fields listed for the author to type.
 */

import { emptyDoc } from '@shared/rich-text';
import { documentTemplateInput, MERGE_FIELDS } from '@shared/schemas/drafts';
import { ResourceFormPage } from '../../lib/crud/ResourceFormPage';
import { FormTextAreaField } from '../../lib/form/FormTextAreaField';
import { FormTextField } from '../../lib/form/FormTextField';
import { LookupField } from '../../lib/form/LookupField';
import { OfficeField } from '../../lib/form/OfficeField';
import { RichTextField } from '../../lib/richtext/RichTextField';
import type { DocumentTemplate } from './DocumentTemplatesListPage';

const FIELDS_HINT = `Campos de combinación: ${Object.entries(MERGE_FIELDS)
  .map(([name, label]) => `{{${name}}} (${label.toLowerCase()})`)
  .join(', ')}.`;

export default function DocumentTemplateFormPage() {
  return (
    <ResourceFormPage<typeof documentTemplateInput, DocumentTemplate>
      resource="document-templates"
      noun="plantilla"
      feminine
      schema={documentTemplateInput}
      defaults={{ name: '', office_id: null, body: emptyDoc(), copies: '', active: true }}
      toValues={(r) => ({
        name: r.name,
        type_output_id: r.type_output_id,
        office_id: r.office_id,
        body: r.body,
        copies: r.copies ?? '',
        active: r.active,
      })}
      fields={(form, record) => (
        <>
          <div className="form-grid-full">
            <FormTextField form={form} name="name" label="Nombre" maxLength={120} autoFocus />
          </div>
          <LookupField
            control={form.control}
            name="type_output_id"
            label="Tipo de documento"
            resource="type-outputs"
            initial={record?.type_output ? [{ id: record.type_output_id, label: record.type_output.name }] : []}
          />
          <OfficeField
            control={form.control}
            name="office_id"
            label="Oficina (vacío: toda la institución)"
            current={record?.office}
          />
          <RichTextField control={form.control} name="body" label="Texto de la plantilla" hint={FIELDS_HINT} />
          <div className="form-grid-full">
            <FormTextAreaField
              form={form}
              name="copies"
              label="Con copia (c.c.), una por línea"
              rows={2}
              maxLength={1000}
            />
          </div>
        </>
      )}
    />
  );
}
