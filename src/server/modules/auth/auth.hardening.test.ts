/** Smaller hardening of sign-in (issue 10, defect 7): forgot-password timing, no caching of API answers. */
import { expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { call, describeEachDatabase, login } from '../../test/harness';
import { createAuthService } from './auth.service';

describeEachDatabase('sign-in hardening', (ctx) => {
  it('does the same database work for a known and an unknown address', async () => {
    const { database, config, app } = ctx();
    const calls: string[] = [];
    // Records every statement the service starts, by kind, in order.
    const db = new Proxy(database.db, {
      get(target, key, receiver) {
        const value = Reflect.get(target, key, receiver);
        if (typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          calls.push(String(key));
          return value.apply(target, args);
        };
      },
    }) as Db;
    const sent: string[] = [];
    const mailer = { ...app.mailer, send: async (mail: { to: string }) => void sent.push(mail.to) };
    const auth = createAuthService({ db, config, mailer, log: app.log });

    await auth.forgotPassword('nadie@ejemplo.org');
    const unknown = calls.splice(0);
    await auth.forgotPassword('JEFE@folio.local');
    const known = calls.splice(0);
    expect(known).toEqual(unknown);
    expect(known.length).toBeGreaterThan(0);
    await new Promise((resolve) => setImmediate(resolve));
    expect(sent).toEqual(['jefe@folio.local']);
  });

  it('marks JSON API answers, errors included, as not to be stored', async () => {
    const { app } = ctx();
    const token = await login(app, 'admin');
    for (const [url, status] of [
      ['/api/v1/user', 200],
      ['/api/v1/offices?per_page=1', 200],
      ['/api/v1/offices/99999', 404],
      ['/api/v1/no-such-route', 404],
    ] as const) {
      const res = await call(app, 'GET', url, { token });
      expect(res.statusCode, url).toBe(status);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    const refused = await call(app, 'POST', '/api/v1/login', { body: { username: 'admin', password: 'mal' } });
    expect(refused.headers['cache-control']).toBe('no-store');
  });
});
