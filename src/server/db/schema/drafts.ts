/**
 * Drafts ("Proyectos de documento", issue 28) and the templates they start from. A draft is
 * written by one person (`drafter_id`), reviewed in order by its reviewers (`draft_reviewers`)
 * and signed by its signer. Its scope is its people and the heads of their offices:
 * `user_ids`/`office_ids` are kept by the service whenever the drafter, reviewers or signer change.
 */

import type { RichDoc } from '@shared/rich-text';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { typeOutputs } from './catalogs';
import { versioned } from './columns';
import { entries } from './entries';
import { outputs } from './outputs';
import { supportingOutputs } from './supporting';
import { offices, users } from './users';

const bytes = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/** Where the number, the verification codes and the stamps go in the frozen PDF (drafts.pdf.ts). */
export interface StoredLayout {
  number: Box;
  verification: { code: Box; qr: Box }[];
  signature: Box;
  reviews: Box[];
}
interface Box {
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** An addressee as stored: a citizen of the register or an office. */
export type StoredAddressee = { citizen_id: number } | { office_id: number };

export const drafts = pgTable(
  'drafts',
  {
    id: serial('id').primaryKey(),
    /** outputs or supporting-outputs: what it is registered as once signed. */
    target: varchar('target', { length: 30 }).notNull(),
    type_output_id: integer('type_output_id')
      .notNull()
      .references(() => typeOutputs.id),
    /** The office that issues it (the drafter's). */
    office_id: integer('office_id')
      .notNull()
      .references(() => offices.id),
    drafter_id: integer('drafter_id')
      .notNull()
      .references(() => users.id),
    signer_id: integer('signer_id').references(() => users.id),
    entry_id: integer('entry_id').references(() => entries.id),
    subject: varchar('subject', { length: 500 }).notNull(),
    reference: varchar('reference', { length: 500 }),
    addressees: jsonb('addressees').$type<StoredAddressee[]>().notNull(),
    copies: varchar('copies', { length: 1000 }),
    /** Offices sent a copy («c.c.»): printed first in the c.c. block, each dispatched its copy once signed. */
    copy_office_ids: integer('copy_office_ids').array().notNull().default(sql`'{}'::integer[]`),
    body: jsonb('body').$type<RichDoc>().notNull(),
    /** The last reviewer's or signer's observations, while it is observado. */
    observation: varchar('observation', { length: 500 }),
    /** borrador, en_visto_bueno, observado, por_firmar, firmado. */
    state: varchar('state', { length: 20 }).notNull().default('borrador'),
    /** Where the frozen PDF (draft_revisions) reserves the number, the codes and the stamps. */
    layout: jsonb('layout').$type<StoredLayout>(),
    /** Taken at signature: the document's number, e.g. «OFICIO N.° 000123-2026-OAJ». */
    number: varchar('number', { length: 120 }),
    year: integer('year'),
    sequence: integer('sequence'),
    /** The code printed in every page's footer, for the public verification page. */
    verification_code: varchar('verification_code', { length: 20 }),
    signed_at: timestamp('signed_at', { withTimezone: true }),
    /** What it was registered as at signature. */
    output_id: integer('output_id').references(() => outputs.id),
    supporting_output_id: integer('supporting_output_id').references(() => supportingOutputs.id),
    /** Drafter, reviewers and signer: who sees it. */
    user_ids: integer('user_ids').array().notNull(),
    /** Their offices: whose heads see it. */
    office_ids: integer('office_ids').array().notNull(),
    ...versioned,
  },
  (t) => [
    index('drafts_user_ids_idx').using('gin', t.user_ids),
    index('drafts_office_ids_idx').using('gin', t.office_ids),
    index('drafts_state_idx').on(t.state),
    uniqueIndex('drafts_verification_code_key').on(t.verification_code),
    check('drafts_target_check', sql`${t.target} in ('outputs', 'supporting-outputs')`),
    check(
      'drafts_state_check',
      sql`${t.state} in ('borrador', 'en_visto_bueno', 'observado', 'por_firmar', 'firmado')`,
    ),
  ],
);

export const draftReviewers = pgTable(
  'draft_reviewers',
  {
    id: serial('id').primaryKey(),
    draft_id: integer('draft_id')
      .notNull()
      .references(() => drafts.id, { onDelete: 'cascade' }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** 1, 2…: the order in which they give their V°B°. */
    position: integer('position').notNull(),
    /** pendiente, aprobado, observado. */
    state: varchar('state', { length: 20 }).notNull().default('pendiente'),
    acted_at: timestamp('acted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('draft_reviewers_position_key').on(t.draft_id, t.position),
    uniqueIndex('draft_reviewers_user_key').on(t.draft_id, t.user_id),
    index('draft_reviewers_user_idx').on(t.user_id),
    check('draft_reviewers_state_check', sql`${t.state} in ('pendiente', 'aprobado', 'observado')`),
  ],
);

export const documentTemplates = pgTable(
  'document_templates',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 120 }).notNull(),
    type_output_id: integer('type_output_id')
      .notNull()
      .references(() => typeOutputs.id),
    /** Null: the institution's template for the type, for offices without their own. */
    office_id: integer('office_id').references(() => offices.id),
    body: jsonb('body').$type<RichDoc>().notNull(),
    copies: varchar('copies', { length: 1000 }),
    active: boolean('active').notNull().default(true),
    ...versioned,
  },
  (t) => [uniqueIndex('document_templates_type_office_key').on(t.type_output_id, sql`coalesce(${t.office_id}, 0)`)],
);

/**
 * The PDF of a draft, revision by revision: frozen when sent to visto bueno (`congelado`), then
 * each V°B° (`visto_bueno`) and the signature (`firmado`) as one more incremental update. An
 * observation voids the open revisions (`voided_at`); the current one is the last not voided.
 */
export const draftRevisions = pgTable(
  'draft_revisions',
  {
    id: serial('id').primaryKey(),
    draft_id: integer('draft_id')
      .notNull()
      .references(() => drafts.id, { onDelete: 'cascade' }),
    /** congelado, visto_bueno, firmado. */
    kind: varchar('kind', { length: 20 }).notNull(),
    pdf: bytes('pdf').notNull(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    voided_at: timestamp('voided_at', { withTimezone: true }),
  },
  (t) => [
    index('draft_revisions_draft_idx').on(t.draft_id),
    check('draft_revisions_kind_check', sql`${t.kind} in ('congelado', 'visto_bueno', 'firmado')`),
  ],
);
