/** One entry in scope: its data, route sheet, printable sticker and audit history. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams, parseId } from '../../lib/crud/resource';
import { registerHistoryRoute } from '../../lib/records/history';
import { callerOf } from '../../plugins/auth';
import { getSettings } from '../configs/settings.service';
import { renderStickerPdf } from '../stickers/sticker-pdf';
import { loadSticker } from '../stickers/stickers.service';
import { BASE, findVisible, READ } from './entry-access';
import { entryAnswer, movementsOf } from './entry-present';
import { entryStickerData } from './entry-sticker';

export async function entriesShowRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(`${BASE}/:id`, { schema: { params: idParams }, config: { permissions: READ } }, async (request) => {
    const caller = callerOf(request);
    return entryAnswer(app.db, caller, await findVisible(app.db, caller, parseId(request.params.id)));
  });

  r.get(`${BASE}/:id/movements`, { schema: { params: idParams }, config: { permissions: READ } }, async (request) => {
    const row = await findVisible(app.db, callerOf(request), parseId(request.params.id));
    return { data: await movementsOf(app.db, [row.id]) };
  });

  r.get(
    `${BASE}/:id/sticker`,
    { schema: { params: idParams }, config: { permissions: READ } },
    async (request, reply) => {
      const row = await findVisible(app.db, callerOf(request), parseId(request.params.id));
      const { sticker } = await loadSticker(app.db);
      const settings = await getSettings(app.db);
      const data = await entryStickerData(app.db, { settings, sticker, appUrl: app.config.appUrl }, row);
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="sticker-${row.number.replace(/[^\w.-]/g, '_')}.pdf"`)
        .header('cache-control', 'no-store')
        .send(await renderStickerPdf(sticker, data));
    },
  );

  await registerHistoryRoute(app, { base: BASE, entity: 'entries', permissions: READ, findVisible });
}
