import { type PasswordPolicy, passwordStrength, STRENGTH_LABELS } from '@shared/password';
import { Password } from 'primereact/password';
import { type Control, Controller, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { describedBy, Field } from './Field';
import { PasswordField } from './PasswordField';

interface NewPasswordFieldProps<T extends FieldValues, O extends FieldValues> {
  control: Control<T, unknown, O>;
  name: Path<T>;
  label: string;
  policy: PasswordPolicy;
}

/** "Mínimo 8 caracteres, con letras y números." */
export function policyHint(policy: PasswordPolicy): string {
  const kinds = [
    policy.require_letters && 'letras',
    policy.require_digits && 'números',
    policy.require_symbols && 'símbolos',
  ].filter((kind): kind is string => Boolean(kind));
  const mix = kinds.length > 1 ? `${kinds.slice(0, -1).join(', ')} y ${kinds.at(-1)}` : kinds[0];
  return `Mínimo ${policy.min_length} caracteres${mix ? `, con ${mix}` : ''}.`;
}

/**
 * A new password with its strength (Débil / Mediano / Fuerte) and the policy written under it, in
 * the page's flow: PrimeReact's floating strength panel covered the confirmation field below.
 */
function NewPasswordField<T extends FieldValues, O extends FieldValues>({
  control,
  name,
  label,
  policy,
}: NewPasswordFieldProps<T, O>) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => {
        const value = String(field.value ?? '');
        const strength = value ? passwordStrength(value) : null;
        return (
          <Field id={name} label={label} error={fieldState.error?.message}>
            <Password
              inputId={name}
              inputRef={field.ref}
              value={value}
              onChange={(event) => field.onChange(event.target.value)}
              onBlur={field.onBlur}
              invalid={fieldState.invalid}
              autoComplete="new-password"
              toggleMask
              feedback={false}
              className="w-full"
              inputClassName="w-full"
              {...describedBy(name, fieldState.invalid)}
              aria-describedby={[fieldState.invalid && `${name}-error`, `${name}-strength`].filter(Boolean).join(' ')}
            />
            <div id={`${name}-strength`} className="password-strength">
              <div className="password-meter" aria-hidden="true">
                <div className={`password-meter-bar ${strength ?? ''}`} />
              </div>
              <span className="password-strength-label" aria-live="polite">
                {strength ? STRENGTH_LABELS[strength] : 'Ingrese una contraseña'}
              </span>
              <p className="password-policy">{policyHint(policy)}</p>
            </div>
          </Field>
        );
      }}
    />
  );
}

interface NewPasswordFieldsProps<T extends NewPassword, O extends FieldValues> {
  form: UseFormReturn<T, unknown, O>;
  policy: PasswordPolicy;
  /** "Confirmar nueva contraseña" where a current password stands above. */
  confirmLabel: string;
}

interface NewPassword extends FieldValues {
  password: string;
  password_confirmation: string;
}

/** The new password (`password`, with its meter and the policy) and its confirmation (`password_confirmation`). */
export function NewPasswordFields<T extends NewPassword, O extends FieldValues>({
  form,
  policy,
  confirmLabel,
}: NewPasswordFieldsProps<T, O>) {
  return (
    <>
      <NewPasswordField control={form.control} name={'password' as Path<T>} label="Nueva contraseña" policy={policy} />
      <PasswordField
        form={form}
        name={'password_confirmation' as Path<T>}
        label={confirmLabel}
        autoComplete="new-password"
      />
    </>
  );
}
