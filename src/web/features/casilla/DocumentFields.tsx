/** DNI or RUC and its number, as the casilla's forms ask them. */
import { CASILLA_DOCUMENT_TYPES } from '@shared/schemas/casilla';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { FormTextField } from '../../lib/form/FormTextField';
import { SelectField } from '../../lib/form/SelectField';

export interface DocumentValues extends FieldValues {
  document_type: 'DNI' | 'RUC';
  document_number: string;
}

const typeOptions = Object.entries(CASILLA_DOCUMENT_TYPES).map(([value, label]) => ({ value, label }));

export function DocumentFields<T extends DocumentValues>({
  form,
  autoFocus,
}: {
  form: UseFormReturn<T>;
  autoFocus?: boolean;
}) {
  const ruc = form.watch('document_type' as Path<T>) === 'RUC';
  return (
    <>
      <SelectField control={form.control} name={'document_type' as Path<T>} label="Documento" options={typeOptions} />
      <FormTextField
        form={form}
        name={'document_number' as Path<T>}
        label={ruc ? 'Número de RUC' : 'Número de DNI'}
        inputMode="numeric"
        maxLength={ruc ? 11 : 8}
        hint={ruc ? '11 dígitos.' : '8 dígitos.'}
        autoFocus={autoFocus}
      />
    </>
  );
}
