/** The `/app/{key}` websocket endpoint: handshake, liveness, local delivery and a clean shutdown. */
import { randomInt } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { WebSocketServer } from 'ws';
import type { RealtimeConfig } from '../../config';
import type { BusMessage } from './bus';
import { Connection, type Hub } from './connection';
import type { PresenceStore } from './presence';
import {
  connectionEstablished,
  ERRORS,
  errorFrame,
  frame,
  PING,
  PROTOCOL_VERSION,
  type ProtocolError,
} from './protocol';
import { ChannelRegistry } from './registry';

const APP_PATH = /^\/app\/([^/]+)$/;
/** Inbound frames above this close the socket (1009); client events carry at most 10 KB of data. */
const MAX_FRAME_BYTES = 64 * 1024;
/** How long closing sockets get to answer the close handshake on shutdown. */
const CLOSE_GRACE_MS = 1000;

export class RealtimeServer implements Hub {
  readonly connections = new Map<string, Connection>();
  readonly channels = new ChannelRegistry<Connection>();
  readonly credentials: { key: string; secret: string };
  private readonly wss = new WebSocketServer({
    noServer: true,
    clientTracking: false,
    perMessageDeflate: false,
    maxPayload: MAX_FRAME_BYTES,
  });
  private readonly livenessTimer: NodeJS.Timeout;
  private closing = false;

  constructor(
    private readonly config: RealtimeConfig,
    readonly presence: PresenceStore,
    readonly publish: (messages: BusMessage[]) => void,
    readonly log: FastifyBaseLogger,
  ) {
    this.credentials = { key: config.key, secret: config.secret };
    this.livenessTimer = setInterval(() => this.checkLiveness(), (config.activityTimeout * 1000) / 2);
    this.livenessTimer.unref();
  }

  /** For the HTTP server's `upgrade` event. */
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const key = APP_PATH.exec(url.pathname)?.[1];
    if (!key || this.closing) {
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    this.wss.handleUpgrade(request, socket, head, (ws) => {
      const refuse = (error: ProtocolError) => {
        ws.on('error', () => {});
        ws.send(errorFrame(error));
        ws.close(error.code, error.message);
      };
      const protocol = url.searchParams.get('protocol');
      if (decodeURIComponent(key) !== this.config.key) return refuse(ERRORS.appNotFound);
      if (protocol === null) return refuse(ERRORS.protocolMissing);
      if (protocol !== PROTOCOL_VERSION) return refuse(ERRORS.protocolUnsupported);
      const connection = new Connection(this.newSocketId(), ws, this);
      this.connections.set(connection.socketId, connection);
      void connection.closed.then(() => this.connections.delete(connection.socketId));
      connection.send(connectionEstablished(connection.socketId, this.config.activityTimeout));
    });
  }

  /** `{digits}.{digits}` from two random integers, as Reverb does. */
  private newSocketId(): string {
    let id: string;
    do id = `${randomInt(1, 1_000_000_000)}.${randomInt(1, 1_000_000_000)}`;
    while (this.connections.has(id));
    return id;
  }

  /** Sends each message to this instance's subscribers of its channels, except the sender. */
  deliver(messages: readonly BusMessage[]): void {
    for (const message of messages) {
      for (const channel of message.channels) {
        const subscribers = this.channels.subscribers(channel);
        if (!subscribers) continue;
        const text = frame(message.event, message.data, channel, message.user_id);
        for (const connection of subscribers) {
          if (connection.socketId !== message.except) connection.deliver(channel, text, message.xid);
        }
      }
    }
  }

  /**
   * Silent for one activity timeout: ping. Still silent one timeout after the ping: 4201, and
   * pusher-js reconnects. Clients ping on their own after the same timeout, so a healthy one never gets here.
   */
  private checkLiveness(): void {
    const now = Date.now();
    const timeout = this.config.activityTimeout * 1000;
    for (const connection of this.connections.values()) {
      if (connection.pingedAt === undefined) {
        if (now - connection.lastSeen >= timeout) {
          connection.pingedAt = now;
          connection.send(PING);
        }
      } else if (now - connection.pingedAt >= timeout) {
        connection.close(ERRORS.pongTimeout);
      }
    }
  }

  /** Closes every socket with 4200 (pusher-js reconnects at once, e.g. to another instance) and waits for their clean-up. */
  async close(): Promise<void> {
    this.closing = true;
    clearInterval(this.livenessTimer);
    const connections = [...this.connections.values()];
    for (const connection of connections) connection.close(ERRORS.shutdown);
    const all = Promise.all(connections.map((c) => c.closed));
    const grace = new Promise<void>((resolve) => setTimeout(resolve, CLOSE_GRACE_MS).unref());
    await Promise.race([all, grace]);
    for (const connection of this.connections.values()) connection.terminate();
    await all;
    this.wss.close();
  }
}
