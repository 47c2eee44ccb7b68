/**
 * What the casilla's holder does with a notification: the list (with each one's state), the first
 * opening (the acuse de lectura: when, from what address and browser; under the «first reading»
 * rule also the legal notification date), and the files (the signed document, anexos, constancia).
 * Every read is narrowed to the session's own account: another casilla's notification is a 404.
 */
import type {
  CasillaNotification,
  CasillaNotificationDetail,
  CasillaNotificationState,
} from '@shared/schemas/casilla-notifications';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  attachments,
  casillaNotifications,
  casillaReplies,
  offices,
  outputs,
  requests,
  typeOutputs,
  virtualDeskSubmissions,
} from '../../db/schema';
import { findAttachment } from '../../lib/attachments/attachments';
import { notFound } from '../../lib/errors';
import { sendInTransaction } from '../../lib/jobs/send';
import type { ClientInfo } from '../../lib/request';
import { recordElectronicReading } from '../outputs/outputs.service';
import type { CasillaNoticeJob } from './casilla.deposit';

const NOT_FOUND = 'No encontramos esa notificación en su casilla.';
const LIMIT = 200;

const replyCount = sql<number>`(select count(*)::int from ${casillaReplies} where ${casillaReplies.notification_id} = ${casillaNotifications.id})`;

const columns = {
  id: casillaNotifications.id,
  output_id: casillaNotifications.output_id,
  recipient_id: casillaNotifications.recipient_id,
  output_number: outputs.number,
  type: typeOutputs.name,
  subject: outputs.subject,
  office: offices.name,
  rule: casillaNotifications.rule,
  files: casillaNotifications.files,
  constancia_id: casillaNotifications.constancia_id,
  deposited_at: casillaNotifications.deposited_at,
  read_at: casillaNotifications.read_at,
  notified_at: casillaNotifications.notified_at,
  replies: replyCount,
};

const base = (db: Executor) =>
  db
    .select(columns)
    .from(casillaNotifications)
    .innerJoin(outputs, eq(outputs.id, casillaNotifications.output_id))
    .innerJoin(typeOutputs, eq(typeOutputs.id, outputs.type_output_id))
    .innerJoin(offices, eq(offices.id, outputs.origin_office_id));

type Row = Awaited<ReturnType<ReturnType<typeof base>['execute']>>[number];

const stateOf = (row: Row): CasillaNotificationState =>
  row.replies > 0 ? 'respondida' : row.read_at ? 'leida' : 'depositada';

const summary = (row: Row): CasillaNotification => ({
  id: row.id,
  output_number: row.output_number,
  type: row.type,
  subject: row.subject,
  office: row.office,
  state: stateOf(row),
  deposited_at: row.deposited_at.toISOString(),
  read_at: row.read_at?.toISOString() ?? null,
  notified_at: row.notified_at?.toISOString() ?? null,
});

export async function listNotifications(db: Executor, accountId: number): Promise<CasillaNotification[]> {
  const rows = await base(db)
    .where(eq(casillaNotifications.account_id, accountId))
    .orderBy(desc(casillaNotifications.deposited_at), desc(casillaNotifications.id))
    .limit(LIMIT);
  return rows.map(summary);
}

/** The account's own notification `id` (404 for any other), locked when `lock`. */
export async function ownNotification(db: Executor, accountId: number, id: number, lock = false) {
  if (!Number.isSafeInteger(id) || id < 1) throw notFound(NOT_FOUND);
  const query = base(db).where(and(eq(casillaNotifications.id, id), eq(casillaNotifications.account_id, accountId)));
  const [row] = await (lock ? query.for('update', { of: casillaNotifications }) : query);
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

async function detail(db: Executor, row: Row): Promise<CasillaNotificationDetail> {
  const constancia =
    row.constancia_id === null
      ? []
      : await db
          .select({
            id: attachments.id,
            name: attachments.original_name,
            size: attachments.size,
            content_type: attachments.content_type,
          })
          .from(attachments)
          .where(eq(attachments.id, row.constancia_id));
  const replies = await db
    .select({ request_number: requests.number, received_at: virtualDeskSubmissions.received_at })
    .from(casillaReplies)
    .innerJoin(virtualDeskSubmissions, eq(virtualDeskSubmissions.id, casillaReplies.submission_id))
    .innerJoin(requests, eq(requests.id, virtualDeskSubmissions.request_id))
    .where(eq(casillaReplies.notification_id, row.id))
    .orderBy(asc(casillaReplies.id));
  return {
    ...summary(row),
    rule: row.rule as 'deposito' | 'lectura',
    files: [
      ...row.files.map((f) => ({
        id: f.attachment_id,
        name: f.name,
        size: f.size,
        content_type: f.content_type,
        role: f.role,
      })),
      ...constancia.map((c) => ({ ...c, role: 'constancia' as const })),
    ],
    replies: replies.map((r) => ({
      request_number: r.request_number,
      received_at: r.received_at?.toISOString() ?? null,
    })),
  };
}

/**
 * Opens the account's notification: the first opening records the acuse de lectura and, under the
 * «first reading» rule, notifies the recipient; the constancia is made again by the job queue.
 */
export async function openNotification(
  tx: Executor,
  accountId: number,
  id: number,
  client: ClientInfo,
): Promise<CasillaNotificationDetail> {
  const row = await ownNotification(tx, accountId, id, true);
  if (row.read_at !== null) return detail(tx, row);
  const now = new Date();
  const [saved] = await tx
    .update(casillaNotifications)
    .set({
      read_at: now,
      read_ip: client.ip.slice(0, 64),
      read_user_agent: client.userAgent?.slice(0, 300) ?? null,
      ...(row.rule === 'lectura' && { notified_at: now }),
    })
    .where(eq(casillaNotifications.id, row.id))
    .returning({ read_at: casillaNotifications.read_at, notified_at: casillaNotifications.notified_at });
  if (row.rule === 'lectura')
    await recordElectronicReading(tx, { id: null, ip: client.ip }, row.output_id, row.recipient_id, now);
  await sendInTransaction(tx, 'casilla-notice', [
    { notificationId: row.id, stage: 'lectura' } satisfies CasillaNoticeJob,
  ]);
  return detail(tx, { ...row, ...saved! });
}

/** A file of the account's notification: deposited with it, or its constancia (404 otherwise). */
export async function notificationFile(db: Executor, accountId: number, id: number, fileId: number) {
  const row = await ownNotification(db, accountId, id);
  const ids = [...row.files.map((f) => f.attachment_id), ...(row.constancia_id === null ? [] : [row.constancia_id])];
  return findAttachment(db, {
    ownerType: 'outputs',
    ownerId: row.output_id,
    attachmentId: fileId,
    canSee: () => ids.includes(fileId),
  });
}
