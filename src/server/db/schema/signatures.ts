import type { SignatureCheckAnswer } from '@shared/schemas/signatures';
import { char, index, integer, jsonb, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Each signer's own certificate (docs/signatures.md): the chain in clear, the private key
 * (PKCS#8) sealed with a key derived from the signer's PIN (lib/signatures/vault.ts).
 */
export const userCertificates = pgTable('user_certificates', {
  user_id: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  subject_name: varchar('subject_name', { length: 300 }).notNull(),
  dni: varchar('dni', { length: 8 }).notNull(),
  issuer: varchar('issuer', { length: 500 }).notNull(),
  valid_from: timestamp('valid_from', { withTimezone: true }).notNull(),
  valid_to: timestamp('valid_to', { withTimezone: true }).notNull(),
  fingerprint: varchar('fingerprint', { length: 95 }).notNull(),
  chain_pem: text('chain_pem').notNull(),
  key_ciphertext: text('key_ciphertext').notNull(),
  key_salt: varchar('key_salt', { length: 64 }).notNull(),
  key_iv: varchar('key_iv', { length: 64 }).notNull(),
  key_tag: varchar('key_tag', { length: 64 }).notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Root certificates an admin trusts (Configuración): a signature chaining to one is «de confianza». */
export const trustedRoots = pgTable(
  'trusted_roots',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 300 }).notNull(),
    fingerprint: varchar('fingerprint', { length: 95 }).notNull().unique(),
    certificate_pem: text('certificate_pem').notNull(),
    valid_to: timestamp('valid_to', { withTimezone: true }).notNull(),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('trusted_roots_created_idx').on(t.created_at)],
);

/**
 * What the background check found in each stored PDF (by content, so the same file attached twice
 * is checked once): one entry per signature, as verifyPdfSignatures answers (docs/signatures.md).
 */
export const pdfSignatureChecks = pgTable('pdf_signature_checks', {
  sha256: char('sha256', { length: 64 }).primaryKey(),
  signatures: jsonb('signatures').$type<SignatureCheckAnswer[]>().notNull(),
  checked_at: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
});
