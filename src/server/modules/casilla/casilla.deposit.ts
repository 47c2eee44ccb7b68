/**
 * Depositing a signed output in the recipient's casilla (docs/electronic-delivery.md), inside the
 * output's `notify` transition: the signed PDF and the anexos as they are now are recorded as
 * deposited, the recipient becomes «notificado electrónicamente» (or «depositado» until the first
 * reading, per Configuración › Entregas), and one `casilla-notice` job (sent in the same
 * transaction) e-mails the alert and makes the constancia.
 */
import { and, asc, eq, isNull, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  attachments,
  casillaAccounts,
  casillaNotifications,
  citizens,
  type DepositedFile,
  deliveryItems,
  drafts,
  outputRecipients,
} from '../../db/schema';
import { conflict } from '../../lib/errors';
import { sendInTransaction } from '../../lib/jobs/send';
import type { Caller } from '../../lib/records/caller';
import { getSettings } from '../../lib/settings/settings';

type Recipient = typeof outputRecipients.$inferSelect;

/** What the `casilla-notice` job does: `deposito` e-mails the alert and makes the first constancia; `lectura` remakes it with the reading. */
export interface CasillaNoticeJob {
  notificationId: number;
  stage: 'deposito' | 'lectura';
}

/** The active casilla of a citizen (by their document), if any. */
export async function casillaOfCitizen(tx: Executor, citizenId: number) {
  const [row] = await tx
    .select({ id: casillaAccounts.id, email: casillaAccounts.email })
    .from(citizens)
    .innerJoin(
      casillaAccounts,
      and(
        eq(casillaAccounts.document_type, citizens.document_type),
        eq(casillaAccounts.document_number, sql`upper(${citizens.document_number})`),
      ),
    )
    .where(and(eq(citizens.id, citizenId), eq(casillaAccounts.state, 'activa')));
  return row;
}

/** The constancias already kept with the output: never deposited as anexos. */
const constanciaIds = (outputId: number) =>
  sql`(select ${casillaNotifications.constancia_id} from ${casillaNotifications} where ${casillaNotifications.output_id} = ${outputId} and ${casillaNotifications.constancia_id} is not null)`;

/** The signed PDF (the output's first file, made at signature) and the anexos (its other files). */
async function depositedFiles(tx: Executor, outputId: number): Promise<DepositedFile[]> {
  const [signed] = await tx
    .select({ id: drafts.id })
    .from(drafts)
    .where(and(eq(drafts.output_id, outputId), eq(drafts.state, 'firmado')));
  if (!signed) throw conflict('Solo una salida firmada digitalmente en Folio puede notificarse en la casilla.');
  const rows = await tx
    .select()
    .from(attachments)
    .where(
      and(
        eq(attachments.owner_type, 'outputs'),
        eq(attachments.owner_id, outputId),
        isNull(attachments.deleted_at),
        notInArray(attachments.id, constanciaIds(outputId)),
      ),
    )
    .orderBy(asc(attachments.id));
  if (rows.length === 0) throw conflict('La salida no tiene su documento firmado.');
  return rows.map((row, i) => ({
    attachment_id: row.id,
    name: row.original_name,
    sha256: row.sha256,
    size: row.size,
    content_type: row.content_type,
    role: i === 0 ? 'documento' : 'anexo',
  }));
}

/** Deposits the output in the recipient's casilla; answers the recipient's new columns. */
export async function depositInCasilla(tx: Executor, caller: Caller, outputId: number, recipient: Recipient) {
  if (recipient.delivery_state !== 'pendiente')
    throw conflict('Este destinatario ya fue notificado, entregado o devuelto.');
  const [onControl] = await tx
    .select({ id: deliveryItems.id })
    .from(deliveryItems)
    .where(and(eq(deliveryItems.output_recipient_id, recipient.id), eq(deliveryItems.open, true)));
  if (onControl) throw conflict('La copia de este destinatario va en un control de entrega abierto.');
  const account = await casillaOfCitizen(tx, recipient.citizen_id);
  if (!account) throw conflict('El destinatario no tiene una casilla electrónica activa.');
  const files = await depositedFiles(tx, outputId);
  const rule = (await getSettings(tx)).delivery.electronic_notice;
  const now = new Date();
  const [notice] = await tx
    .insert(casillaNotifications)
    .values({
      output_id: outputId,
      recipient_id: recipient.id,
      account_id: account.id,
      rule,
      files,
      deposited_at: now,
      deposited_by: caller.user.id,
      notified_at: rule === 'deposito' ? now : null,
    })
    .returning();
  const [saved] = await tx
    .update(outputRecipients)
    .set({
      delivery_state: rule === 'deposito' ? 'notificado' : 'depositado',
      delivered_at: rule === 'deposito' ? now : null,
      received_by_name: null,
      received_by_document: null,
      note: `Casilla electrónica: ${account.email}`,
      updated_by: caller.user.id,
    })
    .where(eq(outputRecipients.id, recipient.id))
    .returning();
  await sendInTransaction(tx, 'casilla-notice', [
    { notificationId: notice!.id, stage: 'deposito' } satisfies CasillaNoticeJob,
  ]);
  return saved!;
}
