/** The outputs list's filters, search and sorts, shared by the list and its export. */
import { listQuerySchema } from '@shared/crud';
import { ENTRY_PRIORITIES } from '@shared/schemas/entries';
import { OUTPUT_STATES } from '@shared/schemas/outputs';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { citizenSearchText, citizens, outputRecipients, outputSearchText, outputs } from '../../db/schema';
import { recordNumberOf, searchCondition } from '../../lib/crud/list';
import type { Auth } from '../../plugins/auth';
import { outputScope } from './output-scope';

const optionalId = z.coerce.number().int().positive().max(2_147_483_647).optional();
const keys = <T extends Record<string, string>>(o: T) => Object.keys(o) as [keyof T & string, ...(keyof T & string)[]];

const listFilters = z.object({
  state: z.enum(keys(OUTPUT_STATES)).optional(),
  office_id: optionalId,
  type_output_id: optionalId,
  priority: z.enum(keys(ENTRY_PRIORITIES)).optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  mine: z.enum(['true', 'false']).optional(),
  entry_id: optionalId,
});

export const outputListQuery = listQuerySchema.extend(listFilters.shape);
export type OutputListQuery = z.output<typeof outputListQuery>;

export const SORTABLE = {
  id: outputs.id,
  number: outputs.number,
  issued_at: outputs.issued_at,
  subject: outputs.subject,
  state: outputs.state,
};
export const DEFAULT_SORT = '-issued_at';

/**
 * `q`: every word must appear in the output's own text (number, subject, reference) or in the
 * name or document of one of its recipients, ignoring accents and case. Each side is a set of
 * ids found through its own trigram index (outputs_search_idx, citizens_search_idx), so the
 * search never scans the outputs table (`= any(array(...))` makes the planner take the ids first
 * instead of probing the subquery for every output: docs/benchmarks.md). A whole record number
 * is looked up by its unique number.
 */
function search(q: string | undefined): SQL | undefined {
  const number = recordNumberOf(q);
  if (number) return eq(outputs.number, number);
  const words = (q ?? '').split(/\s+/).filter(Boolean).slice(0, 8);
  const perWord = words.map(
    (word) =>
      sql`${outputs.id} = any(array(select ${outputs.id} from ${outputs} where ${searchCondition(word, [outputSearchText])}
        union select ${outputRecipients.output_id} from ${outputRecipients} where ${outputRecipients.citizen_id} in
        (select ${citizens.id} from ${citizens} where ${searchCondition(word, [citizenSearchText])})))`,
  );
  return and(...perWord);
}

/** Scope, filters and search of a list query, as one condition. */
export function listCondition(query: OutputListQuery, caller: Auth): SQL | undefined {
  const userId = caller.user.id;
  return and(
    outputScope(caller),
    query.state ? eq(outputs.state, query.state) : undefined,
    query.office_id ? eq(outputs.origin_office_id, query.office_id) : undefined,
    query.type_output_id ? eq(outputs.type_output_id, query.type_output_id) : undefined,
    query.priority ? eq(outputs.priority, query.priority) : undefined,
    // Dates are calendar days in the organisation's time zone.
    query.from ? sql`${outputs.issued_at} >= (${query.from}::date)::timestamp at time zone 'America/Lima'` : undefined,
    query.to ? sql`${outputs.issued_at} < (${query.to}::date + 1)::timestamp at time zone 'America/Lima'` : undefined,
    query.mine === 'true' ? sql`(${outputs.registered_by} = ${userId} or ${outputs.signer_id} = ${userId})` : undefined,
    query.entry_id ? eq(outputs.entry_id, query.entry_id) : undefined,
    search(query.q),
  );
}
