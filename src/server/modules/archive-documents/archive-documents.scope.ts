/**
 * Who sees which archived documents (docs/architecture.md §4), as the expedients: `archive-documents-index`
 * (the archivist) every one; a holder of `archive-documents-show` or `-update` alone those in
 * expedients of their own office; anyone what they archived.
 */
import { type SQL, sql } from 'drizzle-orm';
import { archiveDocuments } from '../../db/schema';
import { documentScope, ownOffice, type ScopeAccess } from '../../lib/records/scope';
import type { Auth } from '../../plugins/auth';

export const ALL = 'archive-documents-index' as const;
/** A borrower reads the documents of what was lent to them (archive-expedients.scope.ts `BORROW`). */
export const READ = [
  'archive-documents-index',
  'archive-documents-show',
  'archive-documents-update',
  'archive-temporary-permission-show',
  'archive-temporary-permission-create',
] as const;
export const CREATE = ['archive-documents-create'] as const;
export const UPDATE = ['archive-documents-update'] as const;

export type ArchiveDocumentRow = typeof archiveDocuments.$inferSelect;

// The unit's office, as the database copies it onto each document (migration 0031).
const ofOwnOffice = ownOffice(archiveDocuments.office_id);

export function archiveDocumentScope(caller: Auth, access?: ScopeAccess): SQL | undefined {
  return documentScope(
    caller,
    {
      entity: 'archive-documents',
      id: archiveDocuments.id,
      all: ALL,
      personal: (userId) => sql`${archiveDocuments.archived_by} = ${userId}`,
      rules: [
        { key: 'archive-documents-show', where: ofOwnOffice },
        { key: 'archive-documents-update', where: ofOwnOffice },
      ],
    },
    access,
  );
}
