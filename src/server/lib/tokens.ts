import { createHash, randomBytes } from 'node:crypto';

/** A random URL-safe secret (256 bits) for API tokens and reset links. */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored only as their SHA-256, so a leaked table grants nothing. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}
