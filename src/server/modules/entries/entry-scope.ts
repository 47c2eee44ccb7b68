/**
 * Which entries a caller may see (DESIGN §4), as one SQL condition shared by the entries routes
 * and every module that reaches an entry (outputs replying to it, exports, reports).
 */
import { ADMIN } from '@shared/permissions';
import { type SQL, sql } from 'drizzle-orm';
import { entries, entryMovements } from '../../db/schema';
import { documentScope } from '../../lib/records/scope';
import type { Auth } from '../../plugins/auth';

export const has = (caller: Auth, key: string) => caller.permissions.includes(key);
export const isAdmin = (caller: Auth) => has(caller, ADMIN);

/** `exists` a movement of the entry matching `condition`. */
export const movementTo = (condition: SQL) =>
  sql`exists (select 1 from ${entryMovements} m where m.entry_id = ${entries.id} and ${condition})`;

/** The entries the caller may see as one SQL condition; undefined = all. */
export function scopeCondition(caller: Auth): SQL | undefined {
  return documentScope(caller, {
    all: 'entries-all',
    index: 'entries-index',
    classification: entries.classification_id,
    // Registering, destination or derived-to office.
    officeInvolved: (officeId) =>
      sql`(${entries.registered_office_id} = ${officeId} or ${entries.destination_office_id} = ${officeId} or ${movementTo(sql`m.to_office_id = ${officeId}`)})`,
    personal: (userId) =>
      sql`(${entries.registered_by} = ${userId} or ${entries.assignee_id} = ${userId} or ${movementTo(sql`m.to_user_id = ${userId}`)})`,
  });
}
