/**
 * The `casilla-notice` job (lib/jobs), sent in the transaction that deposits an output in a casilla
 * or records its first reading: the alert e-mail (once, at the deposit) and the constancia de
 * notificación, sealed with the institution's seal and kept as an attachment of the output (made
 * again with the reading, replacing the first). Safe to run twice: each part checks what is done.
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { attachments, casillaAccounts, casillaNotifications, offices, outputs } from '../../db/schema';
import { audit } from '../../lib/audit/audit';
import { getSettings } from '../../lib/settings/settings';
import { sealPdf } from '../institution-seal/institution-seal.service';
import { renderConstancia } from './casilla.constancia';
import type { CasillaNoticeJob } from './casilla.deposit';
import { noticeMessage } from './casilla.messages';

const SEAL_REASON = 'Constancia de notificación electrónica';
/** The constancia is made by Folio itself: no person in the trail. */
const SYSTEM = { id: null, ip: null };

async function load(app: FastifyInstance, id: number) {
  const [row] = await app.db
    .select({
      notice: casillaNotifications,
      account: casillaAccounts,
      number: outputs.number,
      subject: outputs.subject,
      office: offices.name,
    })
    .from(casillaNotifications)
    .innerJoin(casillaAccounts, eq(casillaAccounts.id, casillaNotifications.account_id))
    .innerJoin(outputs, eq(outputs.id, casillaNotifications.output_id))
    .innerJoin(offices, eq(offices.id, outputs.origin_office_id))
    .where(eq(casillaNotifications.id, id));
  return row;
}

type Loaded = NonNullable<Awaited<ReturnType<typeof load>>>;

async function makeConstancia(app: FastifyInstance, { notice, account, ...output }: Loaded, institution: string) {
  const stage = notice.read_at ? 'lectura' : 'deposito';
  if (notice.constancia_stage === stage) return;
  const pdf = await renderConstancia({
    institution,
    output,
    holder: {
      name: account.name,
      document: `${account.document_type} ${account.document_number}`,
      email: account.email,
    },
    rule: notice.rule as 'deposito' | 'lectura',
    deposited_at: notice.deposited_at,
    files: notice.files,
    notified_at: notice.notified_at,
    read: notice.read_at ? { at: notice.read_at, ip: notice.read_ip, user_agent: notice.read_user_agent } : null,
  });
  const sealed = Buffer.from(
    await sealPdf(app.db, pdf, SEAL_REASON, { sealSecret: app.config.sealSecret, tsaUrl: app.config.tsaUrl }),
  );
  const stored = await app.files.put(sealed);
  await app.db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(casillaNotifications)
      .where(eq(casillaNotifications.id, notice.id))
      .for('update');
    if (!current || current.constancia_stage === stage) return;
    const [saved] = await tx
      .insert(attachments)
      .values({
        owner_type: 'outputs',
        owner_id: notice.output_id,
        sha256: stored.sha256,
        original_name: `constancia-notificacion-${output.number.replace(/[^\p{L}\p{N}-]+/gu, '-')}.pdf`,
        content_type: 'application/pdf',
        size: stored.size,
      })
      .returning();
    if (current.constancia_id !== null)
      await tx.update(attachments).set({ deleted_at: sql`now()` }).where(eq(attachments.id, current.constancia_id));
    await tx
      .update(casillaNotifications)
      .set({ constancia_id: saved!.id, constancia_stage: stage })
      .where(eq(casillaNotifications.id, notice.id));
    await audit(tx, SYSTEM, {
      entity: 'outputs',
      entityId: notice.output_id,
      action: 'attach',
      changes: {
        attachments: [
          current.constancia_id === null ? null : [{ id: current.constancia_id }],
          [{ id: saved!.id, name: saved!.original_name, sha256: saved!.sha256, size: saved!.size }],
        ],
      },
    });
  });
}

/** Does what the job asks for one notification. */
export async function runCasillaNotice(app: FastifyInstance, job: CasillaNoticeJob): Promise<void> {
  const loaded = await load(app, job.notificationId);
  if (!loaded) return;
  const institution = (await getSettings(app.db)).institution_name;
  if (job.stage === 'deposito' && loaded.notice.alerted_at === null) {
    await app.mailer.send(
      noticeMessage(
        app.config.appUrl,
        institution,
        loaded.account.email,
        loaded.number,
        loaded.notice.notified_at !== null,
      ),
    );
    await app.db
      .update(casillaNotifications)
      .set({ alerted_at: sql`now()` })
      .where(eq(casillaNotifications.id, loaded.notice.id));
  }
  await makeConstancia(app, loaded, institution);
}

export function registerCasillaNotices(app: FastifyInstance): void {
  app.jobs.work<CasillaNoticeJob>('casilla-notice', (job) => runCasillaNotice(app, job.data));
}
