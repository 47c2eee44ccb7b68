/**
 * The access an active permission opens (DESIGN §4): while `vigente` and between its dates, the
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
import { registerScopeGrant } from '../../lib/records/scope-grants';
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

/** Each entity's opened ids, computed once per statement (an InitPlan), not a subquery per row. */
const GRANTED_IDS: Record<string, (caller: Auth) => SQL> = {
  'archive-expedients': (caller) => sql`array(${named(caller, 'archive-expedients')})`,
  'archive-documents': (caller) => sql`array(select o.id from (${openedDocuments(caller)}) o)`,
  ...Object.fromEntries(
    GRANTED_KINDS.map((kind) => [
      kind,
      (caller: Auth) =>
        sql`array(${named(caller, kind)} union all select o.source_id from (${openedDocuments(caller)}) o where o.source_kind = ${kind})`,
    ]),
  ),
};

let registered = false;

/** Registers the grants once per process (every app built in it shares the registry). */
export function registerPermissionGrants(): void {
  if (registered) return;
  registered = true;
  for (const [entity, grantedIds] of Object.entries(GRANTED_IDS))
    registerScopeGrant(entity, (caller, id: PgColumn) => sql`${id} = any(${grantedIds(caller)})`);
}
