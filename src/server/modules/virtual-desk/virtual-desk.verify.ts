/**
 * Step 2: the citizen followed the e-mail link. In one transaction the submission becomes an
 * entry request (channel `mesa_virtual`) in the operators' queue, from the desk's service account,
 * with the sender matched or registered and the files attached, and no destination office (mesa de
 * partes chooses it when assigning); the first e-mail (the request's
 * number) is queued to be sent once it commits. Following the link again answers the same.
 */
import { deskEntryProposal } from '@shared/schemas/requests';
import { countedFrom, type DeskReceived } from '@shared/schemas/virtual-desk';
import { eq } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client';
import { requests, virtualDeskSubmissions } from '../../db/schema';
import type { AuditActor } from '../../lib/audit/audit';
import { notFound } from '../../lib/errors';
import { getSettings } from '../../lib/settings/settings';
import { hashSecret } from '../../lib/tokens';
import { notifyRequest } from '../requests/requests.scope';
import { ENTRY_REQUESTS, fileEntryRequest } from '../requests/requests.service';
import { annexNames } from './virtual-desk.files';
import { deskAccount, matchCitizen } from './virtual-desk.people';
import { queueDeskMail } from './virtual-desk.service';

export const LINK_EXPIRED = 'El enlace no es válido o ya venció. Vuelva a enviar el formulario.';

type Submission = typeof virtualDeskSubmissions.$inferSelect;

const received = (s: Submission, number: string): DeskReceived => ({
  request_number: number,
  received_at: s.received_at!.toISOString(),
  counted_from: s.counted_from!,
  outside_hours: s.outside_hours,
});

async function createRequest(tx: Tx, submission: Submission, ip: string | null) {
  const account = await deskAccount(tx);
  const actor: AuditActor = { id: account.id, ip };
  const sender = submission.sender as Parameters<typeof matchCitizen>[2];
  const document = submission.document as {
    type_entry_id: number;
    subject: string;
    folios: number;
    reply_to?: string;
  };
  const citizenId = await matchCitizen(tx, actor, sender);
  const settings = await getSettings(tx);
  const now = new Date();
  const proposal = deskEntryProposal.parse({
    received_at: now.toISOString(),
    channel: 'mesa_virtual',
    type_entry_id: document.type_entry_id,
    sender_id: citizenId,
    sender_reference: null,
    sender_date: null,
    subject: document.subject,
    summary: null,
    folios: document.folios,
    annexes: annexNames(submission.files),
    registered_office_id: null,
    destination_office_id: null,
  });
  const row = await fileEntryRequest(tx, actor, account, {
    proposal,
    note: [
      document.reply_to && `Respuesta desde la casilla electrónica a ${document.reply_to}.`,
      `Mesa de partes virtual: ${sender.email}, ${sender.phone}`,
    ]
      .filter(Boolean)
      .join(' '),
    files: submission.files,
    at: now,
  });
  await notifyRequest(
    tx,
    ENTRY_REQUESTS,
    row,
    [{ permission: ENTRY_REQUESTS.keys.assign }],
    `Nueva solicitud de la mesa de partes virtual ${row.number}: ${row.subject}`,
  );
  const counted = countedFrom(now, settings.virtual_desk, {
    workingDays: settings.working_days,
    holidays: settings.holidays,
  });
  const [done] = await tx
    .update(virtualDeskSubmissions)
    .set({
      state: 'enviada',
      request_id: row.id,
      received_at: now,
      counted_from: counted.date,
      outside_hours: counted.outside,
    })
    .where(eq(virtualDeskSubmissions.id, submission.id))
    .returning();
  await queueDeskMail(tx, submission.id, 'recibida');
  return received(done!, row.number);
}

export async function verifySubmission(db: Executor, token: string, ip: string | null): Promise<DeskReceived> {
  return db.transaction(async (tx) => {
    const [submission] = await tx
      .select()
      .from(virtualDeskSubmissions)
      .where(eq(virtualDeskSubmissions.verify_hash, hashSecret(token)))
      .for('update');
    if (!submission) throw notFound(LINK_EXPIRED);
    if (submission.state === 'enviada') {
      const [request] = await tx
        .select({ number: requests.number })
        .from(requests)
        .where(eq(requests.id, submission.request_id!));
      return received(submission, request!.number);
    }
    if (submission.verify_expires_at.getTime() < Date.now()) throw notFound(LINK_EXPIRED);
    return createRequest(tx, submission, ip);
  });
}
