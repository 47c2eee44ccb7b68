/**
 * Drafts ("Proyectos de documento", issue 28): reads from `drafts.reads.ts`, the visto bueno
 * transitions from `drafts.transitions.ts`, «Proyectar» and the edit from `drafts.service.ts`,
 * plus the autosave of the body (`PUT /drafts/:id/body`, version → 409) and the preview
 * (`GET /drafts/:id/preview`: the PDF exactly as it will be signed).
 */

import { timestamp } from '@shared/schemas/api';
import { draftBodyInput, draftInput, draftRecord, draftSignInput, draftUpdateInput } from '@shared/schemas/drafts';
import { formatCode, TRACKING_TOO_MANY, trackingCode } from '@shared/schemas/tracking';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerAttachmentRoutes } from '../../lib/attachments/routes';
import { answers, fileAnswer } from '../../lib/crud/answers';
import { idParams, parseId } from '../../lib/crud/params';
import { notFound } from '../../lib/errors';
import { sendPdf } from '../../lib/export/printout';
import { callerAt } from '../../lib/records/caller';
import { registerDocumentWrites } from '../../lib/records/writes';
import { countUse, throttleRule } from '../../lib/throttle';
import { copyLines, letterOf } from './drafts.contents';
import { reviewersOf } from './drafts.input';
import { renderDraftPdf } from './drafts.pdf';
import { draftCode } from './drafts.present';
import { draftReads } from './drafts.reads';
import { currentRevision } from './drafts.revisions';
import { DRAFT, READ, SIGN } from './drafts.scope';
import { createDraft, saveDraftBody, updateDraft } from './drafts.service';
import { BASE, draftTransitions } from './drafts.transitions';
import { signingContext, unlockWithPin } from './drafts.unlock';
import { signedDocument, verifyDocument } from './drafts.verify';

/** What the autosave answers: the version the editor holds next. */
const savedBody = z.object({ data: z.object({ id: z.number(), version: z.number(), updated_at: timestamp() }) });

/** What «Firmar» answers: each draft's number and verification code, and what it was registered as. */
const signedDrafts = z.object({
  data: z.array(
    z.object({
      id: z.number(),
      version: z.number(),
      number: z.string(),
      verification_code: z.string(),
      output_id: z.number().nullable(),
      supporting_output_id: z.number().nullable(),
    }),
  ),
});

export const VERIFY_PATH = '/api/v1/public/documents';

const verifiedDocument = z.object({
  data: z.object({
    number: z.string(),
    signed_at: timestamp(),
    /** The issuing office. */
    issuer: z.string(),
    subject: z.string().nullable(),
    restricted: z.boolean(),
    intact: z.boolean(),
    signers: z.array(
      z.object({ name: z.string(), dni: z.string().nullable(), reason: z.string(), signed_at: z.string().nullable() }),
    ),
  }),
});

export async function draftsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { answer, findVisible, isVisible } = draftReads;

  await draftReads.register(app);
  draftTransitions.register(app, answer, draftRecord);
  registerDocumentWrites(app, {
    base: BASE,
    create: { body: draftInput, permissions: DRAFT, register: createDraft },
    update: { body: draftUpdateInput, permissions: DRAFT, save: updateDraft },
    answer,
    record: draftRecord,
  });

  r.put(
    `${BASE}/:id/body`,
    {
      schema: { params: idParams, body: draftBodyInput, ...answers(200, savedBody) },
      config: { permissions: DRAFT },
    },
    async (request) => {
      const caller = callerAt(request);
      const id = parseId(request.params.id);
      const row = await app.db.transaction((tx) => saveDraftBody(tx, caller, id, request.body));
      return { data: { id: row.id, version: row.version, updated_at: row.updated_at } };
    },
  );

  r.post(
    `${BASE}/sign`,
    {
      schema: { body: draftSignInput, response: { 200: signedDrafts } },
      config: { permissions: SIGN },
    },
    async (request) => {
      const caller = callerAt(request);
      const signing = signingContext(app, await unlockWithPin(app, caller, request.body));
      // One transaction: every draft is signed and numbered, or none is.
      const rows = await app.db.transaction(async (tx) => {
        const signed = [];
        for (const { id, version } of request.body.drafts)
          signed.push(await draftTransitions.apply(tx, caller, 'sign', id, { version, ...signing }));
        return signed;
      });
      return {
        data: rows.map((row) => ({
          id: row.id,
          version: row.version,
          number: row.number!,
          verification_code: row.verification_code!,
          output_id: row.output_id,
          supporting_output_id: row.supporting_output_id,
        })),
      };
    },
  );

  const { perIp, windowMinutes } = app.config.tracking;
  const rule = throttleRule(perIp, windowMinutes);
  /** Every public lookup counts against the address, like the tracking page: guessing codes is slow. */
  const throttled = (ip: string) => countUse(app.db, `document-verification:${ip}`, rule, TRACKING_TOO_MANY);
  const codeParams = z.object({ code: trackingCode.transform(formatCode) });

  r.get(
    `${VERIFY_PATH}/:code`,
    {
      schema: {
        description:
          'Verificación de un documento firmado en Folio (sin sesión): con el código impreso al pie de cada página, su número, fecha, firmantes y motivos. Limitado por dirección como la consulta de trámite.',
        params: codeParams,
        ...answers(200, verifiedDocument),
      },
      config: { public: true },
    },
    async (request, reply) => {
      await throttled(request.ip);
      reply.header('cache-control', 'no-store');
      return { data: await verifyDocument(app.db, request.params.code) };
    },
  );

  r.get(
    `${VERIFY_PATH}/:code/pdf`,
    {
      schema: { params: codeParams, ...fileAnswer('El PDF firmado auténtico.', 'application/pdf') },
      config: { public: true },
    },
    async (request, reply) => {
      await throttled(request.ip);
      const { draft, pdf, restricted } = await signedDocument(app.db, request.params.code);
      if (restricted) throw notFound('Este documento es reservado: su copia no se entrega por esta página.');
      reply.header('cache-control', 'no-store');
      return sendPdf(reply, draft.number!, pdf);
    },
  );

  r.get(
    `${BASE}/:id/preview`,
    {
      schema: { params: idParams, ...fileAnswer('El proyecto en PDF, tal como se firmará.', 'application/pdf') },
      config: { permissions: READ },
    },
    async (request, reply) => {
      const draft = await findVisible(app.db, callerAt(request), parseId(request.params.id));
      // Once frozen: the bytes being signed, with the signatures given so far.
      const revision = await currentRevision(app.db, draft.id);
      if (revision) return sendPdf(reply, draft.number ?? `proyecto-${draftCode(draft.id)}`, revision.pdf);
      const { pdf } = await renderDraftPdf({
        letter: await letterOf(app.db, draft),
        subject: draft.subject,
        reference: draft.reference,
        body: draft.body,
        copies: await copyLines(app.db, draft),
        reviewers: (await reviewersOf(app.db, draft.id)).length,
      });
      return sendPdf(reply, `proyecto-${draftCode(draft.id)}`, pdf);
    },
  );

  await registerAttachmentRoutes(app, { read: READ, findVisible, isVisible, transitions: draftTransitions });
}
