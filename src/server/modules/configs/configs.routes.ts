/**
 * Configuración (`config`): the settings form with optimistic locking, and the institution's
 * logo, uploaded as the raw image body and served publicly at `/api/v1/logo`.
 */

import {
  LOGO_CONTENT_TYPES,
  LOGO_MAX_BYTES,
  type SettingsAnswer,
  settingsAnswer,
  settingsSchema,
} from '@shared/schemas/configs';
import { versioned, z } from '@shared/zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { answers } from '../../lib/crud/answers';
import { actorOf } from '../../lib/crud/resource';
import { HttpError, notFound } from '../../lib/errors';
import {
  type LoadedSettings,
  loadSettings,
  logoInfo,
  readSettings,
  replaceLogo,
  updateSettings,
} from '../../lib/settings/settings';
import { logoContentType } from './configs.logo';

const PERMISSIONS = ['config'] as const;
const NO_LOGO = 'No se ha cargado un logotipo.';

/** The image as uploaded, or 304 when the caller's copy (`if-none-match`) is current. */
const LOGO_ANSWER = {
  response: {
    200: {
      description: 'El logotipo de la institución.',
      content: Object.fromEntries(
        LOGO_CONTENT_TYPES.map((type) => [type, { schema: z.string().meta({ format: 'binary' }) }]),
      ),
    },
    304: z.undefined().meta({ description: 'La copia del cliente (`if-none-match`) sigue vigente.' }),
  },
};

const answer = ({ settings, logo, version }: LoadedSettings): SettingsAnswer => ({
  data: { ...settings, logo: logoInfo(logo) },
  version,
});

export async function configsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  app.addContentTypeParser(
    [...LOGO_CONTENT_TYPES],
    { parseAs: 'buffer', bodyLimit: LOGO_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );

  r.get('/api/v1/configs', { schema: answers(200, settingsAnswer), config: { permissions: PERMISSIONS } }, async () =>
    answer(await readSettings(app.db)),
  );

  r.put(
    '/api/v1/configs',
    {
      schema: { body: settingsSchema.extend(versioned), ...answers(200, settingsAnswer) },
      config: { permissions: PERMISSIONS },
    },
    async (request) => {
      const { version, ...input } = request.body;
      return answer(await updateSettings(app.db, actorOf(request), input, version));
    },
  );

  r.post(
    '/api/v1/configs/logo',
    { schema: answers(200, settingsAnswer), config: { permissions: PERMISSIONS } },
    async (request) => {
      if (!Buffer.isBuffer(request.body)) {
        throw new HttpError(415, 'Envíe el logotipo como imagen PNG, JPEG o SVG.');
      }
      const contentType = logoContentType(request.body);
      const { sha256, size } = await app.files.put(request.body);
      return answer(await replaceLogo(app.db, actorOf(request), { sha256, content_type: contentType, size }));
    },
  );

  r.delete(
    '/api/v1/configs/logo',
    { schema: answers(200, settingsAnswer), config: { permissions: PERMISSIONS, errors: { 404: NO_LOGO } } },
    async (request) => {
      if (!(await readSettings(app.db)).logo) throw notFound(NO_LOGO);
      return answer(await replaceLogo(app.db, actorOf(request), null));
    },
  );

  app.get(
    '/api/v1/logo',
    { schema: LOGO_ANSWER, config: { public: true, errors: { 404: NO_LOGO } } },
    async (request, reply) => {
      const { logo } = await loadSettings(app.db);
      const content = logo && (await app.files.get(logo.sha256));
      if (!logo || !content) throw notFound(NO_LOGO);
      const etag = `"${logo.sha256}"`;
      reply
        .header('content-type', logo.content_type)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'no-cache')
        .header('etag', etag);
      if (logo.content_type === 'image/svg+xml') {
        reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
      }
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      return reply.send(content);
    },
  );
}
