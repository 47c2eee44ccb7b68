/**
 * Who may see and do what with outputs (API contract, DESIGN §4): `outputs-all` sees every
 * output; `outputs-index` those of the caller's office (origin or registering office);
 * `outputs-me` (and `outputs-show` alone) those the caller registered or signs. Outputs with a
 * restricted classification are seen only by the origin and registering offices — `outputs-all`
 * included; only `admin` bypasses the restriction.
 */
import { can } from '@shared/permissions';
import { type SQL, sql } from 'drizzle-orm';
import { outputs } from '../../db/schema';
import { documentScope, type ScopeAccess } from '../../lib/records/scope';
import type { Auth } from '../../plugins/auth';

export const READ = ['outputs-all', 'outputs-index', 'outputs-me', 'outputs-show'] as const;
export const CREATE = ['outputs-create', 'outputs-create-office'] as const;
export const UPDATE = ['outputs-update'] as const;
/** Archive it: the office that handles it, or the central archive filing it into an expedient. */
export const ARCHIVE = [...UPDATE, 'archive-documents-create'] as const;

export type OutputRow = typeof outputs.$inferSelect;

/** The outputs the caller may see as one SQL condition; undefined = all. */
export function outputScope(caller: Auth, access?: ScopeAccess): SQL | undefined {
  return documentScope(
    caller,
    {
      entity: 'outputs',
      id: outputs.id,
      all: 'outputs-all',
      index: 'outputs-index',
      classification: outputs.classification_id,
      // Origin or registering office; registered by or signs (generated arrays, migration 0009).
      officeInvolved: (officeId) => sql`${outputs}.office_ids @> array[${officeId}]::integer[]`,
      personal: (userId) => sql`${outputs}.user_ids @> array[${userId}]::integer[]`,
    },
    access,
  );
}

const ATTACHABLE = ['registrado', 'en_despacho', 'entregado', 'devuelto'];

/**
 * Whether the caller may add or remove files: `outputs-update`, or whoever registered it (the
 * signed document, the delivery receipts), until it is archived or annulled.
 */
export function canAttach(caller: Auth, output: Pick<OutputRow, 'state' | 'registered_by'>): boolean {
  const author = output.registered_by === caller.user.id && can(caller.permissions, CREATE);
  return (can(caller.permissions, UPDATE) || author) && ATTACHABLE.includes(output.state);
}
