import type PusherServer from 'pusher';
import type Pusher from 'pusher-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notify } from '../../modules/notifications/notifications.service';
import { createTestApp, describeEachDatabase, login, type TestApp } from '../../test/harness';
import { userChannel } from './channels';
import { connected, echoClient, listen, pusherClient, RawClient, serverLibrary, signedAs, waitFor } from './testing';

const statusOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 200,
    (err: { status?: number }) => err.status,
  );

describeEachDatabase('realtime: Pusher HTTP API driven by the official pusher library', (ctx) => {
  let port: number;
  let server: PusherServer;
  const clients: Pusher[] = [];

  beforeAll(async () => {
    port = await listen(ctx().app);
    server = serverLibrary(ctx().app.config.realtime, port);
  });
  afterAll(() => {
    for (const client of clients) client.disconnect();
  });

  async function subscriber(channel: string, event: string, options: Parameters<typeof pusherClient>[3] = {}) {
    const client = pusherClient(ctx().app, port, undefined, options);
    clients.push(client);
    const received: unknown[] = [];
    const subscription = client.subscribe(channel);
    subscription.bind(event, (data: unknown) => received.push(data));
    await waitFor(() => subscription.subscribed);
    return { client, received, socketId: await connected(client) };
  }

  it('triggers to subscribers, leaving out the socket_id given', async () => {
    const one = await subscriber('avisos', 'nuevo');
    const two = await subscriber('avisos', 'nuevo');
    expect((await server.trigger('avisos', 'nuevo', { texto: 'Corte de luz a las 15:00' })).status).toBe(200);
    await waitFor(() => one.received.length === 1 && two.received.length === 1);
    expect(one.received[0]).toEqual({ texto: 'Corte de luz a las 15:00' });
    await server.trigger(['avisos', 'otro-canal'], 'nuevo', { texto: 'solo dos' }, { socket_id: one.socketId });
    await waitFor(() => two.received.length === 2);
    // A later event reaches `one` after the left-out one would have (one socket keeps the order).
    await server.trigger('avisos', 'nuevo', { texto: 'para todos' });
    await waitFor(() => one.received.length === 2);
    expect(one.received).toEqual([{ texto: 'Corte de luz a las 15:00' }, { texto: 'para todos' }]);
  });

  it('triggers batches and answers channel information', async () => {
    const a = await subscriber('lote-a', 'e');
    const b = await subscriber('lote-b', 'e');
    await server.triggerBatch([
      { channel: 'lote-a', name: 'e', data: { n: 1 } },
      { channel: 'lote-b', name: 'e', data: { n: 2 } },
    ]);
    await waitFor(() => a.received.length === 1 && b.received.length === 1);
    expect(b.received[0]).toEqual({ n: 2 });

    await subscriber(
      'presence-sala',
      'pusher:subscription_succeeded',
      signedAs(ctx().app.config.realtime, '42', { name: 'Ana' }),
    );
    const list = await (
      await server.get({ path: '/channels', params: { filter_by_prefix: 'presence-', info: 'user_count' } })
    ).json();
    expect(list).toEqual({ channels: { 'presence-sala': { user_count: 1 } } });
    const info = await (await server.get({ path: '/channels/lote-a', params: { info: 'subscription_count' } })).json();
    expect(info).toEqual({ occupied: true, subscription_count: 1 });
    expect(await (await server.get({ path: '/channels/vacio' })).json()).toEqual({ occupied: false });
    const users = await (await server.get({ path: '/channels/presence-sala/users' })).json();
    expect(users).toEqual({ users: [{ id: '42' }] });
  });

  it('refuses unsigned, wrongly signed, oversized and reserved requests with the error shape', async () => {
    const { app } = ctx();
    expect(
      await statusOf(serverLibrary(app.config.realtime, port, { secret: 'otro-secreto' }).trigger('c', 'e', {})),
    ).toBe(401);
    expect(await statusOf(serverLibrary(app.config.realtime, port, { appId: 'otra' }).trigger('c', 'e', {}))).toBe(404);
    expect(await statusOf(server.trigger('c', 'e', 'x'.repeat(10 * 1024 + 1)))).toBe(413);
    expect(await statusOf(server.trigger('c', 'pusher_internal:member_added', {}))).toBe(422);
    const res = await fetch(`http://127.0.0.1:${port}/apps/${app.config.realtime.appId}/events`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'e', channel: 'c', data: '{}' }),
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({
      message: 'La clave de la aplicación no es válida.',
      request_id: expect.any(String),
    });
  });
});

describe('realtime: REALTIME_DRIVER=pusher publishes to an external server, and shutdown closes sockets', () => {
  let external: TestApp;
  let folio: TestApp;
  let port: number;
  const clients: { disconnect(): void }[] = [];

  beforeAll(async () => {
    // Separate data directories would each generate their own secret: both share one, as deployed.
    const REALTIME_APP_SECRET = 'un-secreto-compartido';
    external = await createTestApp('pglite', { REALTIME_APP_SECRET });
    port = await listen(external.app);
    folio = await createTestApp('pglite', {
      REALTIME_APP_SECRET,
      REALTIME_DRIVER: 'pusher',
      REALTIME_PUSHER_URL: `http://127.0.0.1:${port}`,
    });
  });
  afterAll(async () => {
    for (const client of clients) client.disconnect();
    await folio?.close();
    await external?.close();
  });

  it('sends committed notifications and immediate events through the external HTTP API', async () => {
    const token = await login(external.app, 'jefe');
    const userId = (
      await external.app.inject({ url: '/api/v1/user', headers: { authorization: `Bearer ${token}` } })
    ).json().user.id as number;
    const echo = echoClient(external.app, port, token);
    clients.push(echo);
    const received: unknown[] = [];
    let ready = false;
    echo
      .private(`App.Models.User.${userId}`)
      .notification((n: unknown) => received.push(n))
      .listen('.permissions-updated', (e: unknown) => received.push(e))
      .subscribed(() => {
        ready = true;
      });
    await waitFor(() => ready);
    await folio.app.db.transaction((tx) =>
      notify(tx, userId, { text: 'Desde otra instancia', type: 'entries', data_id: 3 }),
    );
    await waitFor(() => received.length === 1);
    expect(received[0]).toMatchObject({ text: 'Desde otra instancia', type: 'entries', data_id: 3 });
    await folio.app.realtime.publish([userChannel(userId)], 'permissions-updated', { user_id: userId });
    await waitFor(() => received.length === 2);
    expect(received[1]).toEqual({ user_id: userId });
  });

  it('app.close() closes every socket with 4200 and returns', async () => {
    const closing = await createTestApp('pglite');
    const closingPort = await listen(closing.app);
    const raw = new RawClient(closingPort, `/app/${closing.config.realtime.key}?protocol=7`);
    await raw.socketId();
    const pusher = pusherClient(closing.app, closingPort);
    clients.push(pusher);
    await connected(pusher);
    const states: string[] = [];
    pusher.connection.bind('state_change', (s: { current: string }) => states.push(s.current));
    await closing.close();
    expect(raw.closeCode).toBe(4200);
    expect(JSON.parse((await raw.next('pusher:error')).data ?? '')).toMatchObject({ code: 4200 });
    await waitFor(() => states.includes('connecting') || states.includes('unavailable'));
    pusher.disconnect();
  });
});
