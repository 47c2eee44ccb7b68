/**
 * Fan-out between Folio instances over PostgreSQL LISTEN/NOTIFY (no other broker). A batch of
 * messages travels as one or more NOTIFY payloads (each under the 8000-byte limit) and is
 * reassembled by every listener. Two ways in:
 * - `publishOnCommit(tx, …)` issues the NOTIFY inside the caller's transaction, so PostgreSQL
 *   itself delivers it after COMMIT (and drops it on ROLLBACK) to every instance, this one too.
 * - `Fanout.publish(…)` delivers here at once and tells the other instances right away.
 * On PGlite there is one process: immediate messages stay in memory and committed ones come back
 * through PGlite's in-process LISTEN.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Database, Executor } from '../../db/client';

export interface BusMessage {
  channels: string[];
  event: string;
  /** Already JSON-encoded, as it goes on the wire. */
  data: string;
  /** The sender's socket, which must not get its own event. */
  except?: string;
  /** Sender of a client event on a presence channel. */
  user_id?: string;
  /**
   * Presence member events: the id of the transaction that made the change, so a socket whose
   * member list was read after that commit (and so already has it) skips the event.
   */
  xid?: string;
}

export const NOTIFY_CHANNEL = 'folio_realtime';

/** Characters of message per NOTIFY payload; the body is ASCII, so characters are bytes. */
const CHUNK = 7800;
const PARTIAL_TTL_MS = 60_000;
const RECONNECT_MAX_MS = 30_000;
const LEADER_LOCK = 'folio_realtime_leader';

/** JSON with every non-ASCII character escaped, so slicing by characters never splits a UTF-8 sequence. */
const asciiJson = (value: unknown) =>
  JSON.stringify(value).replace(/[\u007f-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** NOTIFY payloads for one batch: `origin|id|index|count|chunk`; an empty origin marks a committed transaction. */
export function encodeBatch(messages: readonly BusMessage[], origin = ''): string[] {
  const body = asciiJson(messages);
  const id = randomBytes(6).toString('hex');
  const count = Math.max(1, Math.ceil(body.length / CHUNK));
  return Array.from(
    { length: count },
    (_, i) => `${origin}|${id}|${i}|${count}|${body.slice(i * CHUNK, (i + 1) * CHUNK)}`,
  );
}

export interface DecodedBatch {
  origin: string;
  messages: BusMessage[];
}

/** Reassembles payloads into batches; parts of different batches may interleave. */
export class BatchDecoder {
  private readonly partial = new Map<string, { parts: string[]; received: number; at: number }>();

  decode(payload: string): DecodedBatch | null {
    const [origin = '', id, index, count] = payload.split('|', 4);
    const chunk = payload.slice(`${origin}|${id}|${index}|${count}|`.length);
    const total = Number(count);
    if (total === 1) return { origin, messages: JSON.parse(chunk) };
    const key = `${origin}|${id}`;
    const now = Date.now();
    let entry = this.partial.get(key);
    if (!entry) {
      for (const [k, e] of this.partial) if (now - e.at > PARTIAL_TTL_MS) this.partial.delete(k);
      entry = { parts: new Array(total), received: 0, at: now };
      this.partial.set(key, entry);
    }
    entry.parts[Number(index)] = chunk;
    entry.received += 1;
    if (entry.received < total) return null;
    this.partial.delete(key);
    return { origin, messages: JSON.parse(entry.parts.join('')) };
  }
}

/** Queues messages that PostgreSQL (or PGlite) delivers to every instance when `tx` commits. */
export async function publishOnCommit(tx: Executor, messages: readonly BusMessage[]): Promise<void> {
  if (messages.length === 0) return;
  const parts = JSON.stringify(encodeBatch(messages));
  await tx.execute(
    sql`select pg_notify(${NOTIFY_CHANNEL}, part) from json_array_elements_text(${parts}::json) as part`,
  );
}

/** Receives every batch meant for this instance; `committed` marks those from `publishOnCommit`. */
export type BatchHandler = (messages: BusMessage[], committed: boolean) => void;

export interface Fanout {
  /** Delivers here now and on every other instance as soon as they hear it. */
  publish(messages: BusMessage[]): void;
  /** Exactly one live instance is the leader (always true on PGlite); it forwards committed batches to an external server. */
  isLeader(): boolean;
  /** Whether events from other instances reach this one (the LISTEN connection is up; always on PGlite). */
  isConnected(): boolean;
  close(): Promise<void>;
}

export async function openFanout(
  database: Database,
  instanceId: string,
  onBatch: BatchHandler,
  log: FastifyBaseLogger,
): Promise<Fanout> {
  const decoder = new BatchDecoder();
  const receive = (payload: string) => {
    try {
      const batch = decoder.decode(payload);
      if (batch && batch.origin !== instanceId) onBatch(batch.messages, batch.origin === '');
    } catch (err) {
      log.error({ err }, 'realtime: unreadable NOTIFY payload');
    }
  };

  if (database.pglite) {
    const unlisten = await database.pglite.listen(NOTIFY_CHANNEL, receive);
    return {
      publish: (messages) => onBatch(messages, false),
      isLeader: () => true,
      isConnected: () => true,
      close: () => unlisten(),
    };
  }
  if (!database.pool) throw new Error('realtime: the database has neither PGlite nor a pool');
  return new PostgresFanout(database.pool, instanceId, onBatch, receive, log).start();
}

class PostgresFanout implements Fanout {
  private client: pg.Client | undefined;
  private pending: string[] = [];
  private flushing: Promise<void> | undefined;
  private closed = false;
  private leader = false;
  private retryMs = 500;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly pool: pg.Pool,
    private readonly instanceId: string,
    private readonly onBatch: BatchHandler,
    private readonly receive: (payload: string) => void,
    private readonly log: FastifyBaseLogger,
  ) {}

  async start(): Promise<this> {
    await this.connect();
    return this;
  }

  private async connect(): Promise<void> {
    const client = new pg.Client(this.pool.options);
    client.on('notification', (n) => {
      if (n.channel === NOTIFY_CHANNEL && n.payload) this.receive(n.payload);
    });
    client.on('error', (err) => this.lost(client, err));
    client.on('end', () => this.lost(client));
    await client.connect();
    await client.query(`LISTEN ${NOTIFY_CHANNEL}`);
    this.client = client;
    this.retryMs = 500;
    await this.claimLeadership();
  }

  private lost(client: pg.Client, err?: Error): void {
    if (this.client !== client || this.closed) return;
    this.client = undefined;
    this.leader = false;
    this.log.error(
      { err },
      'realtime: LISTEN connection lost; events from other instances are missed until it is back',
    );
    client.end().catch(() => {});
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.connect().catch((err) => {
        this.log.error({ err }, 'realtime: LISTEN reconnect failed');
        this.retryMs = Math.min(this.retryMs * 2, RECONNECT_MAX_MS);
        this.scheduleReconnect();
      });
    }, this.retryMs);
    this.timer.unref();
  }

  /** The leader holds a session advisory lock on its LISTEN connection; others retry now and then. */
  private async claimLeadership(): Promise<void> {
    const client = this.client;
    if (!client || this.leader || this.closed) return;
    const { rows } = await client.query<{ ok: boolean }>('select pg_try_advisory_lock(hashtext($1)) as ok', [
      LEADER_LOCK,
    ]);
    this.leader = rows[0]?.ok === true;
    if (!this.leader) {
      clearTimeout(this.timer);
      this.timer = setTimeout(() => this.claimLeadership().catch(() => {}), 15_000);
      this.timer.unref();
    }
  }

  isLeader(): boolean {
    return this.leader;
  }

  isConnected(): boolean {
    return this.client !== undefined && !this.closed;
  }

  publish(messages: BusMessage[]): void {
    this.onBatch(messages, false);
    this.pending.push(...encodeBatch(messages, this.instanceId));
    this.flushing ??= new Promise((resolve) => setImmediate(resolve))
      .then(() => this.flush())
      .finally(() => {
        this.flushing = undefined;
      });
  }

  /** One round trip for every batch published since the last flush. */
  private async flush(): Promise<void> {
    while (this.pending.length > 0) {
      const parts = this.pending;
      this.pending = [];
      try {
        await this.pool.query('select pg_notify($1, part) from json_array_elements_text($2::json) as part', [
          NOTIFY_CHANNEL,
          JSON.stringify(parts),
        ]);
      } catch (err) {
        this.log.error({ err }, 'realtime: NOTIFY failed; other instances missed some events');
      }
    }
  }

  async close(): Promise<void> {
    await this.flushing;
    this.closed = true;
    clearTimeout(this.timer);
    await this.client?.end().catch(() => {});
    this.client = undefined;
  }
}
