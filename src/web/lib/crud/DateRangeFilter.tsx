/**
 * A list filter over a range of days, both ends in the URL (`from`, `to`): two boxes of the app's
 * one date input («desde», «hasta»), typed as dd/mm/aaaa or picked. Either end may stay empty. A
 * day filters as soon as it is whole; text that is not a day yet stays in its box, marked, and
 * filters nothing.
 */
import { useEffect, useState } from 'react';
import { fromIsoDate } from '../dates';
import { DateInput } from '../form/DateInput';

interface DateRangeFilterProps {
  id: string;
  label: string;
  from: string | undefined;
  to: string | undefined;
  onChange: (from: string | undefined, to: string | undefined) => void;
}

interface EndProps {
  id: string;
  label: string;
  value: string | undefined;
  onChange: (day: string | undefined) => void;
}

/** One end: what the URL says, or the text typed over it while it is not a day. */
function RangeEnd({ id, label, value, onChange }: EndProps) {
  const [typed, setTyped] = useState<string | null>(value ?? null);
  const [left, setLeft] = useState(false);
  useEffect(() => setTyped(value ?? null), [value]);
  const isDay = (text: string | null) => !text || fromIsoDate(text) !== null;
  return (
    <DateInput
      id={id}
      value={typed}
      onChange={(next) => {
        setTyped(next);
        setLeft(false);
        if (isDay(next)) onChange(next ?? undefined);
      }}
      onBlur={() => setLeft(true)}
      invalid={left && !isDay(typed)}
      placeholder={label}
      aria-label={label}
      className="list-date-range-end"
    />
  );
}

export function DateRangeFilter({ id, label, from, to, onChange }: DateRangeFilterProps) {
  return (
    <fieldset className="list-filter list-date-range" aria-label={label}>
      <RangeEnd id={id} label={`${label}: desde`} value={from} onChange={(day) => onChange(day, to)} />
      <RangeEnd id={`${id}-to`} label={`${label}: hasta`} value={to} onChange={(day) => onChange(from, day)} />
    </fieldset>
  );
}
