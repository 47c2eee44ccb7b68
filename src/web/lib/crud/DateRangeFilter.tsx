/**
 * A list filter over a range of days, both ends in the URL (`from`, `to`). Picking one day and
 * closing the calendar filters that day alone.
 */
import { Calendar } from 'primereact/calendar';
import { useEffect, useState } from 'react';
import { fromIsoDate, toIsoDate } from '../dates';

interface DateRangeFilterProps {
  id: string;
  label: string;
  from: string | undefined;
  to: string | undefined;
  onChange: (from: string | undefined, to: string | undefined) => void;
}

type Range = (Date | null)[] | null;

export function DateRangeFilter({ id, label, from, to, onChange }: DateRangeFilterProps) {
  const [range, setRange] = useState<Range>(null);
  useEffect(() => {
    const start = fromIsoDate(from);
    setRange(start ? [start, fromIsoDate(to)] : null);
  }, [from, to]);

  const apply = (next: Range) => {
    const [start, end] = next ?? [];
    if (!start) onChange(undefined, undefined);
    else onChange(toIsoDate(start), toIsoDate(end ?? start));
  };

  return (
    <Calendar
      inputId={id}
      value={range}
      selectionMode="range"
      readOnlyInput={false}
      onChange={(e) => {
        const next = (e.value as Range) ?? null;
        setRange(next);
        if (!next || next[1]) apply(next);
      }}
      onHide={() => {
        if (range?.[0] && !range[1]) apply(range);
      }}
      dateFormat="dd/mm/yy"
      placeholder={label}
      aria-label={label}
      showIcon
      showButtonBar
      onClearButtonClick={() => apply(null)}
      className="list-filter list-date-range"
    />
  );
}
