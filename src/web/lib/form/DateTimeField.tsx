/**
 * A labelled date and time of a form on the app's one calendar (`CalendarInput`), typed as
 * dd/mm/aaaa hh:mm or picked, kept in the form as an ISO date-time, null when empty, and as the
 * text typed while it is not a date-time (validation refuses it; the box keeps it). It reads and
 * writes the organisation's clock (Lima), whatever the browser's time zone.
 */
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';
import { fromOrganisationClock, toOrganisationClock } from '../dates';
import { CalendarInput, type CalendarValue } from './CalendarInput';
import { describedBy, Field } from './Field';

interface DateTimeFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label: string;
  hint?: string;
  maxDate?: Date;
}

/** An ISO instant as Lima's wall clock for the calendar; typed text as it is. */
function shown(value: unknown): CalendarValue {
  if (typeof value !== 'string' || !value) return null;
  const instant = new Date(value);
  return value.includes('T') && !Number.isNaN(instant.getTime()) ? toOrganisationClock(instant) : value;
}

export function DateTimeField<T extends FieldValues>({ control, name, label, hint, maxDate }: DateTimeFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <Field id={name} label={label} error={fieldState.error?.message} hint={hint}>
      <CalendarInput
        id={name}
        inputRef={field.ref}
        time
        value={shown(field.value)}
        onChange={(next) => field.onChange(next instanceof Date ? fromOrganisationClock(next).toISOString() : next)}
        onBlur={field.onBlur}
        maxDate={maxDate && toOrganisationClock(maxDate)}
        invalid={Boolean(fieldState.error)}
        {...describedBy(name, fieldState.error, hint)}
      />
    </Field>
  );
}
