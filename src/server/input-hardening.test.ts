/**
 * Bad input at the shared mechanism (issue 10, defect 4): NUL and lone surrogates, integers past
 * PostgreSQL's `integer`, year 0, odd-looking ids and cut-off uploads answer 4xx in Spanish, never
 * 500, and never reach a record by coercion.
 */
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { PDF, uploadBody } from './lib/attachments/test-files';
import { type Entry, type EntryFixtures, entryFixtures } from './modules/entries/entries.fixtures';
import { registerErrorHandling } from './plugins/errors';
import { call, describeEachDatabase, login } from './test/harness';

describeEachDatabase('input hardening', (ctx) => {
  let f: EntryFixtures;
  let entry: Entry;

  beforeAll(async () => {
    f = await entryFixtures(ctx());
    entry = await f.register({ subject: 'Para las pruebas de entrada' });
  });
  const get = (url: string, token = f.tokens.admin) => call(ctx().app, 'GET', url, { token });

  it('refuses NUL and lone surrogates in queries, bodies and keys with 422', async () => {
    for (const url of ['/api/v1/offices?q=a%00b', '/api/v1/entries?q=%00', '/api/v1/citizens/lookup?q=40%00']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(422);
      expect(res.json().message).toBe('Los datos enviados no son válidos.');
    }
    for (const name of ['Oficina\u0000', 'Oficina \ud800', 'Oficina \udc00 x']) {
      const res = await call(ctx().app, 'POST', '/api/v1/offices', {
        token: f.tokens.admin,
        body: { code: 'NULO', name, parent_id: null, head_user_id: null },
      });
      expect(res.statusCode, JSON.stringify(name)).toBe(422);
      expect(res.json().errors.name).toEqual(['Contiene caracteres no permitidos.']);
    }
    const key = await call(ctx().app, 'POST', '/api/v1/offices', {
      token: f.tokens.admin,
      body: { code: 'NULO', name: 'Nula', parent_id: null, head_user_id: null, 'x\u0000': 1 },
    });
    expect(key.statusCode).toBe(422);
    // A surrogate pair (an emoji) is a real character.
    const emoji = await call(ctx().app, 'GET', '/api/v1/offices?q=%F0%9F%93%84', { token: f.tokens.admin });
    expect(emoji.statusCode).toBe(200);
  });

  it('refuses NUL at login before the throttle counts it', async () => {
    for (let i = 0; i < 8; i++) {
      const res = await call(ctx().app, 'POST', '/api/v1/login', {
        body: { username: 'servidor\u0000', password: 'x' },
      });
      expect(res.statusCode).toBe(422);
      const password = await call(ctx().app, 'POST', '/api/v1/login', {
        body: { username: 'servidor', password: 'folio-demo\u0000' },
      });
      expect(password.statusCode).toBe(422);
    }
    await expect(login(ctx().app, 'servidor')).resolves.toBeTruthy();
  });

  it('reads path ids as plain decimal digits only', async () => {
    const own = await get(`/api/v1/entries/${entry.id}`);
    expect(own.statusCode).toBe(200);
    for (const odd of [
      `0x${entry.id.toString(16)}`,
      `${entry.id}e0`,
      `+${entry.id}`,
      `0${entry.id}`,
      ` ${entry.id} `,
    ]) {
      const res = await get(`/api/v1/entries/${encodeURIComponent(odd)}`);
      expect(res.statusCode, odd).toBe(404);
    }
    for (const big of ['2147483648', '99999999999', '0', '-1']) {
      expect((await get(`/api/v1/offices/${big}`)).statusCode, big).toBe(404);
    }
    // A write through an odd id reaches nothing either.
    const removed = await call(ctx().app, 'DELETE', `/api/v1/type-entries/0${f.ids.type}`, { token: f.tokens.admin });
    expect(removed.statusCode).toBe(404);
    expect((await get(`/api/v1/type-entries/${f.ids.type}`)).statusCode).toBe(200);
  });

  it('bounds ids in query strings and bodies to PostgreSQL integers', async () => {
    for (const url of [
      '/api/v1/users?office_id=2147483648',
      '/api/v1/users?office_id=0x1',
      '/api/v1/users?role_id=1e0',
      '/api/v1/offices/lookup?id=2147483648',
      '/api/v1/offices/lookup?id=+1',
      '/api/v1/entries?office_id=99999999999',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(422);
    }
    expect((await get('/api/v1/offices/lookup?id=1')).statusCode).toBe(200);
    const office = await call(ctx().app, 'POST', '/api/v1/offices', {
      token: f.tokens.admin,
      body: { code: 'GRANDE', name: 'Grande', parent_id: 2_147_483_648, head_user_id: null },
    });
    expect(office.statusCode).toBe(422);
    expect(office.json().errors.parent_id).toBeDefined();
    const entryWrite = await call(ctx().app, 'POST', '/api/v1/entries', {
      token: f.tokens.mesapartes,
      body: f.body({ sender_id: 2_147_483_648 }),
    });
    expect(entryWrite.statusCode).toBe(422);
  });

  it('refuses year 0 and out-of-range dates', async () => {
    for (const over of [
      { sender_date: '0000-01-01' },
      { received_at: '0000-01-01T10:00:00Z' },
      { sender_date: '0999-12-31' },
    ]) {
      const res = await call(ctx().app, 'POST', '/api/v1/entries', { token: f.tokens.mesapartes, body: f.body(over) });
      expect(res.statusCode, JSON.stringify(over)).toBe(422);
    }
    for (const url of ['/api/v1/entries?from=0000-01-01', '/api/v1/outputs?to=0000-12-31']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(422);
    }
  });

  it('answers 400 to a multipart body cut short', async () => {
    const body = uploadBody([{ filename: 'oficio.pdf', content: PDF }]);
    const res = await ctx().app.inject({
      method: 'POST',
      url: `/api/v1/entries/${entry.id}/attachments`,
      headers: { authorization: `Bearer ${f.tokens.mesapartes}`, ...body.headers },
      payload: body.payload.subarray(0, body.payload.length - 40),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('El formulario llegó incompleto o mal formado. Vuelva a enviarlo.');
  });

  it('turns values PostgreSQL refuses into 422 as the last line of defence', async () => {
    const app = Fastify({ logger: false });
    registerErrorHandling(app);
    const db = ctx().database.db;
    app.get('/int', () => db.execute(sql`select ${3_000_000_000}::int`));
    app.get('/date', () => db.execute(sql`select ${'0000-01-01'}::date`));
    app.get('/nul', () => db.execute(sql`select ${'a\u0000b'}::text`));
    app.get('/bug', () => {
      throw new Error('a bug');
    });
    for (const url of ['/int', '/date', '/nul']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, `${url} ${res.body}`).toBe(422);
    }
    expect((await app.inject({ method: 'GET', url: '/bug' })).statusCode).toBe(500);

    // A row others point at: 409 with a Spanish reason (found by the fuzz suite on citizens and types).
    const removed = await call(ctx().app, 'DELETE', `/api/v1/type-entries/${f.ids.type}`, { token: f.tokens.admin });
    expect(removed.statusCode).toBe(409);
    expect(removed.json().message).toBe('No se puede eliminar: otros registros lo usan. Desactívelo en su lugar.');
    await app.close();
  });
});

describe('shared id parser', () => {
  it('accepts only plain decimal digits within integer range', async () => {
    const { parseId } = await import('./lib/ids');
    expect(parseId('1')).toBe(1);
    expect(parseId('2147483647')).toBe(2_147_483_647);
    for (const odd of ['0x10', '1e0', '+1', '01', ' 1 ', '1 ', '', '0', '2147483648', '1.0', '١']) {
      expect(() => parseId(odd), odd).toThrow();
    }
  });
});
