/**
 * The callers' identities (token → user and permissions) kept in the process, so a request does
 * not read them from the database every time, yet never acts on a stale one:
 * - triggers on users, user_roles, roles, role_permissions and auth_tokens (migration 0009)
 *   `NOTIFY folio_identity` with `u:<user id>` or `*`, and every instance drops what they name;
 * - before using a cached identity a request waits for one round trip on the LISTEN connection
 *   (shared by the requests that arrive together). PostgreSQL sends a listener the notifications
 *   of every transaction committed before that round trip ahead of its answer, so a change
 *   committed before the request began — on this instance or another — has been applied.
 * Without a LISTEN connection (lost, not yet back) nothing is served from the cache.
 */
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Database } from '../db/client';

export const IDENTITY_CHANNEL = 'folio_identity';
/** Cached identities at most; the oldest are dropped first. */
const MAX_ENTRIES = 10_000;
const RECONNECT_MS = 1_000;

export interface CachedIdentity<T> {
  userId: number;
  value: T;
}

export interface IdentityCache<T> {
  /** The cached identity of a token hash, once every change committed so far has been heard; undefined = read it. */
  get(key: string): Promise<CachedIdentity<T> | undefined>;
  /** Call before reading an identity from the database; pass it to `set`. */
  generation(): number;
  /** Caches an identity read since `generation`, unless a change was heard in between. */
  set(key: string, entry: CachedIdentity<T>, generation: number): void;
  delete(key: string): void;
  close(): Promise<void>;
}

export function openIdentityCache<T>(database: Database, log: FastifyBaseLogger): IdentityCache<T> {
  const entries = new Map<string, CachedIdentity<T>>();
  let generation = 0;
  let listening = false;
  let closed = false;

  const changed = (payload: string | undefined) => {
    generation++;
    if (payload?.startsWith('u:')) {
      const userId = Number(payload.slice(2));
      for (const [key, entry] of entries) if (entry.userId === userId) entries.delete(key);
    } else {
      entries.clear();
    }
  };
  const down = () => {
    listening = false;
    changed('*');
  };

  // PGlite: one in-process session; notifications reach the listener as the commit returns.
  let sync: () => Promise<void>;
  let stop: () => Promise<void>;
  if (database.pglite) {
    const ready = database.pglite.listen(IDENTITY_CHANNEL, changed).then((unlisten) => {
      listening = true;
      return unlisten;
    });
    sync = async () => {
      await ready;
    };
    stop = async () => (await ready)();
  } else {
    const pool = database.pool;
    if (!pool) throw new Error('identity cache: the database has neither PGlite nor a pool');
    let client: pg.Client | undefined;
    let connecting: Promise<void> | undefined;
    let timer: NodeJS.Timeout | undefined;
    // A round trip not yet sent, which every request arriving meanwhile shares; sent once the
    // previous one is answered (one query at a time on the connection).
    let next: Promise<void> | undefined;
    let previous: Promise<unknown> = Promise.resolve();

    const connect = async () => {
      const c = new pg.Client(pool.options);
      c.on('notification', (n) => {
        if (n.channel === IDENTITY_CHANNEL) changed(n.payload);
      });
      const lost = (err?: Error) => {
        if (client !== c) return;
        client = undefined;
        down();
        if (err) log.error({ err }, 'identity cache: LISTEN connection lost; identities are read from the database');
        c.end().catch(() => {});
        if (!closed) {
          timer = setTimeout(() => void ensure(), RECONNECT_MS);
          timer.unref();
        }
      };
      c.on('error', lost);
      c.on('end', () => lost());
      await c.connect();
      await c.query(`LISTEN ${IDENTITY_CHANNEL}`);
      client = c;
      changed('*');
      listening = true;
    };
    const ensure = () => {
      if (client || closed) return Promise.resolve();
      connecting ??= connect()
        .catch((err) => {
          log.error({ err }, 'identity cache: cannot LISTEN; identities are read from the database');
        })
        .finally(() => {
          connecting = undefined;
        });
      return connecting;
    };
    sync = async () => {
      await ensure();
      if (!client) return;
      if (!next) {
        const round = previous
          .catch(() => {})
          .then(() => new Promise<void>((resolve) => setImmediate(resolve)))
          .then(async () => {
            next = undefined;
            const c = client;
            if (!c) throw new Error('identity cache: not listening');
            await c.query('select 1');
          });
        next = round;
        previous = round;
      }
      await next;
    };
    stop = async () => {
      clearTimeout(timer);
      const c = client;
      client = undefined;
      await c?.end().catch(() => {});
    };
  }

  return {
    async get(key) {
      if (closed) return undefined;
      try {
        await sync();
      } catch {
        return undefined;
      }
      return listening ? entries.get(key) : undefined;
    },
    generation: () => generation,
    set(key, entry, seen) {
      if (!listening || closed || seen !== generation) return;
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
      entries.set(key, entry);
    },
    delete(key) {
      entries.delete(key);
    },
    async close() {
      closed = true;
      listening = false;
      entries.clear();
      await stop();
    },
  };
}
