/**
 * What other modules call: the requests' transitions tell the virtual desk when one of its
 * requests is assigned, observed or rejected, in their transaction; the citizen's e-mail is
 * queued in the outbox (virtual-desk.outbox.ts) and sent after the commit.
 */
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { virtualDeskMails, virtualDeskSubmissions } from '../../db/schema';
import type { RequestRow } from '../requests/requests.scope';

export type DeskMailKind = 'recibida' | 'asignada' | 'observada' | 'rechazada';

export async function queueDeskMail(tx: Executor, submissionId: number, kind: DeskMailKind): Promise<void> {
  await tx.insert(virtualDeskMails).values({ submission_id: submissionId, kind });
}

const EVENTS: Partial<Record<string, DeskMailKind>> = { assign: 'asignada', observe: 'observada', reject: 'rechazada' };

/** Called by the requests' transitions in their transaction: tells the citizen of a virtual desk request. */
export async function deskRequestChanged(tx: Executor, action: string, row: RequestRow): Promise<void> {
  const kind = EVENTS[action];
  if (!kind || row.kind !== 'entry') return;
  const [submission] = await tx
    .select({ id: virtualDeskSubmissions.id })
    .from(virtualDeskSubmissions)
    .where(eq(virtualDeskSubmissions.request_id, row.id));
  if (submission) await queueDeskMail(tx, submission.id, kind);
}
