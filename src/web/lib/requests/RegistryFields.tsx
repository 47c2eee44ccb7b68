/** "Para mesa de partes": what a request adds to the proposed record — urgency, paper original, note. */
import type { FieldError, FieldValues, UseFormReturn } from 'react-hook-form';
import { FormSection } from '../form/FormSection';
import { SelectField } from '../form/SelectField';
import { SwitchField } from '../form/SwitchField';
import { TextAreaField } from '../form/TextAreaField';
import { URGENCY_OPTIONS } from './request';

export function RegistryFields({ form }: { form: UseFormReturn<FieldValues> }) {
  return (
    <>
      <FormSection title="Para mesa de partes" />
      <SelectField control={form.control} name="urgency" label="Urgencia" options={URGENCY_OPTIONS} />
      <SwitchField control={form.control} name="paper_to_come" label="El original en papel se entregará después" />
      <TextAreaField
        id="note"
        label="Nota (opcional)"
        maxLength={1000}
        error={form.formState.errors.note as FieldError | undefined}
        registration={form.register('note')}
      />
    </>
  );
}
