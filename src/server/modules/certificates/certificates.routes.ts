/**
 * `/api/v1/profile/certificate`: the caller's own signing certificate (upload with a PIN they
 * choose, see, check the PIN, remove); `/api/v1/trusted-roots`: the roots an admin trusts
 * (Configuración). The PIN and the PKCS#12 password are never stored or logged.
 */
import {
  certificateAnswerSchema,
  certificateUploadSchema,
  pinCheckSchema,
  trustedRootSchema,
  trustedRootUploadSchema,
} from '@shared/schemas/signatures';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pdfSignatureChecks, trustedRoots, userCertificates } from '../../db/schema';
import { NO_CONTENT } from '../../lib/crud/answers';
import { idParams, parseId } from '../../lib/crud/resource';
import { invalid, notFound } from '../../lib/errors';
import { callerOf } from '../../plugins/auth';
import { schedulePdfSignatureChecks } from './certificates.scheduler';
import {
  certificateFingerprint,
  certificateSummary,
  pemCertificates,
  readUploadedPkcs12,
  sealedCertificate,
  trustedRootSummary,
  unlockSigner,
} from './certificates.service';

const own = { permissions: ['profile'] } as const;
const admin = { permissions: ['config'] } as const;

/** Whether a signature is «de confianza» depends on the roots: a change sends every stored PDF back to the check. */
async function recheckStoredPdfs(app: FastifyInstance): Promise<void> {
  await app.db.delete(pdfSignatureChecks);
  await app.jobs.send('pdf-signatures');
}

export async function certificatesRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  schedulePdfSignatureChecks(app);

  r.get(
    '/api/v1/profile/certificate',
    { config: own, schema: { response: { 200: certificateAnswerSchema } } },
    async (request) => {
      const [row] = await app.db
        .select()
        .from(userCertificates)
        .where(eq(userCertificates.user_id, callerOf(request).user.id));
      return { data: row ? certificateSummary(row) : null };
    },
  );

  r.put(
    '/api/v1/profile/certificate',
    {
      config: own,
      bodyLimit: 200_000,
      schema: { body: certificateUploadSchema, response: { 200: certificateAnswerSchema } },
    },
    async (request) => {
      const { user } = callerOf(request);
      const material = readUploadedPkcs12(
        Buffer.from(request.body.file_base64, 'base64'),
        request.body.password,
        'dni',
      );
      const values = await sealedCertificate(material, request.body.pin);
      const [row] = await app.db
        .insert(userCertificates)
        .values({ user_id: user.id, ...values })
        .onConflictDoUpdate({ target: userCertificates.user_id, set: values })
        .returning();
      return { data: row ? certificateSummary(row) : null };
    },
  );

  r.delete('/api/v1/profile/certificate', { schema: NO_CONTENT, config: own }, async (request, reply) => {
    await app.db.delete(userCertificates).where(eq(userCertificates.user_id, callerOf(request).user.id));
    return reply.status(204).send();
  });

  r.post(
    '/api/v1/profile/certificate/check-pin',
    {
      config: own,
      schema: { body: pinCheckSchema, response: { 200: z.object({ data: z.object({ ok: z.literal(true) }) }) } },
    },
    async (request) => {
      await unlockSigner(app.db, callerOf(request).user.id, request.body.pin);
      return { data: { ok: true as const } };
    },
  );

  r.get(
    '/api/v1/trusted-roots',
    { config: admin, schema: { response: { 200: z.object({ data: z.array(trustedRootSchema) }) } } },
    async () => ({
      data: (await app.db.select().from(trustedRoots).orderBy(asc(trustedRoots.name))).map(trustedRootSummary),
    }),
  );

  r.post(
    '/api/v1/trusted-roots',
    {
      config: admin,
      schema: { body: trustedRootUploadSchema, response: { 201: z.object({ data: trustedRootSchema }) } },
    },
    async (request, reply) => {
      const [certificate] = pemCertificates(request.body.certificate);
      const refuse = (message: string) => invalid({ certificate: [message] }, message);
      if (!certificate) throw refuse('No es un certificado en formato PEM (-----BEGIN CERTIFICATE-----).');
      if (!certificate.ca || !certificate.checkIssued(certificate) || !certificate.verify(certificate.publicKey)) {
        throw refuse(
          'El certificado no es una raíz: debe ser de una autoridad de certificación y estar firmado por sí mismo.',
        );
      }
      const fingerprint = certificateFingerprint(certificate.raw);
      const [row] = await app.db
        .insert(trustedRoots)
        .values({
          name: (certificate.subject.match(/CN=(.+)/)?.[1] ?? certificate.subject.replaceAll('\n', ', ')).slice(0, 300),
          fingerprint,
          certificate_pem: certificate.toString(),
          valid_to: new Date(certificate.validTo),
          created_by: callerOf(request).user.id,
        })
        .onConflictDoNothing()
        .returning();
      if (!row) throw refuse('Esta raíz ya está entre las de confianza.');
      await recheckStoredPdfs(app);
      return reply.code(201).send({ data: trustedRootSummary(row) });
    },
  );

  r.delete(
    '/api/v1/trusted-roots/:id',
    { config: admin, schema: { params: idParams, ...NO_CONTENT } },
    async (request, reply) => {
      const id = parseId(request.params.id);
      const [row] = await app.db.delete(trustedRoots).where(eq(trustedRoots.id, id)).returning({ id: trustedRoots.id });
      if (!row) throw notFound();
      await recheckStoredPdfs(app);
      return reply.status(204).send();
    },
  );
}
