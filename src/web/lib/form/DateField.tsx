/**
 * A calendar date typed as dd/mm/aaaa (or picked from the calendar button), kept in the form as
 * `YYYY-MM-DD`, null when empty. The calendar does not pop up on focus: tabbing through stays quiet.
 */
import { Calendar } from 'primereact/calendar';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';
import { fromIsoDate, toIsoDate } from '../dates';
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
      <Calendar
        inputId={name}
        inputRef={field.ref}
        value={fromIsoDate(field.value)}
        onChange={(e) => field.onChange(e.value instanceof Date ? toIsoDate(e.value) : null)}
        onBlur={field.onBlur}
        dateFormat="dd/mm/yy"
        placeholder="dd/mm/aaaa"
        maxDate={maxDate}
        showIcon
        showOnFocus={false}
        invalid={Boolean(fieldState.error)}
        className="w-full"
        {...describedBy(name, fieldState.error, hint)}
      />
    </Field>
  );
}
