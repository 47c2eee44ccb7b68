import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { useCharacterCount } from './characterCount';
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
  /** The schema's limit: a counter appears near it (the input itself never cuts the text). */
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
  const counted = useCharacterCount(registration, maxLength);
  return (
    <Field id={id} label={label} error={error?.message} hint={hint}>
      <TextInput
        id={id}
        type={type}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        inputMode={inputMode}
        className="w-full"
        invalid={Boolean(error)}
        {...describedBy(id, error, hint)}
        {...counted.registration}
      />
      {counted.counter}
    </Field>
  );
}
