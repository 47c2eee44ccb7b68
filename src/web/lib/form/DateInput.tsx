/**
 * A calendar date on the app's one calendar (`CalendarInput`): `YYYY-MM-DD` in and out, null when
 * empty, and the text as typed while it is not a date (validation refuses it; the box keeps it).
 * `DateField` labels it for a form; lists of dates (the holidays) and the lists' day-range filter
 * use it as it is.
 */
import type { Ref } from 'react';
import { fromIsoDate, toIsoDate } from '../dates';
import { CalendarInput } from './CalendarInput';

interface DateInputProps {
  id: string;
  value: string | null | undefined;
  onChange: (value: string | null) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  invalid?: boolean;
  maxDate?: Date;
  placeholder?: string;
  className?: string;
  'aria-label'?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

export function DateInput({ value, onChange, ...rest }: DateInputProps) {
  return (
    <CalendarInput
      value={fromIsoDate(value) ?? (value || null)}
      onChange={(next) => onChange(next instanceof Date ? toIsoDate(next) : next || null)}
      {...rest}
    />
  );
}
