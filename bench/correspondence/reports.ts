/**
 * The reports scenario (`--only=reports`): each report over a year of the whole organisation as
 * the front desk (`entries-all`, `outputs-all`) and as an office head, target p95 ≤ 500 ms.
 * The loader leaves `attended_at` empty, and attention time reads it: `ensureAttendedAt` gives
 * every attended or archived entry its moment once (1–15 days after it was received), as the
 * `attend` transition would have, and refreshes the reports' facts.
 */
import { calendarDate } from '@shared/working-days';
import type pg from 'pg';

export const REPORT_TARGET = 500;

export async function ensureAttendedAt(c: pg.Client): Promise<number> {
  // Without the triggers, one by one, that keep the reports' facts: they are refreshed at once after.
  await c.query('set session_replication_role = replica');
  const { rowCount } = await c.query(`
    update entries
       set attended_at = least(now(), received_at + make_interval(days => 1 + ((id::bigint * 7919) % 15)::int, hours => 3))
     where state in ('atendido', 'archivado') and attended_at is null`);
  await c.query('set session_replication_role = origin');
  if (rowCount) {
    await c.query('select refresh_report_facts()');
    for (const table of ['entries', 'entry_facts', 'entry_daily']) await c.query(`vacuum (analyze) ${table}`);
  }
  return rowCount ?? 0;
}

export function reportScenarios(now = new Date()) {
  const to = calendarDate(now);
  const from = calendarDate(new Date(now.getTime() - 365 * 86_400_000));
  const year = `from=${from}&to=${to}`;
  const scenario = (label: string, who: 'mesapartes' | 'jefe' | 'head50k', path: string) => ({
    label: `reports ${label}`,
    who,
    path: `/api/v1/reports/${path}`,
    target: REPORT_TARGET,
  });
  return [
    scenario('volume by month, a year', 'mesapartes', `volume?${year}&by=period&bucket=month`),
    scenario('volume by office, a year', 'mesapartes', `volume?${year}&by=office`),
    scenario('volume by channel, a year', 'mesapartes', `volume?${year}&by=channel`),
    scenario('backlog by office', 'mesapartes', 'backlog?by=office'),
    scenario('backlog by person', 'mesapartes', 'backlog?by=person'),
    scenario('attention time by office, a year', 'mesapartes', `attention-time?${year}&by=office`),
    scenario('attention time by person, a year', 'mesapartes', `attention-time?${year}&by=person`),
    scenario('attention time by type, a year', 'head50k', `attention-time?${year}&by=type`),
    scenario('backlog by person, office head', 'head50k', 'backlog?by=person'),
    scenario('volume by week, office head', 'jefe', `volume?${year}&by=period&bucket=week`),
  ];
}
