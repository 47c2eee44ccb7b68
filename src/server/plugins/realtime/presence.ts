/**
 * Presence members of every instance, kept in PostgreSQL so that `here`, `joining` and `leaving`
 * agree whichever instance a socket is connected to. One row per socket and channel; joins and
 * leaves of one user in one channel are serialised by an advisory lock, so `member_added` and
 * `member_removed` go out exactly once per user across tabs and instances. Instances beat a
 * heartbeat; the rows of one that stops are swept by the others.
 *
 * Member events are NOTIFYed inside the transaction that made the change, so every instance hears
 * them in commit order, tagged with that transaction's id. A joining socket's member list comes
 * with the snapshot it was read in: an event whose transaction that snapshot already saw is in the
 * list, and the socket skips it (it may still be in transit when the list goes out).
 */
import { and, eq, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Db, Executor, Tx } from '../../db/client';
import { realtimeInstances, realtimePresence } from '../../db/schema';
import { publishOnCommit } from './bus';
import type { PresenceMember } from './protocol';

/** Pusher's limit of users per presence channel. */
export const MAX_PRESENCE_MEMBERS = 100;
export const HEARTBEAT_MS = 15_000;
export const DEAD_AFTER_SECONDS = 60;

/**
 * A PostgreSQL snapshot (`pg_current_snapshot()`, `xmin:xmax:xip,…`): which transactions had
 * committed when a member list was read.
 */
export class Snapshot {
  private constructor(
    private readonly xmin: bigint,
    private readonly xmax: bigint,
    private readonly running: ReadonlySet<bigint>,
  ) {}

  static parse(text: string): Snapshot {
    const [xmin = '0', xmax = '0', xip = ''] = text.split(':');
    return new Snapshot(BigInt(xmin), BigInt(xmax), new Set(xip ? xip.split(',').map(BigInt) : []));
  }

  /** True when transaction `xid` (a committed one) had committed when the snapshot was taken, as `pg_visible_in_snapshot`. */
  sees(xid: string): boolean {
    const id = BigInt(xid);
    return id < this.xmin || (id < this.xmax && !this.running.has(id));
  }
}

export interface MemberList {
  members: PresenceMember[];
  snapshot: Snapshot;
}

export type JoinResult = { full: true } | ({ full: false; first: boolean } & MemberList);

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

  /** The members of a channel and, from the same statement, the snapshot they were read in. */
  private async memberList(db: Executor, channel: string): Promise<MemberList> {
    const result = (await db.execute(sql`
      select pg_current_snapshot()::text as snapshot,
        coalesce(
          (select json_agg(json_build_object('user_id', m.user_id, 'user_info', m.user_info) order by m.user_id)
           from (select distinct on (${p.user_id}) ${p.user_id} as user_id, ${p.user_info} as user_info
                 from ${p} where ${p.channel} = ${channel}
                 order by ${p.user_id}, ${p.created_at} desc) m),
          '[]'::json
        ) as members`)) as unknown as { rows: { snapshot: string; members: PresenceMember[] | string }[] };
    const row = result.rows[0];
    if (!row) throw new Error('realtime: the member list query returned no row');
    const members = typeof row.members === 'string' ? (JSON.parse(row.members) as PresenceMember[]) : row.members;
    return { members, snapshot: Snapshot.parse(row.snapshot) };
  }

  /** Queues a member event for commit, tagged with the id of the transaction that made the change. */
  private async announce(tx: Tx, channel: string, event: string, data: object, except?: string): Promise<void> {
    const result = (await tx.execute(sql`select pg_current_xact_id()::text as xid`)) as unknown as {
      rows: { xid: string }[];
    };
    const xid = result.rows[0]?.xid;
    await publishOnCommit(tx, [{ channels: [channel], event, data: JSON.stringify(data), except, xid }]);
  }

  /**
   * Adds a socket; `first` when the user had no other socket in the channel, in which case the
   * others get `member_added` once this commits.
   */
  join(channel: string, socketId: string, member: PresenceMember): Promise<JoinResult> {
    return this.db.transaction(async (tx): Promise<JoinResult> => {
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
      const first = mine === 0;
      if (first) await this.announce(tx, channel, 'pusher_internal:member_added', member, socketId);
      return { full: false, first, ...(await this.memberList(tx, channel)) };
    });
  }

  /**
   * Removes sockets of one user; true when this removed that user's last socket in the channel, in
   * which case the others get `member_removed` once this commits.
   */
  leave(channel: string, userId: string, socketIds: readonly string[]): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      await this.lock(tx, channel, userId);
      const removed = await tx
        .delete(p)
        .where(and(eq(p.channel, channel), eq(p.user_id, userId), inArray(p.socket_id, [...socketIds])))
        .returning({ socket: p.socket_id });
      // Already gone (swept meanwhile): whoever removed them announced the departure.
      if (removed.length === 0) return false;
      const [left] = await tx
        .select({ socket: p.socket_id })
        .from(p)
        .where(and(eq(p.channel, channel), eq(p.user_id, userId)))
        .limit(1);
      if (left !== undefined) return false;
      await this.announce(tx, channel, 'pusher_internal:member_removed', { user_id: userId });
      return true;
    });
  }

  /** The members of a channel with the snapshot they were read in (for a socket's member list). */
  list(channel: string): Promise<MemberList> {
    return this.memberList(this.db, channel);
  }

  async members(channel: string): Promise<PresenceMember[]> {
    return (await this.memberList(this.db, channel)).members;
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
   * then the instances; returns the users who thereby left a channel (each announced with
   * `member_removed` as its removal commits).
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
