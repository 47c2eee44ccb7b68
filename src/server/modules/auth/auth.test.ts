import fs from 'node:fs';
import { desc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authTokens, passwordResets, users } from '../../db/schema';
import { signApiRequest } from '../../plugins/realtime/signatures';
import { call, describeEachDatabase, login } from '../../test/harness';
import { readOutbox, resetTokenFrom } from '../../test/outbox';
import { hashPassword } from './auth.passwords';

describeEachDatabase('auth: login, session and logout', (ctx) => {
  it('logs in by username or e-mail, case-insensitively, answering token, user and permissions', async () => {
    const { app } = ctx();
    for (const username of ['mesapartes', 'MesaPartes@Folio.Local']) {
      const res = await call(app, 'POST', '/api/v1/login', { body: { username, password: 'folio-demo' } });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.token_type).toBe('Bearer');
      expect(body.access_token).toMatch(/^[\w-]{40,}$/);
      expect(body.user).toMatchObject({
        username: 'mesapartes',
        office: { code: 'MP', head: false },
        reset_password: false,
      });
      expect(body.user).not.toHaveProperty('password_hash');
      expect(body.permissions).toContain('entries-create');
    }
  });

  it('refuses a wrong password with a Spanish message and no hint about the account', async () => {
    const { app } = ctx();
    // One request id for both, so the bodies (which carry it) compare equal.
    const headers = { 'x-request-id': 'login-attempt' };
    const wrong = await call(app, 'POST', '/api/v1/login', {
      headers,
      body: { username: 'jefe', password: 'nope-1234' },
    });
    const unknown = await call(app, 'POST', '/api/v1/login', {
      headers,
      body: { username: 'nadie', password: 'nope-1234' },
    });
    expect(wrong.statusCode).toBe(422);
    expect(unknown.statusCode).toBe(422);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().message).toBe('Usuario o contraseña incorrectos.');
  });

  it('answers 422 with field errors for missing or oversized fields, never 500', async () => {
    const { app } = ctx();
    const empty = await call(app, 'POST', '/api/v1/login', { body: {} });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({
      username: ['Este campo es obligatorio.'],
      password: ['Este campo es obligatorio.'],
    });
    const huge = await call(app, 'POST', '/api/v1/login', { body: { username: 'x'.repeat(300), password: 'y' } });
    expect(huge.statusCode).toBe(422);
    expect(huge.json().errors.username[0]).toMatch(/como máximo 254/);
    const badJson = await call(app, 'POST', '/api/v1/login', {
      body: '{"username":',
      headers: { 'content-type': 'application/json' },
    });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json().message).toBe('El cuerpo de la solicitud no es JSON válido.');
  });

  it('refuses inactive users even with the right password', async () => {
    const { app, database } = ctx();
    await database.db.update(users).set({ active: false }).where(eq(users.username, 'mensajero'));
    const res = await call(app, 'POST', '/api/v1/login', { body: { username: 'mensajero', password: 'folio-demo' } });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/desactivada/);
  });

  it('GET /user returns the user and permissions; without or with a bad token it is 401', async () => {
    const { app } = ctx();
    const token = await login(app, 'archivero');
    const res = await call(app, 'GET', '/api/v1/user', { token });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.username).toBe('archivero');
    expect(res.json().permissions).toContain('archive-expedients-index');
    expect((await call(app, 'GET', '/api/v1/user')).json()).toEqual({
      message: 'No autenticado.',
      request_id: expect.any(String),
    });
    expect((await call(app, 'GET', '/api/v1/user', { token: 'forged-token' })).statusCode).toBe(401);
  });

  it('logout revokes the token even with a JSON content type and no body, as the web sends it', async () => {
    const { app } = ctx();
    const token = await login(app, 'servidor');
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/logout',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(204);
    expect((await call(app, 'GET', '/api/v1/user', { token })).statusCode).toBe(401);
  });

  it('logout revokes the token', async () => {
    const { app } = ctx();
    const token = await login(app, 'servidor');
    expect((await call(app, 'POST', '/api/v1/logout', { token })).statusCode).toBe(204);
    expect((await call(app, 'GET', '/api/v1/user', { token })).statusCode).toBe(401);
  });

  it('an idle token expires', async () => {
    const { app, database, config } = ctx();
    const token = await login(app, 'jefe');
    await database.db
      .update(authTokens)
      .set({ last_used_at: sql`now() - make_interval(mins => ${config.tokenIdleMinutes + 1})` });
    expect((await call(app, 'GET', '/api/v1/user', { token })).statusCode).toBe(401);
  });

  it('keeps a used token alive, writing its last use at most once a minute', async () => {
    const { app, database } = ctx();
    const token = await login(app, 'jefe');
    const [latest] = await database.db
      .select({ id: authTokens.id })
      .from(authTokens)
      .innerJoin(users, eq(users.id, authTokens.user_id))
      .where(eq(users.username, 'jefe'))
      .orderBy(desc(authTokens.id))
      .limit(1);
    const mine = eq(authTokens.id, latest!.id);
    const secondsSinceUse = async () =>
      (
        await database.db
          .select({ seconds: sql<number>`extract(epoch from now() - ${authTokens.last_used_at})::int` })
          .from(authTokens)
          .where(mine)
      ).map((r) => Number(r.seconds));
    const usedAgo = (seconds: number) =>
      database.db
        .update(authTokens)
        .set({ last_used_at: sql`now() - make_interval(secs => ${seconds})` })
        .where(mine);
    await usedAgo(30);
    expect((await call(app, 'GET', '/api/v1/user', { token })).statusCode).toBe(200);
    expect(await secondsSinceUse()).toEqual([30]);
    await usedAgo(120);
    expect((await call(app, 'GET', '/api/v1/user', { token })).statusCode).toBe(200);
    expect(await secondsSinceUse()).toEqual([0]);
  });

  it('reads the token only from a Bearer header, ignoring the spaces around it', async () => {
    const { app } = ctx();
    const token = await login(app, 'jefe');
    const user = (authorization: string) =>
      app.inject({ method: 'GET', url: '/api/v1/user', headers: { authorization } }).then((r) => r.statusCode);
    expect(await user(`Bearer   ${token}  `)).toBe(200);
    expect(await user(`Token ${token}`)).toBe(401);
    expect(await user(`bearer ${token}`)).toBe(401);
    expect(await user(`${token}`)).toBe(401);
    expect(await user('Bearer    ')).toBe(401);
  });

  it('a user deactivated after login loses access on the next request', async () => {
    const { app, database } = ctx();
    const token = await login(app, 'archivero');
    await database.db.update(users).set({ active: false }).where(eq(users.username, 'archivero'));
    expect((await call(app, 'GET', '/api/v1/user', { token })).statusCode).toBe(401);
    await database.db.update(users).set({ active: true }).where(eq(users.username, 'archivero'));
  });

  it('asks for a session only on /api/ routes: the realtime HTTP API answers by its own signature', async () => {
    const { app } = ctx();
    const { appId, key, secret } = app.config.realtime;
    const path = `/apps/${appId}/channels`;
    const params = { auth_key: key, auth_timestamp: String(Math.floor(Date.now() / 1000)), auth_version: '1.0' };
    const auth_signature = signApiRequest(secret, 'GET', path, params);
    const signed = await app.inject({
      method: 'GET',
      url: `${path}?${new URLSearchParams({ ...params, auth_signature })}`,
    });
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json()).toEqual({ channels: {} });
    const unsigned = await app.inject({ method: 'GET', url: path });
    expect(unsigned.statusCode).toBe(401);
    expect(unsigned.json().message).toBe('La clave de la aplicación no es válida.');
  });

  it('unknown API paths answer a JSON 404', async () => {
    const res = await call(ctx().app, 'GET', '/api/v1/nothing-here');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('La ruta solicitada no existe.');
  });
});

describeEachDatabase(
  'auth: login throttling',
  (ctx) => {
    const loginFrom = (ip: string, username: string, password: string) =>
      ctx().app.inject({ method: 'POST', url: '/api/v1/login', remoteAddress: ip, payload: { username, password } });

    it('blocks an account after repeated failures with 429, Retry-After and a Spanish message', async () => {
      const attempt = (password: string, ip: string) => loginFrom(ip, 'jefe', password);
      for (let i = 0; i < 3; i++) expect((await attempt('wrong-pass1', `10.0.0.${i + 1}`)).statusCode).toBe(422);
      const blocked = await attempt('folio-demo', '10.0.0.9');
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      expect(blocked.json().message).toBe('Demasiados intentos. Inténtelo nuevamente en unos minutos.');
    });

    it('blocks an address that tries many accounts', async () => {
      for (const username of ['a1', 'a2', 'a3', 'a4', 'a5']) await loginFrom('10.9.9.9', username, 'wrong-pass1');
      expect((await loginFrom('10.9.9.9', 'servidor', 'folio-demo')).statusCode).toBe(429);
      expect((await loginFrom('10.9.9.10', 'servidor', 'folio-demo')).statusCode).toBe(200);
    });
  },
  { LOGIN_MAX_ATTEMPTS_PER_ACCOUNT: '3', LOGIN_MAX_ATTEMPTS_PER_IP: '5' },
);

describeEachDatabase('auth: forced password change (reset_password)', (ctx) => {
  it('keeps a flagged user out of everything but the change, then signs them in with a new token', async () => {
    const { app, database } = ctx();
    await database.db
      .update(users)
      .set({ reset_password: true, password_hash: await hashPassword('Temporal123') })
      .where(eq(users.username, 'servidor'));
    const first = await call(app, 'POST', '/api/v1/login', { body: { username: 'servidor', password: 'Temporal123' } });
    expect(first.json().user.reset_password).toBe(true);
    const token = first.json().access_token as string;

    expect((await call(app, 'GET', '/api/v1/user', { token })).statusCode).toBe(200);
    const blocked = await call(app, 'GET', '/api/v1/profile', { token });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().message).toMatch(/contraseña temporal/);

    const put = (body: object) => call(app, 'PUT', '/api/v1/password/reset', { token, body });
    const wrongCurrent = await put({
      current_password: 'x',
      password: 'Nueva12345',
      password_confirmation: 'Nueva12345',
    });
    expect(wrongCurrent.statusCode).toBe(422);
    expect(wrongCurrent.json().errors.current_password).toEqual(['La contraseña actual no es correcta.']);

    const weak = await put({ current_password: 'Temporal123', password: 'abc', password_confirmation: 'abc' });
    expect(weak.statusCode).toBe(422);
    expect(weak.json().errors.password).toEqual([
      'Debe tener al menos 8 caracteres.',
      'Debe incluir al menos un número.',
    ]);

    const same = await put({
      current_password: 'Temporal123',
      password: 'Temporal123',
      password_confirmation: 'Temporal123',
    });
    expect(same.json().errors.password).toEqual(['La nueva contraseña debe ser distinta de la actual.']);

    const mismatch = await put({
      current_password: 'Temporal123',
      password: 'Nueva12345',
      password_confirmation: 'Nueva12346',
    });
    expect(mismatch.json().errors.password_confirmation).toEqual(['Las contraseñas no coinciden.']);

    const done = await put({
      current_password: 'Temporal123',
      password: 'Nueva12345',
      password_confirmation: 'Nueva12345',
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().user.reset_password).toBe(false);
    expect(done.json().permissions).toContain('folders-me');
    const newToken = done.json().access_token as string;
    expect(newToken).not.toBe(token);
    expect((await call(app, 'GET', '/api/v1/user', { token })).statusCode).toBe(401);
    expect((await call(app, 'GET', '/api/v1/profile', { token: newToken })).statusCode).toBe(200);
    await login(app, 'servidor', 'Nueva12345');
  });
});

describeEachDatabase('auth: forgot and reset password', (ctx) => {
  const forgot = (email: string) => call(ctx().app, 'POST', '/api/v1/forgot-password', { body: { email } });
  const reset = (token: string, password = 'Renovada2026') =>
    call(ctx().app, 'POST', '/api/v1/reset-password', {
      body: { token, password, password_confirmation: password },
    });

  it('answers the same for unknown addresses and sends nothing', async () => {
    const known = await forgot('nadie@folio.local');
    expect(known.statusCode).toBe(200);
    expect(known.json().message).toMatch(/Si el correo está registrado/);
    expect(await readOutbox(ctx().outbox, { timeoutMs: 300 })).toEqual([]);
    expect((await forgot('no-es-correo')).statusCode).toBe(422);
  });

  it('mails a one-time link that sets the password and revokes every session', async () => {
    const { app, outbox } = ctx();
    const session = await login(app, 'jefe');
    const answer = await forgot('JEFE@folio.local');
    expect(answer.json().message).toMatch(/Si el correo está registrado/);
    const [mail] = await readOutbox(outbox);
    expect(mail!.to).toBe('jefe@folio.local');
    expect(mail!.subject).toBe('Restablecer su contraseña de Folio');
    expect(mail!.text).toContain('http://folio.test/reset-password/');
    const token = resetTokenFrom(mail!);

    const weak = await reset(token, 'corta');
    expect(weak.statusCode).toBe(422);
    expect(weak.json().errors.password).toContain('Debe tener al menos 8 caracteres.');

    const done = await reset(token);
    expect(done.statusCode).toBe(200);
    expect(done.json().message).toMatch(/restablecida/);
    expect((await call(app, 'GET', '/api/v1/user', { token: session })).statusCode).toBe(401);
    await login(app, 'jefe', 'Renovada2026');

    const reused = await reset(token, 'OtraVez2026');
    expect(reused.statusCode).toBe(422);
    expect(reused.json().errors.token[0]).toMatch(/no es válido o ya venció/);
  });

  it('refuses an expired link', async () => {
    const { database, outbox } = ctx();
    fs.rmSync(outbox, { recursive: true, force: true });
    await forgot('archivero@folio.local');
    const [mail] = await readOutbox(outbox);
    await database.db.update(passwordResets).set({ expires_at: sql`now() - interval '1 minute'` });
    const expired = await reset(resetTokenFrom(mail!));
    expect(expired.statusCode).toBe(422);
    expect(expired.json().errors.token).toBeDefined();
  });
});

describe('auth: session user serialisation', () => {
  it('never exposes the password hash', async () => {
    const { sessionUser } = await import('./auth.session');
    const shape = await sessionUser(
      {
        select: () => ({ from: () => ({ innerJoin: () => ({ where: () => ({ orderBy: async () => [] }) }) }) }),
      } as never,
      { id: 1, office_id: null, names: 'A', surnames: 'B', password_hash: 'secret' } as never,
    );
    expect(JSON.stringify(shape)).not.toContain('secret');
  });
});
