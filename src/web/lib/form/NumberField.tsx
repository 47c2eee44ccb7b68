import { InputNumber } from 'primereact/inputnumber';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { describedBy, Field } from './Field';

interface NumberFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label: string;
  min?: number;
  max?: number;
  suffix?: string;
  hint?: string;
}

export function NumberField<T extends FieldValues>({
  control,
  name,
  label,
  min,
  max,
  suffix,
  hint,
}: NumberFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Field id={name} label={label} error={fieldState.error?.message} hint={hint}>
          <InputNumber
            inputId={name}
            inputRef={field.ref}
            value={field.value ?? null}
            onChange={(e) => field.onChange(e.value ?? null)}
            onBlur={field.onBlur}
            min={min}
            max={max}
            suffix={suffix}
            useGrouping={false}
            invalid={Boolean(fieldState.error)}
            className="w-full"
            inputClassName="w-full"
            {...describedBy(name, fieldState.error, hint)}
          />
        </Field>
      )}
    />
  );
}
