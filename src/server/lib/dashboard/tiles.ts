/**
 * The Tablero's registry (docs/domain.md §6): each module declares the tiles of what waits in it, in its
 * own `<module>.tiles.ts`, and registers them from its routes with `registerTiles`; `GET
 * /api/v1/dashboard` (modules/dashboard) loads every tile the caller's keys open. A tile counts
 * only records in the caller's scope: build it with `listTile` (list-tile.ts) over the module's
 * reads, so its count, its rows and the list it opens are the same query.
 */

import { can, type PermissionKey } from '@shared/permissions';
import type { DashboardGroup, DashboardTile as TileAnswer } from '@shared/schemas/dashboard';
import { addWorkingDays, calendarDate, type WorkingCalendar } from '@shared/working-days';
import type { Executor } from '../../db/client';
import type { Auth } from '../../plugins/auth';
import { getSettings } from '../settings/settings';

export interface TileContext {
  db: Executor;
  caller: Auth;
  /** The organisation's calendar day. */
  today: string;
  /** The working day after today (what "due tomorrow" means on a Friday). */
  nextWorkingDay: string;
  calendar: WorkingCalendar;
}

export interface DashboardTile {
  /** Unique, `<module>-<what>`: `entries-mine`. */
  id: string;
  group: DashboardGroup;
  /** Place in its group, smaller first. */
  order: number;
  /** Any one opens the tile (`admin` passes); the records it counts are still the caller's scope. */
  permissions: readonly PermissionKey[];
  /** The tile for this caller, or null when it does not apply to them (no office…). */
  load: (ctx: TileContext) => Promise<TileAnswer | null>;
}

const registry = new Map<string, DashboardTile>();

/** Adds (or replaces, by id) a module's tiles. */
export function registerTiles(tiles: readonly DashboardTile[]): void {
  for (const tile of tiles) registry.set(tile.id, tile);
}

/** The tiles the caller's keys open, in group and order. */
export function tilesFor(caller: Auth): DashboardTile[] {
  const groups = Object.keys(GROUP_ORDER);
  return [...registry.values()]
    .filter((tile) => can(caller.permissions, tile.permissions))
    .sort((a, b) => groups.indexOf(a.group) - groups.indexOf(b.group) || a.order - b.order);
}

const GROUP_ORDER: Record<DashboardGroup, true> = {
  mine: true,
  office: true,
  'front-desk': true,
  delivery: true,
  archive: true,
  system: true,
};

export async function tileContext(db: Executor, caller: Auth, now: Date = new Date()): Promise<TileContext> {
  const settings = await getSettings(db);
  const calendar = { workingDays: settings.working_days, holidays: settings.holidays };
  const today = calendarDate(now);
  return { db, caller, today, nextWorkingDay: addWorkingDays(today, 1, calendar), calendar };
}

/** Every tile of the caller (or those `only` keeps: the weekly digest's), loaded side by side. */
export async function loadTiles(ctx: TileContext, only?: (tile: DashboardTile) => boolean): Promise<TileAnswer[]> {
  const tiles = tilesFor(ctx.caller).filter((tile) => only?.(tile) ?? true);
  const loaded = await Promise.all(tiles.map((tile) => tile.load(ctx)));
  return loaded.filter((tile): tile is TileAnswer => tile !== null);
}
