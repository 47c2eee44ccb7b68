/**
 * What an output is, in the order a clerk reads it: its type and reference, its dates, subject
 * and content, and its priority. The output form and an output request (filled in by the office,
 * then by the operator who assigns it) both start with them.
 */
import type { LookupOption } from '@shared/crud';
import { ENTRY_PRIORITIES } from '@shared/schemas/entries';
import type { Control, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { DateField } from '../form/DateField';
import { DateTimeField } from '../form/DateTimeField';
import { FormSection } from '../form/FormSection';
import { LookupField } from '../form/LookupField';
import { labelOptions, SelectField } from '../form/SelectField';
import { TextField } from '../form/TextField';
import { DocumentContentFields } from './DocumentContentFields';

const PRIORITY_OPTIONS = labelOptions(ENTRY_PRIORITIES);

interface OutputDocumentFieldsProps {
  form: UseFormReturn<FieldValues>;
  /** The section's title: "Documento", "Documento a emitir". */
  title: string;
  /** The type's current choice, so an edited request shows its name. */
  initialType?: LookupOption[];
  /** The summary's height in lines (the textarea's own default when left out). */
  summaryRows?: number;
}

export function OutputDocumentFields({ form, title, initialType, summaryRows }: OutputDocumentFieldsProps) {
  const { control, register, formState } = form;
  return (
    <>
      <FormSection title={title} />
      <LookupField
        control={control}
        name="type_output_id"
        label="Tipo de salida"
        resource="type-outputs"
        placeholder="Oficio, carta, informe…"
        initial={initialType}
        autoFocus
      />
      <TextField
        id="reference"
        label="Referencia del documento (opcional)"
        autoComplete="off"
        maxLength={120}
        hint="Por ejemplo: OFICIO N.° 045-2026-OAJ"
        error={formState.errors.reference as never}
        registration={register('reference')}
      />
      <DateField control={control} name="document_date" label="Fecha del documento (opcional)" />
      <DateTimeField control={control} name="issued_at" label="Fecha y hora de emisión" />
      <DocumentContentFields control={control} register={register} summaryRows={summaryRows} />
      <SelectField control={control} name="priority" label="Prioridad" options={PRIORITY_OPTIONS} />
    </>
  );
}

/** «Firmante (opcional)»: a person of the office that issues the output, «de origen» or «solicitante». */
export function SignerField<T extends FieldValues>({
  control,
  officeId,
  office,
  initial,
}: {
  control: Control<T>;
  officeId: number | null | undefined;
  office: 'de origen' | 'solicitante';
  initial?: LookupOption[];
}) {
  return (
    <LookupField
      control={control}
      name={'signer_id' as Path<T>}
      label="Firmante (opcional)"
      resource="users"
      params={{ office_id: officeId }}
      hint={`Una persona de la oficina ${office}.`}
      placeholder="Nombre de la persona"
      initial={initial}
    />
  );
}
