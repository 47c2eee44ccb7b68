/**
 * The access an active permission opens (docs/architecture.md §4): while `vigente` and between its dates, the
 * holder reads exactly what it names through that record's own API (show, history, attachments,
 * lists) and nothing more — a grant never opens a change (lib/records/scope.ts, `access`):
 *
 * - a restricted entry, output or supporting document: that record;
 * - an archived document: the document, and the record it came from;
 * - an expedient or box: the unit, the documents filed in it, and the records they came from.
 *
 * Registered once into lib/records/scope-grants.ts; the moment the permission is returned,
 * revoked or past its date, the condition no longer holds.
 */
import { calendarDate } from '@shared/working-days';
import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { archiveDocuments, archiveTemporaryPermissions as p } from '../../db/schema';
import { registerScopeGrant, type ScopeGrant } from '../../lib/records/scope-grants';
import type { Auth } from '../../plugins/auth';

/** The correspondence and supporting kinds a permission opens, directly or through the archive. */
export const GRANTED_KINDS = ['entries', 'outputs', 'supporting-entries', 'supporting-outputs'] as const;

const active = (caller: Auth) => {
  const today = calendarDate(new Date());
  return sql`${p.holder_id} = ${caller.user.id} and ${p.state} = 'vigente' and ${today}::date between ${p.starts_on} and ${p.until_on}`;
};

/** The caller's active permissions on items of `kind`, as ids. */
const named = (caller: Auth, kind: string) =>
  sql`select ${p.item_id} from ${p} where ${active(caller)} and ${p.item_kind} = ${kind}`;

/**
 * The archived documents the caller's permissions open: named, or filed in a named expedient. Two
 * branches, not one `or`: an `or` of two `in (…)` makes PostgreSQL scan every archived document
 * (170 ms at 1 M) where each branch alone is an index lookup.
 */
const openedDocuments = (caller: Auth) =>
  sql`select d.id, d.source_kind, d.source_id from ${archiveDocuments} d
    where d.id in (${named(caller, 'archive-documents')})
    union
    select d.id, d.source_kind, d.source_id from ${archiveDocuments} d
    where d.expedient_id in (${named(caller, 'archive-expedients')})`;

/**
 * A record is opened when its id is among `ids`, computed once per statement (an InitPlan), not a
 * subquery per row. Each row compares its id with every element of the array: the arrays stay
 * as short as the caller's permissions.
 */
const among = (id: PgColumn, ids: SQL) => sql`${id} = any(array(${ids}))`;

const GRANTS: Record<string, ScopeGrant> = {
  'archive-expedients': (caller, id) => among(id, named(caller, 'archive-expedients')),
  // By the expedients' ids, not their documents' (a loaned box of a thousand documents would make
  // every row of a list compare its id with a thousand).
  'archive-documents': (caller, id) =>
    sql`(${among(id, named(caller, 'archive-documents'))} or ${among(archiveDocuments.expedient_id, named(caller, 'archive-expedients'))})`,
  ...Object.fromEntries(
    GRANTED_KINDS.map((kind): [string, ScopeGrant] => [
      kind,
      (caller, id) =>
        among(
          id,
          sql`${named(caller, kind)} union all select o.source_id from (${openedDocuments(caller)}) o where o.source_kind = ${kind}`,
        ),
    ]),
  ),
};

let registered = false;

/** Registers the grants once per process (every app built in it shares the registry). */
export function registerPermissionGrants(): void {
  if (registered) return;
  registered = true;
  for (const [entity, grant] of Object.entries(GRANTS)) registerScopeGrant(entity, grant);
}
