import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { describedBy, Field } from './Field';
import { TextInput } from './TextInput';

interface TextFieldProps {
  id: string;
  label: string;
  error: FieldError | undefined;
  registration: UseFormRegisterReturn;
  autoComplete: string;
  type?: 'text' | 'email' | 'tel';
  autoFocus?: boolean;
  hint?: string;
  inputMode?: 'text' | 'numeric' | 'email' | 'tel';
  maxLength?: number;
}

/** A labelled text input bound to a react-hook-form field, with its error below. */
export function TextField({
  id,
  label,
  error,
  registration,
  autoComplete,
  type = 'text',
  autoFocus,
  hint,
  inputMode,
  maxLength,
}: TextFieldProps) {
  return (
    <Field id={id} label={label} error={error?.message} hint={hint}>
      <TextInput
        id={id}
        type={type}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        inputMode={inputMode}
        maxLength={maxLength}
        className="w-full"
        invalid={Boolean(error)}
        {...describedBy(id, error, hint)}
        {...registration}
      />
    </Field>
  );
}
