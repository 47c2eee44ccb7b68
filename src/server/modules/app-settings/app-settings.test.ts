import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { call, describeEachDatabase } from '../../test/harness';

describeEachDatabase('app settings', (ctx) => {
  it('are public and carry the institution, three manuals and the password policy', async () => {
    const res = await call(ctx().app, 'GET', '/api/v1/app-settings');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.institution_name).toBe('Municipalidad Provincial de Ejemplo');
    expect(body.manuals).toHaveLength(3);
    expect(body.manuals[0]).toEqual({ title: 'Manual de uso general', url: '/manuales/uso-general.html' });
    expect(body.password_policy.min_length).toBe(8);
    expect(body.calendar.working_days).toEqual([1, 2, 3, 4, 5]);
    expect(body.calendar.holidays).toContainEqual({ date: '2026-07-28', name: 'Fiestas Patrias', recurring: true });
  });

  it('tell the web client where to connect for realtime: the key, and by default the page’s own host, port and scheme', async () => {
    const body = (await call(ctx().app, 'GET', '/api/v1/app-settings')).json();
    expect(body.realtime).toEqual({ key: 'folio-key', host: null, port: null, tls: null });
  });
});

describe('realtime public address', () => {
  const base = { DATA_DIR: '/tmp/folio-config-test' };

  it('is overridden by REALTIME_PUBLIC_HOST, _PORT and _TLS', () => {
    const config = loadConfig({
      ...base,
      REALTIME_APP_KEY: 'app-key',
      REALTIME_PUBLIC_HOST: 'ws.example.org',
      REALTIME_PUBLIC_PORT: '6001',
      REALTIME_PUBLIC_TLS: 'false',
    });
    expect(config.realtime.key).toBe('app-key');
    expect(config.realtime.public).toEqual({ host: 'ws.example.org', port: 6001, tls: false });
    expect(loadConfig({ ...base, REALTIME_PUBLIC_HOST: '[::1]', REALTIME_PUBLIC_TLS: 'yes' }).realtime.public).toEqual({
      host: '[::1]',
      port: null,
      tls: true,
    });
  });

  it('rejects a host with a scheme or path, and a port out of range', () => {
    expect(() => loadConfig({ ...base, REALTIME_PUBLIC_HOST: 'https://ws.example.org' })).toThrow(
      /REALTIME_PUBLIC_HOST/,
    );
    expect(() => loadConfig({ ...base, REALTIME_PUBLIC_PORT: '70000' })).toThrow(/REALTIME_PUBLIC_PORT/);
    expect(() => loadConfig({ ...base, REALTIME_PUBLIC_TLS: 'maybe' })).toThrow(/REALTIME_PUBLIC_TLS/);
  });
});
