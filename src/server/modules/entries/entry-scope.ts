/**
 * Which entries a caller may see (DESIGN §4), as one SQL condition shared by the entries routes
 * and every module that reaches an entry (outputs replying to it, exports, reports).
 */
import { ADMIN } from '@shared/permissions';
import { type SQL, sql } from 'drizzle-orm';
import { documentClassifications, entries, entryMovements } from '../../db/schema';
import type { Auth } from '../../plugins/auth';

export const has = (caller: Auth, key: string) => caller.permissions.includes(key);
export const isAdmin = (caller: Auth) => has(caller, ADMIN);

/** `exists` a movement of the entry matching `condition`. */
export const movementTo = (condition: SQL) =>
  sql`exists (select 1 from ${entryMovements} m where m.entry_id = ${entries.id} and ${condition})`;

/** The offices that may see a restricted entry: registering, destination, derived-to. */
function officeInvolved(officeId: number | null): SQL {
  if (officeId === null) return sql`false`;
  return sql`(${entries.registered_office_id} = ${officeId} or ${entries.destination_office_id} = ${officeId} or ${movementTo(sql`m.to_office_id = ${officeId}`)})`;
}

/** The SQL condition of the entries the caller may see; undefined = all. */
export function scopeCondition(caller: Auth): SQL | undefined {
  if (isAdmin(caller)) return undefined;
  const userId = caller.user.id;
  const officeId = caller.user.office_id ?? null;
  const parts: SQL[] = [];
  if (has(caller, 'entries-all')) parts.push(sql`true`);
  if (has(caller, 'entries-index')) parts.push(officeInvolved(officeId));
  parts.push(
    sql`(${entries.registered_by} = ${userId} or ${entries.assignee_id} = ${userId} or ${movementTo(sql`m.to_user_id = ${userId}`)})`,
  );
  const restricted = sql`(${entries.classification_id} is null or not exists (select 1 from ${documentClassifications} dc where dc.id = ${entries.classification_id} and dc.restricted) or ${officeInvolved(officeId)})`;
  return sql`((${sql.join(parts, sql` or `)}) and ${restricted})`;
}
