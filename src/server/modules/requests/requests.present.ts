/**
 * How a request is answered: the names selected with it, the record assignment created, `can`
 * (as the transitions table decides; editing, cancelling and resubmitting only for who asked) and,
 * on its page, the likely duplicates (same sender, sender's reference and date) the operator is
 * warned of before assigning.
 */
import { and, eq, isNull, ne, notInArray, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { entries, outputs, requests, supportingEntries, supportingOutputs } from '../../db/schema';
import { officeName, personName, relatedName } from '../../lib/records/names';
import type { Transitions } from '../../lib/records/transitions';
import type { Auth } from '../../plugins/auth';
import type { RequestKindDef } from './requests.kinds';
import type { RequestRow } from './requests.scope';
import { heldByOther, type RequestSettings } from './requests.transitions';

export const REQUEST_NAMES = {
  requesting_office: officeName(requests.requesting_office_id),
  requested_by_user: personName(requests.requested_by),
  taken_by_user: personName(requests.taken_by),
  assigned_by_user: personName(requests.assigned_by),
  entry: relatedName(requests.entry_id, { table: entries, columns: { number: entries.number } }),
  output: relatedName(requests.output_id, { table: outputs, columns: { number: outputs.number } }),
  supporting_entry: relatedName(requests.supporting_entry_id, {
    table: supportingEntries,
    columns: { number: supportingEntries.number },
  }),
  supporting_output: relatedName(requests.supporting_output_id, {
    table: supportingOutputs,
    columns: { number: supportingOutputs.number },
  }),
};

type Column = Parameters<typeof eq>[0];

const sameText = (column: Column, value: string) => sql`lower(${column}) = lower(${value})`;
const sameDate = (column: Column, value: string | null) => (value === null ? isNull(column) : eq(column, value));

export interface Duplicate {
  resource: string;
  id: number;
  number: string;
}

/** What a likely duplicate shares with the request: its sender's reference and date. */
interface Match {
  reference: string;
  date: string | null;
}

/**
 * At most ten rows of `table` (entries, outputs or requests: each has an id and a number) whose
 * reference and date columns hold the request's, and that also meet `also`.
 */
function sameDocument(
  db: Executor,
  table: PgTable & { id: Column; number: Column },
  on: { reference: Column; date: Column },
  match: Match,
  also: (SQL | undefined)[],
) {
  return db
    .select({ id: sql<number>`${table.id}`, number: sql<string>`${table.number}` })
    .from(table)
    .where(and(...also, sameText(on.reference, match.reference), sameDate(on.date, match.date)))
    .limit(10);
}

/** Registered records and other live requests with the same sender, reference and date. */
export async function duplicatesOf(db: Executor, def: RequestKindDef, row: RequestRow): Promise<Duplicate[]> {
  if (row.sender_reference === null) return [];
  const match = { reference: row.sender_reference, date: row.sender_date };
  const proposal = row.proposal as { origin_office_id?: number | null };
  const records =
    def.kind === 'entry'
      ? row.sender_id === null
        ? []
        : await sameDocument(db, entries, { reference: entries.sender_reference, date: entries.sender_date }, match, [
            eq(entries.sender_id, row.sender_id),
            ne(entries.state, 'anulado'),
            row.entry_id === null ? undefined : ne(entries.id, row.entry_id),
          ])
      : await sameDocument(db, outputs, { reference: outputs.reference, date: outputs.document_date }, match, [
          eq(outputs.origin_office_id, proposal.origin_office_id ?? row.requesting_office_id),
          ne(outputs.state, 'anulado'),
          row.output_id === null ? undefined : ne(outputs.id, row.output_id),
        ]);
  const sameSender: SQL | undefined =
    def.kind === 'entry'
      ? row.sender_id === null
        ? sql`false`
        : eq(requests.sender_id, row.sender_id)
      : eq(requests.requesting_office_id, row.requesting_office_id);
  const others = await sameDocument(
    db,
    requests,
    { reference: requests.sender_reference, date: requests.sender_date },
    match,
    [
      eq(requests.kind, def.kind),
      ne(requests.id, row.id),
      sameSender,
      notInArray(requests.state, ['cancelada', 'rechazada', 'caducada', 'asignada']),
    ],
  );
  return [
    ...records.map((r) => ({ resource: def.record, ...r })),
    ...others.map((r) => ({ resource: def.resource, ...r })),
  ];
}

export function requestPresenter(def: RequestKindDef, table: Transitions<RequestRow, RequestSettings>) {
  return async function present(db: Executor, caller: Auth, rows: RequestRow[], detail: boolean) {
    const context = await table.table.context(db, rows);
    const duplicates = detail ? await Promise.all(rows.map((row) => duplicatesOf(db, def, row))) : [];
    const names = detail ? await Promise.all(rows.map((row) => def.names(db, row.proposal))) : [];
    return rows.map((row, i) => {
      const can = table.abilities(caller, row, context(row));
      const judges = can.observe || can.reject;
      return {
        ...row,
        held_by_other: heldByOther(caller, row, context(row)),
        can,
        // The configured reasons, for whoever may observe or reject it.
        ...(detail
          ? { duplicates: duplicates[i], proposal_names: names[i], reasons: judges ? context(row).reasons : [] }
          : {}),
      };
    });
  };
}
