/**
 * The permissions' clock (docs/domain.md §5.5), run hourly: the holder of an active permission is told the
 * day before its until date and on the day itself, once each (the day itself is also the
 * webhooks' `loan.due`); a digital access past its until date ends by itself (`devuelto`,
 * audited as `expire`). "Once" is kept by the notifications: each kind's text starts with its
 * own wording and the permission's number. A transaction-level advisory lock keeps two
 * instances from announcing or ending the same permission twice.
 */
import { calendarDate } from '@shared/working-days';
import { and, asc, eq, lt, type SQL, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { archiveTemporaryPermissions, notifications } from '../../db/schema';
import { versionedWrite } from '../../lib/crud/versioned-write';
import { recordWebhookEvent } from '../webhooks/webhooks.service';
import { ENTITY, notifyHolder } from './archive-temporary-permissions.scope';

/** At most this many per kind and run; the rest follow on the next run. */
export const NOTICE_BATCH = 500;

const KINDS = {
  due_soon: { prefix: 'Vence mañana su permiso ', until: (today: string) => sql`${today}::date + 1` },
  due_today: { prefix: 'Vence hoy su permiso ', until: (today: string) => sql`${today}::date` },
} as const satisfies Record<string, { prefix: string; until: (today: string) => SQL }>;

export type NoticeKind = keyof typeof KINDS;

const notYetAnnounced = (prefix: string) =>
  sql`not exists (select 1 from ${notifications} n where n.user_id = ${archiveTemporaryPermissions.holder_id} and n.data->>'text' like ${prefix} || ${archiveTemporaryPermissions.number} || ' %')`;

export interface ClockRun {
  due_soon: number;
  due_today: number;
  ended: number;
}

/** The first batch of active permissions where `conditions` hold, oldest first. */
const activeBatch = (tx: Executor, ...conditions: SQL[]) =>
  tx
    .select()
    .from(archiveTemporaryPermissions)
    .where(and(eq(archiveTemporaryPermissions.state, 'vigente'), ...conditions))
    .orderBy(asc(archiveTemporaryPermissions.id))
    .limit(NOTICE_BATCH);

/** Announces tomorrow's and today's until dates and ends the past digital accesses, as of `now`. */
export async function runPermissionClock(db: Db, now: Date): Promise<ClockRun> {
  const today = calendarDate(now);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('folio.archive-temporary-permissions.clock'))`);
    const sent = { due_soon: 0, due_today: 0, ended: 0 };
    for (const kind of Object.keys(KINDS) as NoticeKind[]) {
      const { prefix, until } = KINDS[kind];
      const due = await activeBatch(
        tx,
        sql`${archiveTemporaryPermissions.until_on} = ${until(today)}`,
        notYetAnnounced(prefix),
      );
      for (const row of due) {
        if (kind === 'due_today') await recordWebhookEvent(tx, ENTITY, row.id, 'loan.due');
        await notifyHolder(
          tx,
          row,
          `${prefix}${row.number} sobre ${row.item_label}${row.type === 'acceso_digital' ? ': el acceso termina ese día.' : ': devuélvalo al archivo central.'}`,
          { automatic: true },
        );
      }
      sent[kind] = due.length;
    }
    const ended = await activeBatch(
      tx,
      eq(archiveTemporaryPermissions.type, 'acceso_digital'),
      lt(archiveTemporaryPermissions.until_on, today),
    ).for('update');
    for (const existing of ended)
      await versionedWrite(tx, {
        table: archiveTemporaryPermissions,
        entity: ENTITY,
        actor: { id: null, ip: null },
        action: 'expire',
        existing,
        set: { state: 'devuelto', returned_at: now },
      });
    sent.ended = ended.length;
    return sent;
  });
}
