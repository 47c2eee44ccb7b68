/**
 * The Tablero (`GET /api/v1/dashboard`, docs/domain.md §6): what is waiting for the caller, as tiles
 * grouped by what they do. Each tile has a count, a few rows and the list behind it; pending
 * records with a term carry a traffic light.
 */
import { type WorkingCalendar, workingDaysBetween } from '../working-days';
import { z } from '../zod';
import { calendarDay, keysOf, named } from './api';

export const DASHBOARD_GROUPS = {
  mine: 'Mis pendientes',
  office: 'Mi oficina',
  'front-desk': 'Mesa de partes',
  delivery: 'Mensajería',
  archive: 'Archivo central',
} as const;
export type DashboardGroup = keyof typeof DASHBOARD_GROUPS;

export const TRAFFIC_LIGHTS = {
  verde: 'En plazo',
  ambar: 'Por vencer',
  rojo: 'Vencido',
} as const;
export type TrafficLight = keyof typeof TRAFFIC_LIGHTS;

export interface TermOf {
  /** The term in working days. */
  term: number;
  /** Its last day, as stored on the record (`addWorkingDays(start, term)`). */
  due: string;
}

/**
 * Green while less than half of the term's working days are used, amber up to the due date, red
 * past it (a weekend after a Friday due date is already red). The days used are the term less the
 * working days still left before the due date, so the light follows the stored due date even when
 * the term did not start on the day received (a virtual-desk entry received out of hours).
 */
export function trafficLight({ term, due }: TermOf, today: string, calendar: WorkingCalendar): TrafficLight {
  if (today > due) return 'rojo';
  const used = term - workingDaysBetween(today, due, calendar);
  return used * 2 < term ? 'verde' : 'ambar';
}

const trafficLightSchema = z.enum(keysOf(TRAFFIC_LIGHTS));

export const dashboardRow = named(
  'DashboardRow',
  z.object({
    /** A record id, or a key of a grouped row (a person). */
    key: z.string(),
    label: z.string(),
    description: z.string().nullable(),
    /** Where the row opens in the app. */
    link: z.string().nullable(),
    /** A date worth showing (due date, scheduled date, retention date). */
    date: z.string().nullable(),
    light: trafficLightSchema.nullable(),
    /** Grouped rows (overdue by person, items of a control): how many. */
    count: z.number().int().nullable(),
  }),
  'Una fila de un recuadro del tablero.',
);
export type DashboardRow = z.infer<typeof dashboardRow>;

export const dashboardTile = named(
  'DashboardTile',
  z.object({
    id: z.string(),
    group: z.enum(keysOf(DASHBOARD_GROUPS)),
    title: z.string(),
    /** The matching records, at most COUNT_LIMIT (then `capped`). */
    count: z.number().int(),
    capped: z.boolean(),
    /** The list behind the tile, filtered as the count (an app URL); null while the list does not exist. */
    link: z.string().nullable(),
    rows: z.array(dashboardRow),
    /** How many of the counted records are green, amber and red, for tiles of records with a term. */
    lights: z.object({ verde: z.number().int(), ambar: z.number().int(), rojo: z.number().int() }).nullable(),
  }),
  'Un recuadro del tablero: cuántos registros esperan, algunas filas y la lista que los muestra.',
);
export type DashboardTile = z.infer<typeof dashboardTile>;

export const dashboardAnswer = named(
  'Dashboard',
  z.object({
    /** The organisation's calendar day the tiles were computed for. */
    today: calendarDay(),
    tiles: z.array(dashboardTile),
  }),
  'El tablero del usuario: los recuadros que sus permisos abren, calculados para el día `today`.',
);
export type DashboardAnswer = z.infer<typeof dashboardAnswer>;
