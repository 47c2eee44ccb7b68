/** One client socket: the protocol of docs/realtime.md («Protocol») as seen from the server. */
import { z } from '@shared/zod';
import type { FastifyBaseLogger } from 'fastify';
import { type RawData, WebSocket } from 'ws';
import type { BusMessage } from './bus';
import type { PresenceStore, Snapshot } from './presence';
import {
  CHANNEL_NAME,
  type ChannelKind,
  type ClientFrame,
  channelKind,
  ERRORS,
  errorFrame,
  MAX_EVENT_DATA,
  MAX_EVENT_NAME,
  PONG,
  type PresenceMember,
  type ProtocolError,
  parseClientFrame,
  presenceData,
  subscriptionError,
  subscriptionSucceeded,
} from './protocol';
import type { ChannelRegistry } from './registry';
import { type AppCredentials, verifySubscription } from './signatures';

/** What a connection needs from the server around it. */
export interface Hub {
  readonly credentials: AppCredentials;
  readonly channels: ChannelRegistry<Connection>;
  readonly presence: PresenceStore;
  readonly log: FastifyBaseLogger;
  /** To every subscriber on every instance. */
  publish(messages: BusMessage[]): void;
}

interface Subscription {
  kind: ChannelKind;
  member?: PresenceMember;
  /** Presence: what the member list sent to this socket already includes (see `deliver`). */
  snapshot?: Snapshot;
  /** Events that arrive while a presence join is in flight, sent after `subscription_succeeded`. */
  pending?: { text: string; xid?: string }[];
}

const CLIENT_EVENTS_PER_SECOND = 10;
const MAX_USER_INFO = 1024;
const MAX_BUFFERED_BYTES = 1024 * 1024;

const subscribeData = z.object({
  channel: z.string(),
  auth: z.string().max(300).optional(),
  channel_data: z.string().max(2048).optional(),
});

const channelData = z.object({
  user_id: z.union([z.string().min(1).max(128), z.number().int()]).transform(String),
  user_info: z.unknown().optional(),
});

export class Connection {
  lastSeen = Date.now();
  /** When the server pinged this silent socket; cleared by any inbound frame. */
  pingedAt: number | undefined;
  private readonly subscriptions = new Map<string, Subscription>();
  /** Subscribe, unsubscribe and the final clean-up run one after another, in arrival order. */
  private ops: Promise<void> = Promise.resolve();
  private rateWindowStart = 0;
  private rateWindowCount = 0;
  /** Resolves once the socket has closed and left every channel. */
  readonly closed: Promise<void>;

  constructor(
    readonly socketId: string,
    private readonly ws: WebSocket,
    private readonly hub: Hub,
  ) {
    const touch = () => {
      this.lastSeen = Date.now();
      this.pingedAt = undefined;
    };
    ws.on('ping', touch);
    ws.on('pong', touch);
    ws.on('error', (err) => hub.log.debug({ err }, 'realtime: socket error'));
    ws.on('message', (data, isBinary) => {
      touch();
      this.onMessage(data, isBinary);
    });
    this.closed = new Promise((resolve) => ws.once('close', () => resolve(this.enqueue(() => this.leaveAll()))));
  }

  send(text: string): void {
    if (this.ws.readyState !== WebSocket.OPEN) return;
    // A client that stopped reading would otherwise grow the server's memory without bound.
    if (this.ws.bufferedAmount > MAX_BUFFERED_BYTES) this.ws.terminate();
    else this.ws.send(text);
  }

  /**
   * A channel event: sent now, or held while this socket's presence join completes. A member event
   * (`xid`) whose transaction had committed when this socket's member list was read is already in
   * that list, so it is skipped: it was still on its way here when the list went out.
   */
  deliver(channel: string, text: string, xid?: string): void {
    const subscription = this.subscriptions.get(channel);
    if (!subscription) return;
    if (subscription.pending) subscription.pending.push({ text, xid });
    else if (!(xid && subscription.snapshot?.sees(xid))) this.send(text);
  }

  close(error: ProtocolError): void {
    this.send(errorFrame(error));
    this.ws.close(error.code, error.message);
  }

  terminate(): void {
    this.ws.terminate();
  }

  private enqueue(op: () => Promise<void>): Promise<void> {
    this.ops = this.ops.then(op).catch((err) => this.hub.log.error({ err }, 'realtime: subscription change failed'));
    return this.ops;
  }

  private onMessage(data: RawData, isBinary: boolean): void {
    const message = isBinary ? null : parseClientFrame(data.toString());
    if (!message) {
      this.send(errorFrame(ERRORS.invalidMessage));
      return;
    }
    switch (message.event) {
      case 'pusher:ping':
        this.send(PONG);
        return;
      case 'pusher:subscribe':
        void this.enqueue(() => this.subscribe(message.data));
        return;
      case 'pusher:unsubscribe': {
        const channel = (message.data as { channel?: unknown } | null)?.channel;
        if (typeof channel === 'string') void this.enqueue(() => this.unsubscribe(channel));
        return;
      }
      default:
        if (message.event.startsWith('client-')) this.clientEvent(message);
    }
  }

  private async subscribe(input: unknown): Promise<void> {
    const parsed = subscribeData.safeParse(input);
    if (!parsed.success) {
      this.send(errorFrame(ERRORS.invalidMessage));
      return;
    }
    const { channel, auth } = parsed.data;
    const fail = (status: number, error: string, type?: string) =>
      this.send(subscriptionError(channel, status, error, type));
    if (!CHANNEL_NAME.test(channel)) return fail(400, 'El nombre del canal no es válido.', 'InvalidChannel');
    const kind = channelKind(channel);
    if (kind === 'encrypted') return fail(400, 'Los canales cifrados no están disponibles.', 'UnsupportedChannel');
    const signed = kind === 'presence' ? parsed.data.channel_data : undefined;
    if (kind !== 'public' && !verifySubscription(this.hub.credentials, auth, this.socketId, channel, signed)) {
      return fail(401, 'La firma de la suscripción no es válida.');
    }
    const existing = this.subscriptions.get(channel);
    if (existing) {
      if (kind !== 'presence') return this.send(subscriptionSucceeded(channel));
      const list = await this.hub.presence.list(channel);
      existing.snapshot = list.snapshot;
      this.send(subscriptionSucceeded(channel, presenceData(list.members)));
      return;
    }
    if (kind !== 'presence') {
      this.subscriptions.set(channel, { kind });
      this.hub.channels.add(channel, this);
      this.send(subscriptionSucceeded(channel));
      return;
    }
    const member = this.readMember(signed);
    if (!member) return fail(400, 'Los datos de presencia no son válidos.', 'InvalidChannelData');
    const subscription: Subscription = { kind, member, pending: [] };
    this.subscriptions.set(channel, subscription);
    this.hub.channels.add(channel, this);
    const result = await this.hub.presence.join(channel, this.socketId, member).catch((err: unknown) => {
      this.hub.log.error({ err }, 'realtime: presence join failed');
      return null;
    });
    if (!result || result.full) {
      this.subscriptions.delete(channel);
      this.hub.channels.remove(channel, this);
      if (result) return fail(403, 'El canal de presencia está lleno.', 'LimitReached');
      return fail(500, 'No se pudo completar la suscripción. Inténtelo nuevamente.', 'ServerError');
    }
    // The others hear of this member (if it is the user's first socket) from the join's commit.
    this.send(subscriptionSucceeded(channel, presenceData(result.members)));
    const pending = subscription.pending ?? [];
    subscription.pending = undefined;
    subscription.snapshot = result.snapshot;
    for (const { text, xid } of pending) this.deliver(channel, text, xid);
  }

  private readMember(channelDataText: string | undefined): PresenceMember | null {
    if (!channelDataText) return null;
    let value: unknown;
    try {
      value = JSON.parse(channelDataText);
    } catch {
      return null;
    }
    const parsed = channelData.safeParse(value);
    if (!parsed.success) return null;
    const member = { user_id: parsed.data.user_id, user_info: parsed.data.user_info ?? {} };
    return JSON.stringify(member.user_info).length <= MAX_USER_INFO ? member : null;
  }

  private async unsubscribe(channel: string): Promise<void> {
    const subscription = this.subscriptions.get(channel);
    if (!subscription) return;
    this.subscriptions.delete(channel);
    this.hub.channels.remove(channel, this);
    // The leave's commit tells the others when this was the user's last socket.
    if (subscription.member) await this.hub.presence.leave(channel, subscription.member.user_id, [this.socketId]);
  }

  private async leaveAll(): Promise<void> {
    for (const channel of [...this.subscriptions.keys()]) {
      await this.unsubscribe(channel).catch((err) => this.hub.log.error({ err }, 'realtime: presence leave failed'));
    }
  }

  private clientEvent(message: ClientFrame): void {
    const subscription = message.channel ? this.subscriptions.get(message.channel) : undefined;
    if (!message.channel || !subscription || subscription.pending) {
      this.send(errorFrame(ERRORS.notMember));
      return;
    }
    if (subscription.kind !== 'private' && subscription.kind !== 'presence') {
      this.send(errorFrame(ERRORS.clientEventChannel));
      return;
    }
    const now = Date.now();
    if (now - this.rateWindowStart >= 1000) {
      this.rateWindowStart = now;
      this.rateWindowCount = 0;
    }
    if (++this.rateWindowCount > CLIENT_EVENTS_PER_SECOND) {
      this.send(errorFrame(ERRORS.clientEventRateLimit));
      return;
    }
    if (message.event.length > MAX_EVENT_NAME || Buffer.byteLength(message.rawData) > MAX_EVENT_DATA) {
      this.send(errorFrame(ERRORS.clientEventTooLarge));
      return;
    }
    this.hub.publish([
      {
        channels: [message.channel],
        event: message.event,
        data: message.rawData,
        except: this.socketId,
        user_id: subscription.member?.user_id,
      },
    ]);
  }
}
