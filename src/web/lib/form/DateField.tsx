/**
 * A labelled calendar date of a form: the one date picker (`DateInput`, dd/mm/aaaa typed or picked),
 * kept in the form as `YYYY-MM-DD`, null when empty.
 */
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';
import { DateInput } from './DateInput';
import { describedBy, Field } from './Field';

interface DateFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label: string;
  hint?: string;
  maxDate?: Date;
}

export function DateField<T extends FieldValues>({ control, name, label, hint, maxDate }: DateFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <Field id={name} label={label} error={fieldState.error?.message} hint={hint}>
      <DateInput
        id={name}
        inputRef={field.ref}
        value={field.value}
        onChange={field.onChange}
        onBlur={field.onBlur}
        maxDate={maxDate}
        invalid={Boolean(fieldState.error)}
        {...describedBy(name, fieldState.error, hint)}
      />
    </Field>
  );
}
