import { expect, it } from 'vitest';
import { call, describeEachDatabase, login } from '../../test/harness';
import { readOutbox } from '../../test/outbox';

describeEachDatabase('offices, roles and users', (ctx) => {
  let admin = '';
  const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown, token = admin) =>
    call(ctx().app, method, url, { token, body });

  it('creates an office under another and shows the tree', async () => {
    admin = await login(ctx().app, 'admin');
    const gaf = (await api('GET', '/api/v1/offices?q=GAF')).json().data[0];
    const res = await api('POST', '/api/v1/offices', {
      code: 'ut',
      name: 'Unidad de Tesorería',
      parent_id: gaf.id,
      head_user_id: null,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ code: 'UT', parent: { code: 'GAF' } });
    const tree = (await api('GET', '/api/v1/offices/tree')).json().data;
    expect(tree).toHaveLength(1);
    const gafNode = tree[0].children.find((n: { code: string }) => n.code === 'GAF');
    expect(gafNode.children.map((n: { code: string }) => n.code)).toEqual(['AC', 'UL', 'UT']);
    const dup = await api('POST', '/api/v1/offices', { code: 'UT', name: 'Otra', parent_id: null, head_user_id: null });
    expect(dup.json().errors).toEqual({ code: ['Ya existe una oficina con esas siglas.'] });
  });

  it('refuses a cycle in the office tree and deleting an office in use', async () => {
    const gg = (await api('GET', '/api/v1/offices?q=GG')).json().data[0];
    const ut = (await api('GET', '/api/v1/offices?q=UT')).json().data[0];
    const cycle = await api('PUT', `/api/v1/offices/${gg.id}`, {
      code: 'GG',
      name: gg.name,
      parent_id: ut.id,
      head_user_id: gg.head_user_id,
      version: gg.version,
    });
    expect(cycle.statusCode).toBe(422);
    expect(cycle.json().errors.parent_id[0]).toMatch(/no puede depender de sí misma/);
    const inUse = await api('DELETE', `/api/v1/offices/${gg.id}`);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().message).toMatch(/oficinas dependientes/);
    expect((await api('DELETE', `/api/v1/offices/${ut.id}`)).statusCode).toBe(204);
  });

  it('edits a role permission matrix, rejecting unknown keys, and audits the change', async () => {
    const bad = await api('POST', '/api/v1/roles', {
      name: 'Consulta',
      description: null,
      permissions: ['home', 'volar'],
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors['permissions.1']).toEqual(['Permiso desconocido.']);
    const role = await api('POST', '/api/v1/roles', {
      name: 'Consulta',
      description: 'Solo lectura',
      permissions: ['home', 'profile', 'home'],
    });
    expect(role.statusCode).toBe(201);
    expect(role.json().data).toMatchObject({ permissions: ['home', 'profile'], users_count: 0 });
    const { id, version } = role.json().data;
    const edited = await api('PUT', `/api/v1/roles/${id}`, {
      name: 'Consulta',
      description: 'Solo lectura',
      permissions: ['home', 'profile', 'reports'],
      version,
    });
    expect(edited.json().data.permissions).toEqual(['home', 'profile', 'reports']);
    const history = (await api('GET', `/api/v1/roles/${id}/history`)).json().data;
    expect(history[0].changes.permissions).toEqual([
      ['home', 'profile'],
      ['home', 'profile', 'reports'],
    ]);
  });

  it('creates a user with a temporary password who must change it, then sees their role take effect at once', async () => {
    const roles = (await api('GET', '/api/v1/roles?q=consulta')).json().data;
    const office = (await api('GET', '/api/v1/offices/lookup?q=jur')).json().data[0];
    expect(office.label).toBe('OAJ - Oficina de Asesoría Jurídica');
    const res = await api('POST', '/api/v1/users', {
      username: 'cperez',
      email: 'cperez@folio.local',
      names: 'Carla',
      surnames: 'Pérez',
      document_type: 'DNI',
      document_number: '12345678',
      phone: null,
      position: 'Asistente',
      office_id: office.id,
      role_ids: [roles[0].id],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ username: 'cperez', reset_password: true, roles: [{ name: 'Consulta' }] });
    expect(res.json().data).not.toHaveProperty('password_hash');
    const temporary = res.json().temporary_password as string;
    expect(temporary).toMatch(/^[A-Za-z]{8}\d{4}$/);

    const login1 = await call(ctx().app, 'POST', '/api/v1/login', {
      body: { username: 'cperez', password: temporary },
    });
    expect(login1.json().user.reset_password).toBe(true);
    expect(login1.json().permissions).toEqual(['home', 'profile', 'reports']);
    const token = login1.json().access_token as string;
    expect((await call(ctx().app, 'GET', '/api/v1/type-entries', { token })).statusCode).toBe(403);

    const changed = await call(ctx().app, 'PUT', '/api/v1/password/reset', {
      token,
      body: { current_password: temporary, password: 'Carla2026x', password_confirmation: 'Carla2026x' },
    });
    expect(changed.statusCode).toBe(200);
    const session = changed.json().access_token as string;
    expect((await call(ctx().app, 'GET', '/api/v1/type-entries', { token: session })).statusCode).toBe(403);

    const role = (await api('GET', `/api/v1/roles/${roles[0].id}`)).json().data;
    await api('PUT', `/api/v1/roles/${role.id}`, {
      name: role.name,
      description: role.description,
      permissions: [...role.permissions, 'type-entries-index'],
      version: role.version,
    });
    expect((await call(ctx().app, 'GET', '/api/v1/type-entries', { token: session })).statusCode).toBe(200);
    const unread = (await call(ctx().app, 'GET', '/api/v1/unread-notifications', { token: session })).json();
    expect(unread.count).toBe(1);
    expect(unread.notifications[0].data).toMatchObject({ text: 'Sus permisos fueron actualizados.', type: 'profile' });
    const access = (await api('GET', `/api/v1/users/${res.json().data.id}/access`)).json().data;
    expect(access.permissions).toContain('type-entries-index');
  });

  it('validates users, reports taken usernames and e-mails, and filters by role and office', async () => {
    const bad = await api('POST', '/api/v1/users', {
      username: 'con espacio',
      email: 'no',
      names: '',
      surnames: 'X',
      document_type: 'DNI',
      document_number: '123',
      phone: null,
      position: null,
      office_id: 999999,
      role_ids: [],
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['document_number', 'email', 'names', 'username']);
    const taken = await api('POST', '/api/v1/users', {
      username: 'CPEREZ',
      email: 'JEFE@folio.local',
      names: 'A',
      surnames: 'B',
      document_type: null,
      document_number: null,
      phone: null,
      position: null,
      office_id: null,
      role_ids: [],
    });
    expect(taken.json().errors).toEqual({
      username: ['Ese nombre de usuario ya está en uso.'],
      email: ['Este correo electrónico ya está registrado.'],
    });
    const role = (await api('GET', '/api/v1/roles?q=consulta')).json().data[0];
    const byRole = await api('GET', `/api/v1/users?role_id=${role.id}`);
    expect(byRole.json().data.map((u: { username: string }) => u.username)).toEqual(['cperez']);
    expect((await api('GET', '/api/v1/users?q=perez')).json().meta.total).toBe(2);
    // The lookup narrows to the people of one office (the entry form's responsible person).
    const oaj = (await api('GET', '/api/v1/offices/lookup?q=jur')).json().data[0];
    const people = await api('GET', `/api/v1/users/lookup?office_id=${oaj.id}&q=perez`);
    expect(people.json().data.map((u: { label: string }) => u.label)).toEqual(['Carla Pérez', 'Lucía Pérez Castillo']);
  });

  it('a role in use cannot be deleted', async () => {
    const role = (await api('GET', '/api/v1/roles?q=consulta')).json().data[0];
    const res = await api('DELETE', `/api/v1/roles/${role.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('No se puede eliminar: el rol está asignado a usuarios.');
  });

  it('an administrator resets a password by e-mail, revoking sessions; deactivation revokes them too', async () => {
    const { app, outbox } = ctx();
    const user = (await api('GET', '/api/v1/users?q=cperez')).json().data[0];
    const session = await login(app, 'cperez', 'Carla2026x');
    const reset = await api('POST', `/api/v1/users/${user.id}/reset-password`, { password_delivery: 'email' });
    expect(reset.json()).toEqual({ temporary_password: null });
    expect((await call(app, 'GET', '/api/v1/user', { token: session })).statusCode).toBe(401);
    const [mail] = await readOutbox(outbox);
    expect(mail!.subject).toBe('Su acceso a Folio');
    const temporary = mail!.text.match(/contraseña temporal es: (\S+)/)![1]!;
    const again = await login(app, 'cperez', temporary);

    const fresh = (await api('GET', `/api/v1/users/${user.id}`)).json().data;
    const off = await api('POST', `/api/v1/users/${user.id}/deactivate`, { version: fresh.version });
    expect(off.json().data.active).toBe(false);
    expect((await call(app, 'GET', '/api/v1/user', { token: again })).statusCode).toBe(401);
    const activity = (await api('GET', '/api/v1/users/1/activity')).json();
    expect(activity.meta.total).toBeGreaterThan(3);
  });

  it('lists an integration’s service user marked as such, which cannot sign in nor be changed here', async () => {
    const office = (await api('GET', '/api/v1/offices?q=GAF')).json().data[0];
    const role = (await api('GET', '/api/v1/roles?q=Jefe')).json().data[0];
    const created = await api('POST', '/api/v1/integrations', {
      name: 'Portal de licencias',
      office_id: office.id,
      role_id: role.id,
      permissions: [role.permissions.find((key: string) => key !== 'admin')],
    });
    expect(created.statusCode, created.body).toBe(201);
    const integration = created.json().data;
    const listed = (await api('GET', '/api/v1/users?q=Portal de licencias')).json().data;
    expect(listed).toHaveLength(1);
    const user = listed[0];
    expect(user).toMatchObject({
      id: integration.user_id,
      active: false,
      integration: { id: integration.id, name: 'Portal de licencias' },
      can: { update: false, activate: false, deactivate: false, delete: false },
    });
    const message = /es el de una integración/;
    const activate = await api('POST', `/api/v1/users/${user.id}/activate`, { version: user.version });
    expect(activate.statusCode).toBe(409);
    expect(activate.json().message).toMatch(message);
    const reset = await api('POST', `/api/v1/users/${user.id}/reset-password`, { password_delivery: 'show' });
    expect(reset.statusCode).toBe(409);
    const edit = await api('PUT', `/api/v1/users/${user.id}`, {
      username: user.username,
      email: user.email,
      names: 'Otro nombre',
      surnames: user.surnames,
      document_type: null,
      document_number: null,
      phone: null,
      position: null,
      office_id: user.office_id,
      role_ids: [],
      active: true,
      update_register: false,
      reset_password: false,
      version: user.version,
    });
    expect(edit.statusCode, edit.body).toBe(409);
    const signIn = await call(ctx().app, 'POST', '/api/v1/login', {
      body: { username: user.username, password: '!' },
    });
    expect(signIn.statusCode).toBeGreaterThanOrEqual(400);
    expect(signIn.json().access_token).toBeUndefined();
    // People are not marked.
    const people = (await api('GET', '/api/v1/users?q=admin')).json().data;
    expect(people[0].integration).toBeNull();
  });
});
