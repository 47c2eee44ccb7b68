/** What a citizen says of the document sent: its type (where the form asks it), subject and folios. */
import type { DeskOptions } from '@shared/schemas/virtual-desk';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { FormTextAreaField } from '../form/FormTextAreaField';
import { FormTextField } from '../form/FormTextField';
import { SelectField } from '../form/SelectField';

export function DeskDocumentFields<T extends FieldValues & { subject: string; folios: string }>({
  form,
  typeEntries,
}: {
  form: UseFormReturn<T>;
  /** The types offered; a correction keeps the type and leaves it out. */
  typeEntries?: DeskOptions['type_entries'];
}) {
  return (
    <>
      {typeEntries && (
        <SelectField
          control={form.control}
          name={'type_entry_id' as Path<T>}
          label="Tipo de documento"
          options={typeEntries.map((t) => ({ value: t.id, label: t.name }))}
        />
      )}
      <FormTextAreaField form={form} name={'subject' as Path<T>} label="Asunto" maxLength={500} />
      <FormTextField form={form} name={'folios' as Path<T>} label="Número de folios" inputMode="numeric" />
    </>
  );
}
