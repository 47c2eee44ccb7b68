/** The related names records show beside their ids (specs for `attachRelated`, lib/crud/related.ts). */
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { documentClassifications, offices, users } from '../../db/schema';
import type { RelatedSpec } from '../crud/related';

/** `key` → `as: { id, code, name }`: a type, an office. */
export const codeAndName = (
  table: PgTable & { id: PgColumn; code: PgColumn; name: PgColumn },
  key: string,
  as: string,
): RelatedSpec => ({ key, as, table, columns: { code: table.code, name: table.name } });

export const officeName = (key: string, as: string) => codeAndName(offices, key, as);

/** `key` → `as: { id, names, surnames }`. */
export const personName = (key: string, as: string): RelatedSpec => ({
  key,
  as,
  table: users,
  columns: { names: users.names, surnames: users.surnames },
});

/** `classification_id` → `classification: { id, name, restricted }`. */
export const classificationName: RelatedSpec = {
  key: 'classification_id',
  as: 'classification',
  table: documentClassifications,
  columns: { name: documentClassifications.name, restricted: documentClassifications.restricted },
};
