import { InputTextarea } from 'primereact/inputtextarea';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { useCharacterCount } from './characterCount';
import { describedBy, Field } from './Field';

interface TextAreaFieldProps {
  id: string;
  label: string;
  error: FieldError | undefined;
  registration: UseFormRegisterReturn;
  rows?: number;
  maxLength?: number;
}

export function TextAreaField({ id, label, error, registration, rows = 3, maxLength }: TextAreaFieldProps) {
  const counted = useCharacterCount(registration, maxLength);
  return (
    <Field id={id} label={label} error={error?.message}>
      <InputTextarea
        id={id}
        rows={rows}
        autoResize
        className="w-full"
        invalid={Boolean(error)}
        {...describedBy(id, error)}
        {...counted.registration}
      />
      {counted.counter}
    </Field>
  );
}
