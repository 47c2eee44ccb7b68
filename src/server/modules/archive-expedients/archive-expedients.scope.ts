/**
 * Who sees which expedients and boxes (docs/architecture.md §4). The central archive keeps every office's
 * units, so `archive-expedients-index` (the archivist) sees all of them. A user who holds only
 * `archive-expedients-show` (or `-update`) — an office's archive clerk — sees the units their own
 * office produced: an office reads its own holdings, never another office's. A loan opens one
 * unit to its holder for reading (`BORROW`).
 */
import type { SQL } from 'drizzle-orm';
import { archiveExpedients } from '../../db/schema';
import { documentScope, ownOffice, type ScopeAccess } from '../../lib/records/scope';
import type { Auth } from '../../plugins/auth';

export const ALL = 'archive-expedients-index' as const;
/**
 * A borrower reads what an active loan of theirs opens (the scope's grant, read-only), though they
 * hold no archive key: the loan keys open the reads, the scope keeps them to what was lent.
 */
export const BORROW = ['archive-temporary-permission-show', 'archive-temporary-permission-create'] as const;
export const READ = [
  'archive-expedients-index',
  'archive-expedients-show',
  'archive-expedients-update',
  ...BORROW,
] as const;
export const CREATE = ['archive-expedients-create'] as const;
export const UPDATE = ['archive-expedients-update'] as const;

export type ExpedientRow = typeof archiveExpedients.$inferSelect;

const ofOwnOffice = ownOffice(archiveExpedients.office_id);

export function expedientScope(caller: Auth, access?: ScopeAccess): SQL | undefined {
  return documentScope(
    caller,
    {
      entity: 'archive-expedients',
      id: archiveExpedients.id,
      all: ALL,
      rules: [
        { key: 'archive-expedients-show', where: ofOwnOffice },
        { key: 'archive-expedients-update', where: ofOwnOffice },
      ],
    },
    access,
  );
}
