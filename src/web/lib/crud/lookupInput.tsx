/** What every server autocomplete (form field, list filter) shares: the search and the AutoComplete's look and feel. */
import type { LookupOption } from '@shared/crud';
import type { AutoCompletePassThroughOptions } from 'primereact/autocomplete';
import { useRef, useState } from 'react';

/** The suggestions of the latest search; a newer search cancels the one still running. */
export function useLookupSuggestions(find: (query: string, signal: AbortSignal) => Promise<LookupOption[]>) {
  const [suggestions, setSuggestions] = useState<LookupOption[]>([]);
  const abort = useRef<AbortController | null>(null);
  const search = async (query: string) => {
    abort.current?.abort();
    abort.current = new AbortController();
    try {
      setSuggestions(await find(query, abort.current.signal));
    } catch {
      setSuggestions([]);
    }
  };
  return { suggestions, search };
}

function renderOption(option: LookupOption) {
  return (
    <div className="lookup-option">
      <span>{option.label}</span>
      {option.description && <small className="text-muted">{option.description}</small>}
    </div>
  );
}

/**
 * Pressing an option must not take the focus from the input: the blur re-renders the
 * AutoComplete, which realigns its panel (from above the input to below it once the page has
 * scrolled, or after an error message moved the field), so the mouse is released elsewhere and
 * the click that picks the option never happens.
 */
export const lookupPassThrough: AutoCompletePassThroughOptions = {
  panel: { onMouseDown: (event) => event.preventDefault() },
};

/** The first suggestion is highlighted, so Tab or Enter takes it. */
export function lookupInputProps(label: string) {
  return {
    field: 'label',
    autoHighlight: true,
    delay: 250,
    dropdownAriaLabel: `Ver opciones de ${label.toLowerCase()}`,
    emptyMessage: 'No se encontraron resultados',
    showEmptyMessage: true,
    itemTemplate: renderOption,
    pt: lookupPassThrough,
  };
}
