/**
 * What may happen to a draft (issue 28), written once: the drafter edits it and sends it to
 * visto bueno; each reviewer in turn gives their V°B° or observes it (back to the drafter); once
 * every reviewer has given theirs it waits for its signer, who may observe it too. Signing is the
 * signatures library's (`firmado`).
 */
import { DRAFT_STATES, type DraftState } from '@shared/schemas/drafts';
import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { draftReviewers, drafts } from '../../db/schema';
import { conflict, forbidden, invalid } from '../../lib/errors';
import { scopedRecords } from '../../lib/records/scoped';
import { transitions } from '../../lib/records/transitions';
import type { Auth } from '../../plugins/auth';
import { type ReviewerRow, reviewersOf } from './drafts.input';
import { DRAFT, type DraftRow, draftScope, REVIEW, SIGN } from './drafts.scope';

export const BASE = '/api/v1/drafts';

export const { findVisible, isVisible } = scopedRecords(drafts, draftScope);

export const stateConflict = (verb: string, state: string) =>
  conflict(`No se puede ${verb} un proyecto en estado «${DRAFT_STATES[state as DraftState] ?? state}».`);

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
      run: async (tx, { existing }) => {
        if (existing.signer_id === null)
          throw invalid({ signer_id: ['Indique quién firma antes de enviar el proyecto.'] });
        const reviewers = await tx
          .update(draftReviewers)
          .set({ state: 'pendiente', acted_at: null })
          .where(eq(draftReviewers.draft_id, existing.id))
          .returning();
        return { set: { state: reviewers.length > 0 ? 'en_visto_bueno' : 'por_firmar', observation: null } };
      },
    },
    approve: {
      permissions: REVIEW,
      from: ['en_visto_bueno'],
      verb: 'dar visto bueno a',
      refuse: reviewerOnly,
      run: async (tx, { existing }) => {
        const reviewers = await reviewersOf(tx, existing.id);
        const reviewer = currentReviewer(reviewers)!;
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
        if (existing.state !== 'en_visto_bueno') return undefined;
        const reviewer = currentReviewer(await reviewersOf(tx, existing.id))!;
        await markReviewer(tx, reviewer, 'observado');
        return {
          changes: { reviewer: [{ user_id: reviewer.user_id, state: reviewer.state }, { state: 'observado' }] },
        };
      },
    },
  },
  offers: {
    /** The queue it is in for the caller: their V°B° or their signature is awaited. */
    my_review: (caller, row, ctx) =>
      row.state === 'en_visto_bueno' && currentReviewer(ctx.reviewers)?.user_id === caller.user.id,
    my_signature: (caller, row) => row.state === 'por_firmar' && row.signer_id === caller.user.id,
  },
});
