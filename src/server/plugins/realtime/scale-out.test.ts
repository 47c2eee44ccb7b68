/**
 * Scale-out: the NOTIFY codec everywhere, and two Folio instances on one PostgreSQL (only with
 * TEST_DATABASE_URL) where events and presence cross instances.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type Pusher from 'pusher-js';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it, onTestFinished } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { type Database, openPostgres } from '../../db/client';
import { realtimeInstances, realtimePresence } from '../../db/schema';
import { notify } from '../../modules/notifications/notifications.service';
import { login } from '../../test/harness';
import { cloneTemplate } from '../../test/postgres';
import { BatchDecoder, type BusMessage, encodeBatch } from './bus';
import { connected, echoClient, listen, pusherClient, serverLibrary, signedAs, waitFor } from './testing';

const serverUrl = process.env.TEST_DATABASE_URL;

describe('realtime: NOTIFY payloads', () => {
  it('splits a batch into ASCII payloads under 8000 bytes and puts interleaved parts back together', () => {
    const big: BusMessage[] = [
      { channels: ['private-a'], event: 'e', data: JSON.stringify({ text: 'ñandú €'.repeat(2000) }) },
    ];
    const small: BusMessage[] = [{ channels: ['b'], event: 'f', data: '{}', except: '1.2', user_id: '7' }];
    const bigParts = encodeBatch(big, 'instancia');
    const smallParts = encodeBatch(small);
    expect(bigParts.length).toBeGreaterThan(1);
    expect(smallParts).toHaveLength(1);
    for (const part of bigParts) {
      expect(Buffer.byteLength(part)).toBeLessThan(8000);
      expect(part).toMatch(/^[\x20-\x7e]*$/);
    }
    const decoder = new BatchDecoder();
    const decoded = [bigParts[0]!, ...smallParts, ...bigParts.slice(1)].map((p) => decoder.decode(p));
    expect(decoded[0]).toBeNull();
    expect(decoded[1]).toEqual({ origin: '', messages: small });
    expect(decoded.slice(2, -1).every((d) => d === null)).toBe(true);
    expect(decoded.at(-1)).toEqual({ origin: 'instancia', messages: big });
  });
});

if (serverUrl) {
  describe('realtime: two instances on one PostgreSQL', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'folio-data-'));
    const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', APP_URL: 'http://folio.test' });
    let clone: Awaited<ReturnType<typeof cloneTemplate>>;
    const databases: Database[] = [];
    const apps: FastifyInstance[] = [];
    const ports: number[] = [];
    const clients: { disconnect(): void }[] = [];
    const track = <T extends { disconnect(): void }>(client: T) => {
      clients.push(client);
      return client;
    };

    beforeAll(async () => {
      clone = await cloneTemplate(serverUrl, inject('postgresTemplate'));
      for (let i = 0; i < 2; i++) {
        const database = await openPostgres(clone.url, 4);
        databases.push(database);
        const app = await buildApp({ config, database, logger: false });
        apps.push(app);
        ports.push(await listen(app));
      }
    });
    /**
     * Disconnects this test's clients and waits until both instances have closed their sockets, which
     * happens only after each socket left its channels (committed), so no test sees another's members.
     */
    afterEach(async () => {
      for (const client of clients.splice(0)) client.disconnect();
      await waitFor(() => apps.every((app) => app.realtime.server.connections.size === 0));
      expect(await apps[A]!.db.select().from(realtimePresence)).toEqual([]);
    });
    afterAll(async () => {
      for (const client of clients) client.disconnect();
      for (const app of apps) await app.close();
      for (const database of databases) await database.close();
      await clone?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    });

    const [A, B] = [0, 1];
    /** A pusher-js client on one instance, in the shared room as the given user. */
    function roomMember(instance: number, userId: string) {
      const client = track(
        pusherClient(apps[instance]!, ports[instance]!, undefined, signedAs(config.realtime, userId, { id: userId })),
      );
      const log: string[] = [];
      const channel = client.subscribe('presence-sala');
      channel.bind('pusher:member_added', (m: { id: string }) => log.push(`+${m.id}`));
      channel.bind('pusher:member_removed', (m: { id: string }) => log.push(`-${m.id}`));
      const members = () =>
        Object.keys((channel as unknown as { members: { members: object } }).members.members).sort();
      return { client, channel, log, members };
    }

    it('a client on A receives notifications committed on B, trigger API events sent to B and whispers from B', async () => {
      const token = await login(apps[A]!, 'jefe');
      const userId = (
        await apps[A]!.inject({ url: '/api/v1/user', headers: { authorization: `Bearer ${token}` } })
      ).json().user.id as number;
      const channel = `App.Models.User.${userId}`;
      const onA = track(echoClient(apps[A]!, ports[A]!, token));
      const onB = track(echoClient(apps[B]!, ports[B]!, token));
      const received: unknown[] = [];
      let ready = 0;
      onA
        .private(channel)
        .notification((n: unknown) => received.push(n))
        .listen('.aviso', (e: unknown) => received.push(e))
        .listenForWhisper('typing', (e: unknown) => received.push(e))
        .subscribed(() => ready++);
      onB.private(channel).subscribed(() => ready++);
      await waitFor(() => ready === 2);

      await apps[B]!.db.transaction((tx) => notify(tx, userId, { text: 'Desde B', type: 'entries', data_id: 5 }));
      await waitFor(() => received.length === 1);
      expect(received[0]).toMatchObject({ text: 'Desde B', type: 'entries', data_id: 5 });

      const library = serverLibrary(config.realtime, ports[B]);
      await library.trigger(`private-${channel}`, 'aviso', { n: 1 });
      await waitFor(() => received.length === 2);
      expect(received[1]).toEqual({ n: 1 });

      onB.private(channel).whisper('typing', { de: 'B' });
      await waitFor(() => received.length === 3);
      expect(received[2]).toEqual({ de: 'B' });

      // Larger than one NOTIFY payload (8000 bytes): split and put back together.
      const big = 'ñ'.repeat(5000);
      await library.trigger(`private-${channel}`, 'aviso', { big });
      await waitFor(() => received.length === 4);
      expect(received[3]).toEqual({ big });
    });

    it('presence lists and member events are the same from both instances, deduplicated per user', async () => {
      // B hears of user 1's arrival only after user 2's list (read on B) already has user 1: the late
      // member_added must not reach user 2. Holding B's deliveries makes that order certain.
      const serverB = apps[B]!.realtime.server;
      const deliver = serverB.deliver.bind(serverB);
      const held: BusMessage[][] = [];
      serverB.deliver = (messages) => {
        held.push([...messages]);
      };
      const release = () => {
        serverB.deliver = deliver;
        for (const messages of held.splice(0)) deliver(messages);
      };
      onTestFinished(release);
      const one = roomMember(A, '1');
      await waitFor(() => one.channel.subscribed);
      await waitFor(() => held.flat().some((m) => m.event === 'pusher_internal:member_added'));
      const two = roomMember(B, '2');
      await waitFor(() => two.channel.subscribed);
      expect(two.members()).toEqual(['1', '2']);
      release();
      await waitFor(() => one.log.includes('+2'));

      const oneOnB = roomMember(B, '1');
      await waitFor(() => oneOnB.channel.subscribed);
      expect(oneOnB.members()).toEqual(['1', '2']);
      one.client.disconnect();
      // Its socket has left once A no longer has it (user 1 stays, through B).
      await waitFor(() => apps[A]!.realtime.server.connections.size === 0);
      oneOnB.client.disconnect();
      await waitFor(() => two.log.includes('-1'));
      // Every instance hears presence changes in commit order, so a wrong '+1' (the held one, or
      // from the second tab) or '-1' (from the first tab's leave) would have come before this '-1'.
      expect(two.log).toEqual(['-1']);
      expect(one.log).toEqual(['+2']);

      const library = serverLibrary(config.realtime, ports[A]);
      expect(await (await library.get({ path: '/channels/presence-sala/users' })).json()).toEqual({
        users: [{ id: '2' }],
      });
    });

    it('sweeps the members of an instance that stopped beating', async () => {
      const { db } = apps[A]!;
      await db.insert(realtimeInstances).values({ id: 'muerta', heartbeat_at: new Date(Date.now() - 3_600_000) });
      await db.insert(realtimePresence).values({
        channel: 'presence-sala',
        socket_id: '1.1',
        instance_id: 'muerta',
        user_id: '9',
        user_info: { id: '9' },
      });
      const watcher = roomMember(B, '3');
      await waitFor(() => watcher.channel.subscribed);
      expect(watcher.members()).toEqual(['3', '9']);
      await apps[A]!.realtime.sweepPresence();
      await waitFor(() => watcher.log.includes('-9'));
      expect(watcher.members()).toEqual(['3']);
      await connected(watcher.client as Pusher);
    });
  });
}
