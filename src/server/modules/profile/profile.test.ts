import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { users } from '../../db/schema';
import { signedInUser } from '../../test/fixtures';
import { call, describeEachDatabase, login } from '../../test/harness';

describeEachDatabase('profile', (ctx) => {
  const contact = { email: 'jefe@folio.local', names: 'Jorge', surnames: 'Salazar Núñez', phone: '+51 987 654 321' };

  it('returns the own profile with office and roles', async () => {
    const { app } = ctx();
    const token = await login(app, 'jefe');
    const res = await call(app, 'GET', '/api/v1/profile', { token });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      username: 'jefe',
      office: { code: 'OAJ', name: 'Oficina de Asesoría Jurídica' },
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
      body: { ...contact, email: 'ADMIN@folio.local', version },
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

  it('needs the profile permission', async () => {
    const { app, database } = ctx();
    const { token } = await signedInUser(database.db, { username: 'solotablero', permissions: ['home'] });
    const res = await call(app, 'GET', '/api/v1/profile', { token });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('No tiene permiso para realizar esta acción.');
  });
});
