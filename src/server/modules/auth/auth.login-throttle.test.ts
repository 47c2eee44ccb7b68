/**
 * Login throttling (issue 10, defect 5): per account whatever name was typed, per address, in
 * PostgreSQL so every instance shares it, with a bounded, growing wait, and the e-mailed reset
 * always lets the owner back in.
 */
import { like, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loginThrottles } from '../../db/schema';
import { MAX_DELAY_SECONDS } from '../../lib/throttle';
import { describeEachDatabase } from '../../test/harness';
import { readOutbox, resetTokenFrom } from '../../test/outbox';

describeEachDatabase(
  'login throttling in the database',
  (ctx) => {
    const attempt = (username: string, password: string, ip = '10.1.0.1', app = ctx().app) =>
      app.inject({ method: 'POST', url: '/api/v1/login', remoteAddress: ip, payload: { username, password } });
    /** Lets every wait of `prefix` keys run out, as time would. */
    const expire = (prefix: string) =>
      ctx()
        .database.db.update(loginThrottles)
        .set({ blocked_until: sql`now() - interval '1 second'` })
        .where(like(loginThrottles.key, `${prefix}%`));

    it('counts the username and the e-mail of one account together', async () => {
      expect((await attempt('jefe', 'mal-1', '10.1.1.1')).statusCode).toBe(422);
      expect((await attempt('JEFE@folio.local', 'mal-2', '10.1.1.2')).statusCode).toBe(422);
      expect((await attempt('jefe@FOLIO.local', 'mal-3', '10.1.1.3')).statusCode).toBe(422);
      const blocked = await attempt('jefe', 'folio-demo', '10.1.1.4');
      expect(blocked.statusCode).toBe(429);
      expect((await attempt('jefe@folio.local', 'folio-demo', '10.1.1.5')).statusCode).toBe(429);
    });

    it('is shared by every instance on the database', async () => {
      const { config, database } = ctx();
      const other = await buildApp({ config, database, logger: false });
      await other.ready();
      try {
        for (let i = 0; i < 3; i++) {
          const app = i % 2 === 0 ? ctx().app : other;
          expect((await attempt('archivero', `mal-${i}`, `10.2.0.${i}`, app)).statusCode).toBe(422);
        }
        expect((await attempt('archivero', 'folio-demo', '10.2.0.9', other)).statusCode).toBe(429);
        expect((await attempt('archivero', 'folio-demo', '10.2.0.9')).statusCode).toBe(429);
      } finally {
        await other.close();
      }
    });

    it('makes each later failure wait twice as long, up to a bound, and a success clears it', async () => {
      const waits: number[] = [];
      for (let i = 0; i < 3; i++) await attempt('mensajero', `mal-${i}`, `10.3.0.${i}`);
      for (let i = 0; i < 3; i++) {
        const blocked = await attempt('mensajero', 'folio-demo', '10.3.1.1');
        expect(blocked.statusCode).toBe(429);
        waits.push(Number(blocked.headers['retry-after']));
        await expire('user:');
        expect((await attempt('mensajero', `otra-${i}`, `10.3.2.${i}`)).statusCode).toBe(422);
      }
      expect(waits[0]).toBeGreaterThanOrEqual(1);
      expect(waits[1]).toBeGreaterThan(waits[0]!);
      expect(waits[2]).toBeGreaterThan(waits[1]!);

      // However many failures pile up, the wait stays bounded.
      await ctx()
        .database.db.update(loginThrottles)
        .set({ failures: 10_000 })
        .where(like(loginThrottles.key, 'user:%'));
      await expire('user:');
      await attempt('mensajero', 'mal-otra-vez', '10.3.3.3');
      const capped = await attempt('mensajero', 'folio-demo', '10.3.3.4');
      expect(capped.statusCode).toBe(429);
      expect(Number(capped.headers['retry-after'])).toBeLessThanOrEqual(MAX_DELAY_SECONDS);

      await expire('user:');
      expect((await attempt('mensajero', 'folio-demo', '10.3.3.5')).statusCode).toBe(200);
      expect((await attempt('mensajero', 'mal', '10.3.3.6')).statusCode).toBe(422);
    });

    it('lets the owner of a throttled account back in through the e-mailed reset', async () => {
      const { app, outbox } = ctx();
      for (let i = 0; i < 3; i++) await attempt('servidor', `mal-${i}`, `10.4.0.${i}`);
      expect((await attempt('servidor', 'folio-demo', '10.4.1.1')).statusCode).toBe(429);
      const forgot = await app.inject({
        method: 'POST',
        url: '/api/v1/forgot-password',
        remoteAddress: '10.4.2.2',
        payload: { email: 'servidor@folio.local' },
      });
      expect(forgot.statusCode).toBe(200);
      const mails = await readOutbox(outbox);
      const token = resetTokenFrom(mails.find((m) => m.to.includes('servidor@folio.local'))!);
      const reset = await app.inject({
        method: 'POST',
        url: '/api/v1/reset-password',
        payload: { token, password: 'Nueva-clave-2026', password_confirmation: 'Nueva-clave-2026' },
      });
      expect(reset.statusCode, reset.body).toBe(200);
      expect((await attempt('servidor', 'Nueva-clave-2026', '10.4.1.1')).statusCode).toBe(200);
    });

    it('blocks an address across accounts', async () => {
      for (const name of ['x1', 'x2', 'x3', 'x4', 'x5']) await attempt(name, 'mal', '10.5.5.5');
      expect((await attempt('admin', 'folio-demo', '10.5.5.5')).statusCode).toBe(429);
      expect((await attempt('admin', 'folio-demo', '10.5.5.6')).statusCode).toBe(200);
    });
  },
  { LOGIN_MAX_ATTEMPTS_PER_ACCOUNT: '3', LOGIN_MAX_ATTEMPTS_PER_IP: '5' },
);
