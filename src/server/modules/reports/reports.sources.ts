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
 * day instead of thousands. Attention time reads `entry_attention_daily` (per day received, day
 * attended and one dimension) under the same rule (`chooseSource`). Restricted classifications
 * are seen only where the caller's office is involved (or lent them), so those still come from the
 * facts with the caller's scope; `admin` sees them all. Both ways answer the same counts
 * (reports.sources.test.ts).
 */
import { ADMIN } from '@shared/permissions';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import {
  documentClassifications,
  entryAttentionDaily,
  entryDaily,
  entryFacts,
  outputDaily,
  outputFacts,
} from '../../db/schema';
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

/**
 * `(…) as source` from a summary when the caller sees the whole organisation (`all`) and the
 * report names at most one dimension; otherwise from the facts with the caller's scope. Restricted
 * classifications come from the facts unless the caller is `admin`. `read.facts` and
 * `read.summary` select the same columns, each with an optional further condition.
 */
function chooseSource(
  ctx: ReportContext,
  all: string,
  dimensions: (string | undefined)[],
  read: { facts: (condition?: SQL) => SQL; summary: (condition?: SQL) => SQL; classification: SQL },
  summary: boolean,
): SQL {
  const held = ctx.caller.permissions;
  const wholeOrganisation = held.includes(ADMIN) || held.includes(all);
  if (!summary || !wholeOrganisation || new Set(dimensions.filter(Boolean)).size > 1)
    return sql`(${read.facts()}) as source`;
  if (held.includes(ADMIN)) return sql`(${read.summary()}) as source`;
  return sql`(${read.summary(sql`(classification_id is null or classification_id <> all(${RESTRICTED}))`)}
    union all ${read.facts(sql`${read.classification} = any(${RESTRICTED})`)}) as source`;
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
  const dimensions = [by?.name, ...filters.map((f) => f.dimension.name)];
  const dimension = by?.name ?? filters[0]?.dimension.name ?? 'office';
  return chooseSource(
    ctx,
    kind.all,
    dimensions,
    {
      facts: (condition) =>
        sql`select ${facts.day} as day, ${by ? sql`(${by.column})::text` : sql`null::text`} as key, 1 as n
          from ${facts.table} where ${and(facts.where, condition) ?? sql`true`}`,
      summary: (condition) =>
        sql`select ${daily.day} as day, ${by ? sql`key` : sql`null::text`} as key, ${daily.count} as n
          from ${daily.table}
          where ${and(
            sql`dimension = ${dimension}`,
            within(daily.day, ctx),
            ...filters.map((f) => sql`key = ${String(f.value)}`),
            condition,
          )}`,
      classification: facts.classification,
    },
    summary,
  );
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

/** The states of an attended entry (archived ones were attended first), as entry_attention_daily counts. */
const ATTENDED = ['atendido', 'archivado'];

/**
 * The entries attention time measures, grouped by `by`, as `(…) as source` with `key` (the
 * group's id; null: no responsible), `received_on`, `attended_on` and `n`: attended, received in
 * the period and attended by today (a clock put back is outside the calendar). From
 * `entry_attention_daily` under the volume's rule; channel is not one of its dimensions, so a
 * channel filter, with the grouping, names two and reads the facts.
 */
export function attentionSource(ctx: ReportContext, by: 'office' | 'type' | 'person', summary = true): SQL {
  const { query } = ctx;
  const columns = {
    office: entryFacts.destination_office_id,
    type: entryFacts.type_entry_id,
    person: entryFacts.assignee_id,
  };
  const filters = [
    query.office_id ? { dimension: 'office', value: query.office_id } : null,
    query.type_entry_id ? { dimension: 'type', value: query.type_entry_id } : null,
    query.channel ? { dimension: 'channel', value: query.channel } : null,
  ].filter((f) => f !== null);
  return chooseSource(
    ctx,
    'entries-all',
    [by, ...filters.map((f) => f.dimension)],
    {
      facts: (condition) =>
        sql`select ${columns[by]} as key, ${entryFacts.received_on} as received_on,
          ${entryFacts.attended_on} as attended_on, 1 as n
          from ${entryFacts}
          where ${and(
            entryFactsWhere(ctx),
            inArray(entryFacts.state, ATTENDED),
            sql`${entryFacts.attended_on} <= ${ctx.today}::date`,
            condition,
          )}`,
      summary: (condition) =>
        sql`select ${entryAttentionDaily.value} as key, ${entryAttentionDaily.received_on} as received_on,
          ${entryAttentionDaily.attended_on} as attended_on, ${entryAttentionDaily.entries} as n
          from ${entryAttentionDaily}
          where ${and(
            eq(entryAttentionDaily.dimension, by),
            within(sql`${entryAttentionDaily.received_on}`, ctx),
            sql`${entryAttentionDaily.attended_on} <= ${ctx.today}::date`,
            ...filters.map((f) => sql`${entryAttentionDaily.value} = ${f.value}`),
            condition,
          )}`,
      classification: sql`${entryFacts.classification_id}`,
    },
    summary,
  );
}
