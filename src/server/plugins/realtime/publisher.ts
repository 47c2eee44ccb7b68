/** REALTIME_DRIVER=pusher: events go to an external Pusher-protocol server (Pusher, Soketi, Reverb) through its HTTP API. */
import Pusher from 'pusher';
import type { RealtimeConfig } from '../../config';
import type { BusMessage } from './bus';

/** The HTTP API takes at most 10 events per batch call (docs/realtime.md, «HTTP API»). */
const BATCH_SIZE = 10;

export type Publisher = (messages: readonly BusMessage[]) => Promise<void>;

export function externalPublisher(config: RealtimeConfig, pusherUrl: string): Publisher {
  const url = new URL(pusherUrl);
  const pusher = new Pusher({
    appId: config.appId,
    key: config.key,
    secret: config.secret,
    host: url.hostname,
    port: url.port || undefined,
    useTLS: url.protocol === 'https:',
    timeout: 10_000,
  });
  return async (messages) => {
    const events = messages.flatMap((m) =>
      m.channels.map((channel) => ({
        channel,
        name: m.event,
        data: m.data,
        ...(m.except ? { socket_id: m.except } : {}),
      })),
    );
    for (let i = 0; i < events.length; i += BATCH_SIZE) await pusher.triggerBatch(events.slice(i, i + BATCH_SIZE));
  };
}
