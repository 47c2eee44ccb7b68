import { MEDIUM_PASSWORD_REGEX, type PasswordPolicy, STRENGTH_LABELS, STRONG_PASSWORD_REGEX } from '@shared/password';
import { Password } from 'primereact/password';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { describedBy, Field } from './Field';

interface NewPasswordFieldProps<T extends FieldValues> {
  control: Control<T>;
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
export function NewPasswordField<T extends FieldValues>({ control, name, label, policy }: NewPasswordFieldProps<T>) {
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
