/**
 * The access an active permission opens (DESIGN §4): while `vigente` and between its dates, the
 * holder opens exactly the record it names — a restricted entry, output or supporting document,
 * or the one an archived document came from — through that record's own API (show, history,
 * attachments). Registered once into lib/records/scope-grants.ts; the moment the permission is
 * returned, revoked or past its date, the condition no longer holds.
 */
import { calendarDate } from '@shared/working-days';
import { sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { archiveDocuments, archiveTemporaryPermissions as p } from '../../db/schema';
import { registerScopeGrant } from '../../lib/records/scope-grants';
import type { Auth } from '../../plugins/auth';

/** The record kinds a permission opens. */
export const GRANTED_KINDS = ['entries', 'outputs', 'supporting-entries', 'supporting-outputs'] as const;

const active = (caller: Auth) => {
  const today = calendarDate(new Date());
  return sql`${p.holder_id} = ${caller.user.id} and ${p.state} = 'vigente' and ${today}::date between ${p.starts_on} and ${p.until_on}`;
};

/**
 * The ids the caller's active permissions open, as an array computed once per statement (an
 * InitPlan), not a subquery per row.
 */
export const grantedIds = (kind: string, caller: Auth) =>
  sql`array(select ${p.item_id} from ${p} where ${active(caller)} and ${p.item_kind} = ${kind}
    union all select d.source_id from ${p} join ${archiveDocuments} d on d.id = ${p.item_id}
    where ${active(caller)} and ${p.item_kind} = 'archive-documents' and d.source_kind = ${kind})`;

let registered = false;

/** Registers the grants once per process (every app built in it shares the registry). */
export function registerPermissionGrants(): void {
  if (registered) return;
  registered = true;
  for (const kind of GRANTED_KINDS)
    registerScopeGrant(kind, (caller, id: PgColumn) => sql`${id} = any(${grantedIds(kind, caller)})`);
}
