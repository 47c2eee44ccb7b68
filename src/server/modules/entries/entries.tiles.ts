/**
 * The entries' tiles on the Tablero (lib/dashboard): the caller's open entries with their traffic
 * light and what falls due today and on the next working day; for an office head what waits to
 * be received, the open entries nobody is assigned and the overdue ones by person; for the front
 * desk today's registrations. Each is the entries list with a URL query.
 */
import { sql } from 'drizzle-orm';
import { entries, users } from '../../db/schema';
import { listTile } from '../../lib/dashboard/list-tile';
import type { DashboardTile, TileContext } from '../../lib/dashboard/tiles';
import { fullName } from '../../lib/records/names';
import { entryReads } from './entries.reads';

const PATH = '/entries';
const row = { label: entries.number, description: entries.subject };
const term = { days: entries.response_days, due: entries.due_date };
const mine = { mine: 'true', open: 'true' };

const officeOf = (ctx: TileContext) => ctx.caller.user.office_id ?? null;

/** "Vencen mañana", or the day's name when the next working day is not tomorrow. */
function nextDayTitle(ctx: TileContext): string {
  const tomorrow = new Date(`${ctx.today}T12:00:00Z`);
  tomorrow.setUTCDate(tomorrow.getUTCDate() + 1);
  if (tomorrow.toISOString().slice(0, 10) === ctx.nextWorkingDay) return 'Vencen mañana';
  const day = new Date(`${ctx.nextWorkingDay}T12:00:00Z`).toLocaleDateString('es-PE', {
    weekday: 'long',
    day: '2-digit',
    month: '2-digit',
    timeZone: 'UTC',
  });
  return `Vencen el ${day}`;
}

export const ENTRY_TILES: readonly DashboardTile[] = [
  listTile(entryReads, {
    id: 'entries-mine',
    group: 'mine',
    order: 10,
    title: 'Ingresos a mi cargo',
    path: PATH,
    query: () => ({ ...mine, sort: 'due_date' }),
    ...row,
    date: entries.due_date,
    term,
  }),
  listTile(entryReads, {
    id: 'entries-due-today',
    group: 'mine',
    order: 20,
    title: 'Vencen hoy',
    path: PATH,
    query: (ctx) => ({ ...mine, due_from: ctx.today, due_to: ctx.today, sort: 'due_date' }),
    ...row,
    date: entries.due_date,
    term,
  }),
  listTile(entryReads, {
    id: 'entries-due-next',
    group: 'mine',
    order: 30,
    title: nextDayTitle,
    path: PATH,
    query: (ctx) => ({ ...mine, due_from: ctx.nextWorkingDay, due_to: ctx.nextWorkingDay, sort: 'due_date' }),
    ...row,
    date: entries.due_date,
    term,
  }),
  listTile(entryReads, {
    id: 'entries-office-receipts',
    group: 'office',
    order: 10,
    title: 'Por recibir en la oficina',
    permissions: ['entries-index'],
    path: PATH,
    query: (ctx) => (officeOf(ctx) === null ? null : { to_receive: 'true', sort: 'received_at' }),
    ...row,
    date: entries.due_date,
  }),
  listTile(entryReads, {
    id: 'entries-office-unassigned',
    group: 'office',
    order: 20,
    title: 'Sin asignar',
    permissions: ['entries-index'],
    path: PATH,
    query: (ctx) => {
      const office = officeOf(ctx);
      return office === null
        ? null
        : { office_id: String(office), open: 'true', assignee_id: 'none', sort: 'due_date' };
    },
    ...row,
    date: entries.due_date,
    term,
  }),
  listTile(entryReads, {
    id: 'entries-office-overdue',
    group: 'office',
    order: 30,
    title: 'Vencidos por persona',
    permissions: ['entries-index'],
    path: PATH,
    query: (ctx) => {
      const office = officeOf(ctx);
      return office === null ? null : { office_id: String(office), overdue: 'true', sort: 'due_date' };
    },
    ...row,
    groupBy: {
      key: entries.assignee_id,
      name: sql`(select ${fullName(users)} from ${users} where ${users.id} = ${entries.assignee_id})`,
      none: 'Sin asignar',
      open: (key) => ({ assignee_id: key === null ? 'none' : String(key) }),
    },
  }),
  listTile(entryReads, {
    id: 'entries-today',
    group: 'front-desk',
    order: 10,
    title: 'Ingresos registrados hoy',
    permissions: ['entries-create'],
    path: PATH,
    query: (ctx) => ({ from: ctx.today, to: ctx.today, sort: '-received_at' }),
    ...row,
  }),
];
