/**
 * Who may do what with entries: the permission keys of each kind of route, loading an entry
 * within the caller's scope (404 outside it), the state checks of every write and its transition.
 *
 * Scope (DESIGN §4, `entry-scope.ts`): `entries-all` sees every entry; `entries-index` the entries
 * registered by the caller's office, addressed to it, or derived to it; `entries-me` (and
 * `entries-show` alone) those the caller registered, is assigned, or had derived to them
 * personally. Entries with a restricted classification are seen only by the registering office and
 * the offices they were addressed or derived to — `entries-all` included; only `admin` bypasses it.
 */
import { OPEN_ENTRY_STATES } from '@shared/schemas/entries';
import { calendarDate } from '@shared/working-days';
import { entries } from '../../db/schema';
import { conflict } from '../../lib/errors';
import { scopedRecords } from '../../lib/records/scoped';
import { changeLock, recordTransition } from '../../lib/records/versioned';
import type { Auth } from '../../plugins/auth';
import { has, isAdmin, scopeCondition } from './entry-scope';

export const BASE = '/api/v1/entries';
export const READ = ['entries-all', 'entries-index', 'entries-me', 'entries-show'] as const;
export const CREATE = ['entries-create', 'entries-create-office'] as const;
export const UPDATE = ['entries-update'] as const;
/** Receiving, returning and attending are done by whoever the entry reached. */
export const HANDLE = ['entries-update', 'entries-index', 'entries-me', 'entries-all'] as const;
/** Adding or removing files: `entries-update`, or the clerk who registered the entry (see `canAttach`). */
export const ATTACH = [...UPDATE, ...CREATE] as const;

export type EntryRow = typeof entries.$inferSelect;

/** Today's calendar date in the organisation's time zone. */
export const today = () => calendarDate(new Date());

export const isOpen = (state: string) => (OPEN_ENTRY_STATES as readonly string[]).includes(state);

/** Entries within the caller's scope: `findVisible` (404 outside it) and `isVisible`. */
export const { findVisible, isVisible } = scopedRecords(entries, scopeCondition);

/** Every change of an entry after registration: version bump plus its audit row. */
export const transition = recordTransition(entries, 'entries');

export const stateConflict = (what: string, state: string) =>
  conflict(`No se puede ${what} un ingreso en estado «${state}».`);

/** The entry about to change: locked in scope, at the client's version, in a state `from`. */
export const lockForChange = changeLock(findVisible, stateConflict);

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
 * Whether the caller may add or remove files: `entries-update` holders and the clerk who registered
 * the entry, while it is open; administrators always (e.g. a scan added to an archived entry).
 */
export function canAttach(caller: Auth, entry: Pick<EntryRow, 'state' | 'registered_by'>): boolean {
  if (isAdmin(caller)) return true;
  return isOpen(entry.state) && (has(caller, 'entries-update') || entry.registered_by === caller.user.id);
}
