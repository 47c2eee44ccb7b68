/**
 * What may happen to a draft (issue 28), written once: the drafter edits it and sends it to
 * visto bueno; each reviewer in turn gives their V°B° or observes it (back to the drafter); once
 * every reviewer has given theirs it waits for its signer, who may observe it too. Signing is the
 * signatures library's (`firmado`).
 */
import { DRAFT_STATES } from '@shared/schemas/drafts';
import { eq, inArray } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client';
import { draftReviewers, drafts } from '../../db/schema';
import type { Changes } from '../../lib/audit/audit';
import { conflict, forbidden, invalid } from '../../lib/errors';
import { scopedRecords } from '../../lib/records/scoped';
import { stateConflicts, transitions } from '../../lib/records/transitions';
import type { Auth } from '../../plugins/auth';
import { type ReviewerRow, reviewersOf } from './drafts.input';
import { currentRevision, freezeDraft, signRevision, VISTO_BUENO, voidRevisions } from './drafts.revisions';
import { DRAFT, type DraftRow, draftScope, REVIEW, SIGN } from './drafts.scope';
import { type SigningContext, signDraft } from './drafts.sign';
import { pinBody, signingContext, unlockWithPin } from './drafts.unlock';

export const BASE = '/api/v1/drafts';

export const { findVisible, isVisible } = scopedRecords(drafts, draftScope);

export const stateConflict = stateConflicts('un proyecto', DRAFT_STATES);

/** The reviewers of each draft, in order: who must act now. */
export type DraftContext = { reviewers: ReviewerRow[] };

async function context(db: Executor, rows: readonly DraftRow[]) {
  const ids = rows.map((r) => r.id);
  const all =
    ids.length === 0 ? [] : await db.select().from(draftReviewers).where(inArray(draftReviewers.draft_id, ids));
  return (row: DraftRow): DraftContext => ({
    reviewers: all.filter((r) => r.draft_id === row.id).sort((a, b) => a.position - b.position),
  });
}

/** The reviewer whose V°B° is awaited, if any. */
export const currentReviewer = (reviewers: readonly ReviewerRow[]) => reviewers.find((r) => r.state !== 'aprobado');

const drafterOnly = (caller: Auth, row: DraftRow) =>
  row.drafter_id === caller.user.id ? null : forbidden('Solo quien proyectó el documento puede cambiarlo.');

const reviewerOnly = (caller: Auth, _row: DraftRow, ctx: DraftContext) =>
  currentReviewer(ctx.reviewers)?.user_id === caller.user.id
    ? null
    : forbidden('Este proyecto espera el visto bueno de otra persona.');

const signerOnly = (caller: Auth, row: DraftRow) =>
  row.signer_id === caller.user.id ? null : forbidden('Solo quien firma puede firmar este proyecto.');

/** Observing: the reviewer in turn, or the signer once it waits for the signature. */
const reviewerOrSigner = (caller: Auth, row: DraftRow, ctx: DraftContext) =>
  row.state === 'por_firmar'
    ? row.signer_id === caller.user.id
      ? null
      : forbidden('Solo quien firma puede observar este proyecto.')
    : reviewerOnly(caller, row, ctx);

const markReviewer = (tx: Executor, reviewer: ReviewerRow, state: 'aprobado' | 'observado') =>
  tx.update(draftReviewers).set({ state, acted_at: new Date() }).where(eq(draftReviewers.id, reviewer.id)).returning();

export const draftTransitions = transitions<DraftRow, DraftContext>({
  base: BASE,
  entity: 'drafts',
  table: drafts,
  findVisible,
  stateConflict,
  context,
  edit: { permissions: DRAFT, from: ['borrador', 'observado'], verb: 'editar', refuse: drafterOnly },
  attach: {
    permissions: DRAFT,
    from: ['borrador', 'observado'],
    refuse: drafterOnly,
  },
  actions: {
    send: {
      permissions: DRAFT,
      from: ['borrador', 'observado'],
      verb: 'enviar a visto bueno',
      refuse: drafterOnly,
      run: async (tx, { caller, existing }) => {
        if (existing.signer_id === null)
          throw invalid({ signer_id: ['Indique quién firma antes de enviar el proyecto.'] });
        const reviewers = await tx
          .update(draftReviewers)
          .set({ state: 'pendiente', acted_at: null })
          .where(eq(draftReviewers.draft_id, existing.id))
          .returning();
        // From here on the PDF is frozen: every V°B° and the signature apply to these bytes.
        const layout = await freezeDraft(tx, existing, caller.user.id);
        return {
          set: { state: reviewers.length > 0 ? 'en_visto_bueno' : 'por_firmar', observation: null, layout },
          changes: { pdf: [null, 'congelado'] },
        };
      },
    },
    approve: {
      permissions: REVIEW,
      from: ['en_visto_bueno'],
      verb: 'dar visto bueno a',
      refuse: reviewerOnly,
      body: pinBody,
      prepare: async (app, caller, body) => ({ signer: await unlockWithPin(app, caller, body) }),
      run: async (tx, { caller, existing, body }) => {
        const reviewers = await reviewersOf(tx, existing.id);
        const reviewer = currentReviewer(reviewers)!;
        const index = reviewers.indexOf(reviewer);
        const revision = await currentRevision(tx, existing.id);
        if (!revision || !existing.layout)
          throw conflict('El proyecto no tiene un PDF congelado: envíelo de nuevo a visto bueno.');
        await signRevision(
          tx,
          {
            draftId: existing.id,
            pdf: revision.pdf,
            signer: (body as { signer: SigningContext['signer'] }).signer,
            reason: VISTO_BUENO,
            box: existing.layout.reviews[index]!,
            first: index === 0,
          },
          'visto_bueno',
          caller.user.id,
        );
        const [saved] = await markReviewer(tx, reviewer, 'aprobado');
        const pending = reviewers.some((r) => r.id !== reviewer.id && r.state !== 'aprobado');
        return {
          set: { state: pending ? 'en_visto_bueno' : 'por_firmar' },
          changes: { reviewer: [{ user_id: reviewer.user_id, state: reviewer.state }, { state: saved!.state }] },
        };
      },
    },
    observe: {
      permissions: [...REVIEW, ...SIGN],
      from: ['en_visto_bueno', 'por_firmar'],
      to: 'observado',
      verb: 'observar',
      reason: 'observation',
      refuse: reviewerOrSigner,
      run: async (tx, { existing }) => {
        // The frozen PDF and every V°B° signed on it are void: the corrected draft is signed anew.
        const voided = await voidRevisions(tx, existing.id);
        const voids: Changes = voided > 0 ? { vistos_buenos_anulados: [voided, 0] } : {};
        const set = { layout: null };
        if (existing.state !== 'en_visto_bueno') return { set, changes: voids };
        const reviewer = currentReviewer(await reviewersOf(tx, existing.id))!;
        await markReviewer(tx, reviewer, 'observado');
        return {
          set,
          changes: {
            ...voids,
            reviewer: [{ user_id: reviewer.user_id, state: reviewer.state }, { state: 'observado' }],
          },
        };
      },
    },
    sign: {
      permissions: SIGN,
      from: ['por_firmar'],
      to: 'firmado',
      verb: 'firmar',
      refuse: signerOnly,
      body: pinBody,
      prepare: async (app, caller, body) => ({ ...signingContext(app, await unlockWithPin(app, caller, body)) }),
      run: async (tx, { caller, existing, body }) => ({
        set: await signDraft(tx as Tx, caller, existing, body as unknown as SigningContext),
      }),
    },
  },
  offers: {
    /** The queue it is in for the caller: their V°B° or their signature is awaited. */
    my_review: (caller, row, ctx) =>
      row.state === 'en_visto_bueno' && currentReviewer(ctx.reviewers)?.user_id === caller.user.id,
    my_signature: (caller, row) => row.state === 'por_firmar' && row.signer_id === caller.user.id,
  },
});
