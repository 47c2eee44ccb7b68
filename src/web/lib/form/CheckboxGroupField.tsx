import { Checkbox } from 'primereact/checkbox';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';

interface CheckboxGroupFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label: string;
  options: { label: string; value: string }[];
  /** Shown instead of the boxes while there is nothing to choose from. */
  empty?: string;
}

/**
 * Several of a few fixed options (a webhook's events, an integration's keys): one labelled
 * checkbox each, the value the checked ones in the options' order; field errors of the list or
 * of one item (`events.0`) below it.
 */
export function CheckboxGroupField<T extends FieldValues>({
  control,
  name,
  label,
  options,
  empty,
}: CheckboxGroupFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const checked = new Set<string>((field.value as string[] | undefined) ?? []);
        const toggle = (value: string, on: boolean) => {
          if (on) checked.add(value);
          else checked.delete(value);
          field.onChange(options.map((o) => o.value).filter((v) => checked.has(v)));
        };
        const error =
          fieldState.error?.message ??
          (Array.isArray(fieldState.error) ? fieldState.error.find((e) => e?.message)?.message : undefined);
        return (
          <fieldset className="field checkbox-group" aria-describedby={error ? `${name}-error` : undefined}>
            <legend>{label}</legend>
            {options.length === 0 && empty && <p className="text-muted">{empty}</p>}
            <div className="checkbox-group-options">
              {options.map((option) => (
                <div key={option.value} className="checkbox-group-option">
                  <Checkbox
                    inputId={`${name}-${option.value}`}
                    checked={checked.has(option.value)}
                    onChange={(e) => toggle(option.value, Boolean(e.checked))}
                    invalid={Boolean(error)}
                  />
                  <label htmlFor={`${name}-${option.value}`}>{option.label}</label>
                </div>
              ))}
            </div>
            {error && (
              <small id={`${name}-error`} className="p-error field-message" role="alert">
                {error}
              </small>
            )}
          </fieldset>
        );
      }}
    />
  );
}
