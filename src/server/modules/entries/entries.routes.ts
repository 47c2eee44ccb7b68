/**
 * Entries ("Ingresos documentales"): the routes only parse, call a service and answer.
 * Reads (list, show, export, history) come from `entries.reads.ts`, the transitions from
 * `entries.transitions.ts`, registration and edit from `entries.service.ts`; who sees what is
 * `entries.scope.ts`. Plus the route sheet, the sticker and verification code (one entry's, or several
 * entries' stickers or cargos at once), the attachments and the hourly due-date
 * notices.
 */
import { many, one } from '@shared/schemas/api';
import {
  entryDuplicate,
  entryDuplicatesQuery,
  entryInput,
  entryMovement,
  entryPrintoutsQuery,
  entryTracking,
  entryUpdateInput,
} from '@shared/schemas/entries';
import { type StickerData, verificationUrl } from '@shared/schemas/stickers';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { registerAttachmentRoutes } from '../../lib/attachments/routes';
import { answers, fileAnswer } from '../../lib/crud/answers';
import { idParams, parseId } from '../../lib/crud/params';
import { registerTiles } from '../../lib/dashboard/tiles';
import { notFound } from '../../lib/errors';
import { sendPdf } from '../../lib/export/printout';
import { renderReceipt, renderReceipts } from '../../lib/export/reception-receipt';
import { registerDocumentRoutes } from '../../lib/records/writes';
import { getSettings } from '../../lib/settings/settings';
import { trackingCode } from '../../lib/tracking-code';
import { callerOf } from '../../plugins/auth';
import { sealPdf } from '../institution-seal/institution-seal.service';
import { loadSticker, renderStickerPdf, renderStickersPdf } from '../stickers/stickers.service';
import { scheduleDueNotices } from './entries.due-scheduler';
import { likelyDuplicates } from './entries.duplicates';
import { movementsOf } from './entries.present';
import { entryReads } from './entries.reads';
import { CREATE, READ, UPDATE } from './entries.scope';
import { registerEntry, updateEntry } from './entries.service';
import { assertPrintable, counterReceiptData, entryStickerData } from './entries.sticker';
import { ENTRY_TILES } from './entries.tiles';
import { BASE, entryTransitions } from './entries.transitions';

export async function entriesRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { findVisible, isVisible } = entryReads;

  registerTiles(ENTRY_TILES);
  await registerDocumentRoutes(app, entryReads, {
    transitions: entryTransitions,
    create: { body: entryInput, permissions: CREATE, register: registerEntry },
    update: { body: entryUpdateInput, permissions: UPDATE, save: updateEntry },
  });

  // A static path: Fastify matches it before `/:id`. Asked by the registration form as the clerk types.
  r.get(
    `${BASE}/duplicates`,
    {
      schema: { querystring: entryDuplicatesQuery, ...answers(200, many(entryDuplicate)) },
      config: { permissions: [...CREATE, ...UPDATE] },
    },
    async (request) => ({ data: await likelyDuplicates(app.db, callerOf(request), request.query) }),
  );

  const movements = { params: idParams, ...answers(200, many(entryMovement)) };
  r.get(`${BASE}/:id/movements`, { schema: movements, config: { permissions: READ } }, async (request) => {
    const row = await findVisible(app.db, callerOf(request), parseId(request.params.id));
    return { data: await movementsOf(app.db, [row.id]) };
  });

  const NO_PAPER = 'El ingreso llegó por despacho interno: no tiene sticker ni cargo de recepción.';

  /** The entry the path names (404 outside the caller's scope) with its sticker's layout and contents. */
  const stickerOf = async (request: FastifyRequest & { params: { id: string } }) => {
    const row = assertPrintable(await findVisible(app.db, callerOf(request), parseId(request.params.id)));
    const { sticker } = await loadSticker(app.db);
    const settings = await getSettings(app.db);
    const data = await entryStickerData(
      app.db,
      { settings, sticker, appUrl: app.config.appUrl, secret: app.config.tracking.secret },
      row,
    );
    return { row, sticker, data };
  };

  r.get(
    `${BASE}/:id/sticker`,
    {
      schema: { params: idParams, ...fileAnswer('El sticker del ingreso.', 'application/pdf') },
      config: { permissions: READ, errors: { 409: NO_PAPER } },
    },
    async (request, reply) => {
      const { row, sticker, data } = await stickerOf(request);
      return sendPdf(reply, `sticker-${row.number}`, await renderStickerPdf(sticker, data));
    },
  );

  // The «cargo de recepción» the citizen takes from the counter.
  r.get(
    `${BASE}/:id/receipt`,
    {
      schema: { params: idParams, ...fileAnswer('El cargo de recepción.', 'application/pdf') },
      config: { permissions: READ, errors: { 409: NO_PAPER } },
    },
    async (request, reply) => {
      const { row, data } = await stickerOf(request);
      const receipt = await renderReceipt(counterReceiptData(row, data));
      const sealed = await sealPdf(app.db, receipt, 'Cargo de recepción', {
        sealSecret: app.config.sealSecret,
        tsaUrl: app.config.tsaUrl,
      });
      return sendPdf(reply, `cargo-${row.number}`, Buffer.from(sealed));
    },
  );

  // Several stickers or cargos at once, from the list's selection: every id in the caller's scope or 404.
  r.get(
    `${BASE}/printouts`,
    {
      schema: {
        querystring: entryPrintoutsQuery,
        ...fileAnswer('Los stickers o los cargos, una página por ingreso.', 'application/pdf'),
      },
      config: {
        permissions: READ,
        errors: { 404: 'Algún ingreso no existe o está fuera de su alcance.', 409: NO_PAPER },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const rows = [];
      for (const id of request.query.ids) rows.push(assertPrintable(await findVisible(app.db, caller, id)));
      const { sticker } = await loadSticker(app.db);
      const settings = await getSettings(app.db);
      const context = { settings, sticker, appUrl: app.config.appUrl, secret: app.config.tracking.secret };
      const data: StickerData[] = [];
      for (const row of rows) data.push(await entryStickerData(app.db, context, row));
      const receipt = request.query.kind === 'receipt';
      // The cargos are sealed by the institution, as one cargo is.
      const pdf = receipt
        ? Buffer.from(
            await sealPdf(
              app.db,
              await renderReceipts(rows.map((row, i) => counterReceiptData(row, data[i]!))),
              'Cargos de recepción',
              { sealSecret: app.config.sealSecret, tsaUrl: app.config.tsaUrl },
            ),
          )
        : await renderStickersPdf(sticker, data);
      return sendPdf(reply, `${receipt ? 'cargos' : 'stickers'}-${rows.length}`, pdf);
    },
  );

  // What staff tell a citizen who asks by phone: the code printed on the sticker and the address of the QR.
  const tracking = { params: idParams, ...answers(200, one(entryTracking)) };
  r.get(`${BASE}/:id/tracking`, { schema: tracking, config: { permissions: READ } }, async (request) => {
    const row = await findVisible(app.db, callerOf(request), parseId(request.params.id));
    // Received from another office (internal dispatch): no citizen follows it, it has no tracking.
    if (row.channel === 'interno') throw notFound();
    const { sticker } = await loadSticker(app.db);
    const code = trackingCode(app.config.tracking.secret, row);
    return { data: { code, url: verificationUrl(sticker, app.config.appUrl, row.number, code) } };
  });

  await registerAttachmentRoutes(app, { read: READ, findVisible, isVisible, transitions: entryTransitions });

  scheduleDueNotices(app);
}
