/**
 * The drafts' reads (lib/records/reads.ts): list, show, export and history. The list's `queue`
 * gives «Por visar» (the caller's V°B° is awaited), «Por firmar» (their signature is) and «Mis
 * proyectos» (they drafted it).
 */
import { listQuerySchema } from '@shared/crud';
import { DRAFT_STATES, draftRecord } from '@shared/schemas/drafts';
import { queryId } from '@shared/zod';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../db/client';
import { draftReviewers, drafts, offices, typeOutputs, users } from '../../db/schema';
import { searchCondition, stateIs } from '../../lib/crud/list';
import { labelOf } from '../../lib/export/limit';
import { fullName } from '../../lib/records/names';
import { recordReads } from '../../lib/records/reads';
import type { Auth } from '../../plugins/auth';
import { DRAFT_CALLER_NAMES, DRAFT_NAMES, draftCode, present } from './drafts.present';
import { draftScope, READ } from './drafts.scope';

const keys = <T extends Record<string, string>>(o: T) => Object.keys(o) as [keyof T & string, ...(keyof T & string)[]];

export const DRAFT_QUEUES = ['review', 'sign', 'mine'] as const;

export const draftListQuery = listQuerySchema.extend({
  state: z.enum(keys(DRAFT_STATES)).optional(),
  queue: z.enum(DRAFT_QUEUES).optional(),
  type_output_id: queryId().optional(),
  entry_id: queryId().optional(),
});
export type DraftListQuery = z.output<typeof draftListQuery>;

/** The drafts awaiting the user's V°B°: they are the first reviewer who has not given it. */
const awaitingReview = (userId: number) =>
  and(
    stateIs(drafts.state, 'en_visto_bueno'),
    sql`exists (select 1 from ${draftReviewers} r where r.draft_id = ${drafts.id} and r.user_id = ${userId} and r.state <> 'aprobado'
      and not exists (select 1 from ${draftReviewers} p where p.draft_id = r.draft_id and p.position < r.position and p.state <> 'aprobado'))`,
  );

function queueCondition(queue: DraftListQuery['queue'], userId: number): SQL | undefined {
  if (queue === 'review') return awaitingReview(userId);
  if (queue === 'sign') return and(stateIs(drafts.state, 'por_firmar'), eq(drafts.signer_id, userId));
  if (queue === 'mine') return eq(drafts.drafter_id, userId);
  return undefined;
}

const conditions = (query: DraftListQuery, caller: Auth) => [
  query.state ? stateIs(drafts.state, query.state) : undefined,
  queueCondition(query.queue, caller.user.id),
  query.type_output_id ? eq(drafts.type_output_id, query.type_output_id) : undefined,
  query.entry_id ? eq(drafts.entry_id, query.entry_id) : undefined,
  searchCondition(query.q, [drafts.subject, drafts.reference]),
];

function exportRows(db: Executor, { where, order, limit }: { where: SQL | undefined; order: SQL[]; limit: number }) {
  return db
    .select({
      id: drafts.id,
      updated_at: drafts.updated_at,
      type: typeOutputs.name,
      office: offices.name,
      drafter: fullName(users),
      subject: drafts.subject,
      state: drafts.state,
    })
    .from(drafts)
    .innerJoin(typeOutputs, eq(typeOutputs.id, drafts.type_output_id))
    .innerJoin(offices, eq(offices.id, drafts.office_id))
    .innerJoin(users, eq(users.id, drafts.drafter_id))
    .where(where)
    .orderBy(...order)
    .limit(limit);
}
type ExportRow = Awaited<ReturnType<typeof exportRows>>[number];

export const draftReads = recordReads({
  resource: 'drafts',
  record: draftRecord,
  table: drafts,
  permissions: READ,
  scope: draftScope,
  query: draftListQuery,
  conditions,
  sortable: { id: drafts.id, updated_at: drafts.updated_at, subject: drafts.subject, state: drafts.state },
  defaultSort: '-updated_at',
  names: DRAFT_NAMES,
  callerNames: DRAFT_CALLER_NAMES,
  present: (db, caller, rows, detail) => present(db, caller, rows, detail),
  export: {
    filename: 'proyectos',
    sheetName: 'Proyectos',
    title: 'Proyectos de documento',
    rows: exportRows,
    columns: () => [
      { header: 'Proyecto', value: (d: ExportRow) => draftCode(d.id) },
      { header: 'Última modificación', value: (d: ExportRow) => d.updated_at },
      { header: 'Tipo', value: (d: ExportRow) => d.type },
      { header: 'Oficina', value: (d: ExportRow) => d.office },
      { header: 'Proyectado por', value: (d: ExportRow) => d.drafter },
      { header: 'Asunto', value: (d: ExportRow) => d.subject },
      { header: 'Estado', value: (d: ExportRow) => labelOf(DRAFT_STATES, d.state) },
    ],
  },
});
