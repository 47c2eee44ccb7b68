/**
 * The proposed output's fields, in the order the output form has them (what it is, who signs it,
 * to whom it goes), as the requesting office and then the operator fill them in. The origin is
 * always the requesting office.
 */
import { ENTRY_PRIORITIES } from '@shared/schemas/entries';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { DateField } from '../../../lib/form/DateField';
import { DateTimeField } from '../../../lib/form/DateTimeField';
import { FormSection } from '../../../lib/form/FormSection';
import { LookupField } from '../../../lib/form/LookupField';
import { labelOptions, SelectField } from '../../../lib/form/SelectField';
import { TextField } from '../../../lib/form/TextField';
import { DocumentContentFields } from '../../../lib/records/DocumentContentFields';
import { RecipientRows } from '../../../lib/records/RecipientRows';
import type { KnownOptions, ProposedOutputValues } from './values';

const PRIORITY_OPTIONS = labelOptions(ENTRY_PRIORITIES);

export function ProposedOutputFields({
  form,
  known,
  officeId,
}: {
  form: UseFormReturn<ProposedOutputValues> | UseFormReturn<FieldValues>;
  known: KnownOptions;
  /** The requesting office: the signer is one of its people. */
  officeId: number | undefined;
}) {
  const { control, register, formState } = form as UseFormReturn<ProposedOutputValues>;
  return (
    <>
      <FormSection title="Documento a emitir" />
      <LookupField
        control={control}
        name="type_output_id"
        label="Tipo de salida"
        resource="type-outputs"
        placeholder="Oficio, carta, informe…"
        initial={known.type}
        autoFocus
      />
      <TextField
        id="reference"
        label="Referencia del documento (opcional)"
        autoComplete="off"
        maxLength={120}
        hint="Por ejemplo: OFICIO N.° 045-2026-OAJ"
        error={formState.errors.reference}
        registration={register('reference')}
      />
      <DateField control={control} name="document_date" label="Fecha del documento (opcional)" />
      <DateTimeField control={control} name="issued_at" label="Fecha y hora de emisión" />
      <DocumentContentFields control={control} register={register} summaryRows={2} />
      <SelectField control={control} name="priority" label="Prioridad" options={PRIORITY_OPTIONS} />
      <LookupField
        control={control}
        name="signer_id"
        label="Firmante (opcional)"
        resource="users"
        params={{ office_id: officeId }}
        hint="Una persona de la oficina solicitante."
        placeholder="Nombre de la persona"
        initial={known.signer}
      />
      <RecipientRows form={form as never} initial={known.citizens} />
    </>
  );
}
