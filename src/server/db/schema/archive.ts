/** The central archive: the location tree and the units (boxes, expedients…) placed in it. */
import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
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
import { series, subseries } from './catalogs';
import { versioned } from './columns';
import { offices, users } from './users';

/**
 * building → deposit → shelf → body → level. A level's `capacity` is its number of box positions
 * (P01…); the topographic code (`A-D1-E02-C1-N3`) is computed from the codes along the path, so
 * moving a node (a new parent) moves everything it holds.
 */
export const physicalLocations = pgTable(
  'physical_locations',
  {
    id: serial('id').primaryKey(),
    parent_id: integer('parent_id').references((): AnyPgColumn => physicalLocations.id),
    kind: varchar('kind', { length: 12 }).notNull(),
    code: varchar('code', { length: 20 }).notNull(),
    name: varchar('name', { length: 120 }),
    capacity: integer('capacity'),
    notes: varchar('notes', { length: 500 }),
    ...versioned,
  },
  (t) => [
    uniqueIndex('physical_locations_code_key').on(sql`coalesce(${t.parent_id}, 0)`, sql`lower(${t.code})`),
    index('physical_locations_parent_idx').on(t.parent_id),
  ],
);

/**
 * An archive unit: a box, expedient, bundle, volume or binder. Placed, it occupies one position
 * of a level; who placed it and when stay on the row and in its audit history. An expedient may
 * sit inside a box (`container_id`). Date range and folios are computed from the archived
 * documents inside; the retention due dates from the subseries (or series) and `closed_on`.
 */
export const archiveExpedients = pgTable(
  'archive_expedients',
  {
    id: serial('id').primaryKey(),
    code: varchar('code', { length: 40 }).notNull(),
    title: varchar('title', { length: 300 }).notNull(),
    /** caja, expediente, legajo, tomo, archivador. */
    kind: varchar('kind', { length: 12 }).notNull().default('caja'),
    box_number: integer('box_number'),
    container_id: integer('container_id').references((): AnyPgColumn => archiveExpedients.id),
    /** The producing office. */
    office_id: integer('office_id').references(() => offices.id),
    series_id: integer('series_id').references(() => series.id),
    subseries_id: integer('subseries_id').references(() => subseries.id),
    /** fisico, electronico, hibrido. */
    medium: varchar('medium', { length: 12 }).notNull().default('fisico'),
    /** abierto, cerrado, pendiente_transferencia, transferido, rechazado, eliminado, conservacion_permanente. */
    state: varchar('state', { length: 24 }).notNull().default('abierto'),
    date_from: date('date_from'),
    date_to: date('date_to'),
    folios: integer('folios').notNull().default(0),
    closed_on: date('closed_on'),
    /** Retention copied from the subseries (or series) when the unit closes. */
    years_office: integer('years_office'),
    years_central: integer('years_central'),
    disposition: varchar('disposition', { length: 2 }),
    office_retention_until: date('office_retention_until'),
    central_retention_until: date('central_retention_until'),
    notes: varchar('notes', { length: 1000 }),
    location_id: integer('location_id').references(() => physicalLocations.id),
    position: integer('position'),
    placed_at: timestamp('placed_at', { withTimezone: true }),
    placed_by: integer('placed_by').references(() => users.id),
    ...versioned,
  },
  (t) => [
    uniqueIndex('archive_expedients_code_key').on(sql`lower(${t.code})`),
    uniqueIndex('archive_expedients_position_key').on(t.location_id, t.position),
    index('archive_expedients_office_idx').on(t.office_id),
    index('archive_expedients_state_idx').on(t.state),
    index('archive_expedients_container_idx').on(t.container_id),
    index('archive_expedients_central_retention_idx').on(t.central_retention_until),
    // The list's default order (newest change first) and its search.
    index('archive_expedients_updated_idx').on(t.updated_at, t.id),
    // Boxes (a fifth of the units) newest first, and the boxes waiting to be placed among them.
    index('archive_expedients_boxes_updated_idx').on(t.updated_at, t.id).where(sql`${t.kind} = 'caja'`),
    index('archive_expedients_search_idx').using('gin', sql`f_unaccent(lower(${expedientText(t)}::text)) gin_trgm_ops`),
    check(
      'archive_expedients_state_check',
      sql`${t.state} in ('abierto', 'cerrado', 'pendiente_transferencia', 'transferido', 'rechazado', 'eliminado', 'conservacion_permanente')`,
    ),
    check('archive_expedients_folios_check', sql`${t.folios} >= 0`),
  ],
);

/**
 * A document filed in an expedient, in order with its folio range. When it came from an entry,
 * output or supporting document (`source_kind` is that resource's name), archiving it set that
 * record `archivado`; a record is archived at most once.
 */
export const archiveDocuments = pgTable(
  'archive_documents',
  {
    id: serial('id').primaryKey(),
    expedient_id: integer('expedient_id')
      .notNull()
      .references(() => archiveExpedients.id),
    position: integer('position').notNull(),
    folio_from: integer('folio_from').notNull(),
    folio_to: integer('folio_to').notNull(),
    /** entries, outputs, supporting-entries, supporting-outputs; null for a loose document. */
    source_kind: varchar('source_kind', { length: 24 }),
    source_id: integer('source_id'),
    title: varchar('title', { length: 500 }).notNull(),
    document_date: date('document_date').notNull(),
    notes: varchar('notes', { length: 1000 }),
    archived_by: integer('archived_by')
      .notNull()
      .references(() => users.id),
    /**
     * Its unit's producing office, copied by the database (triggers of migration 0031) whoever
     * writes the document or moves the unit: an office's clerks see their office's documents
     * newest first from one index, without looking up each document's unit.
     */
    office_id: integer('office_id').references(() => offices.id),
    ...versioned,
  },
  (t) => [
    uniqueIndex('archive_documents_source_key').on(t.source_kind, t.source_id),
    index('archive_documents_expedient_idx').on(t.expedient_id, t.position),
    index('archive_documents_created_idx').on(t.created_at, t.id),
    // The scope's arms (office, who archived it) each have an index, so a caller whose arms match
    // few documents gets them from a bitmap instead of walking every document newest first.
    index('archive_documents_office_created_idx').on(t.office_id, t.created_at, t.id),
    index('archive_documents_archived_by_idx').on(t.archived_by, t.created_at, t.id),
    index('archive_documents_search_idx').using('gin', sql`f_unaccent(lower(${documentText(t)}::text)) gin_trgm_ops`),
    check('archive_documents_folios_check', sql`${t.folio_from} >= 1 and ${t.folio_to} >= ${t.folio_from}`),
  ],
);

function expedientText(t: Record<'code' | 'title', PgColumn>): SQL {
  return sql`(${t.code} || ' ' || ${t.title})`;
}

function documentText(t: Record<'title' | 'notes', PgColumn>): SQL {
  return sql`(${t.title} || ' ' || coalesce(${t.notes}, ''))`;
}

/** A unit's searchable text (code and title), as its trigram index has it. */
export const expedientSearchText = expedientText(archiveExpedients);

/** An archived document's searchable text (title and notes), as its trigram index has it. */
export const archiveDocumentSearchText = documentText(archiveDocuments);
