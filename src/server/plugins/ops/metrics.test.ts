/**
 * Prometheus metrics: off unless METRICS_PATH is set, refused without the bearer token, and an
 * exposition that a real parser (parse-prometheus-text-format) reads, with requests per route
 * template and status, registrations, failed logins, the pool, the job queue and realtime sockets.
 */
import parsePrometheusTextFormat, { type ParsedFamily } from 'parse-prometheus-text-format';
import { expect, it } from 'vitest';
import { entryFixtures } from '../../modules/entries/entries.fixtures';
import { call, describeEachDatabase } from '../../test/harness';

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
      await call(app, 'POST', '/api/v1/login', { body: { username: 'admin', password: 'equivocada-123' } });
      const fixtures = await entryFixtures(ctx());
      await call(app, 'GET', '/api/v1/offices/999999', { token: fixtures.tokens.mesapartes }); // 403: no key
      await fixtures.register();

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
      expect(sample(families.get('folio_registrations_total'), { kind: 'entries' })?.value).toBe('1');
      expect(Number(families.get('folio_login_failures_total')?.metrics[0]?.value)).toBe(1);
    });

    it('reads the pool, a database round trip, the job queue and the realtime sockets at each scrape', async () => {
      const { app } = ctx();
      await app.jobs.send('orphan-file-sweep');
      const families = await scrape();
      expect(sample(families.get('folio_db_pool_connections'), { state: 'total' })?.value).toMatch(/^\d+$/);
      expect(Number(families.get('folio_db_query_seconds')?.metrics[0]?.value)).toBeGreaterThan(0);
      expect(
        Number(sample(families.get('folio_job_queue_depth'), { queue: 'orphan-file-sweep', state: 'created' })?.value),
      ).toBeGreaterThanOrEqual(1);
      expect(families.get('folio_realtime_connections')?.metrics[0]?.value).toBe('0');
      expect(families.has('folio_process_resident_memory_bytes')).toBe(true);
    });
  },
  { METRICS_PATH: '/metricas', METRICS_TOKEN: TOKEN },
);
