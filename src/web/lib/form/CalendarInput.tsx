/**
 * The app's one calendar, set up once for every date control (`DateInput`, `DateTimeField`, the
 * lists' `DateRangeFilter`): typed as dd/mm/aaaa (with hh:mm for a date-time) or picked from its
 * calendar button, never popping up on focus, so tabbing through a form stays quiet.
 *
 * Typed text is never dropped: text that is not a date yet (half typed, 31/02, a date-time
 * without its time, a day past `maxDate`) stays in the box and becomes the value as typed, a string, so validation refuses it
 * with its message instead of the field going blank and saving nothing.
 */
import { Calendar } from 'primereact/calendar';
import { type Ref, useState } from 'react';

/** A date the calendar holds, or the text typed that is not one. */
export type CalendarValue = Date | string | null;

export interface CalendarInputProps {
  id: string;
  value: CalendarValue;
  onChange: (value: CalendarValue) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  /** Hours and minutes too (dd/mm/aaaa hh:mm, 24 h). */
  time?: boolean;
  invalid?: boolean;
  maxDate?: Date;
  placeholder?: string;
  className?: string;
  'aria-label'?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

const TYPED = /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?: (\d{1,2}):(\d{2}))?$/;

/**
 * The day (and time, which a date-time needs) a whole dd/mm/aaaa[ hh:mm] text names, in local
 * fields; null for anything else: a half-typed or impossible day, a missing or half-typed time.
 */
export function typedDate(text: string, time = false): Date | null {
  const match = TYPED.exec(text.trim());
  if (!match || Boolean(match[4]) !== time) return null;
  const [d, m, y, h, min] = match.slice(1).map((part) => Number(part ?? 0)) as [number, number, number, number, number];
  const date = new Date(y, m - 1, d, h, min);
  const real = date.getDate() === d && date.getMonth() === m - 1 && h < 24 && min < 60;
  return real && y >= 1000 ? date : null;
}

/** The calendar's parser: what `typedDate` takes, anything else kept as typed. */
const parser = (time: boolean) => (text: string) => {
  const date = typedDate(text, time);
  if (!date) throw new Error('not a whole date');
  return date;
};

export function CalendarInput({
  id,
  value,
  onChange,
  onBlur,
  time,
  maxDate,
  placeholder,
  className,
  invalid,
  'aria-label': ariaLabel,
  'aria-invalid': ariaInvalid,
  'aria-describedby': ariaDescribedBy,
  ...rest
}: CalendarInputProps) {
  // While the person types, the calendar is handed their text: it rewrites its box whenever its
  // value changes («20/11/2026» would become «20/11/2026 00:00» under the fingers). Leaving the
  // box hands it the value again, written out in full.
  const [typing, setTyping] = useState<string | null>(null);
  return (
    <Calendar
      inputId={id}
      value={(typing ?? value) as Date | null}
      onChange={(e) => onChange((e.value as CalendarValue | undefined) ?? null)}
      onInput={(e) => {
        const text = (e.target as HTMLInputElement).value;
        setTyping(text);
        // The calendar ignores a whole date past maxDate: keep it as typed, for validation to refuse.
        const date = maxDate && typedDate(text, time);
        if (date && date > maxDate) onChange(text);
      }}
      onBlur={() => {
        setTyping(null);
        onBlur?.();
      }}
      keepInvalid
      parseDateTime={parser(Boolean(time))}
      showTime={time}
      hourFormat="24"
      dateFormat="dd/mm/yy"
      placeholder={placeholder ?? (time ? 'dd/mm/aaaa hh:mm' : 'dd/mm/aaaa')}
      maxDate={maxDate}
      showIcon
      showOnFocus={false}
      className={className ?? 'w-full'}
      ariaLabel={ariaLabel}
      invalid={invalid}
      pt={{ input: { root: { 'aria-invalid': ariaInvalid ?? invalid, 'aria-describedby': ariaDescribedBy } } }}
      {...rest}
    />
  );
}
