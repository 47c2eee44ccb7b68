/**
 * Temporary access permissions: every transition allowed and refused, scope, one active loan per
 * item, overdue, renewal, receipts, and the access an active permission opens to a restricted
 * entry through the entries API — and closes when it is returned, revoked or past its date.
 */
import { calendarDate } from '@shared/working-days';
import { and, eq, like, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { archiveTemporaryPermissions, notifications } from '../../db/schema';
import { signedInUser } from '../../test/fixtures';
import { call, describeEachDatabase } from '../../test/harness';
import { type EntryFixtures, entryFixtures } from '../entries/entries.fixtures';
import { runPermissionClock } from './archive-temporary-permissions.due-notices';
import { archiveFixture } from './archive-temporary-permissions.fixtures';

const BASE = '/api/v1/archive-temporary-permissions';
const DAY = 86_400_000;
const today = () => calendarDate(new Date());
const inDays = (n: number) => calendarDate(new Date(Date.now() + n * DAY));

type Permission = { id: number; version: number; state: string; number: string; [key: string]: unknown };

describeEachDatabase('archive temporary permissions', (ctx) => {
  let f: EntryFixtures;
  let restrictedId: number;
  /** A worker of GAF (entries-me): restricted entries of OAJ are closed to them. */
  let reader: { id: number; token: string };
  /** A worker of GAF who may request for themselves (`-create`). */
  let asker: { id: number; token: string };
  let seq = 0;

  beforeAll(async () => {
    const { app, database } = ctx();
    f = await entryFixtures(ctx());
    const restricted = await call(app, 'POST', '/api/v1/document-classifications', {
      token: f.tokens.admin,
      body: { name: 'Reservado préstamos', description: null, restricted: true },
    });
    expect(restricted.statusCode, restricted.body).toBe(201);
    restrictedId = restricted.json().data.id;
    reader = await signedInUser(database.db, { username: 'lectora', role: 'Servidor de oficina', officeId: f.ids.GAF });
    asker = await signedInUser(database.db, {
      username: 'solicitante',
      permissions: ['home', 'entries-me', 'archive-temporary-permission-create'],
      officeId: f.ids.GAF,
    });
  });

  const api = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, body?: Record<string, unknown>) =>
    call(ctx().app, method, url, { token, body });

  /** A restricted entry addressed to OAJ (registered by the front desk). */
  const restrictedEntry = () => f.register({ classification_id: restrictedId, subject: `Reservado ${++seq}` });

  const body = (over: Record<string, unknown> = {}) => ({
    holder_id: reader.id,
    item_kind: 'entries',
    type: 'acceso_digital',
    reason: 'Revisión de antecedentes para un informe legal',
    starts_on: today(),
    until_on: inDays(3),
    ...over,
  });

  const create = async (over: Record<string, unknown>, token = f.tokens.archivero) => {
    const res = await api('POST', BASE, token, body(over));
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as Permission;
  };

  const act = async (p: Permission, action: string, token = f.tokens.archivero, extra: Record<string, unknown> = {}) =>
    api('POST', `${BASE}/${p.id}/${action}`, token, { version: p.version, ...extra });

  const ok = async (p: Permission, action: string, token?: string, extra?: Record<string, unknown>) => {
    const res = await act(p, action, token, extra);
    expect(res.statusCode, `${action}: ${res.body}`).toBe(200);
    return res.json().data as Permission;
  };

  /** Requested by the archive, approved, and authorised by the head of OAJ: active. */
  const active = async (over: Record<string, unknown>) => {
    const requested = await create(over);
    const waiting = await ok(requested, 'approve');
    expect(waiting.state).toBe('por_autorizar');
    const vigente = await ok(waiting, 'authorize', f.tokens.jefe);
    expect(vigente.state).toBe('vigente');
    return vigente;
  };

  const opens = async (entryId: number, token = reader.token) => {
    const show = await api('GET', `/api/v1/entries/${entryId}`, token);
    const history = await api('GET', `/api/v1/entries/${entryId}/history`, token);
    const files = await api('GET', `/api/v1/entries/${entryId}/attachments`, token);
    const codes = [show.statusCode, history.statusCode, files.statusCode];
    if (codes.every((c) => c === 200)) return true;
    expect(codes).toEqual([404, 404, 404]);
    return false;
  };

  describe('the access it opens', () => {
    it('opens exactly the restricted entry it names while active, and closes it when revoked', async () => {
      const entry = await restrictedEntry();
      const other = await restrictedEntry();
      expect(await opens(entry.id)).toBe(false);
      const permission = await active({ item_id: entry.id });
      expect(await opens(entry.id)).toBe(true);
      expect(await opens(other.id)).toBe(false);
      const list = await api('GET', '/api/v1/entries?per_page=100', reader.token);
      expect(list.json().data.map((e: { id: number }) => e.id)).toContain(entry.id);
      expect(list.json().data.map((e: { id: number }) => e.id)).not.toContain(other.id);
      // Reading is all it opens: the entry's transitions stay closed to the holder.
      expect(
        (await api('POST', `/api/v1/entries/${entry.id}/archive`, reader.token, { version: entry.version })).statusCode,
      ).toBe(403);
      const revoked = await ok(permission, 'revoke', f.tokens.archivero, { reason: 'Ya no lo necesita' });
      expect(revoked.state).toBe('revocado');
      expect(await opens(entry.id)).toBe(false);
    });

    it('opens to read only: the holder cannot reply to, link to or file what the loan opens', async () => {
      const entry = await restrictedEntry();
      await active({ item_id: entry.id });
      expect(await opens(entry.id)).toBe(true);
      const type = await api('POST', '/api/v1/type-outputs', f.tokens.admin, { code: 'OFL', name: 'Oficio préstamo' });
      expect(type.statusCode, type.body).toBe(201);
      /** An output answering the lent entry, registered as `token`. */
      const replyTo = (token: string, subject: string) =>
        api('POST', '/api/v1/outputs', token, {
          type_output_id: type.json().data.id,
          subject,
          folios: 1,
          recipients: [{ citizen_id: f.ids.citizen }],
          entry_id: entry.id,
        });
      const reply = await replyTo(reader.token, 'Respuesta a un ingreso prestado');
      expect(reply.statusCode, reply.body).toBe(422);
      expect(reply.json().errors.entry_id).toBeDefined();
      const stored = await api('GET', `/api/v1/entries/${entry.id}`, f.tokens.admin);
      expect(stored.json().data.state).not.toBe('atendido');

      const link = await api('POST', '/api/v1/supporting-entries', reader.token, {
        type_id: f.ids.type,
        party_kind: 'ciudadano',
        party_citizen_id: f.ids.citizen,
        subject: 'Informe que cita el ingreso prestado',
        folios: 1,
        entry_id: entry.id,
      });
      expect(link.statusCode, link.body).toBe(422);
      expect(link.json().errors.entry_id).toEqual(['El ingreso no existe o no tiene acceso a él.']);

      const folder = await api('POST', '/api/v1/folders', reader.token, { name: 'Carpeta de la lectora' });
      expect(folder.statusCode, folder.body).toBe(201);
      const { id: folderId, version } = folder.json().data;
      const filed = await api('POST', `/api/v1/folders/${folderId}/items`, reader.token, {
        version,
        item_type: 'entries',
        item_id: entry.id,
      });
      expect(filed.statusCode, filed.body).toBe(422);
      expect(filed.json().errors.item_id).toBeDefined();

      // The office that holds it replies; whoever sees the reply but not the entry reads its number only.
      const answer = await replyTo(f.tokens.jefe, 'Respuesta de la oficina a cargo');
      expect(answer.statusCode, answer.body).toBe(201);
      expect(answer.json().data.entry).toEqual({ id: entry.id, number: entry.number, subject: entry.subject });
      const seen = await api('GET', `/api/v1/outputs/${answer.json().data.id}`, f.tokens.archivero);
      expect(seen.statusCode, seen.body).toBe(200);
      expect(seen.json().data.entry).toEqual({ id: entry.id, number: entry.number });
    });

    it('opens the entry an archived document came from, and closes it when the loan is returned', async () => {
      const entry = await restrictedEntry();
      const expedient = await archiveFixture(ctx().database.db).expedient({ office_id: f.ids.OAJ });
      const doc = await archiveFixture(ctx().database.db).document(expedient.id, { kind: 'entries', id: entry.id });
      const permission = await active({ item_kind: 'archive-documents', item_id: doc.id, type: 'prestamo_fisico' });
      expect(await opens(entry.id)).toBe(true);
      const returned = await ok(permission, 'return', f.tokens.archivero, {
        return_notes: 'Completo, sin observaciones',
      });
      expect(returned).toMatchObject({ state: 'devuelto', return_notes: 'Completo, sin observaciones' });
      expect(await opens(entry.id)).toBe(false);
    });

    it('closes the access once its until date has passed, and a digital access ends by itself', async () => {
      const entry = await restrictedEntry();
      const permission = await active({ item_id: entry.id });
      expect(await opens(entry.id)).toBe(true);
      const { db } = ctx().database;
      await db
        .update(archiveTemporaryPermissions)
        .set({ starts_on: inDays(-5), until_on: inDays(-1) })
        .where(eq(archiveTemporaryPermissions.id, permission.id));
      expect(await opens(entry.id)).toBe(false);
      const run = await runPermissionClock(db, new Date());
      expect(run.ended).toBeGreaterThanOrEqual(1);
      const show = await api('GET', `${BASE}/${permission.id}`, f.tokens.archivero);
      expect(show.json().data.state).toBe('devuelto');
      const history = await api('GET', `${BASE}/${permission.id}/history`, f.tokens.archivero);
      expect(history.json().data.map((h: { action: string }) => h.action)).toContain('expire');
    });

    it('opens a restricted supporting document the same way', async () => {
      const created = await api('POST', '/api/v1/supporting-entries', f.tokens.jefe, {
        type_id: f.ids.type,
        party_kind: 'ciudadano',
        party_citizen_id: f.ids.citizen,
        subject: 'Informe reservado de la oficina',
        folios: 2,
        classification_id: restrictedId,
      });
      expect(created.statusCode, created.body).toBe(201);
      const doc = created.json().data as { id: number };
      const url = `/api/v1/supporting-entries/${doc.id}`;
      expect((await api('GET', url, reader.token)).statusCode).toBe(404);
      const permission = await active({ item_kind: 'supporting-entries', item_id: doc.id });
      expect((await api('GET', url, reader.token)).statusCode).toBe(200);
      await ok(permission, 'revoke', f.tokens.archivero, { reason: 'Terminó la revisión' });
      expect((await api('GET', url, reader.token)).statusCode).toBe(404);
    });

    it('lends an expedient whole: the unit, its documents and the records they came from, for reading only', async () => {
      const { database } = ctx();
      const editor = await signedInUser(database.db, {
        username: `editora-${++seq}`,
        permissions: ['home', 'entries-index', 'entries-update', 'archive-expedients-show', 'archive-documents-show'],
        officeId: f.ids.GAF,
      });
      const entry = await restrictedEntry();
      const expedient = await archiveFixture(database.db).expedient({ office_id: f.ids.OAJ });
      const doc = await archiveFixture(database.db).document(expedient.id, { kind: 'entries', id: entry.id });
      const urls = [
        `/api/v1/archive-expedients/${expedient.id}`,
        `/api/v1/archive-documents/${doc.id}`,
        `/api/v1/entries/${entry.id}`,
      ];
      const codes = async () => Promise.all(urls.map(async (url) => (await api('GET', url, editor.token)).statusCode));
      expect(await codes()).toEqual([404, 404, 404]);

      const permission = await active({
        holder_id: editor.id,
        item_kind: 'archive-expedients',
        item_id: expedient.id,
        type: 'prestamo_fisico',
      });
      expect(await codes()).toEqual([200, 200, 200]);
      const list = await api('GET', '/api/v1/archive-expedients?per_page=100', editor.token);
      expect(list.json().data.map((e: { id: number }) => e.id)).toContain(expedient.id);
      // What it opened offers nothing to do, in the show and in the list alike.
      const noAction = (can: Record<string, boolean>) => Object.values(can).every((allowed) => !allowed);
      const shown = (await api('GET', `/api/v1/entries/${entry.id}`, editor.token)).json().data;
      expect(Object.keys(shown.can).length).toBeGreaterThan(0);
      expect(noAction(shown.can), JSON.stringify(shown.can)).toBe(true);
      expect(shown).not.toHaveProperty('writable_');
      const listed = (await api('GET', '/api/v1/entries?per_page=100', editor.token)).json().data;
      expect(noAction(listed.find((e: { id: number }) => e.id === entry.id).can)).toBe(true);
      const own = (await api('GET', `/api/v1/entries/${entry.id}`, f.tokens.admin)).json().data;
      expect(own.can.annul).toBe(true);
      // Reading is all it opens, even to a holder whose keys change entries of their own office.
      const annul = await api('POST', `/api/v1/entries/${entry.id}/annul`, editor.token, {
        version: entry.version,
        reason: 'Anulación indebida',
      });
      expect(annul.statusCode, annul.body).toBe(404);
      const after = await api('GET', `/api/v1/entries/${entry.id}`, f.tokens.admin);
      expect(after.json().data.state).not.toBe('anulado');

      await ok(permission, 'return', f.tokens.archivero, { return_notes: 'Devuelto completo' });
      expect(await codes()).toEqual([404, 404, 404]);
    });

    it('opens a lent box to a borrower without archive keys: its page, history and label, read-only', async () => {
      const { database } = ctx();
      const borrower = await signedInUser(database.db, {
        username: `prestataria-${++seq}`,
        permissions: ['home', 'entries-me', 'archive-temporary-permission-create'],
        officeId: f.ids.GAF,
      });
      const entry = await restrictedEntry();
      const box = await archiveFixture(database.db).expedient({ office_id: f.ids.OAJ });
      const other = await archiveFixture(database.db).expedient({ office_id: f.ids.OAJ });
      const doc = await archiveFixture(database.db).document(box.id, { kind: 'entries', id: entry.id });
      const urls = [
        `/api/v1/archive-expedients/${box.id}`,
        `/api/v1/archive-expedients/${box.id}/history`,
        `/api/v1/archive-expedients/${box.id}/label`,
        `/api/v1/archive-documents/${doc.id}`,
        `/api/v1/entries/${entry.id}`,
      ];
      const codes = async () =>
        Promise.all(urls.map(async (url) => (await api('GET', url, borrower.token)).statusCode));
      expect(await codes()).toEqual([404, 404, 404, 404, 404]);
      const permission = await active({
        holder_id: borrower.id,
        item_kind: 'archive-expedients',
        item_id: box.id,
        type: 'consulta_sala',
      });
      expect(await codes()).toEqual([200, 200, 200, 200, 200]);
      const shown = (await api('GET', urls[0]!, borrower.token)).json().data;
      expect(Object.values(shown.can as Record<string, boolean>).every((allowed) => !allowed)).toBe(true);
      expect(shown.read_only).toBe(true);
      // Only what was lent: another unit stays closed, and nothing of the box changes.
      expect((await api('GET', `/api/v1/archive-expedients/${other.id}`, borrower.token)).statusCode).toBe(404);
      const close = await api('POST', `/api/v1/archive-expedients/${box.id}/close`, borrower.token, {
        version: shown.version,
      });
      expect(close.statusCode).toBe(403);
      await ok(permission, 'return', f.tokens.archivero, { return_notes: 'Devuelto completo' });
      expect(await codes()).toEqual([404, 404, 404, 404, 404]);
    });

    it('opens nothing before its start date', async () => {
      const entry = await restrictedEntry();
      await active({ item_id: entry.id, starts_on: inDays(2), until_on: inDays(4) });
      expect(await opens(entry.id)).toBe(false);
    });
  });

  describe('transitions', () => {
    it('numbers a request and goes straight to vigente when the item is of the holder’s own office', async () => {
      const expedient = await archiveFixture(ctx().database.db).expedient({ office_id: f.ids.GAF });
      const p = await create({ item_kind: 'archive-expedients', item_id: expedient.id, type: 'consulta_sala' });
      expect(p).toMatchObject({ state: 'solicitado', item_label: expedient.code, holder_office_id: f.ids.GAF });
      expect(p.number).toMatch(/^PA-\d{4}-\d{6}$/);
      expect(p.can).toMatchObject({ approve: true, return: false, update: true, cancel: true });
      const vigente = await ok(p, 'approve');
      expect(vigente).toMatchObject({ state: 'vigente', granted_by: f.ids['user:archivero'] });
      expect(vigente.can).toMatchObject({ return: true, renew: true, revoke: true, approve: false, update: false });
    });

    it('refuses each action out of its states, with a stale version, or to the wrong person', async () => {
      const entry = await restrictedEntry();
      const p = await create({ item_id: entry.id, holder_id: asker.id });
      expect((await act(p, 'return')).statusCode).toBe(409);
      expect((await act(p, 'renew', f.tokens.archivero, { until_on: inDays(9) })).statusCode).toBe(409);
      expect((await act(p, 'revoke', f.tokens.archivero, { reason: 'x' })).statusCode).toBe(409);
      expect((await act(p, 'authorize', f.tokens.jefe)).statusCode).toBe(409);
      expect((await act({ ...p, version: p.version + 1 }, 'approve')).statusCode).toBe(409);
      // The holder sees it but may not approve it.
      expect((await act(p, 'approve', asker.token)).statusCode).toBe(403);
      const waiting = await ok(p, 'approve');
      expect(waiting.state).toBe('por_autorizar');
      // Only the head of the item's office (or the archive) authorises: the holder may not.
      const refused = await act(waiting, 'authorize', asker.token);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toContain('jefe de la oficina');
      const jefeView = await api('GET', `${BASE}/${p.id}`, f.tokens.jefe);
      expect(jefeView.json().data.can).toMatchObject({ authorize: true, reject: true, return: false });
      const rejected = await ok(waiting, 'reject', f.tokens.jefe, { reason: 'Contiene datos personales sensibles' });
      expect(rejected).toMatchObject({ state: 'rechazado', closing_reason: 'Contiene datos personales sensibles' });
      expect((await act(rejected, 'approve')).statusCode).toBe(409);
      expect((await act(rejected, 'cancel', f.tokens.archivero, { reason: 'x' })).statusCode).toBe(409);
    });

    it('tells the head of the item’s office when a permission waits for them, and the holder when it is active', async () => {
      const entry = await restrictedEntry();
      const p = await active({ item_id: entry.id });
      const told = await ctx()
        .database.db.select({ user_id: notifications.user_id, data: notifications.data })
        .from(notifications)
        .where(like(sql`${notifications.data}->>'text'`, `%${p.number}%`));
      expect(told.map((n) => n.user_id).sort()).toEqual([f.ids['user:jefe'], reader.id].sort());
      const holderNotice = told.find((n) => n.user_id === reader.id)!;
      expect(holderNotice.data).toMatchObject({ type: 'entries', data_id: entry.id });
    });

    it('lets a worker with -create request for themselves only, see their own, and cancel it', async () => {
      const entry = await restrictedEntry();
      const forOther = await api('POST', BASE, asker.token, body({ item_id: entry.id }));
      expect(forOther.statusCode).toBe(422);
      expect(forOther.json().errors.holder_id).toBeDefined();
      const own = await create({ item_id: entry.id, holder_id: asker.id }, asker.token);
      expect(own.requested_by).toBe(asker.id);
      expect(own.can).toMatchObject({ approve: false, cancel: true, update: false });
      expect(
        (
          await api('PUT', `${BASE}/${own.id}`, asker.token, {
            ...body({ item_id: entry.id, holder_id: asker.id }),
            version: own.version,
          })
        ).statusCode,
      ).toBe(403);
      const list = (await api('GET', `${BASE}?per_page=100`, asker.token)).json().data as Permission[];
      expect(list.map((p) => p.id)).toContain(own.id);
      expect(list.every((p) => p.holder_id === asker.id || p.requested_by === asker.id)).toBe(true);
      // The archive is told of the request.
      const [archive] = await ctx()
        .database.db.select({ id: notifications.id })
        .from(notifications)
        .where(
          and(
            eq(notifications.user_id, f.ids['user:archivero']!),
            like(sql`${notifications.data}->>'text'`, `%${own.number}%`),
          ),
        );
      expect(archive).toBeDefined();
      const cancelled = await ok(own, 'cancel', asker.token, { reason: 'Ya no lo necesito' });
      expect(cancelled.state).toBe('cancelado');
    });

    it('shows each user only their permissions, the head those of their office, the archive all', async () => {
      const entry = await restrictedEntry();
      const mine = await create({ item_id: entry.id });
      const otherExpedient = await archiveFixture(ctx().database.db).expedient({ office_id: f.ids.GAF });
      const notMine = await create({
        holder_id: f.ids['user:mesapartes'],
        item_kind: 'archive-expedients',
        item_id: otherExpedient.id,
      });
      const ids = async (token: string) =>
        (await api('GET', `${BASE}?per_page=100`, token)).json().data.map((p: Permission) => p.id);
      expect(await ids(f.tokens.archivero)).toEqual(expect.arrayContaining([mine.id, notMine.id]));
      expect(await ids(f.tokens.jefe)).toContain(mine.id);
      expect(await ids(f.tokens.jefe)).not.toContain(notMine.id);
      expect((await api('GET', `${BASE}/${notMine.id}`, f.tokens.jefe)).statusCode).toBe(404);
      expect((await api('GET', `${BASE}/${mine.id}`, f.tokens.mesapartes)).statusCode).toBe(403);
    });

    it('validates the item: it must exist and, for a correspondence record, be restricted', async () => {
      const open = await f.register({ subject: 'Documento común' });
      const res = await api('POST', BASE, f.tokens.archivero, body({ item_id: open.id }));
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.item_id[0]).toContain('no es reservado');
      const missing = await api(
        'POST',
        BASE,
        f.tokens.archivero,
        body({ item_kind: 'archive-expedients', item_id: 999_999 }),
      );
      expect(missing.json().errors.item_id).toBeDefined();
      const backwards = await api('POST', BASE, f.tokens.archivero, body({ item_id: open.id, until_on: inDays(-1) }));
      expect(backwards.json().errors.until_on[0]).toContain('anterior al inicio');
      const lookup = await api(
        'GET',
        `${BASE}/items/lookup?kind=entries&q=${encodeURIComponent('ING-')}`,
        f.tokens.archivero,
      );
      expect(lookup.statusCode).toBe(200);
      const labels = lookup.json().data as { label: string; description: string }[];
      expect(labels.map((l) => l.label)).not.toContain(open.number);
      expect(labels.every((l) => l.description.startsWith('Documento reservado'))).toBe(true);
    });
  });

  describe('loans', () => {
    it('lends an item to one person at a time; a digital access may be shared', async () => {
      const expedient = await archiveFixture(ctx().database.db).expedient({ office_id: f.ids.GAF });
      const loan = { item_kind: 'archive-expedients', item_id: expedient.id, type: 'prestamo_fisico' };
      const first = await ok(await create(loan), 'approve');
      const second = await create({ ...loan, holder_id: asker.id });
      const refused = await act(second, 'approve');
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toContain(`ya está prestado a`);
      expect(refused.json().message).toContain(first.number);
      await ok(await create({ ...loan, type: 'acceso_digital' }), 'approve');
      await ok(first, 'return', f.tokens.archivero, {});
      expect((await ok(second, 'approve')).state).toBe('vigente');
    });

    it('flags and filters the overdue, renews with a later date, and prints both receipts', async () => {
      const expedient = await archiveFixture(ctx().database.db).expedient({ office_id: f.ids.GAF });
      const p = await ok(
        await create({ item_kind: 'archive-expedients', item_id: expedient.id, type: 'prestamo_fisico' }),
        'approve',
      );
      await ctx()
        .database.db.update(archiveTemporaryPermissions)
        .set({ starts_on: inDays(-10), until_on: inDays(-2), original_until_on: inDays(-2) })
        .where(eq(archiveTemporaryPermissions.id, p.id));
      const overdue = (await api('GET', `${BASE}?overdue=true&per_page=100`, f.tokens.archivero)).json()
        .data as Permission[];
      expect(overdue.find((x) => x.id === p.id)).toMatchObject({ overdue: true });
      const notOverdue = (await api('GET', `${BASE}?overdue=false&per_page=100`, f.tokens.archivero)).json()
        .data as Permission[];
      expect(notOverdue.map((x) => x.id)).not.toContain(p.id);
      const earlier = await act(p, 'renew', f.tokens.archivero, { until_on: inDays(-3) });
      expect(earlier.statusCode).toBe(422);
      const tooFar = await act(p, 'renew', f.tokens.archivero, { until_on: inDays(200) });
      expect(tooFar.statusCode).toBe(422);
      const renewed = await ok(p, 'renew', f.tokens.archivero, { until_on: inDays(7) });
      expect(renewed).toMatchObject({
        until_on: inDays(7),
        original_until_on: inDays(-2),
        renewals: 1,
        overdue: false,
      });
      const history = (await api('GET', `${BASE}/${p.id}/history`, f.tokens.archivero)).json().data;
      expect(history.find((h: { action: string }) => h.action === 'renew').changes.until_on).toEqual([
        inDays(-2),
        inDays(7),
      ]);
      const loan = await api('GET', `${BASE}/${p.id}/loan-receipt`, f.tokens.archivero);
      expect(loan.statusCode).toBe(200);
      expect(loan.headers['content-type']).toBe('application/pdf');
      expect(loan.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect((await api('GET', `${BASE}/${p.id}/return-receipt`, f.tokens.archivero)).statusCode).toBe(404);
      await ok(renewed, 'return', f.tokens.archivero, { return_notes: null });
      const back = await api('GET', `${BASE}/${p.id}/return-receipt`, f.tokens.archivero);
      expect(back.statusCode).toBe(200);
      expect(back.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    });

    it('puts loans on the Tablero: overdue and active for the archive, waiting for the head, the holder’s own', async () => {
      const tiles = async (token: string) => {
        const res = await api('GET', '/api/v1/dashboard', token);
        expect(res.statusCode, res.body).toBe(200);
        return new Map((res.json().tiles as { id: string; count: number; link: string }[]).map((t) => [t.id, t]));
      };
      /** A tile's count is the total of the list its link opens (the screen's path is the API's resource). */
      const listTotal = async (link: string, token: string) => {
        const [, query] = link.split('?');
        expect(link.startsWith('/archive-central/permissions?')).toBe(true);
        return (await api('GET', `${BASE}?${query}`, token)).json().meta.total as number;
      };
      const expedient = await archiveFixture(ctx().database.db).expedient({ office_id: f.ids.GAF });
      const late = await ok(
        await create({
          holder_id: asker.id,
          item_kind: 'archive-expedients',
          item_id: expedient.id,
          type: 'prestamo_fisico',
        }),
        'approve',
      );
      await ctx()
        .database.db.update(archiveTemporaryPermissions)
        .set({ starts_on: inDays(-10), until_on: inDays(-1), original_until_on: inDays(-1) })
        .where(eq(archiveTemporaryPermissions.id, late.id));
      const waiting = await ok(await create({ item_id: (await restrictedEntry()).id }), 'approve');
      expect(waiting.state).toBe('por_autorizar');

      const archive = await tiles(f.tokens.archivero);
      for (const id of ['archive-permissions-overdue', 'archive-permissions-active']) {
        const tile = archive.get(id)!;
        expect(tile.count, id).toBeGreaterThan(0);
        expect(await listTotal(tile.link, f.tokens.archivero), id).toBe(tile.count);
      }
      expect(archive.has('archive-permissions-mine')).toBe(false);
      expect(archive.has('archive-permissions-to-authorize')).toBe(false);

      const head = (await tiles(f.tokens.jefe)).get('archive-permissions-to-authorize')!;
      expect(head.link).toBe('/archive-central/permissions?state=por_autorizar&sort=created_at');
      expect(head.count).toBeGreaterThan(0);
      expect(await listTotal(head.link, f.tokens.jefe)).toBe(head.count);

      // A worker who may ask for loans sees their own; one without any loan key has no such tile.
      const mine = (await tiles(asker.token)).get('archive-permissions-mine')!;
      expect(mine.link).toBe(`/archive-central/permissions?holder_id=${asker.id}&state=vigente&sort=until_on`);
      expect(mine.count).toBeGreaterThan(0);
      expect(await listTotal(mine.link, asker.token)).toBe(mine.count);
      const keyless = await signedInUser(ctx().database.db, {
        username: 'sin-prestamos',
        permissions: ['home', 'entries-me'],
        officeId: f.ids.GAF,
      });
      expect((await tiles(keyless.token)).has('archive-permissions-mine')).toBe(false);
    });

    it('tells the holder the day before and on the due day, once each, also when two instances run at once', async () => {
      const { db } = ctx().database;
      const lend = async () => {
        const expedient = await archiveFixture(db).expedient({ office_id: f.ids.MP });
        const request = { holder_id: f.ids['user:mesapartes'], item_kind: 'archive-expedients', item_id: expedient.id };
        return ok(await create({ ...request, type: 'prestamo_fisico' }), 'approve');
      };
      const tomorrow = await lend();
      const dueToday = await lend();
      await db
        .update(archiveTemporaryPermissions)
        .set({ until_on: inDays(1) })
        .where(eq(archiveTemporaryPermissions.id, tomorrow.id));
      await db
        .update(archiveTemporaryPermissions)
        .set({ until_on: today() })
        .where(eq(archiveTemporaryPermissions.id, dueToday.id));
      const now = new Date();
      const runs = await Promise.all([runPermissionClock(db, now), runPermissionClock(db, now)]);
      expect(runs.map((r) => r.due_soon).sort()).toEqual([0, 1]);
      expect(runs.map((r) => r.due_today).sort()).toEqual([0, 1]);
      expect(await runPermissionClock(db, now)).toMatchObject({ due_soon: 0, due_today: 0 });
      const texts = (
        await db
          .select({ data: notifications.data })
          .from(notifications)
          .where(
            and(
              eq(notifications.user_id, f.ids['user:mesapartes']!),
              like(sql`${notifications.data}->>'text'`, 'Vence %'),
            ),
          )
      ).map((n) => n.data.text);
      expect(texts.filter((t) => t.startsWith(`Vence mañana su permiso ${tomorrow.number} `))).toHaveLength(1);
      expect(texts.filter((t) => t.startsWith(`Vence hoy su permiso ${dueToday.number} `))).toHaveLength(1);
    });
  });
});
