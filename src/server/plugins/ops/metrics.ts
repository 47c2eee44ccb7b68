/**
 * Prometheus metrics (prom-client, one registry per app) at `METRICS_PATH`, for callers with
 * `Authorization: Bearer $METRICS_TOKEN`; off when the path is unset. Requests are counted and
 * timed per route template and status, failed sign-ins from the answers of the routes marked
 * `signIn`, and every database statement is timed (db/query-timer.ts); registrations (the gapless
 * numbers given), the pool, the job queue's depth and the realtime sockets are read at each scrape.
 * docs/deploy.md, «Metrics», lists them.
 */
import { timingSafeEqual } from 'node:crypto';
import { MESSAGES } from '@shared/errors';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { timeQueries } from '../../db/query-timer';
import { JOBS_SCHEMA } from '../../lib/jobs/install';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A sign-in route: its refusals (4xx) count as failed logins of this realm. */
    signIn?: 'staff' | 'casilla';
  }
}

const REALMS = ['staff', 'casilla'] as const;
/** Kinds shown before their first number: the registry's own books. */
const REGISTERED_KINDS = ['entries', 'outputs'];

function authorized(request: FastifyRequest, token: string): boolean {
  const given = Buffer.from(request.headers.authorization ?? '');
  const wanted = Buffer.from(`Bearer ${token}`);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

export function registerMetrics(app: FastifyInstance): void {
  const settings = app.config.metrics;
  if (!settings) return;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'folio_' });

  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'folio_http_requests_total',
    help: 'HTTP requests answered, by method, route template and status',
    labelNames,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'folio_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route template and status',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  new Counter({
    name: 'folio_registrations_total',
    help: 'Documents registered, by kind: the gapless numbers given, the same on every instance (per minute: max by (kind) (rate(...[5m])) * 60)',
    labelNames: ['kind'] as const,
    registers: [registry],
    async collect() {
      const result = (await app.db.execute(
        sql`select kind, sum(last_value)::text as n from document_sequences group by kind`,
      )) as unknown as { rows: { kind: string; n: string }[] };
      this.reset();
      for (const kind of REGISTERED_KINDS) this.inc({ kind }, 0);
      for (const row of result.rows) this.inc({ kind: row.kind }, Number(row.n));
    },
  });
  const loginFailures = new Counter({
    name: 'folio_login_failures_total',
    help: 'Sign-ins refused (wrong credentials or code, throttled, invalid), by realm: staff or casilla',
    labelNames: ['realm'] as const,
    registers: [registry],
  });
  for (const realm of REALMS) loginFailures.inc({ realm }, 0);

  const { database } = app;
  new Gauge({
    name: 'folio_db_pool_connections',
    help: 'Connections of the PostgreSQL pool, by state (PGlite: one, in process)',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const pool = database.pool;
      this.set({ state: 'total' }, pool ? pool.totalCount : 1);
      this.set({ state: 'idle' }, pool ? pool.idleCount : 0);
      this.set({ state: 'waiting' }, pool ? pool.waitingCount : 0);
    },
  });
  const queries = new Histogram({
    name: 'folio_db_query_duration_seconds',
    help: 'Time of each statement sent to the database, from sending it to its answer',
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10],
    registers: [registry],
  });
  timeQueries(database, (seconds) => queries.observe(seconds));
  new Gauge({
    name: 'folio_job_queue_depth',
    help: 'Jobs waiting or running on the job queue, by queue and state',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      const result = (await app.db.execute(
        sql.raw(
          `select name, state::text as state, count(*)::int as n from ${JOBS_SCHEMA}.job where state < 'completed' group by name, state`,
        ),
      )) as unknown as { rows: { name: string; state: string; n: number }[] };
      for (const row of result.rows) this.set({ queue: row.name, state: row.state }, Number(row.n));
    },
  });
  new Gauge({
    name: 'folio_realtime_connections',
    help: 'Websockets open on this instance',
    registers: [registry],
    collect() {
      this.set(app.realtime.server.connections.size ?? 0);
    },
  });

  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'not-found';
    if (route === settings.path) return;
    const labels = { method: request.method, route, status: String(reply.statusCode) };
    requests.inc(labels);
    latency.observe(labels, reply.elapsedTime / 1000);
    const realm = request.routeOptions.config.signIn;
    if (realm && reply.statusCode >= 400 && reply.statusCode < 500) loginFailures.inc({ realm });
  });

  app.get(
    settings.path,
    { config: { public: true }, logLevel: 'warn', schema: { hide: true } },
    async (request, reply) => {
      if (!authorized(request, settings.token)) {
        return reply.status(401).header('www-authenticate', 'Bearer').send({ message: MESSAGES.unauthenticated });
      }
      return reply.header('content-type', registry.contentType).send(await registry.metrics());
    },
  );
}
