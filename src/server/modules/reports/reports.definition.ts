/**
 * A report of the framework: its slug (the catalogue in `@shared/schemas/reports`), its default
 * grouping and period, and `run`, which answers the columns, rows, totals and chart. The routes
 * (reports.routes.ts) add the header (filters, who, when) and the Excel and PDF downloads.
 */
import type { ReportDimension, ReportQuery, ReportResult, ReportSlug } from '@shared/schemas/reports';
import type { WorkingCalendar } from '@shared/working-days';
import type { Executor } from '../../db/client';
import type { Auth } from '../../plugins/auth';

export interface ReportContext {
  db: Executor;
  caller: Auth;
  /** With the defaults filled in (`by`, `bucket`, the period when the report has one by default). */
  query: ReportQuery & { by: ReportDimension };
  /** The organisation's calendar day. */
  today: string;
  calendar: WorkingCalendar;
}

export type ReportBody = Pick<ReportResult, 'columns' | 'rows' | 'totals' | 'chart'>;

export interface ReportDefinition {
  slug: ReportSlug;
  defaultBy: ReportDimension;
  /** Whether an absent period means this month so far (otherwise: every date). */
  defaultPeriod: boolean;
  run(ctx: ReportContext): Promise<ReportBody>;
}
