/**
 * Where a report reads entries and outputs: rows that each stand for `n` documents, with the
 * columns a report groups, filters and measures by (the days as the organisation's calendar days).
 *
 * - A caller who sees the whole organisation (`admin`, `entries-all`/`outputs-all`) reads the
 *   daily summaries (`entry_daily`, `output_daily`, report-facts.ts): a group of documents per
 *   row. Restricted classifications are the exception, seen only where the caller's office is
 *   involved (or lent them): those come from the facts rows with the module's own scope, found
 *   by their classification's index. `admin` sees them all in the summary.
 * - Anyone else reads the facts rows (`entry_facts`, `output_facts`, one per document, `n` = 1)
 *   with the module's own scope (`*.scope.ts`), their office's part found by `office_ids`.
 *
 * Both answer the same counts (reports.sources.test.ts checks the summary against the rows).
 */
import { ADMIN } from '@shared/permissions';
import { OPEN_ENTRY_STATES } from '@shared/schemas/entries';
import { and, type SQL, sql } from 'drizzle-orm';
import { documentClassifications, entryDaily, entryFacts, outputDaily, outputFacts } from '../../db/schema';
import type { Auth } from '../../plugins/auth';
import { factsScopeCondition } from '../entries/entries.scope';
import { outputFactsScope } from '../outputs/outputs.scope';
import type { ReportContext } from './reports.definition';

const RESTRICTED = sql`array(select dc.id from ${documentClassifications} dc where dc.restricted)`;
const restricted = sql`classification_id = any(${RESTRICTED})`;
const unrestricted = sql`(classification_id is null or classification_id <> all(${RESTRICTED}))`;

/** The period's days. */
const within = (day: SQL, { query }: ReportContext) => [
  query.from ? sql`${day} >= ${query.from}::date` : undefined,
  query.to ? sql`${day} <= ${query.to}::date` : undefined,
];

const where = (conditions: (SQL | undefined)[]) => and(...conditions) ?? sql`true`;

/** The two ways to read a kind of document; `summary: false` forces the facts rows (the tests'). */
interface Reading {
  caller: Auth;
  all: string;
  /** Summary rows matching the condition. */
  summary: (condition?: SQL) => SQL;
  /** Facts rows matching the condition. */
  facts: (condition?: SQL) => SQL;
  scope: SQL | undefined;
}

function read({ caller, all, summary, facts, scope }: Reading, useSummary: boolean): SQL {
  const held = caller.permissions;
  if (useSummary && held.includes(ADMIN)) return summary();
  if (!useSummary || !held.includes(all)) return facts(scope);
  return sql`${summary(unrestricted)} union all ${facts(and(restricted, scope))}`;
}

const ENTRY_COLUMNS = sql.raw(
  'received_on, destination_office_id, type_entry_id, channel, state, classification_id, assignee_id, attended_on',
);
const OPEN = sql.join(
  OPEN_ENTRY_STATES.map((s) => sql`${s}`),
  sql`, `,
);

/**
 * The entries a report counts, as `(…) as source`: the caller's scope, the period (by the day
 * received) and the filters. Columns: those of `entry_daily`, `due_on` (open entries only) and `n`.
 */
export function entrySource(ctx: ReportContext, useSummary = true): SQL {
  const { query } = ctx;
  const filters = [
    ...within(sql`received_on`, ctx),
    query.office_id ? sql`destination_office_id = ${query.office_id}` : undefined,
    query.type_entry_id ? sql`type_entry_id = ${query.type_entry_id}` : undefined,
    query.channel ? sql`channel = ${query.channel}` : undefined,
  ];
  const reading: Reading = {
    caller: ctx.caller,
    all: 'entries-all',
    summary: (condition) =>
      sql`select ${ENTRY_COLUMNS}, due_on, entries as n from ${entryDaily} where ${where([...filters, condition])}`,
    facts: (condition) =>
      sql`select ${ENTRY_COLUMNS}, case when state in (${OPEN}) then due_date end as due_on, 1 as n
        from ${entryFacts} where ${where([...filters, condition])}`,
    scope: factsScopeCondition(ctx.caller),
  };
  return sql`(${read(reading, useSummary)}) as source`;
}

const OUTPUT_COLUMNS = sql.raw('issued_on, origin_office_id, type_output_id, classification_id');

/** The outputs a report counts, as `(…) as source`: the caller's scope, the period (by the day issued) and the origin office. */
export function outputSource(ctx: ReportContext, useSummary = true): SQL {
  const filters = [
    ...within(sql`issued_on`, ctx),
    ctx.query.office_id ? sql`origin_office_id = ${ctx.query.office_id}` : undefined,
  ];
  const reading: Reading = {
    caller: ctx.caller,
    all: 'outputs-all',
    summary: (condition) =>
      sql`select ${OUTPUT_COLUMNS}, outputs as n from ${outputDaily} where ${where([...filters, condition])}`,
    facts: (condition) =>
      sql`select ${OUTPUT_COLUMNS}, 1 as n from ${outputFacts} where ${where([...filters, condition])}`,
    scope: outputFactsScope(ctx.caller),
  };
  return sql`(${read(reading, useSummary)}) as source`;
}
