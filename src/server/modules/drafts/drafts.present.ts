/** How a draft is shown: the names selected with it, its reviewers and addressees by name, and `can`. */
import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { draftReviewers, drafts, entries, offices, typeOutputs, users } from '../../db/schema';
import { codeAndName, officeName, personName, relatedName } from '../../lib/records/names';
import type { Auth } from '../../plugins/auth';
import { entryOpenTo } from '../entries/entries.scope';
import { letterOf } from './drafts.contents';
import type { DraftRow } from './drafts.scope';
import { draftTransitions } from './drafts.transitions';

export const DRAFT_NAMES = {
  type_output: codeAndName(typeOutputs, drafts.type_output_id),
  office: officeName(drafts.office_id),
  drafter: personName(drafts.drafter_id),
  signer: personName(drafts.signer_id),
  entry: relatedName(drafts.entry_id, { table: entries, columns: { number: entries.number } }),
};

/** Whether the caller may open the entry the draft answers: it is named only then. */
export const DRAFT_CALLER_NAMES = {
  entry_open: (caller: Auth) => entryOpenTo(caller, drafts.entry_id),
};

/** «PROY-000012»: what the screens show of a draft until it is signed and numbered. */
export const draftCode = (id: number) => `PROY-${String(id).padStart(6, '0')}`;

async function reviewersOf(db: Executor, draftIds: number[]) {
  if (draftIds.length === 0) return [];
  return db
    .select({
      draft_id: draftReviewers.draft_id,
      user_id: draftReviewers.user_id,
      position: draftReviewers.position,
      state: draftReviewers.state,
      acted_at: draftReviewers.acted_at,
      names: users.names,
      surnames: users.surnames,
    })
    .from(draftReviewers)
    .innerJoin(users, eq(users.id, draftReviewers.user_id))
    .where(inArray(draftReviewers.draft_id, draftIds))
    .orderBy(asc(draftReviewers.draft_id), asc(draftReviewers.position));
}

/** The offices sent a copy, by code and name, in the draft's order. */
async function copyOffices(db: Executor, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: offices.id, code: offices.code, name: offices.name })
    .from(offices)
    .where(inArray(offices.id, ids));
  return ids.flatMap((id) => rows.find((o) => o.id === id) ?? []);
}

type Named = DraftRow & { entry_open?: boolean } & Record<string, unknown>;

/** Rows as the API shows them; `detail` adds the addressees by name (the letter's block). */
export async function present(db: Executor, caller: Auth, rows: Named[], detail: boolean) {
  const reviewers = await reviewersOf(
    db,
    rows.map((r) => r.id),
  );
  const context = await draftTransitions.table.context(db, rows);
  return Promise.all(
    rows.map(async ({ entry_open, ...row }) => ({
      ...row,
      layout: undefined,
      /** The document's number once signed; until then «PROY-000012». */
      number: row.number ?? draftCode(row.id),
      entry: entry_open ? row.entry : null,
      reviewers: reviewers.filter((r) => r.draft_id === row.id).map(({ draft_id: _d, ...r }) => r),
      ...(detail && {
        letter: await letterOf(db, row, row.updated_at),
        copy_offices: await copyOffices(db, row.copy_office_ids),
      }),
      can: draftTransitions.abilities(caller, row, context(row)),
    })),
  );
}
