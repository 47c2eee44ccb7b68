/** Citizens ("Destinatarios"): the people and organisations that send entries and receive outputs. */
import { type SQL, sql } from 'drizzle-orm';
import { check, index, type PgColumn, pgTable, serial, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { versioned } from './columns';

export const citizens = pgTable(
  'citizens',
  {
    id: serial('id').primaryKey(),
    /** NATURAL or JURIDICA. */
    person_type: varchar('person_type', { length: 10 }).notNull(),
    /** DNI, RUC, CE, PASAPORTE or OTRO. */
    document_type: varchar('document_type', { length: 10 }).notNull(),
    document_number: varchar('document_number', { length: 20 }).notNull(),
    names: varchar('names', { length: 100 }),
    surnames: varchar('surnames', { length: 100 }),
    business_name: varchar('business_name', { length: 200 }),
    email: varchar('email', { length: 254 }),
    phone: varchar('phone', { length: 30 }),
    address: varchar('address', { length: 250 }),
    /** INEI's code of the address's distrito (`src/shared/ubigeo`). */
    ubigeo: varchar('ubigeo', { length: 6 }),
    /**
     * The place as typed before the ubigeo existed, kept only where it matched no INEI code (the
     * migration that added `ubigeo` cleared the rest); choosing a distrito clears them.
     */
    district: varchar('district', { length: 80 }),
    province: varchar('province', { length: 80 }),
    department: varchar('department', { length: 80 }),
    ...versioned,
  },
  (t) => [
    // Leads with the number so that an exact search by number alone uses it too.
    uniqueIndex('citizens_document_key').on(sql`lower(${t.document_number})`, t.document_type),
    // Trigram index for `q`: searchCondition() compares f_unaccent(lower(<expr>::text)), so the
    // indexed expression is exactly that, over the same text citizenSearchText() builds.
    check('citizens_ubigeo_check', sql`${t.ubigeo} ~ '^[0-9]{6}$'`),
    index('citizens_search_idx').using('gin', sql`f_unaccent(lower(${searchText(t)}::text)) gin_trgm_ops`),
  ],
);

type SearchColumns = Record<'names' | 'surnames' | 'business_name' | 'document_number', PgColumn>;

/**
 * Everything `q` searches in one expression: names, surnames, business name and document number.
 * Parenthesised so that searchCondition's `::text` applies to the whole of it, as in the index.
 */
function searchText(t: SearchColumns): SQL {
  return sql`(coalesce(${t.names}, '') || ' ' || coalesce(${t.surnames}, '') || ' ' || coalesce(${t.business_name}, '') || ' ' || ${t.document_number})`;
}

export const citizenSearchText = searchText(citizens);

/** The name a citizen is shown by: business name of a legal person, else names and surnames. */
export const citizenDisplayName = sql<string>`(case when ${citizens.person_type} = 'JURIDICA' then ${citizens.business_name} else ${citizens.names} || ' ' || ${citizens.surnames} end)`;
