/** A list filter over a large resource (series, offices): server autocomplete, its id kept in the URL. */
import type { LookupOption } from '@shared/crud';
import { AutoComplete } from 'primereact/autocomplete';
import { useEffect, useRef, useState } from 'react';
import { lookup, useLookupOption } from './hooks';

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
  const [suggestions, setSuggestions] = useState<LookupOption[]>([]);
  const chosen = useRef<LookupOption | null>(null);
  const abort = useRef<AbortController | null>(null);
  const known = chosen.current?.id === value ? chosen.current : current?.id === value ? current : undefined;
  const named = useLookupOption(resource, value, value !== undefined && !known).data;
  const selected = value === undefined ? null : (known ?? named ?? { id: value, label: `#${value}` });
  const [text, setText] = useState<LookupOption | string | null>(selected);

  // Follow the URL (back button, clearing, the label arriving with the rows).
  const selectedKey = selected ? `${selected.id}:${selected.label}` : '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the selected option's identity
  useEffect(() => setText(selected), [selectedKey]);

  const search = async (query: string) => {
    abort.current?.abort();
    abort.current = new AbortController();
    try {
      setSuggestions(await lookup(resource, query, abort.current.signal));
    } catch {
      setSuggestions([]);
    }
  };

  return (
    <AutoComplete
      inputId={`filter-${name}`}
      value={text ?? ''}
      suggestions={suggestions}
      completeMethod={(e) => void search(e.query)}
      field="label"
      dropdown
      autoHighlight
      dropdownAriaLabel={`Ver opciones de ${label.toLowerCase()}`}
      delay={250}
      placeholder={label}
      aria-label={label}
      emptyMessage="No se encontraron resultados"
      showEmptyMessage
      itemTemplate={(option: LookupOption) => (
        <div className="lookup-option">
          <span>{option.label}</span>
          {option.description && <small className="text-muted">{option.description}</small>}
        </div>
      )}
      onChange={(e) => {
        const next = e.value as unknown;
        if (next && typeof next === 'object') {
          chosen.current = next as LookupOption;
          setText(next as LookupOption);
          onChange((next as LookupOption).id);
        } else if (!next) {
          setText(null);
          if (value !== undefined) onChange(undefined);
        } else setText(String(next));
      }}
      // Typed but not chosen: back to the filter in force.
      onBlur={() => setText(selected)}
      className="list-filter list-lookup-filter"
      inputClassName="w-full"
    />
  );
}
