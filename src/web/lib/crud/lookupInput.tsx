/** What every server autocomplete (form field, list filter) shares: the search and the AutoComplete's look and feel. */
import type { LookupOption } from '@shared/crud';
import type { AutoCompletePassThroughOptions } from 'primereact/autocomplete';
import { useRef, useState } from 'react';

/**
 * The suggestions of the latest search (a newer search cancels the one still running). Once an
 * option is picked (or the field left) the list stays shut until the person types again or opens
 * it with its button: a search still under way, or one the autocomplete's typing delay starts
 * right after the pick, must not pop the list open again.
 */
export function useLookupSuggestions(find: (query: string, signal: AbortSignal) => Promise<LookupOption[]>) {
  const [suggestions, setSuggestions] = useState<LookupOption[]>([]);
  const abort = useRef<AbortController | null>(null);
  const shut = useRef(false);
  const search = async (query: string, event?: { type?: string }) => {
    // The dropdown button (a click) opens the list whatever happened before.
    if (event?.type === 'click') shut.current = false;
    if (shut.current) return;
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    try {
      const found = await find(query, controller.signal);
      if (!controller.signal.aborted) setSuggestions(found);
    } catch {
      if (!controller.signal.aborted) setSuggestions([]);
    }
  };
  /** Picked, cleared or left: nothing may reopen the list until `typed`. */
  const close = () => {
    shut.current = true;
    abort.current?.abort();
  };
  /** The person types: searches answer again. */
  const typed = () => {
    shut.current = false;
  };
  return { suggestions, search, close, typed };
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
