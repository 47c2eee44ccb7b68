/**
 * Where a report reads entries and outputs: the reports' facts (report-facts.ts), narrow copies
 * kept by triggers, so a year of the whole organisation is a scan of 140 MB at a million entries
 * instead of the documents' 840 MB, and an office's part is found through the facts' own index on
 * `office_ids`. The scope is the module's own (`*.scope.ts`) over the facts' columns; days are the
 * organisation's calendar days.
 */
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { entryFacts, outputFacts } from '../../db/schema';
import { factsScopeCondition } from '../entries/entries.scope';
import { outputFactsScope } from '../outputs/outputs.scope';
import type { ReportContext } from './reports.definition';

/** The period's days. */
const within = (day: SQL, { query }: ReportContext) =>
  and(
    query.from ? sql`${day} >= ${query.from}::date` : undefined,
    query.to ? sql`${day} <= ${query.to}::date` : undefined,
  );

/** The entries a report counts: the caller's scope, the period (by the day received) and the filters. */
export function entryFactsWhere(ctx: ReportContext): SQL | undefined {
  const { query } = ctx;
  return and(
    factsScopeCondition(ctx.caller),
    within(sql`${entryFacts.received_on}`, ctx),
    query.office_id ? eq(entryFacts.destination_office_id, query.office_id) : undefined,
    query.type_entry_id ? eq(entryFacts.type_entry_id, query.type_entry_id) : undefined,
    query.channel ? eq(entryFacts.channel, query.channel) : undefined,
  );
}

/** The outputs a report counts: the caller's scope, the period (by the day issued) and the origin office. */
export function outputFactsWhere(ctx: ReportContext): SQL | undefined {
  const { query } = ctx;
  return and(
    outputFactsScope(ctx.caller),
    within(sql`${outputFacts.issued_on}`, ctx),
    query.office_id ? eq(outputFacts.origin_office_id, query.office_id) : undefined,
  );
}
