/**
 * Delivery controls ("Controles de entrega"): the routes only parse, call a service and answer.
 * Reads come from `delivery-controls.reads.ts`, the transitions (items, dispatch, results, annul)
 * from `delivery-controls.transitions.ts`, registration and edit from `delivery-controls.service.ts`;
 * the printed papers from `delivery-controls.pdf.ts`.
 */

import { many, personRef } from '@shared/schemas/api';
import type { Settings } from '@shared/schemas/configs';
import {
  DELIVERY_KINDS,
  deliveryControlInput,
  deliveryControlRecord,
  deliveryControlUpdateInput,
  deliveryCopy,
  ITEM_RESULTS,
  limaDateTime,
} from '@shared/schemas/delivery';
import { isoDate, optionalText, queryId } from '@shared/zod';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { rolePermissions, userRoles, users } from '../../db/schema';
import { registerAttachmentRoutes } from '../../lib/attachments/routes';
import { answers, fileAnswer } from '../../lib/crud/answers';
import { idParams, parseId } from '../../lib/crud/params';
import { registerTiles } from '../../lib/dashboard/tiles';
import { notFound } from '../../lib/errors';
import { sendPdf } from '../../lib/export/printout';
import { buildSpreadsheet, XLSX_CONTENT_TYPE } from '../../lib/export/spreadsheet';
import { registerDocumentWrites } from '../../lib/records/writes';
import { getSettings } from '../../lib/settings/settings';
import { callerOf } from '../../plugins/auth';
import { pendingCopies } from './delivery-controls.copies';
import { cargoPdf, type PrintedControl, planillaPdf, returnsPdf } from './delivery-controls.pdf';
import type { ItemView } from './delivery-controls.present';
import { controlReads } from './delivery-controls.reads';
import { CREATE, READ, UPDATE } from './delivery-controls.scope';
import { registerControl, updateControl } from './delivery-controls.service';
import { DELIVERY_CONTROL_TILES } from './delivery-controls.tiles';
import { BASE, controlTransitions } from './delivery-controls.transitions';
import { registerResultWithCargo } from './delivery-controls.visits';

const pendingQuery = z.object({
  kind: z.enum(['interno', 'externo']),
  office_id: queryId().optional(),
  district: optionalText(80).optional(),
  from: isoDate().optional(),
  to: isoDate().optional(),
  type_id: queryId().optional(),
  q: optionalText(60).optional(),
});

const itemParams = idParams.extend({ itemId: z.string().max(12) });

/** The return reasons' names by code. */
const returnReasons = (settings: Settings) => new Map(settings.delivery.return_reasons.map((x) => [x.code, x.name]));

export async function deliveryControlsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { answer, findVisible, isVisible } = controlReads;

  /** The control as printed: with its names and items. */
  async function printed(request: { params: { id: string } }, caller: ReturnType<typeof callerOf>) {
    const row = await findVisible(app.db, caller, parseId(request.params.id));
    return (await answer(app.db, caller, row)).data as unknown as PrintedControl;
  }

  // Static paths before `/:id` (Fastify matches them first whatever the order).
  r.get(
    `${BASE}/pending`,
    { schema: { querystring: pendingQuery, ...answers(200, many(deliveryCopy)) }, config: { permissions: UPDATE } },
    async (request) => {
      const q = request.query;
      return {
        data: await pendingCopies(app.db, {
          kind: q.kind,
          office_id: q.office_id,
          district: q.district ?? undefined,
          from: q.from,
          to: q.to,
          type_id: q.type_id,
          q: q.q ?? undefined,
        }),
      };
    },
  );

  r.get(
    `${BASE}/couriers`,
    { schema: answers(200, many(personRef)), config: { permissions: [...CREATE, ...UPDATE] } },
    async () => {
      const rows = await app.db
        .selectDistinct({ id: users.id, names: users.names, surnames: users.surnames })
        .from(users)
        .innerJoin(userRoles, eq(userRoles.user_id, users.id))
        .innerJoin(rolePermissions, eq(rolePermissions.role_id, userRoles.role_id))
        .where(and(eq(users.active, true), inArray(rolePermissions.permission, ['delivery-controls-show'])))
        .orderBy(asc(users.names), asc(users.surnames));
      return { data: rows };
    },
  );

  await controlReads.register(app);
  registerTiles(DELIVERY_CONTROL_TILES);
  controlTransitions.register(app, answer, deliveryControlRecord);
  registerResultWithCargo(app, answer);

  registerDocumentWrites(app, {
    base: BASE,
    create: { body: deliveryControlInput, permissions: CREATE, register: registerControl },
    update: { body: deliveryControlUpdateInput, permissions: UPDATE, save: updateControl },
    answer,
    record: deliveryControlRecord,
  });

  /** A paper of the whole control in PDF (`GET {BASE}/:id/{path}`), named `{name}-{number}`. */
  function controlPdf(
    path: string,
    name: string,
    description: string,
    make: (settings: Settings, control: PrintedControl) => Promise<Buffer>,
  ) {
    r.get(
      `${BASE}/:id/${path}`,
      { schema: { params: idParams, ...fileAnswer(description, 'application/pdf') }, config: { permissions: READ } },
      async (request, reply) => {
        const control = await printed(request, callerOf(request));
        return sendPdf(reply, `${name}-${control.number}`, await make(await getSettings(app.db), control));
      },
    );
  }

  controlPdf('planilla', 'planilla', 'La planilla de reparto en PDF.', planillaPdf);
  controlPdf('returns', 'devoluciones', 'Las devoluciones en PDF.', (settings, control) =>
    returnsPdf(settings, control, returnReasons(settings)),
  );

  r.get(
    `${BASE}/:id/items/:itemId/cargo`,
    {
      schema: { params: itemParams, ...fileAnswer('El cargo en PDF.', 'application/pdf') },
      config: { permissions: READ },
    },
    async (request, reply) => {
      const control = await printed(request, callerOf(request));
      const item = control.items.find((i: ItemView) => i.id === parseId(request.params.itemId));
      if (!item) throw notFound();
      return sendPdf(
        reply,
        `cargo-${control.number}-${item.position}`,
        await cargoPdf(await getSettings(app.db), control, item),
      );
    },
  );

  r.get(
    `${BASE}/:id/spreadsheet`,
    {
      schema: { params: idParams, ...fileAnswer('El control en Excel.', XLSX_CONTENT_TYPE) },
      config: { permissions: READ },
    },
    async (request, reply) => {
      const control = await printed(request, callerOf(request));
      const reasons = returnReasons(await getSettings(app.db));
      const last = (i: ItemView) => i.attempts[i.attempts.length - 1];
      const carrier = control.courier
        ? `${control.courier.names} ${control.courier.surnames}`
        : `${control.provider ?? ''} (guía ${control.guide_number ?? ''})`;
      const bytes = await buildSpreadsheet({
        filename: `${control.number}.xlsx`,
        sheetName: control.number,
        title: `Control de entrega ${control.number} — ${DELIVERY_KINDS[control.kind as keyof typeof DELIVERY_KINDS]} — ${carrier}`,
        rows: control.items,
        columns: [
          { header: 'N.°', width: 6, value: (i) => i.position },
          { header: 'Número', value: (i) => i.copy?.document.number ?? null },
          { header: 'Fecha de registro', value: (i) => (i.copy ? new Date(i.copy.document.date) : null) },
          { header: 'Asunto', value: (i) => i.copy?.document.subject ?? null },
          {
            header: control.kind === 'interno' ? 'Oficina de destino' : 'Destinatario',
            value: (i) => i.copy?.recipient ?? null,
          },
          { header: 'Dirección', value: (i) => i.copy?.address ?? null },
          { header: 'Distrito', value: (i) => i.copy?.district ?? null },
          { header: 'Folios', width: 8, value: (i) => i.copy?.document.folios ?? null },
          { header: 'Resultado', value: (i) => ITEM_RESULTS[i.result as keyof typeof ITEM_RESULTS] ?? i.result },
          { header: 'Visitas', width: 8, value: (i) => i.visits },
          {
            header: 'Recibido por',
            value: (i) => i.attempts.find((a) => a.result === 'entregado')?.received_by_name ?? null,
          },
          {
            header: 'DNI',
            value: (i) => i.attempts.find((a) => a.result === 'entregado')?.received_by_document ?? null,
          },
          { header: 'Fecha y hora', value: (i) => (last(i) ? limaDateTime(last(i)!.at) : null) },
          {
            header: 'Motivo de devolución',
            value: (i) => (i.result === 'devuelto' ? (reasons.get(last(i)?.reason_code ?? '') ?? null) : null),
          },
        ],
      });
      return reply
        .type(XLSX_CONTENT_TYPE)
        .header('content-disposition', `attachment; filename="${control.number}.xlsx"`)
        .send(bytes as never);
    },
  );

  await registerAttachmentRoutes(app, { read: READ, findVisible, isVisible, transitions: controlTransitions });
}
