/**
 * Proofs generated from the records template, for every document module it knows (its reads
 * registrar and transitions table, lib/records/registry.ts), not from a hand-written list of
 * routes: on a record outside the caller's scope every read and write route under
 * `{base}/:id` answers 404 and changes nothing, and every versioned write (the edit and each
 * transition) with a stale version answers 409 and changes nothing. A new module only adds how
 * to register one sample record (`SAMPLES`); the test fails until it does.
 */
import { ADMIN } from '@shared/permissions';
import { calendarDate } from '@shared/working-days';
import { and, count, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { beforeAll, expect, it } from 'vitest';
import type { Db } from '../db/client';
import {
  archiveDisposals,
  archiveDocuments,
  archiveExpedients,
  archiveTemporaryPermissions,
  archiveTransfers,
  auditLogs,
  deliveryControls,
  entries,
  folders,
  offices,
  outputs,
  requests,
  rolePermissions,
  roles,
  supportingEntries,
  supportingOutputs,
  userRoles,
  users,
} from '../db/schema';
import { documentModules } from '../lib/records/registry';
import type { Auth } from '../plugins/auth';
import { call, describeEachDatabase, login, type TestApp } from '../test/harness';
import { archiveFixture } from './archive-temporary-permissions/archive-temporary-permissions.fixtures';
import { hashPassword } from './auth/auth.passwords';
import { type EntryFixtures, entryFixtures } from './entries/entries.fixtures';

const PASSWORD = 'Alcance2026';
let samples = 0;
let outsiders = 0;

interface Sample {
  id: number;
  /** The body of its edit (`PUT {base}/:id`) without `version`. */
  input: Record<string, unknown>;
}

/** How to register one record of each module, for an office the outsider does not belong to. */
const SAMPLES: Record<string, { table: PgTable; create: (ctx: TestApp, f: EntryFixtures) => Promise<Sample> }> = {
  entries: {
    table: entries,
    create: async (_ctx, f) => {
      const input = f.body({ destination_office_id: f.ids.GAF, subject: 'Fuera del alcance' });
      const entry = await f.register(input);
      return { id: entry.id, input };
    },
  },
  outputs: {
    table: outputs,
    create: async ({ app }, f) => {
      samples += 1;
      const type = await call(app, 'POST', '/api/v1/type-outputs', {
        token: f.tokens.admin,
        body: { code: `PRU${samples}`, name: `Prueba de alcance ${samples}` },
      });
      expect(type.statusCode, type.body).toBe(201);
      const input = {
        type_output_id: type.json().data.id,
        subject: 'Fuera del alcance',
        folios: 1,
        recipients: [{ citizen_id: f.ids.citizen }],
      };
      const res = await call(app, 'POST', '/api/v1/outputs', { token: f.tokens.mesapartes, body: input });
      expect(res.statusCode, res.body).toBe(201);
      return { id: res.json().data.id, input };
    },
  },
  // Cancelled: a pending request is open to every `-assign` holder, the outsider included.
  'entry-requests': {
    table: requests,
    create: (ctx, f) => cancelledRequest(ctx, f, 'entry-requests', f.body({ subject: 'Fuera del alcance' })),
  },
  'output-requests': {
    table: requests,
    create: async (ctx, f) => {
      samples += 1;
      const type = await call(ctx.app, 'POST', '/api/v1/type-outputs', {
        token: f.tokens.admin,
        body: { code: `PRS${samples}`, name: `Prueba de solicitud ${samples}` },
      });
      expect(type.statusCode, type.body).toBe(201);
      return cancelledRequest(ctx, f, 'output-requests', {
        type_output_id: type.json().data.id,
        subject: 'Fuera del alcance',
        folios: 1,
        recipients: [{ citizen_id: f.ids.citizen }],
      });
    },
  },
  'supporting-entries': {
    table: supportingEntries,
    create: async ({ app }, f) => {
      const input = {
        type_id: f.ids.type,
        office_id: f.ids.GAF,
        party_kind: 'ciudadano',
        party_citizen_id: f.ids.citizen,
        subject: 'Fuera del alcance',
        folios: 1,
      };
      const res = await call(app, 'POST', '/api/v1/supporting-entries', { token: f.tokens.admin, body: input });
      expect(res.statusCode, res.body).toBe(201);
      return { id: res.json().data.id, input };
    },
  },
  'supporting-outputs': {
    table: supportingOutputs,
    create: async ({ app }, f) => {
      samples += 1;
      const type = await call(app, 'POST', '/api/v1/type-outputs', {
        token: f.tokens.admin,
        body: { code: `APO${samples}`, name: `Informe de apoyo ${samples}` },
      });
      expect(type.statusCode, type.body).toBe(201);
      const input = {
        type_id: type.json().data.id,
        office_id: f.ids.GAF,
        party_kind: 'oficina',
        party_office_id: f.ids.GAF,
        subject: 'Fuera del alcance',
        folios: 1,
      };
      const res = await call(app, 'POST', '/api/v1/supporting-outputs', { token: f.tokens.admin, body: input });
      expect(res.statusCode, res.body).toBe(201);
      return { id: res.json().data.id, input };
    },
  },
  folders: {
    table: folders,
    create: async ({ app }, f) => {
      const input = { name: 'Carpeta fuera del alcance', visibility: 'oficina' };
      const res = await call(app, 'POST', '/api/v1/folders', { token: f.tokens.jefe, body: input });
      expect(res.statusCode, res.body).toBe(201);
      return { id: res.json().data.id, input };
    },
  },
  'archive-expedients': {
    table: archiveExpedients,
    create: async ({ app }, f) => {
      samples += 1;
      const input = { code: `ALC-${samples}`, title: 'Caja fuera del alcance', office_id: f.ids.GAF };
      const res = await call(app, 'POST', '/api/v1/archive-expedients', { token: f.tokens.admin, body: input });
      expect(res.statusCode, res.body).toBe(201);
      return { id: res.json().data.id, input };
    },
  },
  'archive-documents': {
    table: archiveDocuments,
    create: async ({ app }, f) => {
      samples += 1;
      const unit = await call(app, 'POST', '/api/v1/archive-expedients', {
        token: f.tokens.admin,
        body: { code: `ALD-${samples}`, title: 'Expediente fuera del alcance', office_id: f.ids.GAF },
      });
      expect(unit.statusCode, unit.body).toBe(201);
      const body = {
        expedient_id: unit.json().data.id,
        title: 'Documento fuera del alcance',
        document_date: '2024-01-15',
        folio_from: 1,
        folio_to: 2,
      };
      const res = await call(app, 'POST', '/api/v1/archive-documents', { token: f.tokens.admin, body });
      expect(res.statusCode, res.body).toBe(201);
      const input = { position: 1, folio_from: 1, folio_to: 3, notes: null, title: null, document_date: null };
      return { id: res.json().data.id, input };
    },
  },
  'delivery-controls': {
    table: deliveryControls,
    create: async ({ app }, f) => {
      const input = {
        kind: 'externo',
        provider: 'Courier de prueba',
        guide_number: 'G-001',
        scheduled_date: calendarDate(new Date()),
      };
      const res = await call(app, 'POST', '/api/v1/delivery-controls', { token: f.tokens.mesapartes, body: input });
      expect(res.statusCode, res.body).toBe(201);
      return { id: res.json().data.id, input };
    },
  },
  'archive-temporary-permissions': {
    table: archiveTemporaryPermissions,
    create: async (ctx, f) => {
      const expedient = await archiveFixture(ctx.database.db).expedient({ office_id: f.ids.GAF });
      const today = calendarDate(new Date());
      const input = {
        holder_id: f.ids['user:jefe'],
        item_kind: 'archive-expedients',
        item_id: expedient.id,
        type: 'consulta_sala',
        reason: 'Fuera del alcance',
        starts_on: today,
        until_on: today,
      };
      const res = await call(ctx.app, 'POST', '/api/v1/archive-temporary-permissions', {
        token: f.tokens.admin,
        body: input,
      });
      expect(res.statusCode, res.body).toBe(201);
      return { id: res.json().data.id, input };
    },
  },
  'archive-disposals': {
    table: archiveDisposals,
    create: async (ctx, f) => {
      // A candidate: closed, disposition E, its central retention over.
      const expedient = await archiveFixture(ctx.database.db).expedient({
        office_id: f.ids.GAF,
        state: 'cerrado',
        disposition: 'E',
        central_retention_until: '2020-01-01',
      });
      const input = { items: [{ expedient_id: expedient.id, keep: false }], notes: null };
      const res = await call(ctx.app, 'POST', '/api/v1/archive-disposals', { token: f.tokens.admin, body: input });
      expect(res.statusCode, res.body).toBe(201);
      return { id: res.json().data.id, input };
    },
  },
  'archive-transfers': {
    table: archiveTransfers,
    create: async ({ app }, f) => {
      const input = { office_id: f.ids.GAF, transfer_date: calendarDate(new Date()), notes: 'Fuera del alcance' };
      const res = await call(app, 'POST', '/api/v1/archive-transfers', { token: f.tokens.admin, body: input });
      expect(res.statusCode, res.body).toBe(201);
      return { id: res.json().data.id, input };
    },
  },
};

/** A request of the head of OAJ, cancelled by them. */
async function cancelledRequest(
  { app }: TestApp,
  f: EntryFixtures,
  resource: string,
  input: Record<string, unknown>,
): Promise<Sample> {
  const res = await call(app, 'POST', `/api/v1/${resource}`, { token: f.tokens.jefe, body: input });
  expect(res.statusCode, res.body).toBe(201);
  const { id, version } = res.json().data;
  const cancel = await call(app, 'POST', `/api/v1/${resource}/${id}/cancel`, {
    token: f.tokens.jefe,
    body: { version },
  });
  expect(cancel.statusCode, cancel.body).toBe(200);
  return { id, input };
}

/** A value the zod schema accepts, enough to get past validation to the scope check. */
const TEXT = 'Prueba';

function sampleOf(schema: unknown): unknown {
  const def = (schema as { _zod: { def: Record<string, unknown> & { type: string } } })._zod.def;
  switch (def.type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(def.shape as Record<string, unknown>)
          .map(([key, field]) => [key, sampleOf(field)])
          .filter(([, value]) => value !== undefined),
      );
    case 'optional':
    case 'nullable': {
      // Optional text is filled in (a rule may ask for it, e.g. who received a delivery); other
      // optional values are left out.
      const inner = sampleOf(def.innerType);
      if (inner === TEXT) return inner;
      return def.type === 'nullable' ? null : undefined;
    }
    case 'default':
      return undefined;
    case 'pipe':
      return sampleOf(def.in);
    case 'array': {
      // As many elements as the array asks for at least (two witnesses of a disposal).
      const checks = (def.checks ?? []) as { _zod: { def: { check: string; minimum?: number } } }[];
      const min = checks.find((c) => c._zod.def.check === 'min_length')?._zod.def.minimum ?? 1;
      return Array.from({ length: Math.max(1, min) }, () => sampleOf(def.element));
    }
    case 'enum':
      return Object.values(def.entries as Record<string, string>)[0];
    case 'number':
      return 1;
    case 'boolean':
      return true;
    case 'string':
      if (def.format === 'date') return calendarDate(new Date());
      return def.format ? undefined : TEXT;
    default:
      return TEXT;
  }
}

/** A user of a new office holding every key of the module's routes but those that open every record. */
async function outsider(db: Db, username: string, keys: readonly string[]): Promise<void> {
  const [office] = await db
    .insert(offices)
    .values({ code: `XAJ${++outsiders}`, name: `Oficina ajena ${username}` })
    .returning();
  const [role] = await db
    .insert(roles)
    .values({ name: `ajeno ${username}` })
    .returning();
  await db.insert(rolePermissions).values(keys.map((permission) => ({ role_id: role!.id, permission })));
  const [user] = await db
    .insert(users)
    .values({
      username,
      email: `${username}@alcance.test`,
      names: 'Ajeno',
      surnames: username,
      office_id: office!.id,
      password_hash: await hashPassword(PASSWORD),
    })
    .returning();
  await db.insert(userRoles).values({ user_id: user!.id, role_id: role!.id });
}

describeEachDatabase('document modules: scope and version proofs from the template', (ctx) => {
  let f: EntryFixtures;
  beforeAll(async () => {
    f = await entryFixtures(ctx());
  });

  /** The record's row and how many audit rows it has: what "nothing changed" compares. */
  async function snapshot(db: Db, resource: string, table: PgTable, id: number) {
    const idColumn = (table as unknown as { id: Parameters<typeof eq>[0] }).id;
    const [row] = await db.select().from(table).where(eq(idColumn, id));
    const [{ audits } = { audits: 0 }] = await db
      .select({ audits: count() })
      .from(auditLogs)
      .where(and(eq(auditLogs.entity, resource), eq(auditLogs.entity_id, String(id))));
    return { row: row as { version: number } | undefined, audits };
  }

  it('knows every document module and how to register a sample of each', () => {
    const modules = documentModules().map((m) => m.resource);
    expect(modules).toEqual(expect.arrayContaining(['entries', 'outputs']));
    for (const resource of modules) expect(Object.keys(SAMPLES), `a sample for ${resource}`).toContain(resource);
  });

  it('answers 404 on every read and write route of a record outside the caller’s scope, changing nothing', {
    timeout: 60_000,
  }, async () => {
    const { app, database } = ctx();
    for (const module of documentModules()) {
      const { table, create } = SAMPLES[module.resource]!;
      const sample = await create(ctx(), f);
      const routes = app.routeTable.filter((r) => r.url.startsWith(`${module.base}/:id`));
      const keys = [...new Set(routes.flatMap((r) => r.permissions ?? []))].filter(
        (k) => k !== ADMIN && !k.endsWith('-all') && !(module.seeAll ?? []).includes(k as never),
      );
      const username = `ajeno${module.resource}`;
      await outsider(database.db, username, keys);
      const token = await login(app, username, PASSWORD);
      const before = await snapshot(database.db, module.resource, table, sample.id);
      const transitions = Object.values(module.transitions?.actions ?? {});
      expect(routes.length).toBeGreaterThan(transitions.length);
      for (const route of routes) {
        const url = route.url.replace(':id', String(sample.id)).replace(/:\w+/g, '1');
        const action = transitions.find((t) => route.url === `${module.base}/:id/${t.path}`);
        let body: unknown;
        if (route.method === 'PUT') body = { ...sample.input, version: before.row!.version };
        else if (action) body = action.body ? sampleOf(action.body) : undefined;
        else if (route.method === 'POST') body = {};
        const res = await call(app, route.method as 'GET', url, { token, body: body as Record<string, unknown> });
        expect(res.statusCode, `${route.method} ${route.url}: ${res.body}`).toBe(404);
      }
      const list = await call(app, 'GET', `${module.base}?per_page=100`, { token });
      expect(list.statusCode).toBe(200);
      expect(list.json().data.map((r: { id: number }) => r.id)).not.toContain(sample.id);
      expect(await snapshot(database.db, module.resource, table, sample.id)).toEqual(before);
    }
  });

  it('answers 409 on the edit and every versioned transition with a stale version, changing nothing', async () => {
    const { app, database } = ctx();
    let versioned = 0;
    for (const module of documentModules()) {
      const { table, create } = SAMPLES[module.resource]!;
      const sample = await create(ctx(), f);
      const before = await snapshot(database.db, module.resource, table, sample.id);
      const stale = before.row!.version + 7;
      const edit = await call(app, 'PUT', `${module.base}/${sample.id}`, {
        token: f.tokens.admin,
        body: { ...sample.input, version: stale },
      });
      expect(edit.statusCode, `PUT ${module.base}/:id: ${edit.body}`).toBe(409);
      for (const [name, action] of Object.entries(module.transitions?.actions ?? {})) {
        if (action.unversioned) continue; // an action on a child row, guarded by the child's own state
        versioned += 1;
        const body = { ...(sampleOf(action.body) as Record<string, unknown>), version: stale };
        const res = await call(app, 'POST', `${module.base}/${sample.id}/${action.path}`, {
          token: f.tokens.admin,
          body,
        });
        expect(res.statusCode, `${name}: ${res.body}`).toBe(409);
      }
      expect(await snapshot(database.db, module.resource, table, sample.id)).toEqual(before);
    }
    expect(versioned).toBeGreaterThan(0);
  });

  it('validates every versioned transition’s body: the version always, the reason where it asks for one (422)', async () => {
    const { app, database } = ctx();
    let withReason = 0;
    for (const module of documentModules()) {
      const { table, create } = SAMPLES[module.resource]!;
      const sample = await create(ctx(), f);
      const before = await snapshot(database.db, module.resource, table, sample.id);
      for (const [name, action] of Object.entries(module.transitions?.actions ?? {})) {
        if (action.unversioned) continue;
        const body = sampleOf(action.body) as Record<string, unknown>;
        const invalid: [string, Record<string, unknown>][] = [['version', { ...body, version: undefined }]];
        if ('reason' in body) invalid.push(['reason', { ...body, version: before.row!.version, reason: '' }]);
        withReason += invalid.length - 1;
        for (const [field, sent] of invalid) {
          const res = await call(app, 'POST', `${module.base}/${sample.id}/${action.path}`, {
            token: f.tokens.admin,
            body: sent,
          });
          expect(res.statusCode, `${module.resource} ${name} without a valid ${field}: ${res.body}`).toBe(422);
          if (field === 'reason') expect(res.json().errors).toHaveProperty('reason');
        }
      }
      expect(await snapshot(database.db, module.resource, table, sample.id)).toEqual(before);
    }
    expect(withReason).toBeGreaterThan(0);
  });

  it('keeps the refinements of an action’s own body (a delivery names who received it)', () => {
    const deliver = documentModules().find((m) => m.resource === 'outputs')!.transitions!.actions.deliver!;
    const parsed = deliver.body!.safeParse({ state: 'entregado' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => i.path.join('.'))).toEqual(['received_by_name', 'received_by_document']);
  });

  it('refuses, changing nothing, every versioned transition the record’s `can` says the caller may not do', async () => {
    const { app, database } = ctx();
    let refused = 0;
    for (const module of documentModules()) {
      const { table, create } = SAMPLES[module.resource]!;
      const sample = await create(ctx(), f);
      const before = await snapshot(database.db, module.resource, table, sample.id);
      const shown = await call(app, 'GET', `${module.base}/${sample.id}`, { token: f.tokens.admin });
      expect(shown.statusCode, shown.body).toBe(200);
      const can = shown.json().data.can as Record<string, boolean>;
      for (const [name, action] of Object.entries(module.transitions?.actions ?? {})) {
        expect(can, `${module.resource} shows can.${name}`).toHaveProperty(name);
        if (can[name] || action.unversioned) continue;
        refused += 1;
        const body = { ...(sampleOf(action.body) as Record<string, unknown>), version: before.row!.version };
        const res = await call(app, 'POST', `${module.base}/${sample.id}/${action.path}`, {
          token: f.tokens.admin,
          body,
        });
        expect([403, 409, 422], `${module.resource} ${name}: ${res.body}`).toContain(res.statusCode);
      }
      expect(await snapshot(database.db, module.resource, table, sample.id)).toEqual(before);
    }
    expect(refused).toBeGreaterThan(0);
  });

  it('refuses in the service itself (as other modules call it) a caller without the action’s or the edit’s keys', async () => {
    const { app, database } = ctx();
    const [admin] = await database.db.select().from(users).where(eq(users.username, 'admin'));
    let checked = 0;
    for (const module of documentModules()) {
      const { table, create } = SAMPLES[module.resource]!;
      const sample = await create(ctx(), f);
      const { version } = (await snapshot(database.db, module.resource, table, sample.id)).row!;
      const routes = app.routeTable.filter((r) => r.url.startsWith(`${module.base}/:id`));
      // Keys that open every record of the module, so the record is in scope and only the action's key is missing.
      const opening = [...new Set(routes.flatMap((r) => r.permissions ?? []))].filter(
        (k) => k.endsWith('-all') || (module.seeAll ?? []).includes(k as never),
      );
      const attempts: [string, readonly string[], (caller: Auth) => Promise<unknown>][] = [
        [
          'edit',
          routes.find((r) => r.method === 'PUT')?.permissions ?? [],
          (caller) => database.db.transaction((tx) => module.transitions!.lockForEdit(tx, caller, sample.id, version)),
        ],
        ...Object.entries(module.transitions?.actions ?? {})
          .filter(([, action]) => !action.unversioned)
          .map(([name, action]): (typeof attempts)[number] => [
            name,
            routes.find((r) => r.method === 'POST' && r.url === `${module.base}/:id/${action.path}`)?.permissions ?? [],
            (caller) =>
              database.db.transaction((tx) =>
                module.transitions!.apply(tx, caller, name, sample.id, {
                  ...(sampleOf(action.body) as Record<string, unknown>),
                  version,
                }),
              ),
          ]),
      ];
      for (const [name, keys, attempt] of attempts) {
        const held = opening.filter((k) => !keys.includes(k));
        if (!module.transitions || keys.length === 0 || held.length === 0) continue;
        checked += 1;
        const caller: Auth = { user: admin!, permissions: held, tokenId: 0 };
        await expect(attempt(caller), `${module.resource} ${name}`).rejects.toMatchObject({ status: 403 });
      }
    }
    expect(checked).toBeGreaterThan(0);
  });
});
