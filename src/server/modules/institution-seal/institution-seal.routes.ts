/**
 * `/api/v1/institution-seal` (permission `config`): see, upload (PKCS#12 naming the RUC, with its
 * password) and remove the institution's seal. The password is never stored or logged.
 */
import { sealAnswerSchema, sealUploadSchema } from '@shared/schemas/signatures';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { NO_CONTENT } from '../../lib/crud/answers';
import { actorOf } from '../../lib/crud/resource';
import { readUploadedPkcs12 } from '../certificates/certificates.service';
import { removeSeal, saveSeal, sealSummary } from './institution-seal.service';

const admin = { permissions: ['config'] } as const;

export async function institutionSealRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/v1/institution-seal', { config: admin, schema: { response: { 200: sealAnswerSchema } } }, async () => ({
    data: await sealSummary(app.db),
  }));

  r.put(
    '/api/v1/institution-seal',
    { config: admin, bodyLimit: 200_000, schema: { body: sealUploadSchema, response: { 200: sealAnswerSchema } } },
    async (request) => {
      const material = readUploadedPkcs12(
        Buffer.from(request.body.file_base64, 'base64'),
        request.body.password,
        'ruc',
      );
      return { data: await saveSeal(app.db, actorOf(request), material, app.config.sealSecret) };
    },
  );

  r.delete(
    '/api/v1/institution-seal',
    { schema: NO_CONTENT, config: { ...admin, errors: { 404: 'No hay sello configurado.' } } },
    async (request, reply) => {
      await removeSeal(app.db, actorOf(request));
      return reply.status(204).send();
    },
  );
}
