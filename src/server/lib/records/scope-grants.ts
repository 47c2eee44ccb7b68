/**
 * The hook through which another module opens records outside the usual scope: an active
 * temporary access permission of the archive (docs/domain.md §5.5) lets a person read one restricted
 * archived document for some days. The archive module registers, once at start-up,
 *
 *   registerScopeGrant('entries', (caller, id) =>
 *     sql`exists (select 1 from access_permissions p where p.entity = 'entries' and p.record_id = ${id}
 *         and p.user_id = ${caller.user.id} and now() between p.starts_at and p.ends_at)`);
 *
 * and `documentScope` (scope.ts) ORs every grant of the module's entity into the scope
 * condition, past the restricted-classification rule: a grant names one record and one person.
 * Grants are SQL conditions over the record's id column, so lists, show, writes and exports
 * honour them alike.
 */
import { calendarDate } from '@shared/working-days';
import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Auth } from '../../plugins/auth';

/** Built from the caller and the organisation's day alone (a permission opens records between two dates). */
export type ScopeGrant = (caller: Auth, id: PgColumn) => SQL;

const grants = new Map<string, ScopeGrant[]>();
let registrations = 0;

/** Adds a way to open records of `entity`; returns how to remove it (tests). */
export function registerScopeGrant(entity: string, grant: ScopeGrant): () => void {
  grants.set(entity, [...(grants.get(entity) ?? []), grant]);
  registrations++;
  return () => {
    grants.set(
      entity,
      (grants.get(entity) ?? []).filter((g) => g !== grant),
    );
    registrations++;
  };
}

/**
 * What a scope is built from besides the caller: the grants registered and the day. The same
 * caller under the same stamp has the same scope (`perCaller`, scope.ts).
 */
export const grantsStamp = (): string => `${registrations} ${calendarDate(new Date())}`;

/** Whether another module may open records of `entity` (so a record seen may be read-only). */
export const hasGrants = (entity: string): boolean => (grants.get(entity) ?? []).length > 0;

/** The grants of `entity` for the caller, OR-ed; undefined when none is registered. */
export function grantedCondition(entity: string, caller: Auth, id: PgColumn): SQL | undefined {
  const registered = grants.get(entity) ?? [];
  if (registered.length === 0) return undefined;
  return sql`(${sql.join(
    registered.map((g) => g(caller, id)),
    sql` or `,
  )})`;
}
