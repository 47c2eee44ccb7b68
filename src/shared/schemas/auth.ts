import { DEFAULT_PASSWORD_POLICY, PASSWORD_MAX_LENGTH, type PasswordPolicy, passwordProblems } from '../password';
import { optionalText, safeString, text, versioned, z } from '../zod';

export const loginSchema = z.object({
  username: text(254, 1),
  password: safeString(PASSWORD_MAX_LENGTH).min(1, 'Ingrese su contraseña.'),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** A new password that follows the policy, typed twice. */
export function newPasswordFields(policy: PasswordPolicy = DEFAULT_PASSWORD_POLICY) {
  return {
    password: z
      .string()
      .max(PASSWORD_MAX_LENGTH)
      .superRefine((value, ctx) => {
        for (const message of passwordProblems(value, policy)) ctx.addIssue({ code: 'custom', message });
      }),
    password_confirmation: z.string().max(PASSWORD_MAX_LENGTH),
  };
}

export const confirmationMatches = (data: { password: string; password_confirmation: string }) =>
  data.password === data.password_confirmation;
export const confirmationIssue = { message: 'Las contraseñas no coinciden.', path: ['password_confirmation'] };

/** The forced change of `/reset` (PUT /api/v1/password/reset). */
export const forcedPasswordResetSchema = (policy: PasswordPolicy = DEFAULT_PASSWORD_POLICY) =>
  z
    .object({
      current_password: z.string().min(1, 'Ingrese su contraseña actual.').max(PASSWORD_MAX_LENGTH),
      ...newPasswordFields(policy),
    })
    .refine(confirmationMatches, confirmationIssue)
    .refine((d) => d.password !== d.current_password, {
      message: 'La nueva contraseña debe ser distinta de la actual.',
      path: ['password'],
    });
export type ForcedPasswordResetInput = z.infer<ReturnType<typeof forcedPasswordResetSchema>>;

export const forgotPasswordSchema = z.object({
  email: text(254, 1).pipe(z.email()),
});
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

export const resetPasswordSchema = (policy: PasswordPolicy = DEFAULT_PASSWORD_POLICY) =>
  z
    .object({
      token: z.string().min(20).max(200),
      ...newPasswordFields(policy),
    })
    .refine(confirmationMatches, confirmationIssue);
export type ResetPasswordInput = z.infer<ReturnType<typeof resetPasswordSchema>>;

/** Contact data a user keeps up to date on `/perfil` and `/update-profile`. */
export const profileUpdateSchema = z.object({
  email: text(254, 1).pipe(z.email()),
  names: text(100, 1),
  surnames: text(100, 1),
  phone: optionalText(30).refine((v) => v === null || /^[+\d][\d\s-]{5,29}$/.test(v), 'Ingrese un teléfono válido.'),
  position: optionalText(120),
  /** Required by the server when `email` changes: a session token alone must not move the account. */
  current_password: safeString(PASSWORD_MAX_LENGTH).optional(),
  ...versioned,
});
export type ProfileUpdateInput = z.infer<typeof profileUpdateSchema>;
