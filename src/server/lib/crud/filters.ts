/** Filters several resources share, as `{ schema, where }` pairs for `registerCrud`. */
import { booleanParam } from '@shared/crud';
import { eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';

/**
 * `?field=value` filters, each keeping the rows whose column equals the value when it is given:
 * `exactFilters({ active: [booleanParam, series.active], office_id: [queryId(), series.office_id] })`.
 */
export function exactFilters<S extends Record<string, z.ZodType>>(
  fields: { [K in keyof S]: readonly [S[K], PgColumn] },
) {
  const entries = Object.entries(fields) as [string, readonly [z.ZodType, PgColumn]][];
  const shape = Object.fromEntries(entries.map(([field, [schema]]) => [field, schema.optional()]));
  return {
    schema: z.object(shape) as z.ZodObject<{ [K in keyof S]: z.ZodOptional<S[K]> }>,
    where: (f: Record<string, unknown>): (SQL | undefined)[] =>
      entries.map(([field, [, column]]) => (f[field] === undefined ? undefined : eq(column, f[field]))),
  };
}

/** `?active=true|false`. */
export const activeFilter = (column: PgColumn) => exactFilters({ active: [booleanParam, column] });
