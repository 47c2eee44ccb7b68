/**
 * The delivery of an output as evidence (docs/delivery.md): per recipient, every attempt (the copy
 * on a delivery control: control, carrier, result, dates, each visit with its reason and the
 * signed cargo), every return at the front desk, and the electronic notification in a casilla
 * (the deposit and reading evidence, casilla.evidence.ts). Who may see the output sees its history and
 * opens its cargos (`GET /outputs/:id/cargos/:attachmentId`); the control itself is linked only to
 * those who may open it.
 */
import { can } from '@shared/permissions';
import { type OutputDeliveries, outputDeliveriesAnswer } from '@shared/schemas/outputs';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Executor } from '../../db/client';
import {
  attachments,
  deliveryAttempts,
  deliveryControls,
  deliveryItems,
  outputRecipients,
  outputReturns,
  users,
} from '../../db/schema';
import { findAttachment, sendAttachment } from '../../lib/attachments/attachments';
import { fileAnswer } from '../../lib/crud/answers';
import { idParams, parseId } from '../../lib/crud/params';
import { callerAt } from '../../lib/records/caller';
import { forIds } from '../../lib/records/children';
import { getSettings } from '../../lib/settings/settings';
import type { Auth } from '../../plugins/auth';
import { electronicEvidence } from '../casilla/casilla.service';
import { READ as CONTROL_READ, ENTITY as CONTROLS, controlScope } from '../delivery-controls/delivery-controls.scope';
import { READ } from './outputs.scope';
import { BASE, findVisible } from './outputs.transitions';

const iso = (at: Date | null) => (at ? at.toISOString() : null);
const fullName = (table: { names: PgColumn; surnames: PgColumn }) =>
  sql<string>`${table.names} || ' ' || ${table.surnames}`;
const acknowledger = alias(users, 'acknowledger');
const redispatcher = alias(users, 'redispatcher');

/** The controls of these ids the caller may open. */
async function openControls(db: Executor, caller: Auth, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0 || !can(caller.permissions, CONTROL_READ)) return new Set();
  const rows = await db
    .select({ id: deliveryControls.id })
    .from(deliveryControls)
    .where(and(inArray(deliveryControls.id, ids), controlScope(caller)));
  return new Set(rows.map((r) => r.id));
}

async function attemptsOf(db: Executor, caller: Auth, recipientIds: number[]) {
  const items = await db
    .select({
      item_id: deliveryItems.id,
      recipient_id: deliveryItems.output_recipient_id,
      result: deliveryItems.result,
      control_id: deliveryControls.id,
      number: deliveryControls.number,
      state: deliveryControls.state,
      carrier: sql<
        string | null
      >`coalesce(${fullName(users)}, ${deliveryControls.provider} || coalesce(' (guía ' || ${deliveryControls.guide_number} || ')', ''))`,
      dispatched_at: deliveryControls.dispatched_at,
      closed_at: deliveryControls.closed_at,
    })
    .from(deliveryItems)
    .innerJoin(deliveryControls, eq(deliveryControls.id, deliveryItems.control_id))
    .leftJoin(users, eq(users.id, deliveryControls.courier_id))
    .where(inArray(deliveryItems.output_recipient_id, recipientIds))
    .orderBy(asc(deliveryItems.id));
  const visits = await forIds(items, () =>
    db
      .select({
        item_id: deliveryAttempts.item_id,
        visit: deliveryAttempts.visit,
        result: deliveryAttempts.result,
        at: deliveryAttempts.at,
        received_by_name: deliveryAttempts.received_by_name,
        received_by_document: deliveryAttempts.received_by_document,
        received_by_position: deliveryAttempts.received_by_position,
        signed: deliveryAttempts.signed,
        sealed: deliveryAttempts.sealed,
        reason_code: deliveryAttempts.reason_code,
        note: deliveryAttempts.note,
        cargo_id: attachments.id,
        cargo_name: attachments.original_name,
        cargo_type: attachments.content_type,
      })
      .from(deliveryAttempts)
      .leftJoin(
        attachments,
        and(eq(attachments.id, deliveryAttempts.cargo_attachment_id), isNull(attachments.deleted_at)),
      )
      .where(
        inArray(
          deliveryAttempts.item_id,
          items.map((i) => i.item_id),
        ),
      )
      .orderBy(asc(deliveryAttempts.visit)),
  );
  const reasons = new Map((await getSettings(db)).delivery.return_reasons.map((r) => [r.code, r.name]));
  const open = await openControls(db, caller, [...new Set(items.map((i) => i.control_id))]);
  return items.map((item) => ({
    recipient_id: item.recipient_id!,
    item_id: item.item_id,
    control: { id: item.control_id, number: item.number, state: item.state, visible: open.has(item.control_id) },
    carrier: item.carrier,
    result: item.result as 'pendiente' | 'entregado' | 'devuelto',
    dispatched_at: iso(item.dispatched_at),
    closed_at: iso(item.closed_at),
    visits: visits
      .filter((v) => v.item_id === item.item_id)
      .map(({ item_id: _i, reason_code, cargo_id, cargo_name, cargo_type, at, ...v }) => ({
        ...v,
        result: v.result as 'entregado' | 'devuelto' | 'reintentar',
        at: at.toISOString(),
        reason: reason_code ? (reasons.get(reason_code) ?? reason_code) : null,
        cargo: cargo_id === null ? null : { id: cargo_id, name: cargo_name!, content_type: cargo_type! },
      })),
  }));
}

async function returnsOf(db: Executor, recipientIds: number[]) {
  const rows = await db
    .select({
      recipient_id: outputReturns.recipient_id,
      acknowledged_at: outputReturns.acknowledged_at,
      acknowledged_by: fullName(acknowledger),
      note: outputReturns.note,
      redispatched_at: outputReturns.redispatched_at,
      redispatched_by: sql<string | null>`${fullName(redispatcher)}`,
      previous_address: outputReturns.previous_address,
      previous_district: outputReturns.previous_district,
      address: outputReturns.address,
      district: outputReturns.district,
    })
    .from(outputReturns)
    .innerJoin(acknowledger, eq(acknowledger.id, outputReturns.acknowledged_by))
    .leftJoin(redispatcher, eq(redispatcher.id, outputReturns.redispatched_by))
    .where(inArray(outputReturns.recipient_id, recipientIds))
    .orderBy(asc(outputReturns.id));
  return rows.map((r) => ({
    ...r,
    acknowledged_at: r.acknowledged_at.toISOString(),
    redispatched_at: iso(r.redispatched_at),
  }));
}

/** The delivery history of an output the caller may see, per recipient in the order entered. */
export async function deliveryHistory(db: Executor, caller: Auth, outputId: number): Promise<OutputDeliveries> {
  const recipients = await db
    .select({ id: outputRecipients.id })
    .from(outputRecipients)
    .where(eq(outputRecipients.output_id, outputId))
    .orderBy(asc(outputRecipients.id));
  const ids = recipients.map((r) => r.id);
  if (ids.length === 0) return [];
  const [attempts, returns, electronic] = await Promise.all([
    attemptsOf(db, caller, ids),
    returnsOf(db, ids),
    electronicEvidence(db, ids),
  ]);
  return ids.map((id) => ({
    recipient_id: id,
    attempts: attempts.filter((a) => a.recipient_id === id).map(({ recipient_id: _r, ...a }) => a),
    returns: returns.filter((r) => r.recipient_id === id).map(({ recipient_id: _r, ...r }) => r),
    electronic: electronic.get(id) ?? null,
  }));
}

/** Whether the attachment is the cargo of a visit to a recipient of this output. */
async function isCargoOf(db: Executor, outputId: number, attachmentId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: deliveryAttempts.id })
    .from(deliveryAttempts)
    .innerJoin(deliveryItems, eq(deliveryItems.id, deliveryAttempts.item_id))
    .innerJoin(outputRecipients, eq(outputRecipients.id, deliveryItems.output_recipient_id))
    .where(and(eq(deliveryAttempts.cargo_attachment_id, attachmentId), eq(outputRecipients.output_id, outputId)))
    .limit(1);
  return row !== undefined;
}

export function registerDeliveryRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    `${BASE}/:id/deliveries`,
    {
      schema: {
        description:
          'Historial de entrega de la salida: por destinatario, cada intento (control, mensajero, resultado, visitas con motivo y cargo) y cada devolución recibida en mesa de partes.',
        params: idParams,
        response: { 200: outputDeliveriesAnswer },
      },
      config: { permissions: READ },
    },
    async (request) => {
      const caller = callerAt(request);
      const output = await findVisible(app.db, caller, parseId(request.params.id));
      return { data: await deliveryHistory(app.db, caller, output.id) };
    },
  );
  r.get(
    `${BASE}/:id/cargos/:attachmentId`,
    {
      schema: {
        description:
          'La foto o PDF del cargo firmado de una visita a un destinatario de la salida (un adjunto del control de entrega), para quien puede ver la salida.',
        params: idParams.extend({ attachmentId: z.string().max(12) }),
        querystring: z.object({ download: z.enum(['0', '1']).optional() }),
        ...fileAnswer('La foto o el PDF del cargo.'),
      },
      config: { permissions: READ },
    },
    async (request, reply) => {
      const caller = callerAt(request);
      const output = await findVisible(app.db, caller, parseId(request.params.id));
      const attachmentId = Number(request.params.attachmentId);
      const file = await findAttachment(app.db, {
        ownerType: CONTROLS,
        attachmentId,
        canSee: () => isCargoOf(app.db, output.id, attachmentId),
      });
      return sendAttachment(reply, file, app.files, { download: request.query.download === '1' });
    },
  );
}
