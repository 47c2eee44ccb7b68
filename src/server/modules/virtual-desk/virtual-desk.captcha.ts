/**
 * The form's captcha without third-party services: a small sum or difference, signed with a key
 * derived from the server's tracking secret. The token carries a nonce, its expiry and an HMAC over
 * them and the answer (the answer itself is not in it); a nonce is accepted once (it is stored).
 */
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { DeskCaptcha } from '@shared/schemas/virtual-desk';
import { lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { virtualDeskNonces } from '../../db/schema';
import { invalid } from '../../lib/errors';

export const CAPTCHA_MINUTES = 15;

/** The key of the captcha and of the correction links: a derivation of the tracking secret. */
export const deskKey = (trackingSecret: string) =>
  createHmac('sha256', trackingSecret).update('folio:virtual-desk').digest();

const sign = (key: Buffer, text: string) => createHmac('sha256', key).update(text).digest('base64url');

export function newCaptcha(key: Buffer, now = Date.now()): DeskCaptcha {
  const a = randomInt(2, 20);
  const b = randomInt(2, 10);
  const plus = randomInt(0, 2) === 1;
  const answer = plus ? a + b : a - b;
  const nonce = randomBytes(16).toString('base64url');
  const expires = now + CAPTCHA_MINUTES * 60_000;
  return {
    question: plus ? `¿Cuánto es ${a} más ${b}?` : `¿Cuánto es ${a} menos ${b}?`,
    token: `${nonce}.${expires}.${sign(key, `${nonce}.${expires}.${answer}`)}`,
  };
}

const refuse = (message: string) => invalid({ captcha_answer: [message] });

/** Accepts the answer of `token` once; a 422 on `captcha_answer` otherwise. */
export async function spendCaptcha(db: Executor, key: Buffer, token: string, answer: string): Promise<void> {
  const [nonce = '', expires = '', signature = ''] = token.split('.');
  const expected = Buffer.from(sign(key, `${nonce}.${expires}.${Number(answer)}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    throw refuse('El resultado no es correcto. Resuelva la nueva operación.');
  if (Number(expires) < Date.now()) throw refuse('La operación venció. Resuelva la nueva.');
  const stored = await db
    .insert(virtualDeskNonces)
    .values({ nonce, expires_at: new Date(Number(expires)) })
    .onConflictDoNothing()
    .returning({ nonce: virtualDeskNonces.nonce });
  if (stored.length === 0) throw refuse('Esta operación ya fue usada. Resuelva la nueva.');
  await db.delete(virtualDeskNonces).where(lt(virtualDeskNonces.expires_at, sql`now()`));
}
