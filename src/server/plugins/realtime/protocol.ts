/** Pusher Channels protocol v7 (docs/realtime.md, «Protocol»): channel kinds, the frames the server sends, and reading client frames. */

export const PROTOCOL_VERSION = '7';

/** Error and close codes of docs/realtime.md («Connection, frames and close codes»), with the Spanish text sent along. */
export const ERRORS = {
  appNotFound: { code: 4001, message: 'La aplicación no existe.' },
  protocolUnsupported: { code: 4007, message: 'Versión de protocolo no admitida.' },
  protocolMissing: { code: 4008, message: 'Falta la versión de protocolo.' },
  notMember: { code: 4009, message: 'El cliente no es miembro del canal.' },
  clientEventChannel: {
    code: 4009,
    message: 'Los eventos de cliente solo se admiten en canales privados o de presencia.',
  },
  shutdown: { code: 4200, message: 'El servidor se está reiniciando.' },
  invalidMessage: { code: 4200, message: 'Formato de mensaje no válido.' },
  pongTimeout: { code: 4201, message: 'No se recibió respuesta al ping a tiempo.' },
  clientEventRateLimit: { code: 4301, message: 'Demasiados eventos de cliente: máximo 10 por segundo.' },
  clientEventTooLarge: { code: 4301, message: 'El evento de cliente supera el tamaño permitido.' },
} as const;

export type ProtocolError = (typeof ERRORS)[keyof typeof ERRORS];

/** Published event data is at most 10 KB (docs/realtime.md, «HTTP API»); client events get the same limit. */
export const MAX_EVENT_DATA = 10 * 1024;
export const MAX_EVENT_NAME = 200;
export const MAX_CHANNELS_PER_EVENT = 100;

export const CHANNEL_NAME = /^[A-Za-z0-9_\-=@,.;]{1,164}$/;
export const SOCKET_ID = /^\d+\.\d+$/;

export type ChannelKind = 'public' | 'private' | 'presence' | 'encrypted';

export function channelKind(channel: string): ChannelKind {
  if (channel.startsWith('private-encrypted-')) return 'encrypted';
  if (channel.startsWith('private-')) return 'private';
  if (channel.startsWith('presence-')) return 'presence';
  return 'public';
}

/** A server→client frame; `data` is already a string (the protocol's double encoding). */
export function frame(event: string, data: string, channel?: string, userId?: string): string {
  return JSON.stringify({ event, channel, data, user_id: userId });
}

export const connectionEstablished = (socketId: string, activityTimeout: number) =>
  frame('pusher:connection_established', JSON.stringify({ socket_id: socketId, activity_timeout: activityTimeout }));

export const errorFrame = (error: ProtocolError) => frame('pusher:error', JSON.stringify(error));

export const PING = frame('pusher:ping', '{}');
export const PONG = frame('pusher:pong', '{}');

export const subscriptionSucceeded = (channel: string, data: object = {}) =>
  frame('pusher_internal:subscription_succeeded', JSON.stringify(data), channel);

/** Channel-scoped, so pusher-js hands it to the channel and laravel-echo's `.error()` fires. */
export const subscriptionError = (channel: string, status: number, error: string, type = 'AuthError') =>
  frame('pusher:subscription_error', JSON.stringify({ type, error, status }), channel);

export interface PresenceMember {
  user_id: string;
  user_info: unknown;
}

export function presenceData(members: readonly PresenceMember[]) {
  const hash: Record<string, unknown> = {};
  for (const m of members) hash[m.user_id] = m.user_info;
  return { presence: { ids: Object.keys(hash), hash, count: members.length } };
}

export interface ClientFrame {
  event: string;
  channel?: string;
  /** Objects as sent; a JSON string is decoded, any other string kept. */
  data: unknown;
  /** The data as the server forwards it (client events keep the sender's encoding). */
  rawData: string;
}

/** Reads one text frame; null when it is not a JSON object with a string `event`. */
export function parseClientFrame(text: string): ClientFrame | null {
  let message: unknown;
  try {
    message = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof message !== 'object' || message === null) return null;
  const { event, channel, data } = message as Record<string, unknown>;
  if (typeof event !== 'string' || (channel !== undefined && typeof channel !== 'string')) return null;
  if (typeof data !== 'string') return { event, channel, data, rawData: JSON.stringify(data ?? null) };
  try {
    return { event, channel, data: JSON.parse(data), rawData: data };
  } catch {
    return { event, channel, data, rawData: JSON.stringify(data) };
  }
}
