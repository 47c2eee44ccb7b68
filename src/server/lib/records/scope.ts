/**
 * The scope of a document module (docs/architecture.md §4) as one SQL condition. A caller sees a record when
 * any of these opens it:
 *
 * - `all`: a key that sees every record (`entries-all`); modules without one omit it;
 * - `index`: a key that sees the records the caller's office is involved in (`officeInvolved`);
 * - `personal`: the records the caller is personally involved in (always);
 * - `rules`: more keys with the records each opens (requests: `requests-assign` sees the pending
 *   ones); a rule with `key: null` applies to everyone (folders: the shared ones);
 * - a grant registered by another module for this entity (scope-grants.ts: a temporary access
 *   permission of the archive), for reading only: `access = 'write'` (what a change of the record
 *   loads, see scoped.ts) leaves grants out, so a loan opens a record and nothing more.
 *
 * A restricted classification limits the first four to the involved offices; only `admin` sees
 * everything (undefined = no condition).
 *
 * `officeInvolved`/`personal` should be conditions an index drives: the record's `office_ids` /
 * `user_ids` arrays (kept by triggers, migration 0009) tested with `@>` through their GIN
 * indexes, never `exists` subqueries OR'ed together (docs/benchmarks.md).
 */
import { ADMIN } from '@shared/permissions';
import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { documentClassifications } from '../../db/schema';
import type { Auth } from '../../plugins/auth';
import { grantedCondition, grantsStamp } from './scope-grants';

export interface ScopeRule {
  /** The permission key that opens these records; null for every caller. */
  key: string | null;
  where: (caller: Auth) => SQL;
}

export interface DocumentScope {
  /** The audit entity, for the grants registered on it. */
  entity: string;
  id: PgColumn;
  all?: string;
  index?: string;
  /** The record's `classification_id`, when it has one. */
  classification?: PgColumn;
  /** The records an office is involved in (registering, destination…); none when omitted (the archive's). */
  officeInvolved?: (officeId: number) => SQL;
  /** The records a person is involved in (registered, assigned, signs…); none when omitted. */
  personal?: (userId: number) => SQL;
  rules?: readonly ScopeRule[];
}

/** Reading a record, or loading it to change it (transitions, edits, files, archiving). */
export type ScopeAccess = 'read' | 'write';

/** The record's classification is a restricted one (false when it has none). */
const restrictedClassification = (classification: PgColumn | SQL) =>
  sql`coalesce(${classification} = any(array(select dc.id from ${documentClassifications} dc where dc.restricted)), false)`;

/**
 * `officeInvolved` and `personal` of records that keep the offices and people involved in them as
 * `office_ids` / `user_ids` integer arrays (kept by triggers), tested with `@>` through their GIN
 * indexes: the table's own arrays, or the two columns of a copy (the reports' facts).
 */
export function involvedThrough(
  arrays: PgTable | { officeIds: PgColumn; userIds: PgColumn },
): Pick<DocumentScope, 'officeInvolved' | 'personal'> {
  const [officeIds, userIds] =
    'officeIds' in arrays
      ? [sql`${arrays.officeIds}`, sql`${arrays.userIds}`]
      : [sql`${arrays}.office_ids`, sql`${arrays}.user_ids`];
  return {
    officeInvolved: (officeId) => sql`${officeIds} @> array[${officeId}]::integer[]`,
    personal: (userId) => sql`${userIds} @> array[${userId}]::integer[]`,
  };
}

/** The records of the caller's office by `column` (a rule's `where`); none for a caller without an office. */
export const ownOffice = (column: PgColumn | SQL) => (caller: Auth) =>
  caller.user.office_id ? sql`${column} = ${caller.user.office_id}` : sql`false`;

export function documentScope(caller: Auth, scope: DocumentScope, access: ScopeAccess = 'read'): SQL | undefined {
  const held = caller.permissions;
  if (held.includes(ADMIN)) return undefined;
  const officeId = caller.user.office_id ?? null;
  const involved = officeId === null || !scope.officeInvolved ? sql`false` : scope.officeInvolved(officeId);
  const parts: SQL[] = [];
  if (scope.all && held.includes(scope.all)) parts.push(sql`true`);
  if (scope.index && held.includes(scope.index)) parts.push(involved);
  if (scope.personal) parts.push(scope.personal(caller.user.id));
  for (const rule of scope.rules ?? [])
    if (rule.key === null || held.includes(rule.key)) parts.push(rule.where(caller));
  const opened = parts.length === 0 ? sql`false` : sql`(${sql.join(parts, sql` or `)})`;
  const usual = scope.classification
    ? sql`(${opened} and (not ${restrictedClassification(scope.classification)} or ${involved}))`
    : opened;
  const granted = access === 'read' ? grantedCondition(scope.entity, caller, scope.id) : undefined;
  return granted ? sql`(${usual} or ${granted})` : usual;
}

/**
 * `build` of a caller, kept while the caller is the same object and `grantsStamp` holds: a scope
 * is built from nothing else, and the identity cache answers a new caller after any change to
 * the user, their roles or their token (plugins/auth.ts). Building and rendering the scope on
 * every request was most of a show's app CPU (docs/benchmarks.md).
 */
export function perCaller<T>(build: (caller: Auth) => T): (caller: Auth) => T {
  const built = new WeakMap<Auth, { stamp: string; value: T }>();
  return (caller) => {
    const stamp = grantsStamp();
    const known = built.get(caller);
    if (known?.stamp === stamp) return known.value;
    const value = build(caller);
    built.set(caller, { stamp, value });
    return value;
  };
}
