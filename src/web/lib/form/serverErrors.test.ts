import { describe, expect, it } from 'vitest';
import { policyHint } from './NewPasswordField';
import { splitFieldErrors } from './serverErrors';

describe('splitFieldErrors', () => {
  it('puts errors of the form fields on them and keeps the rest', () => {
    const result = splitFieldErrors(
      { email: ['Ya está en uso.', 'Es demasiado largo.'], 'roles.0': ['No existe.'], token: ['Expiró.'] },
      ['email', 'roles'],
    );
    expect(result.onFields).toEqual([
      ['email', 'Ya está en uso. Es demasiado largo.'],
      ['roles.0', 'No existe.'],
    ]);
    expect(result.others).toEqual(['Expiró.']);
  });
});

describe('policyHint', () => {
  it('describes the password policy in Spanish', () => {
    expect(policyHint({ min_length: 8, require_letters: true, require_digits: true, require_symbols: false })).toBe(
      'Mínimo 8 caracteres, con letras y números.',
    );
    expect(policyHint({ min_length: 10, require_letters: true, require_digits: true, require_symbols: true })).toBe(
      'Mínimo 10 caracteres, con letras, números y símbolos.',
    );
    expect(policyHint({ min_length: 6, require_letters: false, require_digits: false, require_symbols: false })).toBe(
      'Mínimo 6 caracteres.',
    );
  });
});
