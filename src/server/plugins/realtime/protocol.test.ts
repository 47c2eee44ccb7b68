import { eq } from 'drizzle-orm';
import Pusher from 'pusher-js';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { realtimePresence } from '../../db/schema';
import { notify } from '../../modules/notifications/notifications.service';
import { call, describeEachDatabase, login } from '../../test/harness';
import { publishOnCommit } from './bus';
import { signSubscription } from './signatures';
import { connected, echoClient, listen, pusherClient, RawClient, signedAs, sleep, waitFor } from './testing';

describeEachDatabase(
  'realtime: Pusher protocol 7 with pusher-js and laravel-echo',
  (ctx) => {
    let port: number;
    const clients: { disconnect(): void }[] = [];
    const track = <T extends { disconnect(): void }>(client: T) => {
      clients.push(client);
      return client;
    };
    const raw = (path: string) => track(new RawClient(port, path));
    let tokens: Record<string, string>;
    let ids: Record<string, number>;

    beforeAll(async () => {
      const { app } = ctx();
      port = await listen(app);
      tokens = {};
      ids = {};
      for (const username of ['jefe', 'servidor']) {
        tokens[username] = await login(app, username);
        const res = await app.inject({ url: '/api/v1/user', headers: { authorization: `Bearer ${tokens[username]}` } });
        ids[username] = res.json().user.id;
      }
    });
    afterAll(() => {
      for (const client of clients) client.disconnect();
    });

    it('handshakes with a socket id and activity timeout, answers ping and refuses an unknown key with 4001', async () => {
      const { app } = ctx();
      const client = raw(`/app/${app.config.realtime.key}?protocol=7&client=js&version=8.6.0&flash=false`);
      const established = JSON.parse((await client.next('pusher:connection_established')).data ?? '');
      expect(established.socket_id).toMatch(/^\d+\.\d+$/);
      expect(established.activity_timeout).toBe(1);
      client.send({ event: 'pusher:ping', data: {} });
      expect((await client.next('pusher:pong')).data).toBe('{}');
      client.send('not json');
      expect(JSON.parse((await client.next('pusher:error')).data ?? '')).toMatchObject({ code: 4200 });

      const unknown = raw('/app/wrong-key?protocol=7');
      expect(JSON.parse((await unknown.next('pusher:error')).data ?? '')).toMatchObject({ code: 4001 });
      await waitFor(() => unknown.closeCode === 4001);
      const oldProtocol = raw(`/app/${app.config.realtime.key}?protocol=5`);
      await waitFor(() => oldProtocol.closeCode === 4007);

      const pusher = track(pusherClient(app, port));
      expect(await connected(pusher)).toMatch(/^\d+\.\d+$/);
      const wrongKey = track(
        new Pusher('wrong-key', {
          cluster: '',
          wsHost: '127.0.0.1',
          wsPort: port,
          forceTLS: false,
          enabledTransports: ['ws'],
        }),
      );
      const states: string[] = [];
      wrongKey.connection.bind('state_change', (s: { current: string }) => states.push(s.current));
      await waitFor(() => states.includes('disconnected') || states.includes('failed'));
      await sleep(300);
      expect(states.filter((s) => s === 'connecting').length).toBeLessThanOrEqual(1);
    });

    it('pings a silent socket and closes it with 4201; pusher-js keeps itself alive by pinging', async () => {
      const { app } = ctx();
      const silent = raw(`/app/${app.config.realtime.key}?protocol=7`);
      await silent.next('pusher:connection_established');
      await silent.next('pusher:ping');
      await waitFor(() => silent.closeCode === 4201, 5000);
      expect(JSON.parse((await silent.next('pusher:error')).data ?? '')).toMatchObject({ code: 4201 });

      const pusher = track(pusherClient(app, port));
      const socketId = await connected(pusher);
      await sleep(2500);
      expect(pusher.connection.state).toBe('connected');
      expect(pusher.connection.socket_id).toBe(socketId);
    });

    it('authorizes a private channel for its owner only; a refusal reaches Echo .error()', async () => {
      const { app } = ctx();
      const echo = track(echoClient(app, port, tokens.jefe!));
      const subscribed = { own: false };
      echo.private(`App.Models.User.${ids.jefe}`).subscribed(() => {
        subscribed.own = true;
      });
      await waitFor(() => subscribed.own);
      const errors: unknown[] = [];
      echo.private(`App.Models.User.${ids.servidor}`).error((e: unknown) => errors.push(e));
      const [error] = await waitFor(() => (errors.length > 0 ? errors : undefined));
      expect(error).toMatchObject({ type: 'AuthError', status: 403 });

      const forged = raw(`/app/${app.config.realtime.key}?protocol=7`);
      await forged.socketId();
      const channel = `private-App.Models.User.${ids.servidor}`;
      forged.send({
        event: 'pusher:subscribe',
        data: { channel, auth: `${app.config.realtime.key}:${'0'.repeat(64)}` },
      });
      const failure = await forged.next('pusher:subscription_error', channel);
      expect(JSON.parse(failure.data ?? '')).toMatchObject({ type: 'AuthError', status: 401 });
    });

    it('POST /api/broadcasting/auth signs JSON or form requests for the own channels only', async () => {
      const { app } = ctx();
      const own = `private-App.Models.User.${ids.jefe}`;
      const json = await call(app, 'POST', '/api/broadcasting/auth', {
        token: tokens.jefe,
        body: { socket_id: '123.456', channel_name: own },
      });
      expect(json.json()).toEqual({ auth: signSubscription(app.config.realtime, '123.456', own) });
      const presence = `presence-App.Models.User.${ids.jefe}`;
      const form = await call(app, 'POST', '/api/broadcasting/auth', {
        token: tokens.jefe,
        body: `socket_id=123.456&channel_name=${presence}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      const channelData = JSON.stringify({
        user_id: String(ids.jefe),
        user_info: { id: ids.jefe, name: 'Jorge Salazar Núñez' },
      });
      expect(form.json()).toEqual({
        auth: signSubscription(app.config.realtime, '123.456', presence, channelData),
        channel_data: channelData,
      });
      for (const channel_name of [`presence-App.Models.User.${ids.servidor}`, 'private-otro', 'publico']) {
        const refused = await call(app, 'POST', '/api/broadcasting/auth', {
          token: tokens.jefe,
          body: { socket_id: '1.2', channel_name },
        });
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toEqual({
          message: 'No tiene permiso para suscribirse a este canal.',
          request_id: expect.any(String),
        });
      }
      const invalid = await call(app, 'POST', '/api/broadcasting/auth', {
        token: tokens.jefe,
        body: { socket_id: 'x', channel_name: 'a b' },
      });
      expect(invalid.statusCode).toBe(422);
      expect(Object.keys(invalid.json().errors).sort()).toEqual(['channel_name', 'socket_id']);
      const anonymous = await call(app, 'POST', '/api/broadcasting/auth', {
        body: { socket_id: '1.2', channel_name: own },
      });
      expect(anonymous.statusCode).toBe(401);
    });

    it('presence: two tabs of one user are one member; here, joining and leaving across two users', async () => {
      const { app } = ctx();
      const ownChannel = `App.Models.User.${ids.jefe}`;
      const tab1 = track(echoClient(app, port, tokens.jefe!));
      const tab2 = track(echoClient(app, port, tokens.jefe!));
      const events: string[] = [];
      let here1: { id: number }[] = [];
      tab1
        .join(ownChannel)
        .here((users: { id: number }[]) => {
          here1 = users;
        })
        .joining(() => events.push('joining'))
        .leaving(() => events.push('leaving'));
      await waitFor(() => here1.length === 1);
      expect(here1[0]).toMatchObject({ id: ids.jefe, name: 'Jorge Salazar Núñez' });
      let here2: unknown[] = [];
      tab2.join(ownChannel).here((users: unknown[]) => {
        here2 = users;
      });
      await waitFor(() => here2.length === 1);
      tab2.leave(ownChannel);
      const presenceRows = (channel: string) =>
        app.db.select().from(realtimePresence).where(eq(realtimePresence.channel, channel));
      await waitFor(async () => (await presenceRows(`presence-${ownChannel}`)).length === 1);
      // Committed after the leave, so it arrives after any member event the leave could have sent.
      let marked = false;
      tab1.join(ownChannel).listen('.marca', () => {
        marked = true;
      });
      await app.db.transaction((tx) =>
        publishOnCommit(tx, [{ channels: [`presence-${ownChannel}`], event: 'marca', data: '{}' }]),
      );
      await waitFor(() => marked);
      expect(events).toEqual([]);

      // A shared room, signed by the official server library as another back end would.
      const room = 'presence-sala';
      const roomClient = (userId: string, name: string) =>
        track(pusherClient(app, port, undefined, signedAs(app.config.realtime, userId, { name })));
      const log: string[] = [];
      const a1 = roomClient('1', 'Ana');
      const channelA1 = a1.subscribe(room);
      channelA1.bind('pusher:member_added', (m: { id: string }) => log.push(`added ${m.id}`));
      channelA1.bind('pusher:member_removed', (m: { id: string }) => log.push(`removed ${m.id}`));
      await waitFor(() => channelA1.subscribed);
      const a2 = roomClient('1', 'Ana');
      const channelA2 = a2.subscribe(room);
      await waitFor(() => channelA2.subscribed);
      const b = roomClient('2', 'Beto');
      const channelB = b.subscribe(room);
      await waitFor(() => channelB.subscribed);
      expect((channelB as unknown as { members: { count: number } }).members.count).toBe(2);
      await waitFor(() => log.includes('added 2'));
      a2.disconnect();
      await waitFor(async () => (await presenceRows(room)).length === 2);
      b.disconnect();
      await waitFor(() => log.includes('removed 2'));
      // Member events come in commit order: a wrong 'removed 1' (a2's leave) would have come first.
      expect(log).toEqual(['added 2', 'removed 2']);
    });

    it('relays client events to the other members only, refuses them on public channels and rate-limits them', async () => {
      const { app } = ctx();
      const sender = track(echoClient(app, port, tokens.servidor!));
      const receiver = track(echoClient(app, port, tokens.servidor!));
      const channel = `App.Models.User.${ids.servidor}`;
      const got: { sender: unknown[]; receiver: unknown[] } = { sender: [], receiver: [] };
      let ready = 0;
      sender
        .private(channel)
        .listenForWhisper('typing', (d: unknown) => got.sender.push(d))
        .subscribed(() => ready++);
      receiver
        .private(channel)
        .listenForWhisper('typing', (d: unknown) => got.receiver.push(d))
        .subscribed(() => ready++);
      await waitFor(() => ready === 2);
      sender.private(channel).whisper('typing', { texto: 'escribiendo…' });
      await waitFor(() => got.receiver.length === 1);
      expect(got.receiver[0]).toEqual({ texto: 'escribiendo…' });
      // The answer reaches the sender after its own whisper would have (one socket keeps the order).
      receiver.private(channel).whisper('typing', { texto: 'respuesta' });
      await waitFor(() => got.sender.length === 1);
      expect(got.sender).toEqual([{ texto: 'respuesta' }]);

      const client = raw(`/app/${app.config.realtime.key}?protocol=7`);
      await client.socketId();
      client.send({ event: 'pusher:subscribe', data: { channel: 'publico' } });
      await client.next('pusher_internal:subscription_succeeded', 'publico');
      client.send({ event: 'client-hola', channel: 'publico', data: {} });
      client.send({ event: 'client-hola', channel: `private-${channel}`, data: {} });
      await waitFor(() => client.frames.filter((f) => f.event === 'pusher:error').length === 2);
      const codes = client.frames.filter((f) => f.event === 'pusher:error').map((f) => JSON.parse(f.data ?? '').code);
      expect(codes).toEqual([4009, 4009]);

      const pusherOf = (echo: typeof sender) => (echo.connector as unknown as { pusher: Pusher }).pusher;
      const spam: unknown[] = [];
      pusherOf(receiver)
        .channel(`private-${channel}`)
        .bind('client-spam', (d: unknown) => spam.push(d));
      const errors: number[] = [];
      const pusher = pusherOf(sender);
      pusher.connection.bind('error', (e: { data?: { code: number } }) => errors.push(e.data?.code ?? 0));
      for (let i = 0; i < 12; i++) pusher.channel(`private-${channel}`).trigger('client-spam', { i });
      // Ten per second pass (the whisper above may have opened the window); the rest get 4301.
      await waitFor(() => spam.length + errors.filter((c) => c === 4301).length === 12);
      expect(spam.length).toBeGreaterThanOrEqual(9);
      expect(spam.length).toBeLessThanOrEqual(10);
      expect(pusher.connection.state).toBe('connected');
    });

    it('delivers a committed notification to Echo .notification() with the Laravel payload; a rolled back one never', async () => {
      const { app } = ctx();
      const echo = track(echoClient(app, port, tokens.jefe!));
      const received: Record<string, unknown>[] = [];
      let ready = false;
      echo
        .private(`App.Models.User.${ids.jefe}`)
        .notification((n: Record<string, unknown>) => received.push(n))
        .subscribed(() => {
          ready = true;
        });
      await waitFor(() => ready);
      await app.db
        .transaction(async (tx) => {
          await notify(tx, ids.jefe!, { text: 'No debe llegar', type: 'entries', data_id: 1 });
          tx.rollback();
        })
        .catch(() => {});
      const [id] = await app.db.transaction((tx) =>
        notify(tx, ids.jefe!, { text: 'Se le derivó el ingreso ING-2026-000001', type: 'entries', data_id: 7 }),
      );
      await waitFor(() => received.length === 1);
      expect(received[0]).toEqual({ text: 'Se le derivó el ingreso ING-2026-000001', type: 'entries', data_id: 7, id });
      expect(Object.keys(received[0]!)).toEqual(['text', 'type', 'data_id', 'id']);
    });
  },
  { REALTIME_ACTIVITY_TIMEOUT: '1' },
);
