/**
 * Drafts ("Proyectos de documento", issue 28): reads from `drafts.reads.ts`, the visto bueno
 * transitions from `drafts.transitions.ts`, «Proyectar» and the edit from `drafts.service.ts`,
 * plus the autosave of the body (`PUT /drafts/:id/body`, version → 409) and the preview
 * (`GET /drafts/:id/preview`: the PDF exactly as it will be signed).
 */
import { draftBodyInput, draftInput, draftUpdateInput } from '@shared/schemas/drafts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerAttachmentRoutes } from '../../lib/attachments/routes';
import { idParams, parseId } from '../../lib/crud/params';
import { sendPdf } from '../../lib/export/printout';
import { callerAt } from '../../lib/records/caller';
import { registerDocumentWrites } from '../../lib/records/writes';
import { letterOf } from './drafts.contents';
import { reviewersOf } from './drafts.input';
import { renderDraftPdf } from './drafts.pdf';
import { draftCode } from './drafts.present';
import { draftReads } from './drafts.reads';
import { DRAFT, READ } from './drafts.scope';
import { createDraft, saveDraftBody, updateDraft } from './drafts.service';
import { BASE, draftTransitions } from './drafts.transitions';

/** What the autosave answers: the version the editor holds next. */
const savedBody = z.object({ data: z.object({ id: z.number(), version: z.number(), updated_at: z.date() }) });

export async function draftsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { answer, findVisible, isVisible } = draftReads;

  await draftReads.register(app);
  draftTransitions.register(app, answer);
  registerDocumentWrites(app, {
    base: BASE,
    create: { body: draftInput, permissions: DRAFT, register: createDraft },
    update: { body: draftUpdateInput, permissions: DRAFT, save: updateDraft },
    answer,
  });

  r.put(
    `${BASE}/:id/body`,
    {
      schema: { params: idParams, body: draftBodyInput, response: { 200: savedBody } },
      config: { permissions: DRAFT },
    },
    async (request) => {
      const caller = callerAt(request);
      const id = parseId(request.params.id);
      const row = await app.db.transaction((tx) => saveDraftBody(tx, caller, id, request.body));
      return { data: { id: row.id, version: row.version, updated_at: row.updated_at } };
    },
  );

  r.get(
    `${BASE}/:id/preview`,
    { schema: { params: idParams }, config: { permissions: READ } },
    async (request, reply) => {
      const draft = await findVisible(app.db, callerAt(request), parseId(request.params.id));
      const { pdf } = await renderDraftPdf({
        letter: await letterOf(app.db, draft),
        subject: draft.subject,
        reference: draft.reference,
        body: draft.body,
        copies: draft.copies,
        reviewers: (await reviewersOf(app.db, draft.id)).length,
      });
      return sendPdf(reply, `proyecto-${draftCode(draft.id)}`, pdf);
    },
  );

  await registerAttachmentRoutes(app, { read: READ, findVisible, isVisible, transitions: draftTransitions });
}
