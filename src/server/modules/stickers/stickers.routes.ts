/**
 * Stickers (`stickers`): the template of the label stuck on received paper documents, and a
 * test print of any template (saved or not) as a PDF of its exact size.
 */
import {
  type Sticker,
  type StickerAnswer,
  stickerAnswer,
  stickerSchema,
  stickerUpdateSchema,
} from '@shared/schemas/stickers';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { answers, fileAnswer } from '../../lib/crud/answers';
import { actorOf } from '../../lib/crud/resource';
import { sendPdf } from '../../lib/export/printout';
import { getSettings } from '../../lib/settings/settings';
import { callerOf } from '../../plugins/auth';
import { renderStickerPdf } from './stickers.pdf';
import { type LoadedSticker, loadSticker, sampleStickerData, updateSticker } from './stickers.service';

const PERMISSIONS = ['stickers'] as const;

export async function stickersRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  const sample = async (request: FastifyRequest, sticker: Sticker) => {
    const { user } = callerOf(request);
    return sampleStickerData(await getSettings(app.db), sticker, {
      appUrl: app.config.appUrl,
      receivedBy: `${user.names} ${user.surnames}`,
    });
  };
  const answer = async (request: FastifyRequest, { sticker, version }: LoadedSticker): Promise<StickerAnswer> => ({
    data: sticker,
    version,
    sample: await sample(request, sticker),
  });

  r.get(
    '/api/v1/stickers',
    { schema: answers(200, stickerAnswer), config: { permissions: PERMISSIONS } },
    async (request) => answer(request, await loadSticker(app.db)),
  );

  r.put(
    '/api/v1/stickers',
    { schema: { body: stickerUpdateSchema, ...answers(200, stickerAnswer) }, config: { permissions: PERMISSIONS } },
    async (request) => {
      const { version, ...input } = request.body;
      return answer(request, await updateSticker(app.db, actorOf(request), input, version));
    },
  );

  r.post(
    '/api/v1/stickers/test-pdf',
    {
      schema: {
        body: stickerSchema,
        ...fileAnswer('El sticker de prueba en PDF, del tamaño exacto de la plantilla.', 'application/pdf'),
      },
      config: { permissions: PERMISSIONS },
    },
    async (request, reply) => {
      const pdf = await renderStickerPdf(request.body, await sample(request, request.body));
      return sendPdf(reply, 'sticker-prueba', pdf);
    },
  );
}
