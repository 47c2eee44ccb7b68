/** Reference data of the Panel de control: document types, classifications, series and subseries. */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { versioned } from './columns';
import { offices } from './users';

export const typeEntries = pgTable(
  'type_entries',
  {
    id: serial('id').primaryKey(),
    code: varchar('code', { length: 20 }).notNull(),
    name: varchar('name', { length: 120 }).notNull(),
    response_days: integer('response_days').notNull().default(15),
    active: boolean('active').notNull().default(true),
    ...versioned,
  },
  (t) => [uniqueIndex('type_entries_code_key').on(sql`lower(${t.code})`)],
);

export const typeOutputs = pgTable(
  'type_outputs',
  {
    id: serial('id').primaryKey(),
    code: varchar('code', { length: 20 }).notNull(),
    name: varchar('name', { length: 120 }).notNull(),
    active: boolean('active').notNull().default(true),
    ...versioned,
  },
  (t) => [uniqueIndex('type_outputs_code_key').on(sql`lower(${t.code})`)],
);

export const documentClassifications = pgTable(
  'document_classifications',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 120 }).notNull(),
    description: varchar('description', { length: 500 }),
    restricted: boolean('restricted').notNull().default(false),
    active: boolean('active').notNull().default(true),
    ...versioned,
  },
  (t) => [uniqueIndex('document_classifications_name_key').on(sql`lower(${t.name})`)],
);

/** Retention fields shared by series and subseries. */
const retention = {
  office_id: integer('office_id').references(() => offices.id),
  years_office: integer('years_office').notNull().default(0),
  years_central: integer('years_central').notNull().default(0),
  /** CT conservación total, E eliminación, S selección, M digitalización. */
  disposition: varchar('disposition', { length: 2 }).notNull().default('CT'),
  active: boolean('active').notNull().default(true),
};

export const series = pgTable(
  'series',
  {
    id: serial('id').primaryKey(),
    code: varchar('code', { length: 20 }).notNull(),
    name: varchar('name', { length: 200 }).notNull(),
    ...retention,
    ...versioned,
  },
  (t) => [uniqueIndex('series_code_key').on(sql`lower(${t.code})`), index('series_office_idx').on(t.office_id)],
);

export const subseries = pgTable(
  'subseries',
  {
    id: serial('id').primaryKey(),
    series_id: integer('series_id')
      .notNull()
      .references(() => series.id),
    code: varchar('code', { length: 20 }).notNull(),
    name: varchar('name', { length: 200 }).notNull(),
    ...retention,
    ...versioned,
  },
  (t) => [
    uniqueIndex('subseries_code_key').on(t.series_id, sql`lower(${t.code})`),
    index('subseries_office_idx').on(t.office_id),
  ],
);
