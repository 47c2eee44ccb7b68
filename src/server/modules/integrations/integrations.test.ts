/**
 * Integrations on each database: an admin creates one (token shown once, stored hashed), the
 * token reads in its office's scope, gets 404 out of it and 403 without the key, its write is
 * audited as the integration's principal; rotation and revocation end the old token; the keys
 * must be a subset of the role's; the per-token throttle answers 429.
 */
import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { auditLogs, integrations, roles } from '../../db/schema';
import { authenticateIntegration } from '../../lib/integration-tokens';
import { hashSecret } from '../../lib/tokens';
import { lastAudit } from '../../test/audit-trail';
import { call, describeEachDatabase } from '../../test/harness';
import { type EntryFixtures, entryFixtures } from '../entries/entries.fixtures';

describeEachDatabase('integrations', (ctx) => {
  let f: EntryFixtures;
  let roleId: number;
  let created: { id: number; version: number; user_id: number; token: string; token_hint: string };

  const create = (body: Record<string, unknown>) =>
    call(ctx().app, 'POST', '/api/v1/integrations', { token: f.tokens.admin, body });

  beforeAll(async () => {
    f = await entryFixtures(ctx());
    const [role] = await ctx().database.db.select().from(roles).where(eq(roles.name, 'Jefe de oficina'));
    roleId = role!.id;
    const res = await create({
      name: 'Sistema de licencias',
      office_id: f.ids.OAJ,
      role_id: roleId,
      permissions: [
        'entries-index',
        'entries-show',
        'entry-requests-create',
        'entry-requests-index',
        'entry-requests-show',
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    created = res.json().data;
  });

  it('shows the token once and keeps only its SHA-256', async () => {
    expect(created.token).toMatch(/^folio_int_[\w-]{43}$/);
    expect(created.token.startsWith(created.token_hint)).toBe(true);
    const [row] = await ctx().database.db.select().from(integrations).where(eq(integrations.id, created.id));
    expect(row!.token_hash).toBe(hashSecret(created.token));
    const shown = await call(ctx().app, 'GET', `/api/v1/integrations/${created.id}`, { token: f.tokens.admin });
    expect(shown.statusCode).toBe(200);
    expect(shown.body).not.toContain(created.token);
    expect(shown.json().data).not.toHaveProperty('token_hash');
    expect(shown.json().data.office.name).toBe('Oficina de Asesoría Jurídica');
  });

  it('reads in its office scope, 404 out of it, 403 without the key; its request is audited as the integration', async () => {
    const ours = await f.register({ destination_office_id: f.ids.OAJ });
    const theirs = await f.register({ destination_office_id: f.ids.GAF });
    const as = (method: 'GET' | 'POST', url: string, body?: unknown) =>
      call(ctx().app, method, url, { token: created.token, body });
    const read = await as('GET', `/api/v1/entries/${ours.id}`);
    expect(read.statusCode, read.body).toBe(200);
    expect((await as('GET', `/api/v1/entries/${theirs.id}`)).statusCode).toBe(404);
    expect((await as('GET', '/api/v1/outputs')).statusCode).toBe(403);
    expect((await as('GET', '/api/v1/integrations')).statusCode).toBe(403);

    const submitted = await as('POST', '/api/v1/entry-requests', {
      ...f.body(),
      urgency: 'urgente',
      note: 'Desde licencias',
    });
    expect(submitted.statusCode, submitted.body).toBe(201);
    const row = await lastAudit(ctx().database.db, 'entry-requests', submitted.json().data.id);
    expect(row).toMatchObject({ action: 'create', actor_id: created.user_id });
    const principal = await call(ctx().app, 'GET', `/api/v1/users/${created.user_id}`, { token: f.tokens.admin });
    expect(principal.json().data).toMatchObject({
      names: 'Sistema de licencias',
      surnames: '(integración)',
      active: false,
    });
    const shown = await call(ctx().app, 'GET', `/api/v1/integrations/${created.id}`, { token: f.tokens.admin });
    expect(shown.json().data.last_used_at).not.toBeNull();
  });

  it('rotates (the old token stops at once) and revokes', async () => {
    const rotated = await call(ctx().app, 'POST', `/api/v1/integrations/${created.id}/rotate`, {
      token: f.tokens.admin,
      body: { version: created.version },
    });
    expect(rotated.statusCode, rotated.body).toBe(200);
    const next = rotated.json().data as typeof created;
    expect(next.token).not.toBe(created.token);
    expect((await call(ctx().app, 'GET', '/api/v1/entries', { token: created.token })).statusCode).toBe(401);
    expect((await call(ctx().app, 'GET', '/api/v1/entries', { token: next.token })).statusCode).toBe(200);
    const stale = await call(ctx().app, 'POST', `/api/v1/integrations/${created.id}/revoke`, {
      token: f.tokens.admin,
      body: { version: created.version },
    });
    expect(stale.statusCode).toBe(409);
    const revoked = await call(ctx().app, 'POST', `/api/v1/integrations/${created.id}/revoke`, {
      token: f.tokens.admin,
      body: { version: next.version },
    });
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json().data).toMatchObject({ token_hint: null, revoked_at: expect.any(String) });
    expect((await call(ctx().app, 'GET', '/api/v1/entries', { token: next.token })).statusCode).toBe(401);
    const trail = await ctx()
      .database.db.select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entity, 'integrations'), eq(auditLogs.entity_id, String(created.id))));
    expect(trail.map((r) => r.action)).toEqual(['create', 'rotate', 'revoke']);
    expect(JSON.stringify(trail)).not.toContain(hashSecret(next.token));
  });

  it('refuses keys outside the role, the admin key and unknown offices with Spanish field errors', async () => {
    const res = await create({
      name: 'Demasiado',
      office_id: f.ids.OAJ,
      role_id: roleId,
      permissions: ['entries-show', 'users-create'],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ 'permissions.1': ['El rol elegido no tiene este permiso.'] });
    const admin = await create({ name: 'Admin', office_id: 999_999, role_id: roleId, permissions: ['admin'] });
    expect(admin.statusCode).toBe(422);
    expect(admin.json().errors['permissions.0']).toEqual([
      'Una integración no puede tener el permiso de administrador.',
    ]);
  });

  it('throttles each token per minute with 429 and Retry-After', async () => {
    const res = await create({
      name: 'Consultas masivas',
      office_id: f.ids.OAJ,
      role_id: roleId,
      permissions: ['entries-index'],
    });
    const { token } = res.json().data as { token: string };
    const { db } = ctx().database;
    await authenticateIntegration(db, token, 2);
    await authenticateIntegration(db, token, 2);
    const refused = await authenticateIntegration(db, token, 2).catch((error: unknown) => error);
    expect(refused).toMatchObject({ status: 429, headers: { 'retry-after': expect.stringMatching(/^\d+$/) } });
  });
});
