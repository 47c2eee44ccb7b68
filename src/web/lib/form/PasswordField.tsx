import { useState } from 'react';
import { type FieldError, type FieldValues, get, type Path, type UseFormReturn } from 'react-hook-form';
import { describedBy, Field } from './Field';
import { TextInput } from './TextInput';

interface PasswordFieldProps<T extends FieldValues, O extends FieldValues> {
  form: UseFormReturn<T, unknown, O>;
  /** The field's name, also the input's id. */
  name: Path<T>;
  label: string;
  /** `off` for a signing PIN: not a password the browser should offer to keep. */
  autoComplete: 'current-password' | 'new-password' | 'off';
  autoFocus?: boolean;
}

/**
 * A password typed to be checked (login, current password, confirmation), with show / hide; its
 * registration and its error come from the field's name, as in `FormTextField`.
 */
export function PasswordField<T extends FieldValues, O extends FieldValues>({
  form,
  name,
  label,
  autoComplete,
  autoFocus,
}: PasswordFieldProps<T, O>) {
  const [visible, setVisible] = useState(false);
  const error: FieldError | undefined = get(form.formState.errors, name);
  return (
    <Field id={name} label={label} error={error?.message}>
      <div className="password-field">
        <TextInput
          id={name}
          type={visible ? 'text' : 'password'}
          autoComplete={autoComplete}
          autoFocus={autoFocus}
          className="w-full"
          invalid={Boolean(error)}
          {...describedBy(name, error)}
          {...form.register(name)}
        />
        <button
          type="button"
          className="password-field-toggle"
          aria-label={visible ? 'Ocultar contraseña' : 'Mostrar contraseña'}
          aria-controls={name}
          onClick={() => setVisible(!visible)}
        >
          <i className={visible ? 'pi pi-eye-slash' : 'pi pi-eye'} aria-hidden="true" />
        </button>
      </div>
    </Field>
  );
}
