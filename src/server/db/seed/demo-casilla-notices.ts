/**
 * The demo casilla's notifications, one in each state: three oficios signed by the head of Asesoría
 * Jurídica and deposited in Lucía Mamani's casilla through the services staff and citizen use —
 * one still unread, one read (its acuse de lectura recorded), one read and answered through the
 * virtual desk. Their alerts and constancias are made by the job queue once the server starts.
 */
import { eq } from 'drizzle-orm';
import type { FileStore } from '../../lib/attachments/file-store';
import { openNotification } from '../../modules/casilla/casilla.notifications';
import { replyFromCasilla } from '../../modules/casilla/casilla.replies';
import { findAccount } from '../../modules/casilla/casilla.service';
import { unlockSigner } from '../../modules/certificates/certificates.service';
import { createDraft, sendDraft, signDraft } from '../../modules/drafts/drafts.service';
import { notifyRecipient } from '../../modules/outputs/outputs.service';
import type { Db } from '../client';
import { casillaNotifications, citizens, outputRecipients, typeEntries, typeOutputs } from '../schema';
import { demoCallers } from './demo-correspondence';
import { DEMO_PIN } from './demo-signers';

const READER = { ip: '190.117.45.12', userAgent: 'Mozilla/5.0 (Linux; Android 14) Chrome/130.0 Mobile' };

const SUBJECTS = [
  'Notificación de la Resolución de Gerencia que otorga la constancia de posesión del lote 23',
  'Requerimiento de subsanación de la solicitud de licencia de edificación',
  'Citación a inspección ocular del lote 23, manzana B, Chilca',
] as const;

export async function seedDemoCasillaNotices(
  db: Db,
  files: FileStore,
  holder: { document_number: string },
  letter: { sha256: string; size: number },
): Promise<void> {
  const callers = await demoCallers(db);
  const head = callers.get('jefe')!;
  const desk = callers.get('mesapartes')!;
  const [citizen] = await db.select().from(citizens).where(eq(citizens.document_number, holder.document_number));
  const [type] = await db.select().from(typeOutputs).where(eq(typeOutputs.code, 'OFI'));
  const account = await findAccount(db, 'DNI', holder.document_number);
  if (!citizen || !type || !account) throw new Error('The demo casilla, its citizen or the oficio type is missing.');
  const signer = await unlockSigner(db, head.user.id, DEMO_PIN);
  const notices: number[] = [];
  for (const subject of SUBJECTS) {
    const made = await db.transaction((tx) =>
      createDraft(tx, head, {
        target: 'outputs',
        type_output_id: type.id,
        subject,
        reference: null,
        addressees: [{ citizen_id: citizen.id }],
        copies: null,
        copy_office_ids: [],
        signer_id: head.user.id,
        reviewer_ids: [],
        entry_id: null,
        body: null,
      }),
    );
    const sent = await db.transaction((tx) => sendDraft(tx, head, made.id, { version: made.version }));
    const signed = await db.transaction((tx) =>
      signDraft(tx, head, made.id, { version: sent.version, signer, files, appUrl: 'http://localhost:3000' }),
    );
    const [recipient] = await db
      .select()
      .from(outputRecipients)
      .where(eq(outputRecipients.output_id, signed.output_id!));
    await db.transaction((tx) => notifyRecipient(tx, desk, signed.output_id!, recipient!.id));
    const [notice] = await db
      .select({ id: casillaNotifications.id })
      .from(casillaNotifications)
      .where(eq(casillaNotifications.recipient_id, recipient!.id));
    notices.push(notice!.id);
  }
  // The second read; the third read and answered.
  for (const id of notices.slice(1)) await db.transaction((tx) => openNotification(tx, account.id, id, READER));
  const [typeEntry] = await db
    .select({ id: typeEntries.id })
    .from(typeEntries)
    .where(eq(typeEntries.active, true))
    .limit(1);
  await replyFromCasilla(
    db,
    account,
    notices[2]!,
    {
      type_entry_id: typeEntry!.id,
      subject: 'Confirmo mi asistencia a la inspección ocular del lote 23',
      folios: 1,
      phone: '987 123 456',
    },
    [
      {
        sha256: letter.sha256,
        name: 'confirmacion.pdf',
        size: letter.size,
        content_type: 'application/pdf',
        main: true,
      },
    ],
    READER.ip,
  );
}
