/**
 * Who may see and do what with outputs (API contract, docs/architecture.md §4): `outputs-all` sees every
 * output; `outputs-index` those of the caller's office (origin or registering office);
 * `outputs-me` (and `outputs-show` alone) those the caller registered or signs. Outputs with a
 * restricted classification are seen only by the origin and registering offices — `outputs-all`
 * included; only `admin` bypasses the restriction.
 */
import type { SQL } from 'drizzle-orm';
import { outputFacts, outputs } from '../../db/schema';
import { type DocumentScope, documentScope, involvedThrough, type ScopeAccess } from '../../lib/records/scope';
import type { Auth } from '../../plugins/auth';

export const READ = ['outputs-all', 'outputs-index', 'outputs-me', 'outputs-show'] as const;
export const CREATE = ['outputs-create', 'outputs-create-office'] as const;
export const UPDATE = ['outputs-update'] as const;
/** Archive it: the office that handles it, or the central archive filing it into an expedient. */
export const ARCHIVE = [...UPDATE, 'archive-documents-create'] as const;

/** A returned copy back at the front desk: who prepares delivery controls (mesa de partes) receives and re-dispatches it. */
export const RETURNS = ['delivery-controls-create'] as const;

export type OutputRow = typeof outputs.$inferSelect;

const ENTITY = { entity: 'outputs', all: 'outputs-all', index: 'outputs-index' };

const OUTPUT_SCOPE: DocumentScope = {
  ...ENTITY,
  id: outputs.id,
  classification: outputs.classification_id,
  // Origin or registering office; registered by or signs (generated arrays, migration 0009).
  ...involvedThrough(outputs),
};
/** The same scope over the reports' copy of the outputs (report-facts.ts). */
const FACTS_SCOPE: DocumentScope = {
  ...ENTITY,
  id: outputFacts.output_id,
  classification: outputFacts.classification_id,
  ...involvedThrough({ officeIds: outputFacts.office_ids, userIds: outputFacts.user_ids }),
};

/** The outputs the caller may see as one SQL condition; undefined = all. */
export const outputScope = (caller: Auth, access?: ScopeAccess): SQL | undefined =>
  documentScope(caller, OUTPUT_SCOPE, access);

/** The outputs' facts rows the caller may see (the reports'); undefined = all. */
export const outputFactsScope = (caller: Auth): SQL | undefined => documentScope(caller, FACTS_SCOPE);
