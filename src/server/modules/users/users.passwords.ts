import { randomInt } from 'node:crypto';
import type { PasswordPolicy } from '@shared/password';

const LETTERS = 'abcdefghjkmnpqrstuvwxyz';
const DIGITS = '23456789';
const SYMBOLS = '-_.!';

const pick = (alphabet: string, n: number) =>
  Array.from({ length: n }, () => alphabet[randomInt(alphabet.length)]).join('');

/** A temporary password that satisfies the policy and is easy to read aloud or copy (no 0/O, 1/l). */
export function temporaryPassword(policy: PasswordPolicy): string {
  const length = Math.max(policy.min_length, 12);
  const symbol = policy.require_symbols ? pick(SYMBOLS, 1) : '';
  const digits = pick(DIGITS, 4);
  const upper = pick(LETTERS, 1).toUpperCase();
  return `${upper}${pick(LETTERS, length - 1 - digits.length - symbol.length)}${symbol}${digits}`;
}
