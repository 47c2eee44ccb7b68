/**
 * The `webhook-event` job: fans one event out to the subscriptions that want it, off the request
 * path — one delivery row and one `webhook-delivery` job each, in one transaction. A delivery's
 * id (the `webhook-id` of every attempt) is derived from the event's id and the subscription's,
 * so a fan-out run twice (a crash before its job completed) writes nothing new. A subscription
 * created after the event does not receive it.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { JobRun } from '../../lib/jobs/jobs';
import { sendInTransaction } from '../../lib/jobs/send';
import { subscribedTo, type WebhookEventJob } from './webhooks.service';

export async function fanOutWebhookEvent(app: FastifyInstance, job: JobRun<WebhookEventJob>): Promise<void> {
  const { event, type, payload } = job.data;
  const offices = sql`array(select jsonb_array_elements_text(${JSON.stringify(payload.data.office_ids)}::jsonb)::int)`;
  const sent = await app.db.transaction(async (tx) => {
    const result = (await tx.execute(sql`
      insert into webhook_deliveries (id, subscription_id, event_type, payload, created_at)
      select md5(${event} || ':' || s.id)::uuid, s.id, ${type}, ${JSON.stringify(payload)}::jsonb, ${payload.timestamp}::timestamptz
      from webhook_subscriptions s
      where ${subscribedTo(type, offices)} and s.created_at < ${payload.timestamp}::timestamptz + interval '1 millisecond'
      on conflict (id) do nothing
      returning id`)) as unknown as { rows: { id: string }[] };
    await sendInTransaction(
      tx,
      'webhook-delivery',
      result.rows.map((row) => ({ delivery: row.id })),
    );
    return result.rows.length;
  });
  if (sent > 0) app.jobs.wake('webhook-delivery');
}
