import { Dropdown } from 'primereact/dropdown';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { Field } from './Field';

interface SelectFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  /** The control's id when it must differ from `name` (a form inside another form). */
  id?: string;
  label: string;
  options: { label: string; value: string | number }[];
  placeholder?: string;
  clearable?: boolean;
}

/** The options of a code → label map (states, channels, priorities), in its order. */
export const labelOptions = (labels: Record<string, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

/** A choice among a few fixed options (large lists use LookupField). */
export function SelectField<T extends FieldValues>(props: SelectFieldProps<T>) {
  const { control, name, label, options, placeholder = 'Seleccione', clearable = false } = props;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Field id={props.id ?? name} label={label} error={fieldState.error?.message}>
          <Dropdown
            inputId={props.id ?? name}
            focusInputRef={field.ref}
            value={field.value ?? null}
            options={options}
            onChange={(e) => field.onChange(e.value ?? null)}
            onBlur={field.onBlur}
            placeholder={placeholder}
            showClear={clearable}
            invalid={Boolean(fieldState.error)}
            className="w-full"
          />
        </Field>
      )}
    />
  );
}
