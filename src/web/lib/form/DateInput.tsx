/**
 * The app's one date picker: typed as dd/mm/aaaa or picked from its calendar button, `YYYY-MM-DD`
 * in and out (null when empty). It does not pop up on focus, so tabbing through a form stays quiet.
 * `DateField` labels it for a form; lists of dates (the holidays) use it as it is.
 */
import { Calendar } from 'primereact/calendar';
import type { Ref } from 'react';
import { fromIsoDate, toIsoDate } from '../dates';

interface DateInputProps {
  id: string;
  value: string | null | undefined;
  onChange: (value: string | null) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  invalid?: boolean;
  maxDate?: Date;
  'aria-label'?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

export function DateInput({ id, value, onChange, onBlur, inputRef, invalid, maxDate, ...aria }: DateInputProps) {
  return (
    <Calendar
      inputId={id}
      inputRef={inputRef}
      value={fromIsoDate(value ?? null)}
      onChange={(e) => onChange(e.value instanceof Date ? toIsoDate(e.value) : null)}
      onBlur={onBlur}
      dateFormat="dd/mm/yy"
      placeholder="dd/mm/aaaa"
      maxDate={maxDate}
      showIcon
      showOnFocus={false}
      invalid={invalid}
      className="w-full"
      {...aria}
    />
  );
}
