import { describe, expect, it } from 'vitest';
import { passwordProblems, passwordStrength, STRENGTH_LABELS } from './password';
import { forcedPasswordResetSchema } from './schemas/auth';

describe('password policy and strength', () => {
  it('lists what a password lacks, in Spanish', () => {
    expect(passwordProblems('abc')).toEqual(['Debe tener al menos 8 caracteres.', 'Debe incluir al menos un número.']);
    expect(passwordProblems('abcdefg1')).toEqual([]);
    expect(
      passwordProblems('abcdefg1', {
        min_length: 8,
        require_letters: true,
        require_digits: true,
        require_symbols: true,
      }),
    ).toEqual(['Debe incluir al menos un símbolo.']);
  });

  it('rates Débil / Mediano / Fuerte', () => {
    expect(STRENGTH_LABELS[passwordStrength('abc')]).toBe('Débil');
    expect(STRENGTH_LABELS[passwordStrength('abcdefg1')]).toBe('Mediano');
    expect(STRENGTH_LABELS[passwordStrength('Ñandú-Veloz-2026')]).toBe('Fuerte');
  });

  it('the forced reset schema reports each field', () => {
    const result = forcedPasswordResetSchema().safeParse({
      current_password: '',
      password: 'x',
      password_confirmation: 'y',
    });
    expect(result.success).toBe(false);
    const fields = new Set(result.error!.issues.map((i) => i.path[0]));
    expect(fields).toEqual(new Set(['current_password', 'password', 'password_confirmation']));
  });
});
