/**
 * Webhooks end to end on each database: a subscription receives a registration on a local HTTP
 * server, signed as Standard Webhooks and verified with the library's own verifier; a registration
 * rolled back at its commit sends nothing; a failed delivery is logged and redelivered with the same
 * id; a delivery failing its last retry disables the subscription and tells the administrators.
 */
import { and, eq, sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { notifications, webhookDeliveries } from '../../db/schema';
import { call, describeEachDatabase } from '../../test/harness';
import { httpReceiver, type Receiver } from '../../test/http-receiver';
import { type EntryFixtures, entryFixtures } from '../entries/entries.fixtures';
import { deliverWebhook } from './webhooks.send';

interface Received {
  headers: Record<string, string>;
  body: string;
}

const received: Received[] = [];
let answer = 204;
let receiver: Receiver;
let receiverUrl: string;

beforeAll(async () => {
  receiver = await httpReceiver((request, body, res) => {
    received.push({ headers: request.headers as Record<string, string>, body });
    res.writeHead(answer).end(answer >= 400 ? 'receptor caído' : '');
  });
  receiverUrl = receiver.url('/hooks');
});
afterAll(() => receiver.close());

const until = async (done: () => boolean | Promise<boolean>) => {
  for (let i = 0; i < 300 && !(await done()); i++) await new Promise((resolve) => setTimeout(resolve, 50));
  expect(await done()).toBe(true);
};

describeEachDatabase('webhooks', (ctx) => {
  let f: EntryFixtures;
  let subscription: { id: number; secret: string };

  beforeAll(async () => {
    // Each database numbers its entries from the same start: its own deliveries only.
    received.length = 0;
    f = await entryFixtures(ctx());
    const res = await call(ctx().app, 'POST', '/api/v1/webhooks', {
      token: f.tokens.admin,
      body: {
        name: 'Sistema de trámites',
        url: receiverUrl,
        events: ['entry.registered', 'entry.derived'],
        office_id: null,
        active: true,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    subscription = res.json().data;
    expect(subscription.secret).toMatch(/^whsec_/);
    await ctx().app.jobs.start();
  });

  const ofEntry = (id: number) =>
    received.filter((r) => (JSON.parse(r.body) as { data: { id: number } }).data.id === id);

  it('delivers a registration signed per Standard Webhooks, with ids and public fields only', async () => {
    const entry = await f.register({ subject: 'Expediente reservado de salud' });
    await until(() => ofEntry(entry.id).length > 0);
    const [delivery] = ofEntry(entry.id);
    const payload = new Webhook(subscription.secret).verify(delivery!.body, delivery!.headers) as {
      type: string;
      data: Record<string, unknown>;
    };
    expect(payload.type).toBe('entry.registered');
    expect(payload.data).toMatchObject({ id: entry.id, number: entry.number, state: 'registrado' });
    expect(delivery!.body).not.toContain('reservado');
    expect(() =>
      new Webhook(`whsec_${Buffer.from('otro secreto de 32 bytes........').toString('base64')}`).verify(
        delivery!.body,
        delivery!.headers,
      ),
    ).toThrow();

    const shown = await call(ctx().app, 'GET', `/api/v1/webhooks/${subscription.id}`, { token: f.tokens.admin });
    expect(shown.json().data.secret).toBeUndefined();
    const logged = async () => {
      const log = await call(ctx().app, 'GET', `/api/v1/webhooks/${subscription.id}/deliveries`, {
        token: f.tokens.admin,
      });
      expect(log.statusCode, log.body).toBe(200);
      return log.json().data.find((d: { id: string }) => d.id === delivery!.headers['webhook-id']);
    };
    // The attempt is logged once the receiver has answered.
    await until(async () => (await logged()).state === 'entregado');
    expect(await logged()).toMatchObject({
      event_type: 'entry.registered',
      state: 'entregado',
      attempts: 1,
      last_status: 204,
    });
  });

  it('sends nothing for a registration rolled back at its commit', async () => {
    const { db } = ctx().database;
    await db.execute(sql`create or replace function refuse_entry() returns trigger language plpgsql as $$
      begin raise exception 'refused by the test'; end $$`);
    await db.execute(sql`create constraint trigger refuse_entry after insert on entries deferrable initially deferred
      for each row when (new.subject = 'Se revierte') execute function refuse_entry()`);
    try {
      const before = await db.select({ n: sql<number>`count(*)::int` }).from(webhookDeliveries);
      const res = await call(ctx().app, 'POST', '/api/v1/entries', {
        token: f.tokens.mesapartes,
        body: f.body({ subject: 'Se revierte' }),
      });
      expect(res.statusCode).toBeGreaterThanOrEqual(500);
      const after = await db.select({ n: sql<number>`count(*)::int` }).from(webhookDeliveries);
      expect(after[0]!.n).toBe(before[0]!.n);
      const jobs = await db.execute(
        sql`select count(*)::int as n from pgboss.job where name in ('webhook-event', 'webhook-delivery') and state in ('created', 'retry')`,
      );
      expect((jobs as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
    } finally {
      await db.execute(sql`drop trigger refuse_entry on entries`);
    }
  });

  it('logs a failed delivery and redelivers it by hand with the same webhook id', async () => {
    answer = 503;
    try {
      const entry = await f.register({ subject: 'Receptor caído' });
      await until(() => ofEntry(entry.id).length > 0);
      const id = ofEntry(entry.id)[0]!.headers['webhook-id']!;
      const { db } = ctx().database;
      await until(async () => {
        const [row] = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id));
        return row?.last_status === 503;
      });
      const [failed] = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id));
      expect(failed).toMatchObject({ state: 'pendiente', attempts: 1, last_response: 'receptor caído' });
      answer = 200;
      const redeliver = await call(
        ctx().app,
        'POST',
        `/api/v1/webhooks/${subscription.id}/deliveries/${id}/redeliver`,
        { token: f.tokens.admin },
      );
      expect(redeliver.statusCode, redeliver.body).toBe(202);
      await until(async () => {
        const [row] = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id));
        return row?.state === 'entregado';
      });
      expect(ofEntry(entry.id).map((r) => r.headers['webhook-id'])).toEqual([id, id]);
    } finally {
      answer = 204;
    }
  });

  it('disables a subscription whose delivery fails its last retry, and tells the administrators', async () => {
    const res = await call(ctx().app, 'POST', '/api/v1/webhooks', {
      token: f.tokens.admin,
      body: {
        name: 'Receptor apagado',
        url: 'http://127.0.0.1:9/nada',
        events: ['entry.derived'],
        office_id: null,
        active: true,
      },
    });
    const dead = res.json().data as { id: number };
    const { db } = ctx().database;
    const id = crypto.randomUUID();
    await db.insert(webhookDeliveries).values({
      id,
      subscription_id: dead.id,
      event_type: 'entry.derived',
      payload: { type: 'entry.derived', data: { id: 1 } },
    });
    await expect(
      deliverWebhook(ctx().app, { id: 'job', data: { delivery: id }, retryCount: 11, retryLimit: 11 }),
    ).rejects.toThrow();
    const shown = await call(ctx().app, 'GET', `/api/v1/webhooks/${dead.id}`, { token: f.tokens.admin });
    expect(shown.json().data).toMatchObject({ active: false, disabled_reason: expect.stringContaining('Desactivada') });
    const told = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.type, 'webhooks'), sql`${notifications.data}->>'data_id' = ${String(dead.id)}`));
    expect(told.length).toBeGreaterThan(0);
  });

  it('rotates the signing secret: shown once, the next deliveries signed with it', async () => {
    const shown = await call(ctx().app, 'GET', `/api/v1/webhooks/${subscription.id}`, { token: f.tokens.admin });
    const rotated = await call(ctx().app, 'POST', `/api/v1/webhooks/${subscription.id}/rotate-secret`, {
      token: f.tokens.admin,
      body: { version: shown.json().data.version },
    });
    expect(rotated.statusCode, rotated.body).toBe(200);
    const { secret } = rotated.json().data as { secret: string };
    expect(secret).toMatch(/^whsec_/);
    expect(secret).not.toBe(subscription.secret);
    const entry = await f.register({ subject: 'Tras rotar' });
    await until(() => ofEntry(entry.id).length > 0);
    const [delivery] = ofEntry(entry.id);
    expect(() => new Webhook(secret).verify(delivery!.body, delivery!.headers)).not.toThrow();
    expect(() => new Webhook(subscription.secret).verify(delivery!.body, delivery!.headers)).toThrow();
    subscription.secret = secret;
  });

  it('answers 422 in Spanish for a bad subscription', async () => {
    const res = await call(ctx().app, 'POST', '/api/v1/webhooks', {
      token: f.tokens.admin,
      body: { name: '', url: 'ftp://x', events: ['entry.unknown'], office_id: null, active: true },
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['events.0', 'name', 'url']);
  });
});
