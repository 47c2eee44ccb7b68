/**
 * Delivers one webhook (a job of the `webhook-delivery` queue): signs the stored payload per
 * Standard Webhooks (`standardwebhooks`: webhook-id, webhook-timestamp, webhook-signature; the
 * delivery's id on every attempt), POSTs it, and records the attempt in the delivery log. A
 * non-2xx answer or no answer throws, so the queue retries with backoff; when the last retry
 * fails the subscription is disabled and the administrators are told.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Webhook } from 'standardwebhooks';
import type { Executor } from '../../db/client';
import { webhookDeliveries, webhookSubscriptions } from '../../db/schema';
import { newVersion } from '../../lib/crud/versioned-write';
import type { JobRun } from '../../lib/jobs/jobs';
import { notify } from '../notifications/notifications.service';

const TIMEOUT_MS = 10_000;
const EXCERPT = 500;

interface Attempt {
  status: number | null;
  latencyMs: number;
  response: string;
}

async function post(url: string, secret: string, id: string, body: string): Promise<Attempt> {
  const timestamp = new Date();
  const headers = {
    'content-type': 'application/json',
    'user-agent': 'Folio-Webhooks',
    'webhook-id': id,
    'webhook-timestamp': String(Math.floor(timestamp.getTime() / 1000)),
    'webhook-signature': new Webhook(secret).sign(id, timestamp, body),
  };
  const started = performance.now();
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers,
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const response = (await res.text()).slice(0, EXCERPT);
    return { status: res.status, latencyMs: Math.round(performance.now() - started), response };
  } catch (error) {
    const reason = error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : '';
    return {
      status: null,
      latencyMs: Math.round(performance.now() - started),
      response: `Sin respuesta: ${reason}`.slice(0, EXCERPT),
    };
  }
}

async function disable(tx: Executor, subscriptionId: number, name: string): Promise<void> {
  const reason = 'Desactivada automáticamente: las entregas fallaron durante un día.';
  const [changed] = await tx
    .update(webhookSubscriptions)
    .set({
      active: false,
      disabled_reason: reason,
      ...newVersion(webhookSubscriptions),
    })
    .where(and(eq(webhookSubscriptions.id, subscriptionId), eq(webhookSubscriptions.active, true)))
    .returning({ id: webhookSubscriptions.id });
  if (changed)
    await notify(
      tx,
      { permission: 'webhooks-admin' },
      {
        text: `Se desactivó el webhook «${name}»: sus entregas fallaron durante un día.`,
        type: 'webhooks',
        data_id: subscriptionId,
      },
    );
}

export async function deliverWebhook(app: FastifyInstance, job: JobRun<{ delivery: string }>): Promise<void> {
  const [row] = await app.db
    .select({ delivery: webhookDeliveries, subscription: webhookSubscriptions })
    .from(webhookDeliveries)
    .innerJoin(webhookSubscriptions, eq(webhookSubscriptions.id, webhookDeliveries.subscription_id))
    .where(eq(webhookDeliveries.id, job.data.delivery));
  if (!row || row.delivery.state === 'entregado' || !row.subscription.active) return;
  const { delivery, subscription } = row;
  const attempt = await post(subscription.url, subscription.secret, delivery.id, JSON.stringify(delivery.payload));
  const ok = attempt.status !== null && attempt.status >= 200 && attempt.status < 300;
  const last = job.retryCount >= job.retryLimit;
  await app.db.transaction(async (tx) => {
    await tx
      .update(webhookDeliveries)
      .set({
        state: ok ? 'entregado' : last ? 'fallido' : 'pendiente',
        attempts: sql`${webhookDeliveries.attempts} + 1`,
        last_attempt_at: sql`now()`,
        last_status: attempt.status,
        last_latency_ms: attempt.latencyMs,
        last_response: attempt.response,
        delivered_at: ok ? sql`now()` : null,
      })
      .where(eq(webhookDeliveries.id, delivery.id));
    if (!ok && last) await disable(tx, subscription.id, subscription.name);
  });
  if (!ok) throw new Error(`webhook ${delivery.id}: ${attempt.status ?? 'no answer'}`);
}
