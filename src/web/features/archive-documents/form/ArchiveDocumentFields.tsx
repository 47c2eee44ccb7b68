/** The fields an archived document shares between filing it and correcting it. */
import type { Control, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { DateField } from '../../../lib/form/DateField';
import { FormTextAreaField } from '../../../lib/form/FormTextAreaField';
import { FormTextField } from '../../../lib/form/FormTextField';
import { NumberField } from '../../../lib/form/NumberField';

type Name = 'position' | 'folio_from' | 'folio_to' | 'title' | 'document_date' | 'notes';

interface Props<T extends FieldValues, O extends FieldValues> {
  form: UseFormReturn<T, unknown, O>;
}

const path = <T extends FieldValues>(name: Name) => name as Path<T>;
/** The fields below take the form's input values only. */
const controlOf = <T extends FieldValues, O extends FieldValues>(form: UseFormReturn<T, unknown, O>) =>
  form.control as unknown as Control<T>;

/** N.° de orden and the folios; the order may be left out when filing (after the last). */
export function FolioFields<T extends FieldValues, O extends FieldValues>({
  form,
  positionOptional = false,
}: Props<T, O> & { positionOptional?: boolean }) {
  return (
    <>
      <NumberField
        control={controlOf(form)}
        name={path<T>('position')}
        label={positionOptional ? 'N.° de orden (opcional)' : 'N.° de orden'}
        hint={positionOptional ? 'Vacío: después del último.' : undefined}
      />
      <NumberField control={controlOf(form)} name={path<T>('folio_from')} label="Folio inicial" />
      <NumberField control={controlOf(form)} name={path<T>('folio_to')} label="Folio final" />
    </>
  );
}

/** A loose document's title and date (a record of the registry carries its own). */
export function LooseDocumentFields<T extends FieldValues, O extends FieldValues>({ form }: Props<T, O>) {
  return (
    <>
      <FormTextField form={form} name={path<T>('title')} label="Título" maxLength={500} />
      <DateField
        control={controlOf(form)}
        name={path<T>('document_date')}
        label="Fecha del documento"
        maxDate={new Date()}
      />
    </>
  );
}

export function NotesField<T extends FieldValues, O extends FieldValues>({
  form,
  label,
}: Props<T, O> & { label: string }) {
  return <FormTextAreaField form={form} name={path<T>('notes')} label={label} maxLength={1000} />;
}
