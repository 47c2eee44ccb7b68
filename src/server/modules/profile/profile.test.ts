import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { users } from '../../db/schema';
import { signedInUser } from '../../test/fixtures';
import { call, describeEachDatabase, login } from '../../test/harness';
import { readOutbox } from '../../test/outbox';

describeEachDatabase('profile', (ctx) => {
  const contact = { email: 'jefe@folio.local', names: 'Jorge', surnames: 'Salazar Núñez', phone: '+51 987 654 321' };

  it('returns the own profile with office and roles', async () => {
    const { app } = ctx();
    const token = await login(app, 'jefe');
    const res = await call(app, 'GET', '/api/v1/profile', { token });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      username: 'jefe',
      office: { code: 'OAJ', name: 'Oficina de Asesoría Jurídica', head: true },
      roles: [{ name: 'Jefe de oficina' }],
    });
  });

  it('updates contact data, clears update_register and bumps the version', async () => {
    const { app, database } = ctx();
    await database.db.update(users).set({ update_register: true }).where(eq(users.username, 'jefe'));
    const token = await login(app, 'jefe');
    const { version } = (await call(app, 'GET', '/api/v1/profile', { token })).json().data;
    const res = await call(app, 'PUT', '/api/v1/profile', {
      token,
      body: { ...contact, position: '  Jefe de OAJ  ', version },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      position: 'Jefe de OAJ',
      phone: '+51 987 654 321',
      update_register: false,
      version: version + 1,
    });
  });

  it('answers 409 to a stale version instead of losing an edit', async () => {
    const { app } = ctx();
    const token = await login(app, 'jefe');
    const res = await call(app, 'PUT', '/api/v1/profile', { token, body: { ...contact, version: 1 } });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/modificado por otro usuario/);
  });

  it('reports a taken e-mail and invalid fields on their fields', async () => {
    const { app } = ctx();
    const token = await login(app, 'jefe');
    const { version } = (await call(app, 'GET', '/api/v1/profile', { token })).json().data;
    const taken = await call(app, 'PUT', '/api/v1/profile', {
      token,
      body: { ...contact, email: 'ADMIN@folio.local', current_password: 'folio-demo', version },
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ email: ['Este correo electrónico ya está registrado.'] });
    const bad = await call(app, 'PUT', '/api/v1/profile', {
      token,
      body: { email: 'x', names: '', surnames: 'y'.repeat(101), phone: 'abc', version },
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['email', 'names', 'phone', 'surnames']);
  });

  it('changes the e-mail only with the current password, and tells the old address', async () => {
    const { app, outbox } = ctx();
    const token = await login(app, 'servidor');
    const me = (await call(app, 'GET', '/api/v1/profile', { token })).json().data;
    const body = { email: 'nuevo.servidor@folio.local', names: me.names, surnames: me.surnames, version: me.version };
    const without = await call(app, 'PUT', '/api/v1/profile', { token, body });
    expect(without.statusCode).toBe(422);
    expect(without.json().errors).toEqual({
      current_password: ['Ingrese su contraseña actual para cambiar el correo electrónico.'],
    });
    const wrong = await call(app, 'PUT', '/api/v1/profile', {
      token,
      body: { ...body, current_password: 'otra-cosa' },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ current_password: ['La contraseña actual no es correcta.'] });
    const unchanged = (await call(app, 'GET', '/api/v1/profile', { token })).json().data;
    expect(unchanged).toMatchObject({ email: me.email, version: me.version });

    // Other contact data (and the same address in other letters) needs no password.
    const phone = await call(app, 'PUT', '/api/v1/profile', {
      token,
      body: { ...body, email: me.email.toUpperCase(), phone: '+51 912 345 678' },
    });
    expect(phone.statusCode, phone.body).toBe(200);

    const moved = await call(app, 'PUT', '/api/v1/profile', {
      token,
      body: { ...body, current_password: 'folio-demo', version: me.version + 1 },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data.email).toBe('nuevo.servidor@folio.local');
    const mails = await readOutbox(outbox);
    const notice = mails.find((m) => m.text.includes('se cambió a'));
    expect(notice?.to.toLowerCase()).toContain(me.email);
    expect(notice?.text).toContain('se cambió a nuevo.servidor@folio.local');
  });

  it('needs the profile permission', async () => {
    const { app, database } = ctx();
    const { token } = await signedInUser(database.db, { username: 'solotablero', permissions: ['home'] });
    const res = await call(app, 'GET', '/api/v1/profile', { token });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('No tiene permiso para realizar esta acción.');
  });
});
