/** Server-side autocomplete over a resource's `/lookup`: never a whole table in a dropdown. */
import type { LookupOption } from '@shared/crud';
import { AutoComplete } from 'primereact/autocomplete';
import { type ReactNode, useRef, useState } from 'react';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { type LookupParams, lookup } from '../crud/hooks';
import { Field } from './Field';

interface LookupFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label: string;
  resource: string;
  /** Narrows the options, e.g. `{ office_id }` for the people of one office. */
  params?: LookupParams;
  /**
   * The option(s) of the current value, so an edit form shows labels without a lookup; options
   * added later (a record created from the form) are known from then on.
   */
  initial?: LookupOption[];
  multiple?: boolean;
  placeholder?: string;
  /** A control beside the input, e.g. a button that creates a record (CitizenLookupField). */
  action?: ReactNode;
}

export function LookupField<T extends FieldValues>(props: LookupFieldProps<T>) {
  const { control, name, label, resource, multiple = false } = props;
  const [suggestions, setSuggestions] = useState<LookupOption[]>([]);
  const known = useRef(new Map<number, LookupOption>());
  for (const option of props.initial ?? []) known.current.set(option.id, option);
  const abort = useRef<AbortController | null>(null);

  const search = async (query: string) => {
    abort.current?.abort();
    abort.current = new AbortController();
    try {
      const options = await lookup(resource, query, abort.current.signal, props.params);
      for (const option of options) known.current.set(option.id, option);
      setSuggestions(options);
    } catch {
      setSuggestions([]);
    }
  };

  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const toOption = (id: number) => known.current.get(id) ?? { id, label: `#${id}` };
        const value = multiple
          ? ((field.value as number[] | undefined) ?? []).map(toOption)
          : field.value
            ? toOption(field.value as number)
            : undefined;
        const input = (
          <AutoComplete
            inputId={name}
            value={value}
            suggestions={suggestions}
            completeMethod={(e) => void search(e.query)}
            field="label"
            multiple={multiple}
            dropdown={!multiple}
            forceSelection
            delay={250}
            placeholder={props.placeholder ?? 'Escriba para buscar…'}
            emptyMessage="No se encontraron resultados"
            showEmptyMessage
            itemTemplate={(option: LookupOption) => (
              <div className="lookup-option">
                <span>{option.label}</span>
                {option.description && <small className="text-muted">{option.description}</small>}
              </div>
            )}
            onChange={(e) => {
              const chosen = e.value as unknown;
              if (multiple) field.onChange(((chosen as LookupOption[] | null) ?? []).map((o) => o.id));
              else if (chosen && typeof chosen === 'object') field.onChange((chosen as LookupOption).id);
              else if (!chosen) field.onChange(null);
            }}
            onBlur={field.onBlur}
            invalid={Boolean(fieldState.error)}
            className="w-full"
            inputClassName="w-full"
          />
        );
        return (
          <Field id={name} label={label} error={fieldState.error?.message}>
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
      }}
    />
  );
}
