/** For the realtime tests: real pusher-js and laravel-echo clients against a listening app, and waiting helpers. */
import type { FastifyInstance } from 'fastify';
import Echo from 'laravel-echo';
import PusherServer from 'pusher';
import Pusher, { type Options } from 'pusher-js';
import { WebSocket } from 'ws';
import type { RealtimeConfig } from '../../config';

export async function listen(app: FastifyInstance): Promise<number> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the app is not listening on a port');
  return address.port;
}

const clientOptions = (app: FastifyInstance, port: number) => ({
  wsHost: '127.0.0.1',
  wsPort: port,
  forceTLS: false,
  enabledTransports: ['ws' as const],
  disableStats: true,
  authEndpoint: `http://127.0.0.1:${port}/api/broadcasting/auth`,
  activityTimeout: app.config.realtime.activityTimeout * 1000,
});

export function pusherClient(
  app: FastifyInstance,
  port: number,
  token?: string,
  options: Partial<Options> = {},
): Pusher {
  return new Pusher(app.config.realtime.key, {
    cluster: '',
    ...clientOptions(app, port),
    auth: { headers: token ? { Authorization: `Bearer ${token}` } : {} },
    ...options,
  });
}

/** Echo as the web app builds it: broadcaster `reverb`, bearer token for `/api/broadcasting/auth`. */
export function echoClient(app: FastifyInstance, port: number, token: string): Echo<'reverb'> {
  return new Echo({
    broadcaster: 'reverb',
    key: app.config.realtime.key,
    Pusher,
    bearerToken: token,
    ...clientOptions(app, port),
  });
}

/** The official Pusher server library, pointed at an app's HTTP API. */
export function serverLibrary(config: RealtimeConfig, port = 80, overrides: Partial<PusherServer.BaseOptions> = {}) {
  return new PusherServer({
    appId: config.appId,
    key: config.key,
    secret: config.secret,
    host: '127.0.0.1',
    port: String(port),
    useTLS: false,
    ...overrides,
  });
}

/** pusher-js options that sign presence subscriptions as `userId` with the server library, as another back end would. */
export function signedAs(config: RealtimeConfig, userId: string, userInfo: object): Partial<Options> {
  const signer = serverLibrary(config);
  return {
    channelAuthorization: {
      endpoint: '',
      transport: 'ajax',
      customHandler: ({ socketId, channelName }, callback) =>
        callback(null, signer.authorizeChannel(socketId, channelName, { user_id: userId, user_info: userInfo })),
    },
  };
}

export async function connected(pusher: Pusher): Promise<string> {
  await waitFor(() => pusher.connection.state === 'connected');
  return pusher.connection.socket_id;
}

/** Polls until `check` returns (or resolves to) something truthy; throws after `timeoutMs`. */
export async function waitFor<T>(check: () => T | Promise<T>, timeoutMs = 5000): Promise<NonNullable<T>> {
  const start = Date.now();
  for (;;) {
    const value = await check();
    if (value) return value as NonNullable<T>;
    if (Date.now() - start > timeoutMs) throw new Error(`waitFor timed out: ${check.toString()}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface RawFrame {
  event: string;
  channel?: string;
  data?: string;
  user_id?: string;
}

/** A bare websocket speaking the protocol by hand, recording every frame and the close code. */
export class RawClient {
  readonly frames: RawFrame[] = [];
  closeCode: number | undefined;
  private readonly ws: WebSocket;

  constructor(port: number, path: string) {
    this.ws = new WebSocket(`ws://127.0.0.1:${port}${path}`);
    this.ws.on('message', (data) => this.frames.push(JSON.parse(data.toString())));
    this.ws.on('close', (code) => {
      this.closeCode = code;
    });
    this.ws.on('error', () => {});
  }

  send(message: unknown): void {
    this.ws.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  next(event: string, channel?: string): Promise<RawFrame> {
    return waitFor(() =>
      this.frames.find((f) => f.event === event && (channel === undefined || f.channel === channel)),
    );
  }

  async socketId(): Promise<string> {
    const frame = await this.next('pusher:connection_established');
    return JSON.parse(frame.data ?? '{}').socket_id;
  }

  disconnect(): void {
    this.ws.terminate();
  }
}
