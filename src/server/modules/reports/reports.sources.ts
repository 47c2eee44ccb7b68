/**
 * Where a report reads entries and outputs: the reports' facts (report-facts.ts), narrow copies
 * kept by triggers, so a year of the whole organisation is a scan of 140 MB at a million entries
 * instead of the documents' 840 MB, and an office's part is found through the facts' own index on
 * `office_ids`. The scope is the module's own (`*.scope.ts`) over the facts' columns; days are the
 * organisation's calendar days.
 *
 * The volume report of a caller who sees the whole organisation (`admin`, `entries-all` /
 * `outputs-all`) counts from the daily summaries instead (`entry_daily`, `output_daily`: per day
 * and one dimension), when its grouping and filters name at most one dimension: a few dozen rows a
 * day instead of thousands. Restricted classifications are seen only where the caller's office is
 * involved (or lent them), so those still come from the facts with the caller's scope; `admin`
 * sees them all. Both ways answer the same counts (reports.sources.test.ts).
 */
import { ADMIN } from '@shared/permissions';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { documentClassifications, entryDaily, entryFacts, outputDaily, outputFacts } from '../../db/schema';
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

const RESTRICTED = sql`array(select dc.id from ${documentClassifications} dc where dc.restricted)`;

/** A summary's dimension: its name there and its column in the facts. */
interface Dimension {
  name: string;
  column: SQL;
}

/** How a volume source is asked for: grouped by a dimension (or only by day), filtered by others. */
export interface VolumeQuery {
  by: Dimension | null;
  filters: { dimension: Dimension; value: string | number }[];
}

/**
 * `(…) as source` with `day`, `key` (the `by` dimension's value as text; null without one) and
 * `n`, how many documents the row stands for. `summary: false` forces the facts (the tests').
 */
function volumeSource(
  ctx: ReportContext,
  kind: { all: string; facts: { table: SQL; day: SQL; where: SQL | undefined; classification: SQL } },
  daily: { table: SQL; day: SQL; count: SQL },
  { by, filters }: VolumeQuery,
  summary: boolean,
): SQL {
  const { facts } = kind;
  const fromFacts = (condition?: SQL) =>
    sql`select ${facts.day} as day, ${by ? sql`(${by.column})::text` : sql`null::text`} as key, 1 as n
      from ${facts.table} where ${and(facts.where, condition) ?? sql`true`}`;
  const dimensions = new Set([by?.name, ...filters.map((f) => f.dimension.name)].filter(Boolean));
  const held = ctx.caller.permissions;
  const wholeOrganisation = held.includes(ADMIN) || held.includes(kind.all);
  if (!summary || !wholeOrganisation || dimensions.size > 1) return sql`(${fromFacts()}) as source`;
  const dimension = by?.name ?? filters[0]?.dimension.name ?? 'office';
  const fromSummary = sql`select ${daily.day} as day, ${by ? sql`key` : sql`null::text`} as key, ${daily.count} as n
    from ${daily.table}
    where ${and(
      sql`dimension = ${dimension}`,
      within(daily.day, ctx),
      ...filters.map((f) => sql`key = ${String(f.value)}`),
      held.includes(ADMIN) ? undefined : sql`(classification_id is null or classification_id <> all(${RESTRICTED}))`,
    )}`;
  if (held.includes(ADMIN)) return sql`(${fromSummary}) as source`;
  const restricted = fromFacts(sql`${facts.classification} = any(${RESTRICTED})`);
  return sql`(${fromSummary} union all ${restricted}) as source`;
}

const entryDimensions = {
  office: { name: 'office', column: sql`${entryFacts.destination_office_id}` },
  type: { name: 'type', column: sql`${entryFacts.type_entry_id}` },
  channel: { name: 'channel', column: sql`${entryFacts.channel}` },
};

/** The entries the volume report counts, by `by` (null: by day), as `(…) as source` (see volumeSource). */
export function entryVolumeSource(ctx: ReportContext, by: keyof typeof entryDimensions | null, summary = true) {
  const { query } = ctx;
  const filters = [
    query.office_id ? { dimension: entryDimensions.office, value: query.office_id } : null,
    query.type_entry_id ? { dimension: entryDimensions.type, value: query.type_entry_id } : null,
    query.channel ? { dimension: entryDimensions.channel, value: query.channel } : null,
  ].filter((f) => f !== null);
  return volumeSource(
    ctx,
    {
      all: 'entries-all',
      facts: {
        table: sql`${entryFacts}`,
        day: sql`${entryFacts.received_on}`,
        where: entryFactsWhere(ctx),
        classification: sql`${entryFacts.classification_id}`,
      },
    },
    { table: sql`${entryDaily}`, day: sql`${entryDaily.received_on}`, count: sql`${entryDaily.entries}` },
    { by: by ? entryDimensions[by] : null, filters },
    summary,
  );
}

const outputDimensions = {
  office: { name: 'office', column: sql`${outputFacts.origin_office_id}` },
  type: { name: 'type', column: sql`${outputFacts.type_output_id}` },
};

/** The outputs the volume report counts, by `by` (null: by day), as `(…) as source` (see volumeSource). */
export function outputVolumeSource(ctx: ReportContext, by: keyof typeof outputDimensions | null, summary = true) {
  const { office_id } = ctx.query;
  return volumeSource(
    ctx,
    {
      all: 'outputs-all',
      facts: {
        table: sql`${outputFacts}`,
        day: sql`${outputFacts.issued_on}`,
        where: outputFactsWhere(ctx),
        classification: sql`${outputFacts.classification_id}`,
      },
    },
    { table: sql`${outputDaily}`, day: sql`${outputDaily.issued_on}`, count: sql`${outputDaily.outputs}` },
    {
      by: by ? outputDimensions[by] : null,
      filters: office_id ? [{ dimension: outputDimensions.office, value: office_id }] : [],
    },
    summary,
  );
}
