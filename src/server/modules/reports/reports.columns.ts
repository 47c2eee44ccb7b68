/**
 * The columns of a report: a key, its label and how its numbers are shown (`ReportColumn`), and a
 * group's values as those columns show them.
 */
import type { ReportColumn } from '@shared/schemas/reports';
import { roundTenth } from './reports.periods';

type Format = ReportColumn['format'];

const column =
  <F extends Format>(format: F) =>
  <K extends string>(key: K, label: string) => ({ key, label, format });

/** A number of records. */
export const count = column('count');
/** Working days, with one decimal. */
export const days = column('days');
/** A mean, with one decimal. */
export const decimal = column('decimal');
/** Linear metres, with two decimals. */
export const metres = column('metres');

/** A group's measures as shown: counts whole (none is 0), means and percentiles to a tenth (none is null). */
export const columnValues = <K extends string>(
  columns: readonly { key: K; format: Format }[],
  found: Partial<Record<K, number | null>> | undefined,
): Record<string, number | null> =>
  Object.fromEntries(
    columns.map((c) => [c.key, c.format === 'count' ? Number(found?.[c.key] ?? 0) : roundTenth(found?.[c.key])]),
  );
