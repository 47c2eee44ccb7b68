/** A list filter over a large resource (series, offices): server autocomplete, its id kept in the URL. */
import type { LookupOption } from '@shared/crud';
import { AutoComplete } from 'primereact/autocomplete';
import { useEffect, useRef, useState } from 'react';
import { lookup, useLookupOption } from './hooks';
import { lookupInputProps, useLookupSuggestions } from './lookupInput';

interface LookupFilterProps {
  /** The list parameter, e.g. `series_id`. */
  name: string;
  label: string;
  resource: string;
  /** The id in the URL, if any. */
  value: number | undefined;
  /** The option of that id when the page already knows it (from the rows); else `/lookup?id=` names it. */
  current?: LookupOption;
  onChange: (id: number | undefined) => void;
}

export function LookupFilter({ name, label, resource, value, current, onChange }: LookupFilterProps) {
  const chosen = useRef<LookupOption | null>(null);
  const known = chosen.current?.id === value ? chosen.current : current?.id === value ? current : undefined;
  const named = useLookupOption(resource, value, value !== undefined && !known).data;
  const selected = value === undefined ? null : (known ?? named ?? { id: value, label: `#${value}` });
  const [text, setText] = useState<LookupOption | string | null>(selected);

  // Follow the URL (back button, clearing, the label arriving with the rows).
  const selectedKey = selected ? `${selected.id}:${selected.label}` : '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the selected option's identity
  useEffect(() => setText(selected), [selectedKey]);

  const { suggestions, search, close, typed } = useLookupSuggestions((query, signal) =>
    lookup(resource, query, signal),
  );

  return (
    <AutoComplete
      inputId={`filter-${name}`}
      value={text ?? ''}
      suggestions={suggestions}
      completeMethod={(e) => void search(e.query, e.originalEvent)}
      {...lookupInputProps(label)}
      dropdown
      placeholder={label}
      aria-label={label}
      onChange={(e) => {
        const next = e.value as unknown;
        if (next && typeof next === 'object') {
          close();
          chosen.current = next as LookupOption;
          setText(next as LookupOption);
          onChange((next as LookupOption).id);
        } else if (!next) {
          setText(null);
          if (value !== undefined) onChange(undefined);
        } else {
          typed();
          setText(String(next));
        }
      }}
      // Typed but not chosen: back to the filter in force.
      onBlur={() => {
        close();
        setText(selected);
      }}
      className="list-filter list-lookup-filter"
      inputClassName="w-full"
    />
  );
}
