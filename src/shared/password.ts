/** Password policy and the strength meter (Débil / Mediano / Fuerte) used by server and web. */

export interface PasswordPolicy {
  min_length: number;
  require_letters: boolean;
  require_digits: boolean;
  require_symbols: boolean;
}

export const DEFAULT_PASSWORD_POLICY: PasswordPolicy = {
  min_length: 8,
  require_letters: true,
  require_digits: true,
  require_symbols: false,
};

export const PASSWORD_MAX_LENGTH = 128;

/** The Spanish reasons a password breaks the policy; empty when it complies. */
export function passwordProblems(password: string, policy: PasswordPolicy = DEFAULT_PASSWORD_POLICY): string[] {
  const problems: string[] = [];
  if (password.length < policy.min_length) problems.push(`Debe tener al menos ${policy.min_length} caracteres.`);
  if (password.length > PASSWORD_MAX_LENGTH) problems.push(`Debe tener como máximo ${PASSWORD_MAX_LENGTH} caracteres.`);
  if (policy.require_letters && !/\p{L}/u.test(password)) problems.push('Debe incluir al menos una letra.');
  if (policy.require_digits && !/\d/.test(password)) problems.push('Debe incluir al menos un número.');
  if (policy.require_symbols && !/[^\p{L}\d\s]/u.test(password)) problems.push('Debe incluir al menos un símbolo.');
  return problems;
}

export type PasswordStrength = 'weak' | 'medium' | 'strong';

export const STRENGTH_LABELS: Record<PasswordStrength, string> = {
  weak: 'Débil',
  medium: 'Mediano',
  strong: 'Fuerte',
};

/**
 * The meter's rules, as regular expressions so PrimeReact's Password can use them directly:
 * medium = 8+ characters mixing letters and digits; strong = 12+ with upper, lower, digit and symbol.
 */
export const MEDIUM_PASSWORD_REGEX = '^(?=.*[A-Za-zÀ-ÿ])(?=.*\\d).{8,}$';
export const STRONG_PASSWORD_REGEX = '^(?=.*[a-zà-ÿ])(?=.*[A-ZÀ-Þ])(?=.*\\d)(?=.*[^A-Za-zÀ-ÿ\\d\\s]).{12,}$';

export function passwordStrength(password: string): PasswordStrength {
  if (new RegExp(STRONG_PASSWORD_REGEX).test(password)) return 'strong';
  if (new RegExp(MEDIUM_PASSWORD_REGEX).test(password)) return 'medium';
  return 'weak';
}
