/**
 * The verification code of an entry: a keyed hash (HMAC-SHA-256, the server's tracking secret) of
 * its id and number, cut to 8 characters of Crockford's base 32 (40 bits). Nothing is stored per
 * entry, so every entry has one, old ones too; it cannot be guessed from the number, and changing
 * the secret changes every code (stickers already printed stop working).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { CODE_ALPHABET, CODE_LENGTH } from '@shared/schemas/tracking';

export function trackingCode(secret: string, entry: { id: number; number: string }): string {
  const digest = createHmac('sha256', secret).update(`entry:${entry.id}:${entry.number}`).digest();
  let code = '';
  // Five bits per character from the digest's first 40 bits.
  let bits = 0;
  let value = 0;
  for (const byte of digest) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5 && code.length < CODE_LENGTH) {
      bits -= 5;
      code += CODE_ALPHABET[(value >> bits) & 31];
    }
    value &= (1 << bits) - 1;
    if (code.length === CODE_LENGTH) break;
  }
  return code;
}

/** Compares two codes in constant time (both are `CODE_LENGTH` characters once validated). */
export function sameCode(expected: string, given: string): boolean {
  const a = Buffer.from(expected.padEnd(CODE_LENGTH, '\0').slice(0, CODE_LENGTH));
  const b = Buffer.from(given.padEnd(CODE_LENGTH, '\0').slice(0, CODE_LENGTH));
  return timingSafeEqual(a, b) && given.length === CODE_LENGTH;
}
