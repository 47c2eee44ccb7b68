/**
 * Supporting documents ("Doc. ingreso apoyo" / "Doc. salida apoyo", docs/domain.md §2): what an office
 * receives or issues directly, without the central registry, numbered per office, type and year.
 * Both directions have the same shape, one table each (their own scope keys, sequences, types
 * and attachments); `office_ids`/`user_ids` (the scope, migration 0013) are generated columns the
 * Drizzle schema does not list.
 */
import { type SQL, sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  type PgColumn,
  pgTable,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { documentClassifications, series, subseries, typeEntries, typeOutputs } from './catalogs';
import { citizens } from './citizens';
import { versioned } from './columns';
import { entries } from './entries';
import { outputs } from './outputs';
import { offices, users } from './users';

function supportingTable(
  name: 'supporting_entries' | 'supporting_outputs',
  types: typeof typeEntries | typeof typeOutputs,
) {
  return pgTable(
    name,
    {
      id: serial('id').primaryKey(),
      year: integer('year').notNull(),
      sequence: integer('sequence').notNull(),
      /** The office's own number, e.g. "INFORME N.° 012-2026-OAJ". */
      number: varchar('number', { length: 120 }).notNull(),
      /** When it was received (ingreso) or issued (salida). */
      document_at: timestamp('document_at', { withTimezone: true }).notNull(),
      type_id: integer('type_id')
        .notNull()
        .references(() => types.id),
      /** The owning office, whose sequence numbers it. */
      office_id: integer('office_id')
        .notNull()
        .references(() => offices.id),
      /** The sender's reference and date (ingreso), or the document's own reference (salida). */
      reference: varchar('reference', { length: 120 }),
      reference_date: date('reference_date'),
      /** Who sent it (ingreso) or whom it is for (salida): oficina, persona (a user) or ciudadano. */
      party_kind: varchar('party_kind', { length: 20 }).notNull(),
      party_office_id: integer('party_office_id').references(() => offices.id),
      party_user_id: integer('party_user_id').references(() => users.id),
      party_citizen_id: integer('party_citizen_id').references(() => citizens.id),
      subject: varchar('subject', { length: 500 }).notNull(),
      summary: varchar('summary', { length: 4000 }),
      folios: integer('folios').notNull(),
      annexes: varchar('annexes', { length: 1000 }),
      classification_id: integer('classification_id').references(() => documentClassifications.id),
      series_id: integer('series_id').references(() => series.id),
      subseries_id: integer('subseries_id').references(() => subseries.id),
      /** An entry or output of the central registry it relates to. */
      entry_id: integer('entry_id').references(() => entries.id),
      output_id: integer('output_id').references(() => outputs.id),
      registered_by: integer('registered_by')
        .notNull()
        .references(() => users.id),
      /** registrado, atendido, archivado, anulado. */
      state: varchar('state', { length: 20 }).notNull().default('registrado'),
      annulled_reason: varchar('annulled_reason', { length: 500 }),
      ...versioned,
    },
    (t) => [
      uniqueIndex(`${name}_number_key`).on(t.office_id, t.number),
      uniqueIndex(`${name}_sequence_key`).on(t.office_id, t.type_id, t.year, t.sequence),
      index(`${name}_state_idx`).on(t.state),
      index(`${name}_office_idx`).on(t.office_id),
      index(`${name}_document_at_idx`).on(t.document_at),
      index(`${name}_type_idx`).on(t.type_id),
      index(`${name}_search_idx`).using('gin', sql`f_unaccent(lower(${searchText(t)}::text)) gin_trgm_ops`),
      check(`${name}_folios_check`, sql`${t.folios} >= 1`),
      check(`${name}_state_check`, sql`${t.state} in ('registrado', 'atendido', 'archivado', 'anulado')`),
      check(`${name}_party_kind_check`, sql`${t.party_kind} in ('oficina', 'persona', 'ciudadano')`),
      check(
        `${name}_party_check`,
        sql`(${t.party_kind} = 'oficina' and ${t.party_office_id} is not null) or (${t.party_kind} = 'persona' and ${t.party_user_id} is not null) or (${t.party_kind} = 'ciudadano' and ${t.party_citizen_id} is not null)`,
      ),
    ],
  );
}

function searchText(t: Record<'number' | 'subject' | 'reference', PgColumn>): SQL {
  return sql`(${t.number} || ' ' || ${t.subject} || ' ' || coalesce(${t.reference}, ''))`;
}

export const supportingEntries = supportingTable('supporting_entries', typeEntries);
export const supportingOutputs = supportingTable('supporting_outputs', typeOutputs);

export const supportingEntrySearchText = searchText(supportingEntries);
export const supportingOutputSearchText = searchText(supportingOutputs);

export type SupportingTable = typeof supportingEntries;
