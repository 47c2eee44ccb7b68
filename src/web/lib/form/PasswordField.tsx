import { useState } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { describedBy, Field } from './Field';
import { TextInput } from './TextInput';

interface PasswordFieldProps {
  id: string;
  label: string;
  error: FieldError | undefined;
  registration: UseFormRegisterReturn;
  autoComplete: 'current-password' | 'new-password';
  autoFocus?: boolean;
}

/** A password typed to be checked (login, current password, confirmation), with show / hide. */
export function PasswordField({ id, label, error, registration, autoComplete, autoFocus }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <Field id={id} label={label} error={error?.message}>
      <div className="password-field">
        <TextInput
          id={id}
          type={visible ? 'text' : 'password'}
          autoComplete={autoComplete}
          autoFocus={autoFocus}
          className="w-full"
          invalid={Boolean(error)}
          {...describedBy(id, error)}
          {...registration}
        />
        <button
          type="button"
          className="password-field-toggle"
          aria-label={visible ? 'Ocultar contraseña' : 'Mostrar contraseña'}
          aria-controls={id}
          onClick={() => setVisible(!visible)}
        >
          <i className={visible ? 'pi pi-eye-slash' : 'pi pi-eye'} aria-hidden="true" />
        </button>
      </div>
    </Field>
  );
}
