/** The Turnstile provider against a local server that answers as Cloudflare's siteverify documents. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Executor } from '../../db/client';
import { HttpError } from '../../lib/errors';
import { httpReceiver, type Receiver } from '../../test/http-receiver';
import { captchaProvider, deskKey } from './virtual-desk.captcha';

const SECRET = '0x4AAAAAAAtest-secret';
const seen: URLSearchParams[] = [];
let receiver: Receiver;
let url: string;

beforeAll(async () => {
  receiver = await httpReceiver((_request, body, res) => {
    const form = new URLSearchParams(body);
    seen.push(form);
    if (form.get('response') === 'broken') {
      res.writeHead(500).end('not json');
      return;
    }
    // siteverify: a token is valid once, for the right secret.
    const success = form.get('secret') === SECRET && form.get('response') === 'solved-token';
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify(
        success ? { success, hostname: 'folio.test' } : { success, 'error-codes': ['invalid-input-response'] },
      ),
    );
  });
  url = receiver.url('/turnstile/v0/siteverify');
});
afterAll(() => receiver.close());

const db = {} as Executor;
const provider = () =>
  captchaProvider(
    { provider: 'turnstile', siteKey: '1x00000000000000000000AA', secretKey: SECRET, verifyUrl: url },
    deskKey('x'.repeat(32)),
  );

const failure = async (promise: Promise<void>) => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
};

describe('Turnstile captcha provider', () => {
  it('gives the form the site key, not a question', () => {
    expect(provider().challenge()).toEqual({ provider: 'turnstile', site_key: '1x00000000000000000000AA' });
  });

  it('accepts a token siteverify accepts, sending the secret and the citizen address', async () => {
    await provider().verify(db, { token: 'solved-token', answer: '' }, '203.0.113.7');
    expect(Object.fromEntries(seen.at(-1)!)).toEqual({
      secret: SECRET,
      response: 'solved-token',
      remoteip: '203.0.113.7',
    });
  });

  it('refuses a token siteverify refuses, and an empty one without asking, on the captcha field', async () => {
    const refused = await failure(provider().verify(db, { token: 'replayed-token', answer: '' }, '203.0.113.7'));
    expect(refused.status).toBe(422);
    expect(refused.errors).toEqual({ captcha_answer: ['La verificación no fue superada. Vuelva a intentarlo.'] });
    const asked = seen.length;
    const empty = await failure(provider().verify(db, { token: '', answer: '' }, '203.0.113.7'));
    expect(empty.errors).toEqual({ captcha_answer: ['Complete la verificación.'] });
    expect(seen.length).toBe(asked);
  });

  it('answers 503 when siteverify cannot be read, never lets the submission through', async () => {
    const down = await failure(provider().verify(db, { token: 'broken', answer: '' }, '203.0.113.7'));
    expect(down.status).toBe(503);
  });
});
