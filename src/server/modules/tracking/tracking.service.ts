/**
 * Citizens' tracking ("Consulta de trámite"): what a citizen holding an entry's number and
 * verification code may know of it, without signing in. A wrong code and a number that does not
 * exist run the same statement, hash the same way, compare in constant time and answer the same
 * 404, so neither can be told from the other.
 */
import {
  TRACKING_NOT_FOUND,
  TRACKING_STATES,
  type TrackingAnswer,
  type TrackingState,
  type TrackingStep,
} from '@shared/schemas/tracking';
import { countedFrom } from '@shared/schemas/virtual-desk';
import { calendarDate } from '@shared/working-days';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { documentClassifications, entries, entryMovements, offices, outputs } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { getSettings } from '../../lib/settings/settings';
import { sameCode, trackingCode } from '../../lib/tracking-code';

const ANSWERED_STATES: readonly string[] = ['atendido', 'archivado'];

async function findEntry(db: Executor, number: string) {
  const [row] = await db
    .select({
      id: entries.id,
      number: entries.number,
      received_at: entries.received_at,
      channel: entries.channel,
      subject: entries.subject,
      due_date: entries.due_date,
      state: entries.state,
      registered_office: sql<string>`(select o.name from ${offices} o where o.id = ${entries.registered_office_id})`,
      restricted: sql<boolean>`coalesce((select dc.restricted from ${documentClassifications} dc where dc.id = ${entries.classification_id}), false)`,
    })
    .from(entries)
    // An office's document received by internal dispatch has no citizen to follow it.
    .where(and(eq(entries.number, number), ne(entries.channel, 'interno')))
    .limit(1);
  return row;
}

async function stepsOf(db: Executor, entryId: number): Promise<TrackingStep[]> {
  const rows = await db
    .select({
      office: offices.name,
      sent_at: entryMovements.sent_at,
      received_at: entryMovements.received_at,
      state: entryMovements.state,
    })
    .from(entryMovements)
    .innerJoin(offices, eq(offices.id, entryMovements.to_office_id))
    .where(eq(entryMovements.entry_id, entryId))
    .orderBy(asc(entryMovements.sent_at), asc(entryMovements.id));
  return rows.map((m) => ({
    office: m.office,
    sent_at: m.sent_at.toISOString(),
    received_at: m.received_at?.toISOString() ?? null,
    returned: m.state === 'devuelto',
  }));
}

async function replyOf(db: Executor, entryId: number) {
  const [reply] = await db
    .select({ number: outputs.number, issued_at: outputs.issued_at })
    .from(outputs)
    .where(and(eq(outputs.entry_id, entryId), ne(outputs.state, 'anulado')))
    .orderBy(asc(outputs.issued_at), asc(outputs.id))
    .limit(1);
  return reply ? { number: reply.number, issued_at: reply.issued_at.toISOString() } : null;
}

/**
 * The day the submission legally counts from: a virtual desk entry received outside working hours
 * is presented on the next working day; any other entry on the day it was received.
 */
async function presentedOn(db: Executor, receivedAt: Date, channel: string) {
  if (channel !== 'mesa_virtual') return { date: calendarDate(receivedAt), outside: false };
  const settings = await getSettings(db);
  return countedFrom(receivedAt, settings.virtual_desk, {
    workingDays: settings.working_days,
    holidays: settings.holidays,
  });
}

/** The entry `number` as its citizen sees it when `code` is its verification code; else 404. */
export async function trackEntry(db: Executor, secret: string, number: string, code: string): Promise<TrackingAnswer> {
  const row = await findEntry(db, number);
  // A number that does not exist is hashed too, so both failures cost the same.
  const expected = trackingCode(secret, row ?? { id: 0, number });
  if (!sameCode(expected, code) || !row) throw notFound(TRACKING_NOT_FOUND);

  const key = row.state as TrackingState;
  const state = { key, ...TRACKING_STATES[key] };
  if (row.restricted) return { number: row.number, state, restricted: true };

  const received = row.received_at.toISOString();
  const [movements, reply, presented] = await Promise.all([
    stepsOf(db, row.id),
    ANSWERED_STATES.includes(row.state) ? replyOf(db, row.id) : Promise.resolve(null),
    presentedOn(db, row.received_at, row.channel),
  ]);
  return {
    number: row.number,
    state,
    restricted: false,
    received_at: received,
    presented_on: presented.date,
    received_outside_hours: presented.outside,
    subject: row.subject,
    due_date: row.due_date,
    steps: [{ office: row.registered_office, sent_at: received, received_at: received, returned: false }, ...movements],
    reply,
  };
}
