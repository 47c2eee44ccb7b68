/** Filters several resources share, as `{ schema, where }` pairs for `registerCrud`. */
import { booleanParam } from '@shared/crud';
import { eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';

/** `?active=true|false`. */
export function activeFilter(column: PgColumn) {
  return {
    schema: z.object({ active: booleanParam.optional() }),
    where: (f: { active?: boolean }): (SQL | undefined)[] => [
      f.active === undefined ? undefined : eq(column, f.active),
    ],
  };
}
