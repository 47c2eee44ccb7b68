/**
 * How entries leave the server: the names of what they reference, whether they are overdue, the
 * route sheet (movements) and `can`, what the caller may do as the server would enforce it.
 */
import { can } from '@shared/permissions';
import { asc, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { citizenDisplayName, citizens, entryMovements, typeEntries } from '../../db/schema';
import { attachAllRelated } from '../../lib/crud/related';
import type { Row } from '../../lib/crud/resource';
import { classificationName, codeAndName, officeName, personName } from '../../lib/records/names';
import type { Auth } from '../../plugins/auth';
import {
  assignableOffices,
  canAttach,
  canHandleMovement,
  type EntryRow,
  HANDLE,
  holdingOffices,
  isOpen,
  today,
  UPDATE,
} from './entry-access';

export async function movementsOf(db: Executor, entryIds: number[]) {
  if (entryIds.length === 0) return [];
  return db
    .select({
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
    })
    .from(entryMovements)
    .where(inArray(entryMovements.entry_id, entryIds))
    .orderBy(asc(entryMovements.id));
}

type MovementView = Awaited<ReturnType<typeof movementsOf>>[number];

/** What the caller may do with an entry, as the server would enforce it. */
function abilities(caller: Auth, entry: EntryRow, movements: MovementView[]) {
  const open = isOpen(entry.state);
  const update = can(caller.permissions, UPDATE);
  const handle = can(caller.permissions, HANDLE);
  const receivable = movements.filter((m) => m.state === 'pendiente' && canHandleMovement(caller, m));
  return {
    update: update && entry.state === 'registrado',
    derive: update && open,
    receive: handle && receivable.length > 0,
    return: handle && receivable.length > 0,
    attend: handle && entry.state === 'recibido',
    archive: update && entry.state === 'atendido',
    annul: update && entry.state !== 'anulado' && entry.state !== 'archivado',
    attach: canAttach(caller, entry),
    assign: update && open && assignableOffices(caller, holdingOffices(entry, movements)) !== null,
    activate: false,
    deactivate: false,
    delete: false,
  };
}

/** The entries as the API answers them; `withMovements` adds the route sheet (show page). */
export async function present(db: Executor, caller: Auth, rows: EntryRow[], withMovements = false) {
  const out = await attachAllRelated(db, rows as unknown as Row[], [
    codeAndName(typeEntries, 'type_entry_id', 'type_entry'),
    {
      key: 'sender_id',
      as: 'sender',
      table: citizens,
      columns: {
        name: citizenDisplayName as never,
        document_type: citizens.document_type,
        document_number: citizens.document_number,
      },
    },
    officeName('registered_office_id', 'registered_office'),
    officeName('destination_office_id', 'destination_office'),
    personName('assignee_id', 'assignee'),
    personName('registered_by', 'registered_by_user'),
    classificationName,
  ]);
  const movements = await movementsOf(
    db,
    rows.map((r) => r.id),
  );
  return out.map((row, i) => {
    const mine = movements.filter((m) => m.entry_id === row.id);
    return {
      ...row,
      overdue: isOpen(rows[i]!.state) && rows[i]!.due_date < today(),
      can: abilities(caller, rows[i]!, mine),
      ...(withMovements ? { movements: mine } : {}),
    };
  });
}

/** `{ data }` of one entry with its route sheet, the answer of show and of every write. */
export async function entryAnswer(db: Executor, caller: Auth, row: EntryRow) {
  const [data] = await present(db, caller, [row], true);
  return { data };
}
