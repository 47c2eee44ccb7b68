/**
 * Prometheus metrics (prom-client, one registry per app) at `METRICS_PATH`, for callers with
 * `Authorization: Bearer $METRICS_TOKEN`; off when the path is unset. Requests are counted and
 * timed per route template and status; registrations and failed logins are counted from their
 * routes' answers; the pool, a database round trip, the job queue's depth and the realtime
 * sockets are read at each scrape. docs/deploy.md, «Métricas», lists them.
 */
import { timingSafeEqual } from 'node:crypto';
import { MESSAGES } from '@shared/errors';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { JOBS_SCHEMA } from '../../lib/jobs/install';

/** The routes whose 201 is a registration, by kind. */
const REGISTRATIONS: Record<string, string> = {
  '/api/v1/entries': 'entries',
  '/api/v1/outputs': 'outputs',
  '/api/v1/public/virtual-desk/verifications': 'virtual-desk',
};
const LOGIN_ROUTE = '/api/v1/login';

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
  const registrations = new Counter({
    name: 'folio_registrations_total',
    help: 'Documents registered through this instance, by kind (rate()*60: registrations per minute)',
    labelNames: ['kind'] as const,
    registers: [registry],
  });
  const loginFailures = new Counter({
    name: 'folio_login_failures_total',
    help: 'Sign-ins refused (wrong credentials, throttled or invalid)',
    registers: [registry],
  });
  for (const kind of Object.values(REGISTRATIONS)) registrations.inc({ kind }, 0);
  loginFailures.inc(0);

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
  new Gauge({
    name: 'folio_db_query_seconds',
    help: 'Time of a round trip to the database (select 1), measured at the scrape',
    registers: [registry],
    async collect() {
      const started = process.hrtime.bigint();
      await app.db.execute(sql`select 1`);
      this.set(Number(process.hrtime.bigint() - started) / 1e9);
    },
  });
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
    if (request.method !== 'POST') return;
    const kind = REGISTRATIONS[route];
    if (kind && reply.statusCode === 201) registrations.inc({ kind });
    if (route === LOGIN_ROUTE && reply.statusCode >= 400) loginFailures.inc();
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
