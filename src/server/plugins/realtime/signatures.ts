/** HMAC signatures of the Pusher protocol: channel subscriptions (docs/realtime.md, «Subscriptions and signatures») and HTTP API requests («HTTP API»). */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

export interface AppCredentials {
  key: string;
  secret: string;
}

export const hmacHex = (secret: string, data: string) => createHmac('sha256', secret).update(data).digest('hex');

export const md5Hex = (body: string | Buffer) => createHash('md5').update(body).digest('hex');

function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** The `auth` value for a subscription: `key:hex` over `socket_id:channel[:channel_data]`. */
export function signSubscription(app: AppCredentials, socketId: string, channel: string, channelData?: string): string {
  const subject = channelData === undefined ? `${socketId}:${channel}` : `${socketId}:${channel}:${channelData}`;
  return `${app.key}:${hmacHex(app.secret, subject)}`;
}

/** Compares the part after the first `:` in constant time, as Reverb does. */
export function verifySubscription(
  app: AppCredentials,
  auth: string | undefined,
  socketId: string,
  channel: string,
  channelData?: string,
): boolean {
  if (!auth) return false;
  const expected = signSubscription(app, socketId, channel, channelData);
  const given = auth.slice(auth.indexOf(':') + 1);
  return safeEqual(given, expected.slice(expected.indexOf(':') + 1));
}

/** `auth_signature` over `METHOD\nPATH\nk=v&…`, parameters sorted by lowercase key, unescaped. */
export function signApiRequest(secret: string, method: string, path: string, params: Record<string, string>): string {
  const query = Object.keys(params)
    .filter((k) => k !== 'auth_signature')
    .map((k) => [k.toLowerCase(), params[k]] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  return hmacHex(secret, `${method.toUpperCase()}\n${path}\n${query}`);
}

/** Pusher rejects requests whose timestamp is more than this far from the server clock. */
const MAX_SKEW_SECONDS = 600;

export type ApiAuthFailure = 'key' | 'timestamp' | 'body' | 'signature';

/** Checks a signed HTTP API request; returns what is wrong, or null when it is genuine. */
export function verifyApiRequest(
  app: AppCredentials,
  request: { method: string; path: string; params: Record<string, string>; body: string },
  now = Date.now(),
): ApiAuthFailure | null {
  const { params } = request;
  if (params.auth_key !== app.key) return 'key';
  const timestamp = Number(params.auth_timestamp);
  if (!Number.isFinite(timestamp) || Math.abs(now / 1000 - timestamp) > MAX_SKEW_SECONDS) return 'timestamp';
  if (request.body.length > 0 && params.body_md5 !== md5Hex(request.body)) return 'body';
  const expected = signApiRequest(app.secret, request.method, request.path, params);
  return safeEqual(params.auth_signature ?? '', expected) ? null : 'signature';
}
