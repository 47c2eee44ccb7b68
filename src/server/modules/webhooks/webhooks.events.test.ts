/**
 * Every event family is written in the transaction of its change: a subscription to every event
 * exists before the demo data is loaded through the same services the API uses (entries, outputs
 * and their deliveries, requests, transfers, loans), and each event then has its `webhook-event`
 * job; the permissions' clock adds `loan.due` for a loan due today. Payloads carry ids and public
 * fields, never a subject.
 */
import { WEBHOOK_EVENTS, type WebhookEvent } from '@shared/schemas/webhooks';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { migrate } from '../../db/migrate';
import { webhookSubscriptions } from '../../db/schema';
import { seed } from '../../db/seed/seed';
import { openEmptyPglite } from '../../test/harness';
import { runPermissionClock } from '../archive-temporary-permissions/archive-temporary-permissions.due-notices';
import type { WebhookEventJob } from './webhooks.service';

const FAMILIES: Record<string, WebhookEvent[]> = {
  entries: ['entry.registered', 'entry.derived', 'entry.received', 'entry.attended', 'entry.annulled'],
  outputs: ['output.registered', 'output.dispatched', 'output.delivered', 'output.returned'],
  'entry requests': ['entry_request.submitted', 'entry_request.observed', 'entry_request.assigned'],
  transfers: ['transfer.sent', 'transfer.received'],
  loans: ['loan.authorised', 'loan.returned'],
};

describe('webhook events of every family, in the change’s transaction', () => {
  let database: Database;
  const events = async () => {
    const result = (await database.db.execute(
      sql`select data from pgboss.job where name = 'webhook-event'`,
    )) as unknown as { rows: { data: WebhookEventJob }[] };
    return result.rows.map((row) => row.data);
  };

  beforeAll(async () => {
    database = await openEmptyPglite();
    await migrate(database);
    await database.db.insert(webhookSubscriptions).values({
      name: 'Todo',
      url: 'http://127.0.0.1:9/todo',
      events: Object.keys(WEBHOOK_EVENTS),
      secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
      created_at: new Date(Date.now() - 86_400_000),
    });
    await seed(database.db, { demo: true, demoData: true });
  }, 600_000);
  afterAll(async () => {
    await database.close();
  });

  for (const [family, types] of Object.entries(FAMILIES))
    it(`emits ${family}: ${types.join(', ')}`, async () => {
      const seen = await events();
      for (const type of types) {
        const ofType = seen.filter((e) => e.type === type);
        expect(ofType.length, type).toBeGreaterThan(0);
        expect(ofType[0]!.payload).toMatchObject({ type, data: { id: expect.any(Number) } });
        expect(ofType[0]!.payload.data).not.toHaveProperty('subject');
      }
    });

  it('emits loan.due when a loan falls due, once', async () => {
    const due = async () => (await events()).filter((e) => e.type === 'loan.due').length;
    expect(await due()).toBe(0);
    await runPermissionClock(database.db, new Date());
    const first = await due();
    expect(first).toBeGreaterThan(0);
    await runPermissionClock(database.db, new Date());
    expect(await due()).toBe(first);
  });

  it('writes nothing when no subscription wants the event', async () => {
    const before = (await events()).length;
    await database.db.update(webhookSubscriptions).set({ active: false });
    await runPermissionClock(database.db, new Date(Date.now() + 86_400_000));
    expect((await events()).length).toBe(before);
  });
});
