import { hash, verify } from '@node-rs/argon2';

/** argon2id with the library's defaults (~9 ms here). */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

// Verifying against a real hash when the account does not exist keeps the answer time the same.
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  dummyHash ??= hash('folio-timing-equaliser');
  try {
    return await verify(passwordHash ?? (await dummyHash), password);
  } catch {
    return false;
  }
}
