/**
 * What a digest says, computed by the Tablero's own tiles (lib/dashboard, the queries behind
 * `GET /api/v1/dashboard`) for the person, as if they opened it: the daily one keeps the tiles
 * with something in them; the weekly one only their office's overdue items by person.
 */
import { can } from '@shared/permissions';
import type { DashboardTile as TileAnswer } from '@shared/schemas/dashboard';
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { digestPreferences, rolePermissions, userRoles, users } from '../../db/schema';
import { type DashboardTile, loadTiles, tileContext, tilesFor } from '../../lib/dashboard/tiles';
import type { Auth } from '../../plugins/auth';

export const DIGEST_KINDS = ['daily', 'weekly'] as const;
export type DigestKind = (typeof DIGEST_KINDS)[number];

/** The weekly digest's tiles: an office head's overdue items, grouped by person. */
const WEEKLY_TILES: ReadonlySet<string> = new Set(['entries-office-overdue']);

const tilesOf: Record<DigestKind, (tile: DashboardTile) => boolean> = {
  daily: () => true,
  weekly: (tile) => WEEKLY_TILES.has(tile.id),
};

export interface Recipient {
  user: Auth['user'];
  permissions: string[];
  /** What the person chose in Mi perfil (both without a choice). */
  wants: Record<DigestKind, boolean>;
}

export interface DigestContent {
  kind: DigestKind;
  today: string;
  tiles: TileAnswer[];
}

/** The person as a Tablero caller; no session: the digest reads as them outside any request. */
const callerOf = (recipient: Recipient): Auth => ({
  user: recipient.user,
  permissions: recipient.permissions,
  tokenId: 0,
});

/** The active people who have a Tablero (`home`), with their keys and choices, by id. */
export async function recipients(db: Executor): Promise<Recipient[]> {
  const [people, keys] = await Promise.all([
    db
      .select({ user: users, daily: digestPreferences.daily, weekly: digestPreferences.weekly })
      .from(users)
      .leftJoin(digestPreferences, eq(digestPreferences.user_id, users.id))
      .where(eq(users.active, true))
      .orderBy(asc(users.id)),
    db
      .selectDistinct({ user_id: userRoles.user_id, permission: rolePermissions.permission })
      .from(userRoles)
      .innerJoin(rolePermissions, eq(rolePermissions.role_id, userRoles.role_id)),
  ]);
  const keysOf = new Map<number, string[]>();
  for (const k of keys) keysOf.set(k.user_id, [...(keysOf.get(k.user_id) ?? []), k.permission]);
  return people
    .map((p) => ({
      user: p.user,
      permissions: keysOf.get(p.user.id) ?? [],
      wants: { daily: p.daily ?? true, weekly: p.weekly ?? true },
    }))
    .filter((r) => can(r.permissions, ['home']));
}

/** Whether the digest could say anything to the person: one of its tiles opens for their keys. */
export function mayReceive(kind: DigestKind, recipient: Pick<Recipient, 'user' | 'permissions'>): boolean {
  return tilesFor(callerOf({ ...recipient, wants: { daily: true, weekly: true } })).some(tilesOf[kind]);
}

/** The digest for the person as of `now`, or null when nothing is pending for them. */
export async function composeDigest(
  db: Executor,
  kind: DigestKind,
  recipient: Recipient,
  now: Date,
): Promise<DigestContent | null> {
  const ctx = await tileContext(db, callerOf(recipient), now);
  const tiles = (await loadTiles(ctx, tilesOf[kind])).filter((tile) => tile.count > 0);
  return tiles.length === 0 ? null : { kind, today: ctx.today, tiles };
}
