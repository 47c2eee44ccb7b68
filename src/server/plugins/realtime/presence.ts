/**
 * Presence members of every instance, kept in PostgreSQL so that `here`, `joining` and `leaving`
 * agree whichever instance a socket is connected to. One row per socket and channel; joins and
 * leaves of one user in one channel are serialised by an advisory lock, so `member_added` and
 * `member_removed` go out exactly once per user across tabs and instances. Instances beat a
 * heartbeat; the rows of one that stops are swept by the others.
 */
import { and, asc, desc, eq, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { realtimeInstances, realtimePresence } from '../../db/schema';
import type { PresenceMember } from './protocol';

/** Pusher's limit of users per presence channel. */
export const MAX_PRESENCE_MEMBERS = 100;
export const HEARTBEAT_MS = 15_000;
export const DEAD_AFTER_SECONDS = 60;

export type JoinResult = { full: true } | { full: false; first: boolean; members: PresenceMember[] };

export interface Departure {
  channel: string;
  user_id: string;
}

const p = realtimePresence;

export class PresenceStore {
  constructor(
    private readonly db: Db,
    readonly instanceId: string,
  ) {}

  /** Registers this instance, or beats its heartbeat (re-registering if others swept it during a long pause). */
  async heartbeat(): Promise<void> {
    await this.db
      .insert(realtimeInstances)
      .values({ id: this.instanceId })
      .onConflictDoUpdate({ target: realtimeInstances.id, set: { heartbeat_at: sql`now()` } });
  }

  private async lock(tx: Tx, channel: string, userId: string): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`${channel} ${userId}`}, 0))`);
  }

  private membersQuery(db: Db | Tx, channel: string): Promise<PresenceMember[]> {
    return db
      .selectDistinctOn([p.user_id], { user_id: p.user_id, user_info: p.user_info })
      .from(p)
      .where(eq(p.channel, channel))
      .orderBy(asc(p.user_id), desc(p.created_at));
  }

  /** Adds a socket; `first` when the user had no other socket in the channel. */
  join(channel: string, socketId: string, member: PresenceMember): Promise<JoinResult> {
    return this.db.transaction(async (tx) => {
      await this.lock(tx, channel, member.user_id);
      const [counts] = await tx
        .select({
          others: sql<number>`count(distinct ${p.user_id}) filter (where ${p.user_id} <> ${member.user_id})`.mapWith(
            Number,
          ),
          mine: sql<number>`count(*) filter (where ${p.user_id} = ${member.user_id} and ${p.socket_id} <> ${socketId})`.mapWith(
            Number,
          ),
        })
        .from(p)
        .where(eq(p.channel, channel));
      const mine = counts?.mine ?? 0;
      if (mine === 0 && (counts?.others ?? 0) >= MAX_PRESENCE_MEMBERS) return { full: true };
      await tx
        .insert(p)
        .values({ channel, socket_id: socketId, instance_id: this.instanceId, ...member })
        .onConflictDoUpdate({ target: [p.channel, p.socket_id], set: { user_info: member.user_info } });
      return { full: false, first: mine === 0, members: await this.membersQuery(tx, channel) };
    });
  }

  /** Removes sockets of one user; true when that user has no socket left in the channel. */
  leave(channel: string, userId: string, socketIds: readonly string[]): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      await this.lock(tx, channel, userId);
      await tx.delete(p).where(and(eq(p.channel, channel), inArray(p.socket_id, [...socketIds])));
      const [left] = await tx
        .select({ socket: p.socket_id })
        .from(p)
        .where(and(eq(p.channel, channel), eq(p.user_id, userId)))
        .limit(1);
      return left === undefined;
    });
  }

  members(channel: string): Promise<PresenceMember[]> {
    return this.membersQuery(this.db, channel);
  }

  /** Occupied presence channels with their user counts. */
  channels(prefix = ''): Promise<{ channel: string; users: number }[]> {
    return this.db
      .select({ channel: p.channel, users: sql<number>`count(distinct ${p.user_id})`.mapWith(Number) })
      .from(p)
      .where(sql`starts_with(${p.channel}, ${prefix})`)
      .groupBy(p.channel);
  }

  /**
   * Removes the members of instances silent for `deadAfterSeconds` (0: every other instance),
   * then the instances; returns the users who thereby left a channel.
   */
  async sweep(deadAfterSeconds = DEAD_AFTER_SECONDS): Promise<Departure[]> {
    const dead = await this.db
      .select({ id: realtimeInstances.id })
      .from(realtimeInstances)
      .where(
        and(
          ne(realtimeInstances.id, this.instanceId),
          lt(realtimeInstances.heartbeat_at, sql`now() - make_interval(secs => ${deadAfterSeconds})`),
        ),
      );
    if (dead.length === 0) return [];
    const deadIds = dead.map((d) => d.id);
    const rows = await this.db
      .select({ channel: p.channel, user_id: p.user_id, socket_id: p.socket_id })
      .from(p)
      .where(inArray(p.instance_id, deadIds));
    const sockets = new Map<string, { departure: Departure; socketIds: string[] }>();
    for (const row of rows) {
      const key = `${row.channel} ${row.user_id}`;
      const entry = sockets.get(key) ?? { departure: { channel: row.channel, user_id: row.user_id }, socketIds: [] };
      entry.socketIds.push(row.socket_id);
      sockets.set(key, entry);
    }
    const departures: Departure[] = [];
    for (const { departure, socketIds } of sockets.values()) {
      if (await this.leave(departure.channel, departure.user_id, socketIds)) departures.push(departure);
    }
    await this.db.delete(realtimeInstances).where(inArray(realtimeInstances.id, deadIds));
    return departures;
  }

  /** Forgets this instance (its remaining rows go with it). */
  async unregister(): Promise<void> {
    await this.db.delete(realtimeInstances).where(eq(realtimeInstances.id, this.instanceId));
  }
}
