/**
 * Who asks the virtual desk's «¿es usted una persona?». By default Folio's own captcha, without
 * third-party services: a small sum or difference, signed with a key derived from the server's
 * tracking secret. The token carries a nonce, its expiry, a MAC over them and a MAC over them with
 * the answer (the answer itself is not in it). A genuine token is used up by its first answer,
 * right or wrong, so a script cannot try answers on one challenge. An installation may use
 * Cloudflare Turnstile instead (CAPTCHA_PROVIDER=turnstile); the routes see only `CaptchaProvider`.
 */
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { DeskCaptcha } from '@shared/schemas/virtual-desk';
import { lt, sql } from 'drizzle-orm';
import type { CaptchaConfig } from '../../config';
import type { Executor } from '../../db/client';
import { virtualDeskNonces } from '../../db/schema';
import { HttpError, invalid } from '../../lib/errors';

export const CAPTCHA_MINUTES = 15;

/** The key of the captcha and of the correction links: a derivation of the tracking secret. */
export const deskKey = (trackingSecret: string) =>
  createHmac('sha256', trackingSecret).update('folio:virtual-desk').digest();

const sign = (key: Buffer, text: string) => createHmac('sha256', key).update(text).digest('base64url');

const sameText = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

function newCaptcha(key: Buffer, now = Date.now()): DeskCaptcha {
  const a = randomInt(2, 20);
  const b = randomInt(2, 10);
  const plus = randomInt(0, 2) === 1;
  const answer = plus ? a + b : a - b;
  const nonce = randomBytes(16).toString('base64url');
  const head = `${nonce}.${now + CAPTCHA_MINUTES * 60_000}`;
  return {
    provider: 'arithmetic',
    question: plus ? `¿Cuánto es ${a} más ${b}?` : `¿Cuánto es ${a} menos ${b}?`,
    token: `${head}.${sign(key, head)}.${sign(key, `${head}.${answer}`)}`,
  };
}

const refuseCaptcha = (message: string) => invalid({ captcha_answer: [message] });

/** Accepts the answer of `token` once; a 422 on `captcha_answer` otherwise (the token is spent either way). */
async function spendCaptcha(db: Executor, key: Buffer, token: string, answer: string): Promise<void> {
  const [nonce = '', expires = '', mac = '', answerMac = ''] = token.split('.');
  const head = `${nonce}.${expires}`;
  if (!sameText(mac, sign(key, head)))
    throw refuseCaptcha('La verificación no es válida. Resuelva la nueva operación.');
  if (Number(expires) < Date.now()) throw refuseCaptcha('La operación venció. Resuelva la nueva.');
  const stored = await db
    .insert(virtualDeskNonces)
    .values({ nonce, expires_at: new Date(Number(expires)) })
    .onConflictDoNothing()
    .returning({ nonce: virtualDeskNonces.nonce });
  if (stored.length === 0) throw refuseCaptcha('Esta operación ya fue usada. Resuelva la nueva.');
  await db.delete(virtualDeskNonces).where(lt(virtualDeskNonces.expires_at, sql`now()`));
  if (!sameText(answerMac, sign(key, `${head}.${Number(answer)}`)))
    throw refuseCaptcha('El resultado no es correcto. Resuelva la nueva operación.');
}

export interface CaptchaProvider {
  /** What the form shows: a question with its token, or the provider's widget key. */
  challenge(): DeskCaptcha;
  /** Accepts a solved challenge once; a 422 on `captcha_answer` when it is not. */
  verify(db: Executor, solved: { token: string; answer: string }, ip: string): Promise<void>;
}

function arithmetic(key: Buffer): CaptchaProvider {
  return {
    challenge: () => newCaptcha(key),
    verify: async (db, { token, answer }) => {
      if (answer === '') throw refuseCaptcha('Escriba el resultado en números.');
      await spendCaptcha(db, key, token, answer);
    },
  };
}

/** Turnstile's siteverify: each widget token is accepted once by Cloudflare itself. */
function turnstile(config: Extract<CaptchaConfig, { provider: 'turnstile' }>): CaptchaProvider {
  return {
    challenge: () => ({ provider: 'turnstile', site_key: config.siteKey }),
    verify: async (_db, { token }, ip) => {
      if (token === '') throw refuseCaptcha('Complete la verificación.');
      let answer: { success?: boolean };
      try {
        const res = await fetch(config.verifyUrl, {
          method: 'POST',
          body: new URLSearchParams({ secret: config.secretKey, response: token, remoteip: ip }),
          signal: AbortSignal.timeout(10_000),
        });
        answer = (await res.json()) as { success?: boolean };
      } catch {
        throw new HttpError(503, 'No se pudo comprobar la verificación. Inténtelo de nuevo en unos minutos.');
      }
      if (answer.success !== true) throw refuseCaptcha('La verificación no fue superada. Vuelva a intentarlo.');
    },
  };
}

export function captchaProvider(config: CaptchaConfig, key: Buffer): CaptchaProvider {
  return config.provider === 'turnstile' ? turnstile(config) : arithmetic(key);
}
