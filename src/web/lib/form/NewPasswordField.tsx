import { MEDIUM_PASSWORD_REGEX, type PasswordPolicy, STRENGTH_LABELS, STRONG_PASSWORD_REGEX } from '@shared/password';
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

/** A new password: PrimeReact Password with the strength meter (Débil / Mediano / Fuerte) and the policy. */
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
      render={({ field, fieldState }) => (
        <Field id={name} label={label} error={fieldState.error?.message}>
          <Password
            inputId={name}
            inputRef={field.ref}
            value={String(field.value ?? '')}
            onChange={(event) => field.onChange(event.target.value)}
            onBlur={field.onBlur}
            invalid={fieldState.invalid}
            autoComplete="new-password"
            toggleMask
            feedback
            mediumRegex={MEDIUM_PASSWORD_REGEX}
            strongRegex={STRONG_PASSWORD_REGEX}
            weakLabel={STRENGTH_LABELS.weak}
            mediumLabel={STRENGTH_LABELS.medium}
            strongLabel={STRENGTH_LABELS.strong}
            promptLabel="Ingrese una contraseña"
            footer={<p className="password-policy">{policyHint(policy)}</p>}
            className="w-full"
            inputClassName="w-full"
            {...describedBy(name, fieldState.invalid)}
          />
        </Field>
      )}
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
