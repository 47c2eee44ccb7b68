/**
 * A reply from the casilla: a virtual-desk submission (the same service the public form uses,
 * virtual-desk.submit.ts and .verify.ts) sent by the casilla's holder, whose address the casilla
 * already verified, so it becomes an entry request at once; it names the output it answers in the
 * request's note and is linked to the notification (`casilla_replies`). One transaction.
 */
import type { CasillaReplyInput } from '@shared/schemas/casilla-notifications';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type casillaAccounts, casillaReplies, citizens, type DeskFile, outputRecipients } from '../../db/schema';
import { holdSubmission, verifySubmission } from '../virtual-desk/virtual-desk.module';
import { ownNotification } from './casilla.notifications';

type Account = typeof casillaAccounts.$inferSelect;

export async function replyFromCasilla(
  db: Db,
  account: Account,
  notificationId: number,
  input: Required<Pick<CasillaReplyInput, 'subject' | 'phone'>> & { type_entry_id: number; folios: number },
  files: DeskFile[],
  ip: string,
): Promise<string> {
  return db.transaction(async (tx) => {
    const notice = await ownNotification(tx, account.id, notificationId, true);
    const [citizen] = await tx
      .select({ address: citizens.address, ubigeo: citizens.ubigeo })
      .from(outputRecipients)
      .innerJoin(citizens, eq(citizens.id, outputRecipients.citizen_id))
      .where(eq(outputRecipients.id, notice.recipient_id));
    const held = await holdSubmission(
      tx,
      {
        document_type: account.document_type as 'DNI' | 'RUC',
        document_number: account.document_number,
        name: account.name,
        email: account.email,
        phone: input.phone,
        address: citizen?.address ?? 'Casilla electrónica',
        ubigeo: citizen?.ubigeo ?? null,
        type_entry_id: input.type_entry_id,
        subject: input.subject,
        folios: input.folios,
        reply_to: notice.output_number,
      },
      files,
      ip,
    );
    const received = await verifySubmission(tx, held.token, ip);
    await tx.insert(casillaReplies).values({ notification_id: notice.id, submission_id: held.id });
    return received.request_number;
  });
}
