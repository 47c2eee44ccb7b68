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

/** The entries an office has been with (registering, destination or derived-to): `office_ids` (migration 0009). */
export const officeInvolved = (officeId: number) => sql`${entries}.office_ids @> array[${officeId}]::integer[]`;

/** The entries the caller may see as one SQL condition; undefined = all. */
export function scopeCondition(caller: Auth): SQL | undefined {
  return documentScope(caller, {
    all: 'entries-all',
    index: 'entries-index',
    classification: entries.classification_id,
    officeInvolved,
    // Registered by, assigned to or derived to the person.
    personal: (userId) => sql`${entries}.user_ids @> array[${userId}]::integer[]`,
  });
}
