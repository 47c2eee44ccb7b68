/**
 * Prometheus metrics: off unless METRICS_PATH is set, refused without the bearer token, and an
 * exposition that a real parser (parse-prometheus-text-format) reads, with requests per route
 * template and status, registrations, failed logins of staff and casilla, the database's
 * statements and pool, the job queue and realtime sockets, each with the values they measure.
 */
import parsePrometheusTextFormat, { type ParsedFamily } from 'parse-prometheus-text-format';
import { expect, it } from 'vitest';
import { entryFixtures } from '../../modules/entries/entries.fixtures';
import { call, describeEachDatabase } from '../../test/harness';
import { connected, listen, pusherClient, waitFor } from '../realtime/testing';

const TOKEN = 'token-de-metricas-de-prueba';

describeEachDatabase('metrics are off by default', (ctx) => {
  it('has no metrics route', async () => {
    expect((await call(ctx().app, 'GET', '/metrics')).statusCode).toBe(404);
  });
});

describeEachDatabase(
  'metrics',
  (ctx) => {
    const scrape = async () => {
      const res = await ctx().app.inject({ url: '/metricas', headers: { authorization: `Bearer ${TOKEN}` } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
      return new Map(parsePrometheusTextFormat(res.body).map((f) => [f.name, f]));
    };
    const sample = (family: ParsedFamily | undefined, labels: Record<string, string>) =>
      family?.metrics.find((m) => Object.entries(labels).every(([k, v]) => m.labels?.[k] === v));

    it('refuses a scrape without the token or with another', async () => {
      expect((await ctx().app.inject({ url: '/metricas' })).statusCode).toBe(401);
      const wrong = await ctx().app.inject({
        url: '/metricas',
        headers: { authorization: 'Bearer otro-token-cualquiera' },
      });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json()).toMatchObject({ message: 'No autenticado.' });
    });

    it('counts requests per route template and status, registrations and failed logins', async () => {
      const { app } = ctx();
      const fixtures = await entryFixtures(ctx());
      const registered = async () =>
        Number(sample((await scrape()).get('folio_registrations_total'), { kind: 'entries' })?.value);
      const before = await registered();
      await call(app, 'POST', '/api/v1/login', { body: { username: 'admin', password: 'equivocada-123' } });
      const casilla = await call(app, 'POST', '/api/v1/public/casilla/sessions', {
        body: { document_type: 'DNI', document_number: '41234567', password: 'equivocada-123' },
      });
      expect(casilla.statusCode, casilla.body).toBe(422);
      await call(app, 'GET', '/api/v1/offices/999999', { token: fixtures.tokens.mesapartes }); // 403: no key
      await fixtures.register();
      const refused = await call(app, 'POST', '/api/v1/entries', { token: fixtures.tokens.mesapartes, body: {} });
      expect(refused.statusCode).toBe(422);

      const families = await scrape();
      expect(families.get('folio_http_requests_total')?.type).toBe('COUNTER');
      expect(
        sample(families.get('folio_http_requests_total'), { route: '/api/v1/offices/:id', status: '403' })?.value,
      ).toBe('1');
      expect(
        sample(families.get('folio_http_requests_total'), { method: 'POST', route: '/api/v1/entries', status: '201' })
          ?.value,
      ).toBe('1');
      // The parser keeps a histogram's buckets (not its labels): one family of latencies per route and status.
      const latency = families.get('folio_http_request_duration_seconds');
      expect(latency?.type).toBe('HISTOGRAM');
      expect(latency?.metrics[0]?.buckets?.['+Inf']).toMatch(/^\d+$/);
      const registrations = families.get('folio_registrations_total');
      expect(registrations?.type).toBe('COUNTER');
      expect(Number(sample(registrations, { kind: 'entries' })?.value)).toBe(before + 1);
      expect(sample(registrations, { kind: 'outputs' })?.value).toMatch(/^\d+$/);
      const failures = families.get('folio_login_failures_total');
      expect(sample(failures, { realm: 'staff' })?.value).toBe('1');
      expect(sample(failures, { realm: 'casilla' })?.value).toBe('1');
    });

    it('times every database statement and reads the pool, the job queue and the realtime sockets', async () => {
      const { app } = ctx();
      const statements = async () => Number((await scrape()).get('folio_db_query_duration_seconds')?.metrics[0]?.count);
      const before = await statements();
      await call(app, 'GET', '/ready');
      expect(await statements()).toBeGreaterThan(before);

      await app.jobs.send('orphan-file-sweep');
      const port = await listen(app);
      const socket = pusherClient(app, port);
      try {
        await connected(socket);
        await waitFor(() => app.realtime.server.connections.size === 1);
        const families = await scrape();
        const queries = families.get('folio_db_query_duration_seconds');
        expect(queries?.type).toBe('HISTOGRAM');
        expect(Number(queries?.metrics[0]?.buckets?.['+Inf'])).toBeGreaterThan(0);
        const pool = families.get('folio_db_pool_connections');
        expect(Number(sample(pool, { state: 'total' })?.value)).toBeGreaterThanOrEqual(1);
        expect(sample(pool, { state: 'idle' })?.value).toMatch(/^\d+$/);
        expect(
          Number(
            sample(families.get('folio_job_queue_depth'), { queue: 'orphan-file-sweep', state: 'created' })?.value,
          ),
        ).toBeGreaterThanOrEqual(1);
        expect(families.get('folio_realtime_connections')?.metrics[0]?.value).toBe('1');
        expect(families.has('folio_process_resident_memory_bytes')).toBe(true);
      } finally {
        socket.disconnect();
      }
      await waitFor(() => app.realtime.server.connections.size === 0);
      expect((await scrape()).get('folio_realtime_connections')?.metrics[0]?.value).toBe('0');
    });
  },
  { METRICS_PATH: '/metricas', METRICS_TOKEN: TOKEN },
);
