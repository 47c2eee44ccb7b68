/**
 * A date and time typed as dd/mm/aaaa hh:mm (or picked from the calendar button), kept in the
 * form as an ISO date-time, null when empty. The calendar does not pop up on focus. It reads and
 * writes the organisation's clock (Lima), whatever the browser's time zone.
 */
import { Calendar } from 'primereact/calendar';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';
import { fromOrganisationClock, toOrganisationClock } from '../dates';
import { describedBy, Field } from './Field';

interface DateTimeFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label: string;
  hint?: string;
  maxDate?: Date;
}

export function DateTimeField<T extends FieldValues>({ control, name, label, hint, maxDate }: DateTimeFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <Field id={name} label={label} error={fieldState.error?.message} hint={hint}>
      <Calendar
        inputId={name}
        inputRef={field.ref}
        value={typeof field.value === 'string' && field.value ? toOrganisationClock(new Date(field.value)) : null}
        onChange={(e) => field.onChange(e.value instanceof Date ? fromOrganisationClock(e.value).toISOString() : null)}
        onBlur={field.onBlur}
        showTime
        hourFormat="24"
        dateFormat="dd/mm/yy"
        placeholder="dd/mm/aaaa hh:mm"
        maxDate={maxDate && toOrganisationClock(maxDate)}
        showIcon
        showOnFocus={false}
        invalid={Boolean(fieldState.error)}
        className="w-full"
        {...describedBy(name, fieldState.error, hint)}
      />
    </Field>
  );
}
