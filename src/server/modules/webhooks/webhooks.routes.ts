/**
 * Webhooks (Configuración → Webhooks, docs/integrations.md): the subscriptions, administered with
 * the one CRUD helper (the signing secret never leaves the server but in the creation's answer),
 * each subscription's delivery log and a manual redelivery (same webhook id). The outbox and the
 * delivery job: webhooks.service.ts and webhooks.send.ts.
 */
import { randomBytes } from 'node:crypto';
import { booleanParam } from '@shared/crud';
import { webhookDeliveriesSchema, webhookInput, webhookSchema, webhookSecretSchema } from '@shared/schemas/webhooks';
import { versioned } from '@shared/zod';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { webhookSubscriptions as subscriptions, webhookDeliveries } from '../../db/schema';
import { audit, auditCreation } from '../../lib/audit/audit';
import { exactFilters } from '../../lib/crud/filters';
import { actorOf, idParams, parseId } from '../../lib/crud/params';
import { registerCrud } from '../../lib/crud/resource';
import { newVersion } from '../../lib/crud/versioned-write';
import { notFound, staleVersion } from '../../lib/errors';
import { sendInTransaction } from '../../lib/jobs/send';
import { callerOf } from '../../plugins/auth';
import { fanOutWebhookEvent } from './webhooks.outbox';
import { deliverWebhook } from './webhooks.send';
import type { WebhookEventJob } from './webhooks.service';

const ADMIN_KEYS = ['webhooks-admin'] as const;
const config = { permissions: ADMIN_KEYS };
const LOG_SIZE = 100;
const DELIVERY_WORKERS = 4;

/** A Standard Webhooks signing secret: `whsec_` and 32 random bytes in base64. */
const newSecret = () => `whsec_${randomBytes(32).toString('base64')}`;

export async function webhooksRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const crud = registerCrud(app, {
    resource: 'webhooks',
    table: subscriptions,
    permissions: { index: ADMIN_KEYS, create: ADMIN_KEYS, update: ADMIN_KEYS },
    input: webhookInput,
    record: webhookSchema,
    search: [subscriptions.name, subscriptions.url],
    sortable: { id: subscriptions.id, name: subscriptions.name, created_at: subscriptions.created_at },
    defaultSort: 'name',
    filters: exactFilters({ active: [booleanParam, subscriptions.active] }),
    values: (input) => ({ ...input, ...(input.active ? { disabled_reason: null } : {}) }),
    onActiveChange: async (tx, row, active) => {
      if (active) await tx.update(subscriptions).set({ disabled_reason: null }).where(eq(subscriptions.id, row.id));
    },
    hidden: ['secret'],
    skip: ['create'],
  });

  r.post(
    '/api/v1/webhooks',
    { schema: { body: webhookInput, response: { 201: webhookSecretSchema } }, config },
    async (request, reply) => {
      const secret = newSecret();
      const created = await app.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(subscriptions)
          .values({ ...request.body, secret })
          .returning();
        const { secret: _hidden, ...visible } = row!;
        await auditCreation(tx, actorOf(request), 'webhooks', visible);
        return row!;
      });
      const [data] = await crud.serialize(app.db, callerOf(request).permissions, [created]);
      return reply.status(201).send({ data: { ...data!, id: created.id, secret } as never });
    },
  );

  r.post(
    '/api/v1/webhooks/:id/rotate-secret',
    { schema: { params: idParams, body: z.object(versioned), response: { 200: webhookSecretSchema } }, config },
    async (request) => {
      const secret = newSecret();
      const saved = await app.db.transaction(async (tx) => {
        const existing = await crud.find(tx, parseId(request.params.id));
        const [row] = await tx
          .update(subscriptions)
          .set({ secret, ...newVersion(subscriptions) })
          .where(and(eq(subscriptions.id, existing.id), eq(subscriptions.version, request.body.version)))
          .returning();
        if (!row) throw staleVersion();
        // The trail records that the secret changed, never the secret.
        await audit(tx, actorOf(request), { entity: 'webhooks', entityId: row.id, action: 'rotate', changes: {} });
        return row;
      });
      const [data] = await crud.serialize(app.db, callerOf(request).permissions, [saved]);
      return { data: { ...data!, id: saved.id, secret } as never };
    },
  );

  r.get(
    '/api/v1/webhooks/:id/deliveries',
    { schema: { params: idParams, response: { 200: webhookDeliveriesSchema } }, config },
    async (request) => {
      const id = parseId(request.params.id);
      await crud.find(app.db, id);
      const rows = await app.db
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.subscription_id, id))
        .orderBy(desc(webhookDeliveries.created_at))
        .limit(LOG_SIZE);
      const iso = (d: Date | null) => d?.toISOString() ?? null;
      return {
        data: rows.map((row) => ({
          id: row.id,
          event_type: row.event_type,
          created_at: row.created_at.toISOString(),
          state: row.state as 'pendiente' | 'entregado' | 'fallido',
          attempts: row.attempts,
          last_attempt_at: iso(row.last_attempt_at),
          last_status: row.last_status,
          last_latency_ms: row.last_latency_ms,
          last_response: row.last_response,
          delivered_at: iso(row.delivered_at),
        })),
      };
    },
  );

  r.post(
    '/api/v1/webhooks/:id/deliveries/:deliveryId/redeliver',
    {
      schema: {
        params: idParams.extend({ deliveryId: z.string().max(40) }),
        response: { 202: z.object({ data: z.object({ id: z.string(), state: z.literal('pendiente') }) }) },
      },
      config,
    },
    async (request, reply) => {
      const id = parseId(request.params.id);
      const { deliveryId } = request.params;
      const uuid = z.guid().safeParse(deliveryId);
      await app.db.transaction(async (tx) => {
        await crud.find(tx, id);
        const [row] = uuid.success
          ? await tx
              .update(webhookDeliveries)
              .set({ state: 'pendiente' })
              .where(and(eq(webhookDeliveries.id, uuid.data), eq(webhookDeliveries.subscription_id, id)))
              .returning({ id: webhookDeliveries.id })
          : [];
        if (!row) throw notFound('No se encontró la entrega.');
        await sendInTransaction(tx, 'webhook-delivery', [{ delivery: row.id }]);
      });
      app.jobs.wake('webhook-delivery');
      return reply.status(202).send({ data: { id: deliveryId, state: 'pendiente' as const } });
    },
  );

  app.jobs.work<WebhookEventJob>('webhook-event', (job) => fanOutWebhookEvent(app, job), { pollingIntervalSeconds: 1 });
  // Several at once, so a slow receiver does not hold up the others' deliveries.
  app.jobs.work<{ delivery: string }>('webhook-delivery', (job) => deliverWebhook(app, job), {
    pollingIntervalSeconds: 1,
    workers: DELIVERY_WORKERS,
  });
}
