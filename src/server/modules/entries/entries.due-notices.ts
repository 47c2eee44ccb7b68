/**
 * Due-date notices: an open entry due tomorrow, and one whose due date has passed, are announced
 * once each to its assignee (or, with nobody assigned, to the people of its destination office).
 *
 * "Once" is kept by the notifications themselves: each kind's text starts with its own fixed
 * wording, so an entry already announced of that kind (for any recipient) is skipped. Runs take a
 * transaction-level advisory lock, so two server instances never announce the same entry twice.
 */
import { OPEN_ENTRY_STATES } from '@shared/schemas/entries';
import { calendarDate } from '@shared/working-days';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { entries, notifications, users } from '../../db/schema';
import { notifyEntry } from './entries.scope';

/** Overdue entries older than this are not announced: a first run must not flood offices with a backlog. */
export const OVERDUE_LOOKBACK_DAYS = 30;
/** At most this many entries per kind and run; the rest follow on the next run. */
export const NOTICE_BATCH = 1000;

const KINDS = {
  due_soon: {
    prefix: 'Vence mañana el ingreso ',
    dueDate: (today: string) => sql`${entries.due_date} = ${today}::date + 1`,
  },
  overdue: {
    prefix: 'Venció el plazo del ingreso ',
    dueDate: (today: string) =>
      sql`${entries.due_date} < ${today}::date and ${entries.due_date} >= ${today}::date - ${OVERDUE_LOOKBACK_DAYS}::int`,
  },
} as const satisfies Record<string, { prefix: string; dueDate: (today: string) => SQL }>;

export type NoticeKind = keyof typeof KINDS;

const notYetAnnounced = (prefix: string) =>
  sql`not exists (select 1 from ${notifications} n where n.type = 'entries' and n.data->>'data_id' = ${entries.id}::text and n.data->>'text' like ${`${prefix}%`})`;

/** Announces the entries due tomorrow and the newly overdue ones as of `now`; returns how many of each. */
export async function notifyDueEntries(db: Db, now: Date): Promise<Record<NoticeKind, number>> {
  const today = calendarDate(now);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('folio.entries.due-notices'))`);
    const sent = { due_soon: 0, overdue: 0 };
    for (const kind of Object.keys(KINDS) as NoticeKind[]) {
      const { prefix, dueDate } = KINDS[kind];
      const due = await tx
        .select({
          id: entries.id,
          number: entries.number,
          subject: entries.subject,
          destination_office_id: entries.destination_office_id,
          assignee_id: sql<number | null>`case when ${users.active} then ${entries.assignee_id} end`,
        })
        .from(entries)
        .leftJoin(users, eq(users.id, entries.assignee_id))
        .where(and(inArray(entries.state, [...OPEN_ENTRY_STATES]), dueDate(today), notYetAnnounced(prefix)))
        .orderBy(asc(entries.due_date), asc(entries.id))
        .limit(NOTICE_BATCH);
      for (const entry of due) {
        await notifyEntry(
          tx,
          entry,
          [entry.assignee_id ?? { office: entry.destination_office_id }],
          `${prefix}${entry.number}: ${entry.subject}`,
          { automatic: true },
        );
      }
      sent[kind] = due.length;
    }
    return sent;
  });
}
