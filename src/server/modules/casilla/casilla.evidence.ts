/**
 * The evidence of electronic notifications as staff see it on the output (`GET /outputs/:id/deliveries`):
 * the casilla's address, the deposit (when, by whom, what files with their SHA-256), the alert,
 * the acuse de lectura, the legal date, the constancia and the replies' request numbers. Never the
 * casilla's password, codes or sessions.
 */
import type { ElectronicNoticeView } from '@shared/schemas/casilla-notifications';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  attachments,
  casillaAccounts,
  casillaNotifications,
  casillaReplies,
  requests,
  users,
  virtualDeskSubmissions,
} from '../../db/schema';
import { fullName } from '../../lib/records/names';

const iso = (at: Date | null) => at?.toISOString() ?? null;

/** Per recipient id, its electronic notification's evidence. */
export async function electronicEvidence(
  db: Executor,
  recipientIds: number[],
): Promise<Map<number, ElectronicNoticeView>> {
  if (recipientIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: casillaNotifications.id,
      recipient_id: casillaNotifications.recipient_id,
      email: casillaAccounts.email,
      rule: casillaNotifications.rule,
      deposited_at: casillaNotifications.deposited_at,
      deposited_by: fullName(users),
      alerted_at: casillaNotifications.alerted_at,
      read_at: casillaNotifications.read_at,
      read_ip: casillaNotifications.read_ip,
      read_user_agent: casillaNotifications.read_user_agent,
      notified_at: casillaNotifications.notified_at,
      files: casillaNotifications.files,
      constancia_id: attachments.id,
      constancia_name: attachments.original_name,
    })
    .from(casillaNotifications)
    .innerJoin(casillaAccounts, eq(casillaAccounts.id, casillaNotifications.account_id))
    .leftJoin(users, eq(users.id, casillaNotifications.deposited_by))
    .leftJoin(attachments, and(eq(attachments.id, casillaNotifications.constancia_id), isNull(attachments.deleted_at)))
    .where(inArray(casillaNotifications.recipient_id, recipientIds));
  const replies =
    rows.length === 0
      ? []
      : await db
          .select({ notification_id: casillaReplies.notification_id, number: requests.number })
          .from(casillaReplies)
          .innerJoin(virtualDeskSubmissions, eq(virtualDeskSubmissions.id, casillaReplies.submission_id))
          .innerJoin(requests, eq(requests.id, virtualDeskSubmissions.request_id))
          .where(
            inArray(
              casillaReplies.notification_id,
              rows.map((r) => r.id),
            ),
          )
          .orderBy(asc(casillaReplies.id));
  return new Map(
    rows.map((row) => [
      row.recipient_id,
      {
        email: row.email,
        rule: row.rule as 'deposito' | 'lectura',
        deposited_at: row.deposited_at.toISOString(),
        deposited_by: row.deposited_by,
        alerted_at: iso(row.alerted_at),
        read_at: iso(row.read_at),
        read_ip: row.read_ip,
        read_user_agent: row.read_user_agent,
        notified_at: iso(row.notified_at),
        files: row.files.map((f) => ({ name: f.name, sha256: f.sha256, role: f.role })),
        constancia: row.constancia_id === null ? null : { id: row.constancia_id, name: row.constancia_name! },
        replies: replies.filter((r) => r.notification_id === row.id).map((r) => r.number),
      },
    ]),
  );
}
