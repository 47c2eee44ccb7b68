/** Due-date notices: tomorrow's and overdue open entries, announced once per entry and kind, also across instances. */
import { calendarDate } from '@shared/working-days';
import { and, eq, like, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { entries, notifications } from '../../db/schema';
import { describeEachDatabase } from '../../test/harness';
import { notifyDueEntries } from './entries.due-notices';
import { type EntryFixtures, entryFixtures } from './entries.fixtures';

const SOON = 'Vence mañana el ingreso ';
const OVERDUE = 'Venció el plazo del ingreso ';
// Wednesday 10 June 2026, 10:00 in Lima.
const NOW = new Date('2026-06-10T15:00:00Z');
const DAY = 86_400_000;

describeEachDatabase('entries due-date notices', (ctx) => {
  let f: EntryFixtures;

  beforeAll(async () => {
    f = await entryFixtures(ctx());
  });

  /** An entry with the given due date (and state), set directly: registration computes its own. */
  const entryDue = async (due: string, over: Record<string, unknown> = {}, state = 'registrado') => {
    const entry = await f.register(over);
    await ctx().database.db.update(entries).set({ due_date: due, state }).where(eq(entries.id, entry.id));
    return entry;
  };

  const noticesOf = async (entryId: number, prefix: string) =>
    (
      await ctx()
        .database.db.select({ user_id: notifications.user_id, data: notifications.data })
        .from(notifications)
        .where(
          and(
            eq(notifications.type, 'entries'),
            sql`${notifications.data}->>'data_id' = ${String(entryId)}`,
            like(sql`${notifications.data}->>'text'`, `${prefix}%`),
          ),
        )
    ).map((n) => n.user_id);

  it('announces tomorrow’s and overdue open entries once, to the assignee or else the destination office', async () => {
    const { database } = ctx();
    const servidor = f.ids['user:servidor']!;
    const jefe = f.ids['user:jefe']!;
    const assignedSoon = await entryDue('2026-06-11', { assignee_id: servidor, subject: 'Mañana, asignado' });
    const officeSoon = await entryDue('2026-06-11', { subject: 'Mañana, sin responsable' });
    const overdue = await entryDue('2026-06-08', { assignee_id: servidor, subject: 'Vencido' });
    const attended = await entryDue('2026-06-08', {}, 'atendido');
    const today = await entryDue('2026-06-10');
    const later = await entryDue('2026-06-12');
    const backlog = await entryDue('2026-04-01');

    expect(await notifyDueEntries(database.db, NOW)).toEqual({ due_soon: 2, overdue: 1 });
    expect(await noticesOf(assignedSoon.id, SOON)).toEqual([servidor]);
    // The office's people who may open it: the head (entries-index), not the worker (entries-me).
    expect(await noticesOf(officeSoon.id, SOON)).toEqual([jefe]);
    expect(await noticesOf(overdue.id, OVERDUE)).toEqual([servidor]);
    for (const quiet of [attended, today, later, backlog]) {
      expect(await noticesOf(quiet.id, SOON)).toEqual([]);
      expect(await noticesOf(quiet.id, OVERDUE)).toEqual([]);
    }
    const [notice] = await database.db
      .select({ data: notifications.data })
      .from(notifications)
      .where(like(sql`${notifications.data}->>'text'`, `${SOON}${assignedSoon.number}%`));
    expect(notice!.data).toEqual({
      text: `${SOON}${assignedSoon.number}: Mañana, asignado`,
      type: 'entries',
      personal: true,
      automatic: true,
      data_id: assignedSoon.id,
    });

    // The next run, an hour later, announces nothing again.
    expect(await notifyDueEntries(database.db, new Date(NOW.getTime() + 3_600_000))).toEqual({
      due_soon: 0,
      overdue: 0,
    });
    expect(await noticesOf(assignedSoon.id, SOON)).toEqual([servidor]);

    // Two days later tomorrow's and today's entries are overdue: one notice of that kind, none of the other.
    expect(await notifyDueEntries(database.db, new Date(NOW.getTime() + 2 * DAY))).toEqual({
      due_soon: 0,
      overdue: 3,
    });
    expect(await noticesOf(today.id, OVERDUE)).toEqual([jefe]);
    expect(await noticesOf(assignedSoon.id, OVERDUE)).toEqual([servidor]);
    expect(await noticesOf(assignedSoon.id, SOON)).toEqual([servidor]);
  });

  it('announces an entry once when two instances run at the same time', async () => {
    const { database } = ctx();
    const entry = await entryDue('2026-07-02', { subject: 'Dos instancias' });
    const now = new Date('2026-07-01T15:00:00Z');
    const runs = await Promise.all([notifyDueEntries(database.db, now), notifyDueEntries(database.db, now)]);
    expect(runs.map((r) => r.due_soon).sort()).toEqual([0, 1]);
    expect(await noticesOf(entry.id, SOON)).toEqual([f.ids['user:jefe']]);
  });

  it('runs on the job queue when its workers start', async () => {
    const { app } = ctx();
    const entry = await entryDue(calendarDate(new Date(Date.now() + DAY)), { subject: 'Al iniciar' });
    await app.jobs.start();
    try {
      for (let i = 0; i < 200 && (await noticesOf(entry.id, SOON)).length === 0; i++)
        await new Promise((resolve) => setTimeout(resolve, 50));
      expect(await noticesOf(entry.id, SOON)).not.toEqual([]);
    } finally {
      await app.jobs.stop();
    }
  });
});
