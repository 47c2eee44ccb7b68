/**
 * Realtime (docs/architecture.md §6, docs/realtime.md): Folio's own Pusher Channels server — the `/app/{key}`
 * websocket, `POST /api/broadcasting/auth` and the Pusher HTTP API — plus the fan-out that
 * carries events between instances over PostgreSQL LISTEN/NOTIFY. With REALTIME_DRIVER=pusher,
 * events go to an external Pusher-protocol server instead.
 *
 * Sending: inside a transaction, `publishOnCommit(tx, …)` (bus.ts) — it leaves only if the
 * transaction commits; elsewhere, `app.realtime.publish(…)`.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { broadcastingAuthRoutes } from './broadcasting-auth';
import { type BusMessage, type Fanout, openFanout } from './bus';
import { triggerApiRoutes } from './http-api';
import { HEARTBEAT_MS, PresenceStore } from './presence';
import { externalPublisher } from './publisher';
import { RealtimeServer } from './websocket';

export interface Realtime {
  readonly instanceId: string;
  readonly server: RealtimeServer;
  readonly presence: PresenceStore;
  /** Sends now: to subscribers on every instance, or to the external server. Rejects if the external server fails. */
  dispatch(messages: BusMessage[]): Promise<void>;
  /** Sends one event now; a failure is logged, never thrown (realtime is best effort). */
  publish(channels: string[], event: string, payload: unknown): Promise<void>;
  /** Removes the presence members of instances that stopped beating (also runs on a timer). */
  sweepPresence(deadAfterSeconds?: number): Promise<void>;
  /** Whether the fan-out between instances is up (`/ready`). */
  busUp(): boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

export async function registerRealtime(app: FastifyInstance): Promise<void> {
  const { database, log } = app;
  const settings = app.config.realtime;
  const instanceId = `${process.pid}-${randomBytes(6).toString('hex')}`;
  const presence = new PresenceStore(database.db, instanceId);
  await presence.heartbeat();

  const external =
    settings.pusherUrl && settings.driver === 'pusher' ? externalPublisher(settings, settings.pusherUrl) : undefined;
  let fanout: Fanout | undefined;
  const server = new RealtimeServer(settings, presence, (messages) => fanout?.publish(messages), log);
  fanout = await openFanout(
    database,
    instanceId,
    (messages, committed) => {
      // With an external server, committed app events go there (once, from the leader); the
      // built-in server keeps only its own presence (committed too) and client-event traffic.
      if (!external || !committed) return server.deliver(messages);
      const own = messages.filter((m) => m.event.startsWith('pusher_internal:'));
      const forward = own.length === 0 ? messages : messages.filter((m) => !m.event.startsWith('pusher_internal:'));
      if (own.length > 0) server.deliver(own);
      if (forward.length > 0 && fanout?.isLeader()) {
        external(forward).catch((err) => log.error({ err }, 'realtime: publishing to the external server failed'));
      }
    },
    log,
  );
  const bus = fanout;

  /** Each departure is announced (`member_removed`) by the transaction that removes it. */
  async function sweepPresence(deadAfterSeconds?: number): Promise<void> {
    await presence.sweep(deadAfterSeconds);
  }
  // On PGlite this process is the only instance: any other one recorded died with an earlier run.
  await sweepPresence(database.kind === 'pglite' ? 0 : undefined);
  const heartbeat = setInterval(() => {
    presence
      .heartbeat()
      .then(() => sweepPresence())
      .catch((err) => log.error({ err }, 'realtime: presence heartbeat failed'));
  }, HEARTBEAT_MS);
  heartbeat.unref();

  const dispatch = async (messages: BusMessage[]) => {
    if (external) await external(messages);
    else bus.publish(messages);
  };
  app.decorate('realtime', {
    instanceId,
    server,
    presence,
    dispatch,
    publish: (channels: string[], event: string, payload: unknown) =>
      dispatch([{ channels, event, data: JSON.stringify(payload) }]).catch((err) =>
        log.error({ err }, 'realtime: publish failed'),
      ),
    sweepPresence,
    busUp: () => bus.isConnected(),
  } satisfies Realtime);

  app.server.on('upgrade', (request, socket, head) => server.handleUpgrade(request, socket, head));
  app.addHook('preClose', () => server.close());
  app.addHook('onClose', async () => {
    clearInterval(heartbeat);
    await bus.close();
    await presence.unregister();
  });

  await app.register(broadcastingAuthRoutes);
  await app.register(triggerApiRoutes);
}
