/**
 * A whole number. No min/max on the input: PrimeReact would silently clamp what was typed; the
 * form's zod schema (the server's) says what is out of range, as a field error.
 */
import { InputNumber } from 'primereact/inputnumber';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { describedBy, Field } from './Field';

interface NumberFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label: string;
  suffix?: string;
  hint?: string;
  /** Decimals it takes (default none: a whole number). */
  decimals?: number;
}

export function NumberField<T extends FieldValues>({
  control,
  name,
  label,
  suffix,
  hint,
  decimals,
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
            suffix={suffix}
            useGrouping={false}
            {...(decimals !== undefined && { maxFractionDigits: decimals, locale: 'es-PE' })}
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
