/**
 * A signer's private key at rest: encrypted with AES-256-GCM (node:crypto) under a key derived
 * from the PIN they chose with Argon2id (@node-rs/argon2), a fresh salt and IV each time. The PIN
 * is never stored; a wrong PIN fails the GCM tag, and the caller throttles it like a login.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { hashRaw } from '@node-rs/argon2';

export interface SealedKey {
  ciphertext: string;
  salt: string;
  iv: string;
  tag: string;
}

/** OWASP's Argon2id minimum (19 MiB, 2 passes): about 30 ms here, once per signing session. */
const KDF = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1, outputLen: 32 } as const;

async function derive(pin: string, salt: Buffer): Promise<Buffer> {
  return hashRaw(pin.normalize('NFC'), { ...KDF, salt });
}

export async function sealKey(secret: Buffer, pin: string): Promise<SealedKey> {
  const salt = randomBytes(16);
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', await derive(pin, salt), iv);
  const ciphertext = Buffer.concat([cipher.update(secret), cipher.final()]);
  return {
    ciphertext: ciphertext.toString('base64'),
    salt: salt.toString('base64'),
    iv: iv.toString('base64'),
    tag: cipher.getAuthTag().toString('base64'),
  };
}

/** The secret, or null when the PIN is wrong (or the record was altered). */
export async function openKey(sealed: SealedKey, pin: string): Promise<Buffer | null> {
  const decipher = createDecipheriv(
    'aes-256-gcm',
    await derive(pin, Buffer.from(sealed.salt, 'base64')),
    Buffer.from(sealed.iv, 'base64'),
  );
  decipher.setAuthTag(Buffer.from(sealed.tag, 'base64'));
  try {
    return Buffer.concat([decipher.update(Buffer.from(sealed.ciphertext, 'base64')), decipher.final()]);
  } catch {
    return null;
  }
}
