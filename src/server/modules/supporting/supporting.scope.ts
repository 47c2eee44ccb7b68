/**
 * Who may see and do what with supporting documents (docs/architecture.md §4): `-all` every one; `-index`
 * those of the caller's office (owning office, or the office it came from or goes to); `-me`
 * (and `-show` alone) those the caller registered or that name them. Restricted classifications
 * limit them to the involved offices.
 */
import type { SQL } from 'drizzle-orm';
import { documentScope, involvedThrough, type ScopeAccess } from '../../lib/records/scope';
import type { Auth } from '../../plugins/auth';
import { SUPPORTING_ENTRIES, SUPPORTING_OUTPUTS, type SupportingKind } from './supporting.kind';

export function supportingScope(kind: SupportingKind) {
  const { table } = kind;
  return (caller: Auth, access?: ScopeAccess): SQL | undefined =>
    documentScope(
      caller,
      {
        entity: kind.resource,
        id: table.id,
        all: kind.all,
        index: kind.index,
        classification: table.classification_id,
        // Generated arrays (migration 0013): owning and party office; registered by and party person.
        ...involvedThrough(table),
      },
      access,
    );
}

/** Each kind's scope by resource, for the modules that link supporting documents (folders). */
export const SUPPORTING_SCOPES = {
  'supporting-entries': {
    table: SUPPORTING_ENTRIES.table,
    scope: supportingScope(SUPPORTING_ENTRIES),
    types: SUPPORTING_ENTRIES.types,
  },
  'supporting-outputs': {
    table: SUPPORTING_OUTPUTS.table,
    scope: supportingScope(SUPPORTING_OUTPUTS),
    types: SUPPORTING_OUTPUTS.types,
  },
};
