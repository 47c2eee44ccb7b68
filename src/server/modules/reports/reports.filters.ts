/**
 * What every report shares: the period (calendar days in the organisation's time zone, as the
 * lists filter them), the entries and outputs each report counts (the caller's scope from the
 * modules' own `*.scope.ts`, never a second definition, plus the filters) and the link from a
 * number to the list behind it, written with the lists' own URL filters.
 */
import type { ReportQuery } from '@shared/schemas/reports';
import { and, eq, type SQL } from 'drizzle-orm';
import { entries, outputs } from '../../db/schema';
import { withinDays } from '../../lib/days';
import { scopeCondition } from '../entries/entries.scope';
import { outputScope } from '../outputs/outputs.scope';
import type { ReportContext } from './reports.definition';

export function entryConditions({ caller, query }: ReportContext): SQL | undefined {
  return and(
    scopeCondition(caller),
    withinDays(entries.received_at, query.from, query.to),
    query.office_id ? eq(entries.destination_office_id, query.office_id) : undefined,
    query.type_entry_id ? eq(entries.type_entry_id, query.type_entry_id) : undefined,
    query.channel ? eq(entries.channel, query.channel) : undefined,
  );
}

/** Outputs know neither entry types nor channels: with either filter set a report leaves them out. */
export const outputsApply = (query: ReportQuery) => !query.type_entry_id && !query.channel;

export function outputConditions({ caller, query }: ReportContext): SQL | undefined {
  return and(
    outputScope(caller),
    withinDays(outputs.issued_at, query.from, query.to),
    query.office_id ? eq(outputs.origin_office_id, query.office_id) : undefined,
  );
}

export type Params = Record<string, string | number | undefined | null>;

export function href(path: string, params: Params): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** The entries list with the report's filters (`office_id` of a report is the destination office). */
export const entriesLink = (query: ReportQuery, extra: Params = {}) =>
  href('/entries', {
    from: query.from,
    to: query.to,
    destination_office_id: query.office_id,
    type_entry_id: query.type_entry_id,
    channel: query.channel,
    ...extra,
  });

/** The outputs list with the report's filters (`office_id` is the origin office there too). */
export const outputsLink = (query: ReportQuery, extra: Params = {}) =>
  href('/outputs', { from: query.from, to: query.to, office_id: query.office_id, ...extra });
