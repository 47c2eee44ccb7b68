/**
 * `/api/v1/institution-seal` (permission `config`): see, upload (PKCS#12 naming the RUC, with its
 * password) and remove the institution's seal. The password is never stored or logged.
 */
import { sealAnswerSchema, sealUploadSchema } from '@shared/schemas/signatures';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/crud/resource';
import { invalid, notFound } from '../../lib/errors';
import { CertificateError, readPkcs12 } from '../../lib/signatures';
import { removeSeal, saveSeal, sealSummary } from './institution-seal.service';

const admin = { permissions: ['config'] } as const;

function readOrRefuse(file: Buffer, password: string) {
  try {
    return readPkcs12(file, password, { require: 'ruc' });
  } catch (error) {
    if (error instanceof CertificateError) {
      const field = /contraseña/.test(error.message) ? 'password' : 'file_base64';
      throw invalid({ [field]: [error.message] }, error.message);
    }
    throw error;
  }
}

export async function institutionSealRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/v1/institution-seal', { config: admin, schema: { response: { 200: sealAnswerSchema } } }, async () => ({
    data: await sealSummary(app.db),
  }));

  r.put(
    '/api/v1/institution-seal',
    { config: admin, bodyLimit: 200_000, schema: { body: sealUploadSchema, response: { 200: sealAnswerSchema } } },
    async (request) => {
      const material = readOrRefuse(Buffer.from(request.body.file_base64, 'base64'), request.body.password);
      return { data: await saveSeal(app.db, actorOf(request), material, app.config.sealSecret) };
    },
  );

  r.delete('/api/v1/institution-seal', { config: admin }, async (request, reply) => {
    if (!(await removeSeal(app.db, actorOf(request)))) throw notFound();
    return reply.status(204).send();
  });
}
