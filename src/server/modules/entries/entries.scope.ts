/**
 * Who may see and do what with entries (docs/architecture.md §4): the permission keys of each kind of route,
 * the scope as one SQL condition shared by the entries routes and every module that reaches an
 * entry (outputs replying to it, exports, reports, notifications), and the per-record rules.
 *
 * Scope: `entries-all` sees every entry; `entries-index` the entries registered by the caller's
 * office, addressed to it, or derived to it; `entries-me` (and `entries-show` alone) those the
 * caller registered, is assigned, or had derived to them personally. Entries with a restricted
 * classification are seen only by the registering office and the offices they were addressed or
 * derived to — `entries-all` included; only `admin` bypasses it.
 */
import { ADMIN } from '@shared/permissions';
import { OPEN_ENTRY_STATES } from '@shared/schemas/entries';
import { type Column, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { entries, entryFacts, entryMovements } from '../../db/schema';
import { type DocumentScope, documentScope, involvedThrough, type ScopeAccess } from '../../lib/records/scope';
import type { Auth } from '../../plugins/auth';
import { type NotifyOptions, type NotifyTarget, notifyWhoSee } from '../notifications/notifications.service';

export const READ = ['entries-all', 'entries-index', 'entries-me', 'entries-show'] as const;
export const CREATE = ['entries-create', 'entries-create-office'] as const;
export const UPDATE = ['entries-update'] as const;
/** Archive it: the office that handles it, or the central archive filing it into an expedient. */
export const ARCHIVE = [...UPDATE, 'archive-documents-create'] as const;
/** Receiving, returning and attending are done by whoever the entry reached. */
export const HANDLE = ['entries-update', 'entries-index', 'entries-me', 'entries-all'] as const;
/** Adding or removing files: `entries-update`, or the clerk who registered the entry (the transitions' `attach`). */
export const ATTACH = [...UPDATE, ...CREATE] as const;

export type EntryRow = typeof entries.$inferSelect;

export const has = (caller: Auth, key: string) => caller.permissions.includes(key);
export const isAdmin = (caller: Auth) => has(caller, ADMIN);
export const isOpen = (state: string) => (OPEN_ENTRY_STATES as readonly string[]).includes(state);

/** `exists` a movement of the entry matching `condition`. */
export const movementTo = (condition: SQL) =>
  sql`exists (select 1 from ${entryMovements} m where m.entry_id = ${entries.id} and ${condition})`;

/** The entries an office has been with (registering, destination or derived-to): `office_ids` (migration 0009). */
export const officeInvolved = (officeId: number) => sql`${entries}.office_ids @> array[${officeId}]::integer[]`;

const ENTITY = { entity: 'entries', all: 'entries-all', index: 'entries-index' };

const ENTRY_SCOPE: DocumentScope = {
  ...ENTITY,
  id: entries.id,
  classification: entries.classification_id,
  // Registered by, assigned to or derived to the person.
  ...involvedThrough(entries),
};
/** The same scope over the reports' copy of the entries (report-facts.ts). */
const FACTS_SCOPE: DocumentScope = {
  ...ENTITY,
  id: entryFacts.entry_id,
  classification: entryFacts.classification_id,
  ...involvedThrough({ officeIds: entryFacts.office_ids, userIds: entryFacts.user_ids }),
};

/** The entries the caller may see as one SQL condition; undefined = all. */
export const scopeCondition = (caller: Auth, access?: ScopeAccess): SQL | undefined =>
  documentScope(caller, ENTRY_SCOPE, access);

/**
 * Whether the caller may open the entry `entryId` names, as a column another record selects with
 * its own row (`callerNames`, lib/records/reads.ts): an output or a draft shows the entry it
 * answers only as far as the caller may see it. Probed by the entry's id for each row shown: the
 * second mention of the row's column keeps PostgreSQL from turning the probe into a hash of every
 * entry in the caller's scope (6 ms of a page of outputs at 20 000 entries, growing with the table).
 */
export const entryOpenTo = (caller: Auth, entryId: SQL | Column): SQL<boolean> =>
  sql<boolean>`exists (select 1 from ${entries} where ${entries.id} = ${entryId} and ${entryId} is not null and ${scopeCondition(caller) ?? sql`true`})`;

/** The entries' facts rows the caller may see (the reports'); undefined = all. */
export const factsScopeCondition = (caller: Auth): SQL | undefined => documentScope(caller, FACTS_SCOPE);

/** Pending movements the caller may receive or return (their office's or their own). */
export function canHandleMovement(caller: Auth, m: { to_office_id: number; to_user_id: number | null }): boolean {
  if (isAdmin(caller)) return true;
  if (m.to_user_id !== null && m.to_user_id === caller.user.id) return true;
  return caller.user.office_id !== null && caller.user.office_id === m.to_office_id;
}

/** The offices that hold an entry: its destination and every office that received a movement of it. */
export function holdingOffices(
  entry: Pick<EntryRow, 'destination_office_id'>,
  movements: readonly { to_office_id: number; state: string }[],
): number[] {
  const received = movements.filter((m) => m.state === 'recibido').map((m) => m.to_office_id);
  return [...new Set([entry.destination_office_id, ...received])];
}

/**
 * Whose work an entry may be assigned to by the caller: anyone of a holding office for
 * administrators and `entries-all`; otherwise only people of the caller's own office, and only
 * while that office holds the entry. Null when the caller may not assign it at all.
 */
export function assignableOffices(caller: Auth, holders: readonly number[]): readonly number[] | null {
  if (isAdmin(caller) || has(caller, 'entries-all')) return holders;
  const own = caller.user.office_id ?? null;
  return own !== null && holders.includes(own) ? [own] : null;
}

/**
 * Tells the targets about an entry: each person once, and only those whose scope opens it (a
 * restricted entry derived to an office reaches only the members who may see it).
 */
export async function notifyEntry(
  tx: Executor,
  entry: Pick<EntryRow, 'id'>,
  targets: readonly NotifyTarget[],
  text: string,
  options: NotifyOptions = {},
): Promise<void> {
  const record = { table: entries, id: entry.id, read: READ, scope: scopeCondition };
  await notifyWhoSee(tx, 'entries', record, targets, text, options);
}
