/** The draft's data (type, addressees, subject, reference, who signs and who gives their V°B°), shared by «Proyectar» and «Datos del documento». */

import type { LookupOption } from '@shared/crud';
import type { draftFormInput } from '@shared/schemas/drafts';
import type { Control, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { FormTextAreaField } from '../../../lib/form/FormTextAreaField';
import { FormTextField } from '../../../lib/form/FormTextField';
import { LookupField } from '../../../lib/form/LookupField';
import { OfficeField } from '../../../lib/form/OfficeField';

export interface KnownOptions {
  type?: LookupOption[];
  citizens?: LookupOption[];
  offices?: LookupOption[];
  copyOffices?: LookupOption[];
  signer?: LookupOption[];
  reviewers?: LookupOption[];
}

export type DraftForm = UseFormReturn<z.input<typeof draftFormInput>, unknown, z.output<typeof draftFormInput>>;

export function DraftFields({ form, known }: { form: DraftForm; known: KnownOptions }) {
  // LookupField reads the values as typed (its control knows no transform).
  const control = form.control as unknown as Control<z.input<typeof draftFormInput>>;
  return (
    <>
      <LookupField
        control={control}
        name="type_output_id"
        label="Tipo de documento"
        resource="type-outputs"
        initial={known.type}
        autoFocus
      />
      <LookupField
        control={control}
        name="signer_id"
        label="Firma"
        resource="users"
        initial={known.signer}
        hint="Quien firma el documento: el jefe de la oficina o quien firma por la institución."
        placeholder="Nombre de la persona"
      />
      <div className="form-grid-full">
        <FormTextField form={form} name="subject" label="Asunto" maxLength={500} />
      </div>
      <div className="form-grid-full">
        <FormTextField form={form} name="reference" label="Referencia (opcional)" maxLength={500} />
      </div>
      <LookupField
        control={control}
        name="citizen_ids"
        label="Destinatarios: personas o instituciones"
        resource="citizens"
        multiple
        initial={known.citizens}
        placeholder="Nombre, razón social o documento"
      />
      <OfficeField
        control={control}
        name="office_ids"
        label="Destinatarios: oficinas"
        multiple
        initial={known.offices}
        hint="Varios destinatarios: documento múltiple."
      />
      <div className="form-grid-full">
        <LookupField
          control={control}
          name="reviewer_ids"
          label="Visto bueno, en orden (opcional)"
          resource="users"
          multiple
          initial={known.reviewers}
          placeholder="Nombre de la persona"
          hint="Cada persona da su V°B° en el orden en que la agrega, antes de la firma."
        />
      </div>
      <OfficeField
        control={control}
        name="copy_office_ids"
        label="Con copia (c.c.): oficinas (opcional)"
        multiple
        initial={known.copyOffices}
        hint="Cada oficina recibe su copia al despacharse el documento firmado."
      />
      <FormTextAreaField
        form={form}
        name="copies"
        label="Con copia (c.c.): otros, uno por línea (opcional)"
        rows={2}
        maxLength={1000}
      />
    </>
  );
}
