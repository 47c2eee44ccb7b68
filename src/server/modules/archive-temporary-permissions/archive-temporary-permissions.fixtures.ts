/**
 * Expedients and archived documents for the permissions' tests, inserted straight into their
 * tables (their own API belongs to the expedients module).
 */
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { archiveDocuments, archiveExpedients, users } from '../../db/schema';

let made = 0;

export function archiveFixture(db: Executor) {
  return {
    async expedient(over: Partial<typeof archiveExpedients.$inferInsert> = {}) {
      made += 1;
      const [row] = await db
        .insert(archiveExpedients)
        .values({
          code: `EXP-PRU-${process.pid}-${made}`,
          title: `Expediente de prueba ${made}`,
          kind: 'expediente',
          ...over,
        })
        .returning();
      return row!;
    },
    /** An archived document in `expedientId`, linked to the record it came from when `source` is given. */
    async document(expedientId: number, source?: { kind: string; id: number }) {
      made += 1;
      const [archivist] = await db.select({ id: users.id }).from(users).where(sql`${users.username} = 'archivero'`);
      const [row] = await db
        .insert(archiveDocuments)
        .values({
          expedient_id: expedientId,
          position: made,
          folio_from: 1,
          folio_to: 3,
          source_kind: source?.kind ?? null,
          source_id: source?.id ?? null,
          title: `Documento archivado ${made}`,
          document_date: '2026-11-02',
          archived_by: archivist!.id,
        })
        .returning();
      return row!;
    },
  };
}
