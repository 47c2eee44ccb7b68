/**
 * How entries leave the server: the names of what they reference (selected with the entry,
 * `ENTRY_NAMES`), whether they are overdue, the route sheet (movements and assignments) and `can`, what the caller
 * may do as the transitions table decides it.
 */
import { calendarDate } from '@shared/working-days';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  auditLogs,
  citizenDisplayName,
  citizens,
  entries,
  entryMovements,
  requests,
  typeEntries,
} from '../../db/schema';
import { jsonRows } from '../../lib/records/json-rows';
import { classificationName, codeAndName, officeName, personName, relatedName } from '../../lib/records/names';
import type { Auth } from '../../plugins/auth';
import { type EntryRow, isOpen } from './entries.scope';
import { entryTransitions, type MovementSummary } from './entries.transitions';

/** Today's calendar date in the organisation's time zone. */
export const today = () => calendarDate(new Date());

/** The related names of an entry, selected with it (lib/records/names.ts). */
export const ENTRY_NAMES = {
  type_entry: codeAndName(typeEntries, entries.type_entry_id),
  sender: relatedName(entries.sender_id, {
    table: citizens,
    columns: {
      name: citizenDisplayName,
      document_type: citizens.document_type,
      document_number: citizens.document_number,
    },
  }),
  registered_office: officeName(entries.registered_office_id),
  destination_office: officeName(entries.destination_office_id),
  assignee: personName(entries.assignee_id),
  registered_by_user: personName(entries.registered_by),
  classification: classificationName(entries.classification_id),
  /** The request it was registered from (modules/requests), `{ id, number, kind }`. */
  request: sql<{
    id: number;
    number: string;
  } | null>`(select json_build_object('id', r.id, 'number', r.number) from ${requests} r where r.entry_id = ${entries}.id)`,
};

const MOVEMENT_FIELDS = {
  id: entryMovements.id,
  entry_id: entryMovements.entry_id,
  from_office_id: entryMovements.from_office_id,
  from_office: sql<string | null>`(select o.code from offices o where o.id = ${entryMovements.from_office_id})`,
  to_office_id: entryMovements.to_office_id,
  to_office: sql<
    string | null
  >`(select o.code || ' - ' || o.name from offices o where o.id = ${entryMovements.to_office_id})`,
  to_user_id: entryMovements.to_user_id,
  to_user: sql<
    string | null
  >`(select u.names || ' ' || u.surnames from users u where u.id = ${entryMovements.to_user_id})`,
  action: entryMovements.action,
  instructions: entryMovements.instructions,
  sent_by: entryMovements.sent_by,
  sent_by_name: sql<string>`(select u.names || ' ' || u.surnames from users u where u.id = ${entryMovements.sent_by})`,
  sent_at: entryMovements.sent_at,
  state: entryMovements.state,
  received_by: entryMovements.received_by,
  received_by_name: sql<
    string | null
  >`(select u.names || ' ' || u.surnames from users u where u.id = ${entryMovements.received_by})`,
  received_at: entryMovements.received_at,
  returned_reason: entryMovements.returned_reason,
};

export async function movementsOf(db: Executor, entryIds: number[]) {
  if (entryIds.length === 0) return [];
  return db
    .select(MOVEMENT_FIELDS)
    .from(entryMovements)
    .where(inArray(entryMovements.entry_id, entryIds))
    .orderBy(asc(entryMovements.id));
}
type Movement = Awaited<ReturnType<typeof movementsOf>>[number];

/**
 * Who was made responsible for each entry and when (the route sheet shows it beside the
 * derivations): from the audit trail, a registration naming an assignee or an «Asignar».
 */
const assignee = sql`(${auditLogs.changes} -> 'assignee_id' ->> 1)::int`;
const ASSIGNMENT_FIELDS = {
  user_id: sql<number>`${assignee}`,
  user_name: sql<string | null>`(select u.names || ' ' || u.surnames from users u where u.id = ${assignee})`,
  by_name: sql<string | null>`(select u.names || ' ' || u.surnames from users u where u.id = ${auditLogs.actor_id})`,
  at: auditLogs.occurred_at,
  registration: sql<boolean>`${auditLogs.action} = 'create'`,
};
interface Assignment {
  user_id: number;
  user_name: string | null;
  by_name: string | null;
  at: Date;
  registration: boolean;
}

/**
 * Show's route sheet, in the entry's own statement. The child columns are named bare in a
 * single-table select, so they are the child's; the entry's own id is named with its table.
 */
export const ENTRY_DETAILS = {
  movements: jsonRows<Movement>(
    MOVEMENT_FIELDS,
    entryMovements,
    sql`${entryMovements.entry_id} = ${entries}.id`,
    entryMovements.id,
  ),
  assignments: jsonRows<Assignment>(
    ASSIGNMENT_FIELDS,
    auditLogs,
    and(
      sql`${auditLogs.entity_id} = ${entries}.id::text`,
      eq(auditLogs.entity, 'entries'),
      inArray(auditLogs.action, ['create', 'assign']),
      sql`${auditLogs.changes} -> 'assignee_id' ->> 1 is not null`,
    ),
    auditLogs.id,
  ),
};

/**
 * The entries as the API answers them (names already selected with them); `detail` adds the route
 * sheet: the derivations and the assignments to a person.
 */
export async function present(db: Executor, caller: Auth, rows: EntryRow[], detail: boolean) {
  const sheet = (row: EntryRow) => (row as EntryRow & { movements: MovementSummary[] }).movements;
  const context = detail ? sheet : await entryTransitions.table.context(db, rows);
  const now = today();
  return rows.map((row) => ({
    ...row,
    overdue: isOpen(row.state) && row.due_date < now,
    can: entryTransitions.abilities(caller, row, context(row)),
  }));
}
