import { eq, inArray } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { type NotificationData, notifications, offices, users } from '../../db/schema';
import { echoClient, listen, waitFor } from '../../plugins/realtime/testing';
import { call, describeEachDatabase, login } from '../../test/harness';
import { type NotifyOptions, type NotifyTarget, notify, notifyUserAccessChanged } from './notifications.service';

describeEachDatabase('notifications: notify, the bell and history', (ctx) => {
  const ids: Record<string, number> = {};
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    const { app } = ctx();
    for (const row of await app.db.select({ id: users.id, username: users.username }).from(users)) {
      ids[row.username] = row.id;
    }
    tokens.jefe = await login(app, 'jefe');
    tokens.servidor = await login(app, 'servidor');
  });

  it('resolves a user, an office (active users) and a permission (holders and administrators), once each', async () => {
    const { app } = ctx();
    const [oaj] = await app.db.select({ id: offices.id }).from(offices).where(eq(offices.code, 'OAJ'));
    await app.db
      .transaction(async (tx) => {
        const recipientsOf = async (ids: string[]) =>
          (await tx.select({ user: notifications.user_id }).from(notifications).where(inArray(notifications.id, ids)))
            .map((r) => r.user)
            .sort();
        await tx.update(users).set({ active: false }).where(eq(users.username, 'servidor'));
        const data = { text: 'Aviso', type: 'entries', data_id: 1 };
        expect(await recipientsOf(await notify(tx, ids.archivero!, data))).toEqual([ids.archivero]);
        expect(await recipientsOf(await notify(tx, { office: oaj!.id }, data))).toEqual([ids.jefe]);
        const assigners = await notify(tx, { permission: 'entry-requests-assign' }, data);
        expect(await recipientsOf(assigners)).toEqual([ids.admin, ids.mesapartes].sort());
        expect(await notify(tx, [ids.jefe!, { office: oaj!.id }], data)).toHaveLength(1);
        await expect(notify(tx, ids.jefe!, { ...data, text: ' ' })).rejects.toThrow();
        tx.rollback();
      })
      .catch((err: Error) => {
        if (err.message !== 'Rollback') throw err;
      });
  });

  it('lists unread with a count, marks one or all read, and pages the history', async () => {
    const { app } = ctx();
    const created: string[] = [];
    for (const n of [1, 2, 3]) {
      const [id] = await app.db.transaction((tx) =>
        notify(tx, ids.jefe!, { text: `Ingreso ${n} derivado a su oficina`, type: 'entries', data_id: n }),
      );
      created.push(id!);
    }
    const [othersId] = await app.db.transaction((tx) =>
      notify(tx, ids.servidor!, { text: 'Solo para servidor', type: 'entries', data_id: 9 }),
    );

    const unread = await call(app, 'GET', '/api/v1/unread-notifications', { token: tokens.jefe });
    expect(unread.statusCode).toBe(200);
    expect(unread.json().count).toBe(3);
    expect(unread.json().notifications[0]).toEqual({
      id: created[2],
      type: 'entries',
      data: { text: 'Ingreso 3 derivado a su oficina', type: 'entries', data_id: 3, personal: true, automatic: false },
      read_at: null,
      created_at: expect.any(String),
    });

    const read = await call(app, 'POST', `/api/v1/notifications-read/${created[0]}`, { token: tokens.jefe });
    expect(read.statusCode).toBe(200);
    expect(read.json().data.read_at).toEqual(expect.any(String));
    expect((await call(app, 'GET', '/api/v1/unread-notifications', { token: tokens.jefe })).json().count).toBe(2);

    const foreign = await call(app, 'POST', `/api/v1/notifications-read/${othersId}`, { token: tokens.jefe });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({
      message: 'El registro no existe o no tiene acceso a él.',
      request_id: expect.any(String),
    });
    const malformed = await call(app, 'POST', '/api/v1/notifications-read/abc', { token: tokens.jefe });
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().errors).toEqual({ id: ['Identificador no válido.'] });
    expect((await call(app, 'GET', '/api/v1/unread-notifications')).statusCode).toBe(401);

    const all = await call(app, 'POST', '/api/v1/notifications-read-all', { token: tokens.jefe });
    expect(all.json()).toEqual({ count: 2 });
    expect((await call(app, 'GET', '/api/v1/unread-notifications', { token: tokens.jefe })).json()).toEqual({
      count: 0,
      notifications: [],
    });
    expect((await call(app, 'GET', '/api/v1/unread-notifications', { token: tokens.servidor })).json().count).toBe(1);

    const page = await call(app, 'GET', '/api/v1/notifications?page=2&per_page=2', { token: tokens.jefe });
    expect(page.statusCode).toBe(200);
    expect(page.json().meta).toEqual({ page: 2, per_page: 2, total: 3, last_page: 2, total_capped: false });
    expect(page.json().data.map((n: { id: string }) => n.id)).toEqual([created[0]]);
    for (const query of ['per_page=0', 'per_page=101', 'page=abc', 'page=-1']) {
      const bad = await call(app, 'GET', `/api/v1/notifications?${query}`, { token: tokens.jefe });
      expect(bad.statusCode).toBe(422);
    }
  });

  it('filters the history by kind, by «dirigidas a mí» and by automatic notices, and lists people first in the bell', async () => {
    const { app } = ctx();
    const [oaj] = await app.db.select({ id: offices.id }).from(offices).where(eq(offices.code, 'OAJ'));
    await app.db.delete(notifications).where(eq(notifications.user_id, ids.jefe!));
    // One transaction each: a notification's time is its transaction's.
    const send = (target: NotifyTarget, data: NotificationData, options?: NotifyOptions) =>
      app.db.transaction((tx) => notify(tx, target, data, options));
    await send(ids.jefe!, { text: 'Le derivaron el ingreso 7', type: 'entries', data_id: 7 });
    await send({ office: oaj!.id }, { text: 'Salida 8 devuelta a su oficina', type: 'outputs', data_id: 8 });
    await send(ids.jefe!, { text: 'Vence mañana el ingreso 9', type: 'entries', data_id: 9 }, { automatic: true });
    // The automatic notice is the newest, yet the bell lists what people did first.
    await send(
      ids.jefe!,
      { text: 'Venció el plazo del ingreso 10', type: 'entries', data_id: 10 },
      { automatic: true },
    );
    const bell = await call(app, 'GET', '/api/v1/unread-notifications', { token: tokens.jefe });
    expect(bell.json().notifications.map((n: { data: { data_id: number } }) => n.data.data_id)).toEqual([8, 7, 10, 9]);

    const texts = async (query: string) => {
      const res = await call(app, 'GET', `/api/v1/notifications?${query}`, { token: tokens.jefe });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.map((n: { data: { data_id: number } }) => n.data.data_id);
    };
    expect(await texts('kind=outputs')).toEqual([8]);
    expect(await texts('mine=true')).toEqual([10, 9, 7]);
    expect(await texts('automatic=false')).toEqual([8, 7]);
    expect(await texts('automatic=true&kind=entries')).toEqual([10, 9]);
    expect(await texts('mine=true&automatic=false')).toEqual([7]);
    for (const query of ['kind=nada', 'mine=si', 'automatic=1']) {
      const bad = await call(app, 'GET', `/api/v1/notifications?${query}`, { token: tokens.jefe });
      expect(bad.statusCode, query).toBe(422);
    }
  });

  it('notifyUserAccessChanged notifies the user and tells their tabs to reload permissions, on commit', async () => {
    const { app } = ctx();
    const port = await listen(app);
    const echo = echoClient(app, port, tokens.servidor!);
    try {
      const received: { kind: string; payload: Record<string, unknown> }[] = [];
      let ready = false;
      echo
        .private(`App.Models.User.${ids.servidor}`)
        .notification((payload: Record<string, unknown>) => received.push({ kind: 'notification', payload }))
        .listen('.permissions-updated', (payload: Record<string, unknown>) =>
          received.push({ kind: 'permissions', payload }),
        )
        .subscribed(() => {
          ready = true;
        });
      await waitFor(() => ready);
      await app.db.transaction((tx) => notifyUserAccessChanged(tx, ids.servidor!));
      await waitFor(() => received.length === 2);
      expect(received[0]).toEqual({
        kind: 'notification',
        payload: {
          text: 'Sus permisos fueron actualizados.',
          type: 'profile',
          data_id: ids.servidor,
          id: expect.any(String),
        },
      });
      expect(received[1]).toEqual({ kind: 'permissions', payload: { user_id: ids.servidor } });
      const unread = (await call(app, 'GET', '/api/v1/unread-notifications', { token: tokens.servidor })).json();
      expect(unread.notifications[0].data.text).toBe('Sus permisos fueron actualizados.');
    } finally {
      echo.disconnect();
    }
  });
});
