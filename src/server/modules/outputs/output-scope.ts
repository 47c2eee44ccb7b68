/**
 * Who may see and do what with outputs (API contract, DESIGN §4): `outputs-all` sees every
 * output; `outputs-index` those of the caller's office (origin or registering office);
 * `outputs-me` (and `outputs-show` alone) those the caller registered or signs. Outputs with a
 * restricted classification are seen only by the origin and registering offices — `outputs-all`
 * included; only `admin` bypasses the restriction.
 */
import { type SQL, sql } from 'drizzle-orm';
import { documentClassifications, outputs } from '../../db/schema';
import type { Auth } from '../../plugins/auth';
import { has, isAdmin } from '../entries/entry-scope';

export const READ = ['outputs-all', 'outputs-index', 'outputs-me', 'outputs-show'] as const;
export const CREATE = ['outputs-create', 'outputs-create-office'] as const;
export const UPDATE = ['outputs-update'] as const;

function officeInvolved(officeId: number | null): SQL {
  if (officeId === null) return sql`false`;
  return sql`(${outputs.origin_office_id} = ${officeId} or ${outputs.registered_office_id} = ${officeId})`;
}

/** The SQL condition of the outputs the caller may see; undefined = all. */
export function outputScope(caller: Auth): SQL | undefined {
  if (isAdmin(caller)) return undefined;
  const userId = caller.user.id;
  const officeId = caller.user.office_id ?? null;
  const parts: SQL[] = [];
  if (has(caller, 'outputs-all')) parts.push(sql`true`);
  if (has(caller, 'outputs-index')) parts.push(officeInvolved(officeId));
  parts.push(sql`(${outputs.registered_by} = ${userId} or ${outputs.signer_id} = ${userId})`);
  const restricted = sql`(${outputs.classification_id} is null or not exists (select 1 from ${documentClassifications} dc where dc.id = ${outputs.classification_id} and dc.restricted) or ${officeInvolved(officeId)})`;
  return sql`((${sql.join(parts, sql` or `)}) and ${restricted})`;
}
