/**
 * «Mis trámites»: what the casilla's holder sent through the virtual desk with the same document
 * and the casilla's verified address, with each request's state and, once registered, the entry's
 * number and the tracking code (so the citizen never retypes a code).
 */
import type { CasillaSubmission } from '@shared/schemas/casilla';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { type casillaAccounts, entries, requests, virtualDeskSubmissions } from '../../db/schema';
import { trackingCode } from '../../lib/tracking-code';

const LIMIT = 50;

export async function casillaSubmissions(
  db: Executor,
  account: typeof casillaAccounts.$inferSelect,
  trackingSecret: string,
): Promise<CasillaSubmission[]> {
  const rows = await db
    .select({
      request_number: requests.number,
      subject: sql<string>`${virtualDeskSubmissions.document}->>'subject'`,
      state: requests.state,
      received_at: virtualDeskSubmissions.received_at,
      entry_id: entries.id,
      entry_number: entries.number,
    })
    .from(virtualDeskSubmissions)
    .innerJoin(requests, eq(requests.id, virtualDeskSubmissions.request_id))
    .leftJoin(entries, eq(entries.id, requests.entry_id))
    .where(
      and(
        sql`${virtualDeskSubmissions.sender}->>'document_type' = ${account.document_type}`,
        sql`upper(${virtualDeskSubmissions.sender}->>'document_number') = ${account.document_number}`,
        sql`lower(${virtualDeskSubmissions.email}) = ${account.email}`,
      ),
    )
    .orderBy(desc(virtualDeskSubmissions.received_at))
    .limit(LIMIT);
  return rows.map(({ entry_id, entry_number, received_at, ...row }) => ({
    ...row,
    received_at: received_at?.toISOString() ?? null,
    entry_number,
    tracking:
      entry_id !== null && entry_number !== null
        ? trackingCode(trackingSecret, { id: entry_id, number: entry_number })
        : null,
  }));
}
