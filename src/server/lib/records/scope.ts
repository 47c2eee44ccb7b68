/**
 * The scope of a document module (DESIGN §4) as one SQL condition: `all` sees every record,
 * `index` those the caller's office is involved in, anyone those they are personally involved
 * in. A restricted classification limits every one of them to the involved offices; only
 * `admin` sees everything (undefined = no condition).
 *
 * `officeInvolved`/`personal` should be conditions an index drives: the record's `office_ids` /
 * `user_ids` arrays (kept by triggers, migration 0009) tested with `@>` through their GIN
 * indexes, never `exists` subqueries OR'ed together (docs/benchmarks.md).
 */
import { ADMIN } from '@shared/permissions';
import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { documentClassifications } from '../../db/schema';
import type { Auth } from '../../plugins/auth';

export interface DocumentScope {
  /** The permission keys that see every record and the office's records, e.g. `entries-all`. */
  all: string;
  index: string;
  /** The record's `classification_id`. */
  classification: PgColumn;
  /** The records an office is involved in (registering, destination…). */
  officeInvolved: (officeId: number) => SQL;
  /** The records a person is involved in (registered, assigned, signs…). */
  personal: (userId: number) => SQL;
}

export function documentScope(caller: Auth, scope: DocumentScope): SQL | undefined {
  const held = caller.permissions;
  if (held.includes(ADMIN)) return undefined;
  const officeId = caller.user.office_id ?? null;
  const involved = officeId === null ? sql`false` : scope.officeInvolved(officeId);
  const parts: SQL[] = [];
  if (held.includes(scope.all)) parts.push(sql`true`);
  if (held.includes(scope.index)) parts.push(involved);
  parts.push(scope.personal(caller.user.id));
  // The restricted classifications are read once per query (an init plan), not probed per row.
  const restricted = sql`(${scope.classification} is null or ${scope.classification} <> all(array(select dc.id from ${documentClassifications} dc where dc.restricted)) or ${involved})`;
  return sql`((${sql.join(parts, sql` or `)}) and ${restricted})`;
}
