/**
 * Server-side autocomplete over a resource's `/lookup`: never a whole table in a dropdown. Made
 * for the keyboard: the first suggestion is highlighted, so typing and Tab (or Enter) picks it,
 * and the dropdown button stays out of the tab order. Only a chosen option becomes the value;
 * erasing the text clears it. What is typed stays in the input until an option is picked, the
 * text is erased or the input is left: PrimeReact writes its `value` back into the input on every
 * render, so the typed text is held in state and passed as that value.
 */
import type { LookupOption } from '@shared/crud';
import { AutoComplete } from 'primereact/autocomplete';
import { type ReactNode, useRef, useState } from 'react';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';
import { type LookupParams, lookup, useLookupOption } from '../crud/hooks';
import { lookupInputProps, lookupPassThrough, useLookupSuggestions } from '../crud/lookupInput';
import { describedBy, Field } from './Field';

export interface LookupFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label: string;
  resource: string;
  /** Narrows the options, e.g. `{ office_id }` for the people of one office. */
  params?: LookupParams;
  /** Searches elsewhere than `/lookup` (a resource without one); its values are then named by `initial` only. */
  search?: (q: string, signal?: AbortSignal) => Promise<LookupOption[]>;
  /**
   * The option(s) of the current value, so an edit form shows labels without a lookup; options
   * added later (a record created from the form) are known from then on. A single value not
   * known here is named by `/lookup?id=`.
   */
  initial?: LookupOption[];
  multiple?: boolean;
  placeholder?: string;
  hint?: string;
  autoFocus?: boolean;
  disabled?: boolean;
  /** The whole text typed so far, on every keystroke (e.g. to start a new record with it). */
  onType?: (text: string) => void;
  /** The user picked an option (or cleared a single value): e.g. take a type's default deadline. */
  onSelect?: (option: LookupOption | null) => void;
  /** A control beside the input, e.g. a button that creates a record (CitizenLookupField). */
  action?: ReactNode;
}

export function LookupField<T extends FieldValues>(props: LookupFieldProps<T>) {
  const { control, name, label, resource, multiple = false } = props;
  const { field, fieldState } = useController({ control, name });
  const known = useRef(new Map<number, LookupOption>());
  const [typed, setTyped] = useState<string | null>(null);
  for (const option of props.initial ?? []) known.current.set(option.id, option);

  const single = !multiple && typeof field.value === 'number' ? (field.value as number) : null;
  const named = useLookupOption(resource, single, single !== null && !props.search && !known.current.has(single));
  if (named.data) known.current.set(named.data.id, named.data);

  const find = async (query: string, signal?: AbortSignal) => {
    const options = props.search
      ? await props.search(query, signal)
      : await lookup(resource, query, signal, props.params);
    for (const option of options) known.current.set(option.id, option);
    return options;
  };
  const { suggestions, search, close, typed: typing } = useLookupSuggestions(find);
  /** Text left in the input that named no option: said under the field, never dropped in silence. */
  const [unmatched, setUnmatched] = useState<string | null>(null);

  /** Counts the picks, so a lookup started on leaving the input yields to a pick made meanwhile (a click on an option blurs the input first). */
  const picks = useRef(0);

  const choose = (option: LookupOption) => {
    picks.current += 1;
    setUnmatched(null);
    field.onChange(option.id);
    props.onSelect?.(option);
  };

  /** Left with text typed and nothing picked (Tab before the list came): the one option it names exactly, if any. */
  const settleTyped = async (text: string) => {
    const before = picks.current;
    const exact = (await find(text)).filter((o) => namesExactly(o, text));
    if (picks.current !== before) return;
    if (exact.length === 1) choose(exact[0]!);
    else setUnmatched(text);
  };

  const toOption = (id: number) => known.current.get(id) ?? { id, label: `#${id}` };
  const value = multiple
    ? ((field.value as number[] | undefined) ?? []).map(toOption)
    : (typed ?? (single !== null ? toOption(single) : undefined));
  const input = (
    <AutoComplete
      inputId={name}
      inputRef={field.ref}
      value={value}
      suggestions={suggestions}
      completeMethod={(e) => void search(e.query, e.originalEvent)}
      {...lookupInputProps(label)}
      multiple={multiple}
      dropdown={!multiple}
      pt={{ ...lookupPassThrough, dropdownButton: { root: { tabIndex: -1 } } }}
      autoFocus={props.autoFocus}
      disabled={props.disabled}
      placeholder={props.placeholder ?? 'Escriba para buscar…'}
      onChange={(e) => {
        const chosen = e.value as unknown;
        if (multiple) {
          // Picked or removed a chip: a search still waiting must not reopen the list.
          close();
          field.onChange(((chosen as LookupOption[] | null) ?? []).map((o) => o.id));
        } else if (typeof chosen === 'string' && chosen !== '') {
          typing();
          setUnmatched(null);
          setTyped(chosen);
          props.onType?.(chosen);
        } else if (chosen && typeof chosen === 'object') {
          close();
          setTyped(null);
          choose(chosen as LookupOption);
        } else {
          setTyped(null);
          setUnmatched(null);
          props.onType?.('');
          field.onChange(null);
          props.onSelect?.(null);
        }
      }}
      // A multiple lookup reports no typing through onChange: a printable key or a deletion
      // lets searches answer again.
      onKeyUp={(e) => {
        if (multiple && (e.key.length === 1 || e.key === 'Backspace' || e.key === 'Delete')) typing();
      }}
      onBlur={(e) => {
        // Typed but not chosen: the input shows again what the field holds. (PrimeReact's
        // forceSelection would also clear a value it never listed, e.g. an edit form's.)
        close();
        const text = typeof typed === 'string' ? typed.trim() : '';
        setTyped(null);
        const held = single !== null ? toOption(single).label : '';
        if (e.target.value !== held) e.target.value = held;
        if (!multiple && text !== '' && text !== held) void settleTyped(text);
        field.onBlur();
      }}
      invalid={Boolean(fieldState.error) || unmatched !== null}
      className="w-full"
      inputClassName="w-full"
      {...describedBy(name, fieldState.error, props.hint)}
    />
  );
  return (
    <Field
      id={name}
      label={label}
      error={
        fieldState.error?.message ??
        (unmatched === null ? undefined : `«${unmatched}» no coincide con ninguna opción: elija una de la lista.`)
      }
      hint={props.hint}
    >
      {props.action ? (
        <div className="lookup-with-action">
          {input}
          {props.action}
        </div>
      ) : (
        input
      )}
    </Field>
  );
}

/** Whether an option is the one the text names: its whole label, or the code or number its label starts with. */
export function namesExactly(option: LookupOption, text: string): boolean {
  const label = option.label.toLocaleLowerCase('es');
  const wanted = text.toLocaleLowerCase('es');
  return label === wanted || label.startsWith(`${wanted} ·`) || label.startsWith(`${wanted} -`);
}
