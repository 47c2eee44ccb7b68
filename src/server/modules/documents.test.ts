/**
 * Proofs generated from the records template, for every document module it knows (its reads
 * registrar and transitions table, lib/records/registry.ts), not from a hand-written list of
 * routes: on a record outside the caller's scope every read and write route under
 * `{base}/:id` answers 404 and changes nothing, no search finds it (its list's and the global
 * search, by its number, its subject or its file's text, never with a passage), and every versioned write (the edit and each
 * transition) with a stale version answers 409 and changes nothing. A new module only adds how
 * to register one sample record (`SAMPLES`, test/document-samples.ts); the test fails until it does.
 */
import { createHash } from 'node:crypto';
import { ADMIN } from '@shared/permissions';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import type { Db } from '../db/client';
import {
  attachments,
  attachmentTextPages,
  attachmentTexts,
  offices,
  rolePermissions,
  roles,
  userRoles,
  users,
} from '../db/schema';
import { type DocumentModule, documentModules, type FoundRecord } from '../lib/records/registry';
import type { Auth } from '../plugins/auth';
import { SAMPLES, type Sample, sampleOf, snapshot } from '../test/document-samples';

type Snapshot = Awaited<ReturnType<typeof snapshot>>;

import { call, describeEachDatabase, login } from '../test/harness';
import { hashPassword } from './auth/auth.passwords';
import { type EntryFixtures, entryFixtures } from './entries/entries.fixtures';

const PASSWORD = 'Alcance2026';
let outsiders = 0;

/** A file of the record whose text has been read (one page), as the extraction leaves it. */
async function fileText(db: Db, ownerType: string, ownerId: number, text: string): Promise<void> {
  const sha256 = createHash('sha256').update(`${ownerType}:${ownerId}:${text}`).digest('hex');
  await db.insert(attachments).values({
    owner_type: ownerType,
    owner_id: ownerId,
    sha256,
    original_name: 'alcance.pdf',
    content_type: 'application/pdf',
    size: text.length,
  });
  await db.insert(attachmentTexts).values({ sha256, state: 'listo', pages: 1 });
  await db.insert(attachmentTextPages).values({ sha256, page: 1, text });
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

  /**
   * For each document module, a new sample: `attempt` does what must be refused, and the sample's
   * rows are then as they were (`before`).
   */
  const unchangedAfter = async (
    attempt: (module: DocumentModule, sample: Sample, before: Snapshot) => Promise<void>,
  ) => {
    const { db } = ctx().database;
    for (const module of documentModules()) {
      const { table, create } = SAMPLES[module.resource]!;
      const sample = await create(ctx(), f);
      const before = await snapshot(db, module.resource, table, sample.id);
      await attempt(module, sample, before);
      expect(await snapshot(db, module.resource, table, sample.id)).toEqual(before);
    }
  };
  /** A transition of the sample, as the administrator. */
  const postAction = (module: DocumentModule, id: number, path: string, body: Record<string, unknown>) =>
    call(ctx().app, 'POST', `${module.base}/${id}/${path}`, { token: f.tokens.admin, body });

  it('knows every document module and how to register a sample of each', () => {
    const modules = documentModules().map((m) => m.resource);
    expect(modules).toEqual(expect.arrayContaining(['entries', 'outputs']));
    for (const resource of modules) expect(Object.keys(SAMPLES), `a sample for ${resource}`).toContain(resource);
  });

  it('answers 404 on every read and write route of a record outside the caller’s scope, changing nothing', {
    timeout: 120_000,
  }, async () => {
    const { app, database } = ctx();
    const fileWords: string[] = [];
    const byFileText: string[] = [];
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
      // Nor does a search by its number or its subject find it, in the list or in the global search
      // (Ctrl+K), where the administrator finds it by one of them.
      const shown = (await call(app, 'GET', `${module.base}/${sample.id}`, { token: f.tokens.admin })).json().data;
      const key = `${module.resource}:${sample.id}`;
      const globally = async (q: string, caller: string) => {
        const res = await call(app, 'GET', `/api/v1/search?q=${q}`, { token: caller });
        expect(res.statusCode, res.body).toBe(200);
        const groups = res.json().data as { module: string; results: { id: number }[] }[];
        return groups.flatMap((g) => g.results.map((r) => `${g.module}:${r.id}`));
      };
      const adminFinds: boolean[] = [];
      for (const q of [shown.number, shown.subject].map((text) => encodeURIComponent(String(text)))) {
        const searched = await call(app, 'GET', `${module.base}?q=${q}`, { token });
        expect(searched.json().data.map((r: { id: number }) => r.id)).not.toContain(sample.id);
        expect(await globally(q, token)).not.toContain(key);
        adminFinds.push((await globally(q, f.tokens.admin)).includes(key));
      }
      expect(adminFinds, `the administrator finds ${key} by its number or subject`).toContain(true);
      expect(await snapshot(database.db, module.resource, table, sample.id)).toEqual(before);

      // Nor by what its file says: no record and no passage, in the list or in the global search,
      // where the administrator finds it with its passage when the module searches its files.
      const word = `quisquichaca${String.fromCharCode(97 + fileWords.length)}`;
      fileWords.push(word);
      await fileText(database.db, module.resource, sample.id, `Oficio que menciona el paraje ${word} de Huarochirí`);
      const listed = await call(app, 'GET', `${module.base}?q=${word}`, { token });
      expect(listed.statusCode, listed.body).toBe(200);
      expect(listed.json().data, `${key} by its file, in its list`).toEqual([]);
      const outside = await call(app, 'GET', `/api/v1/search?q=${word}`, { token });
      expect(outside.statusCode, outside.body).toBe(200);
      expect(outside.json().data, `${key} by its file, in the global search`).toEqual([]);
      const inside = await call(app, 'GET', `/api/v1/search?q=${word}`, { token: f.tokens.admin });
      const found = (inside.json().data as { module: string; results: FoundRecord[] }[])
        .filter((group) => group.module === module.resource)
        .flatMap((group) => group.results);
      if (found.length > 0) {
        expect(found.map((record) => record.id)).toEqual([sample.id]);
        expect(found[0]!.text_match, `${key}'s passage`).toMatchObject({ page: 1, name: 'alcance.pdf' });
        byFileText.push(module.resource);
      }
    }
    expect(byFileText).toEqual(expect.arrayContaining(['entries', 'outputs']));
  });

  it('answers 409 on the edit and every versioned transition with a stale version, changing nothing', async () => {
    let versioned = 0;
    await unchangedAfter(async (module, sample, before) => {
      const stale = before.row!.version + 7;
      const edit = await call(ctx().app, 'PUT', `${module.base}/${sample.id}`, {
        token: f.tokens.admin,
        body: { ...sample.input, version: stale },
      });
      expect(edit.statusCode, `PUT ${module.base}/:id: ${edit.body}`).toBe(409);
      for (const [name, action] of Object.entries(module.transitions?.actions ?? {})) {
        if (action.unversioned) continue; // an action on a child row, guarded by the child's own state
        versioned += 1;
        const body = { ...(sampleOf(action.body) as Record<string, unknown>), version: stale };
        const res = await postAction(module, sample.id, action.path, body);
        expect(res.statusCode, `${name}: ${res.body}`).toBe(409);
      }
    });
    expect(versioned).toBeGreaterThan(0);
  });

  it('validates every versioned transition’s body: the version always, the reason where it asks for one (422)', async () => {
    let withReason = 0;
    await unchangedAfter(async (module, sample, before) => {
      for (const [name, action] of Object.entries(module.transitions?.actions ?? {})) {
        if (action.unversioned) continue;
        const body = sampleOf(action.body) as Record<string, unknown>;
        const invalid: [string, Record<string, unknown>][] = [['version', { ...body, version: undefined }]];
        if ('reason' in body) invalid.push(['reason', { ...body, version: before.row!.version, reason: '' }]);
        withReason += invalid.length - 1;
        for (const [field, sent] of invalid) {
          const res = await postAction(module, sample.id, action.path, sent);
          expect(res.statusCode, `${module.resource} ${name} without a valid ${field}: ${res.body}`).toBe(422);
          if (field === 'reason') expect(res.json().errors).toHaveProperty('reason');
        }
      }
    });
    expect(withReason).toBeGreaterThan(0);
  });

  it('keeps the refinements of an action’s own body (a delivery names who received it)', () => {
    const deliver = documentModules().find((m) => m.resource === 'outputs')!.transitions!.actions.deliver!;
    const parsed = deliver.body!.safeParse({ state: 'entregado' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => i.path.join('.'))).toEqual(['received_by_name', 'received_by_document']);
  });

  it('refuses, changing nothing, every versioned transition the record’s `can` says the caller may not do', async () => {
    let refused = 0;
    await unchangedAfter(async (module, sample, before) => {
      const shown = await call(ctx().app, 'GET', `${module.base}/${sample.id}`, { token: f.tokens.admin });
      expect(shown.statusCode, shown.body).toBe(200);
      const can = shown.json().data.can as Record<string, boolean>;
      for (const [name, action] of Object.entries(module.transitions?.actions ?? {})) {
        expect(can, `${module.resource} shows can.${name}`).toHaveProperty(name);
        if (can[name] || action.unversioned) continue;
        refused += 1;
        const body = { ...(sampleOf(action.body) as Record<string, unknown>), version: before.row!.version };
        const res = await postAction(module, sample.id, action.path, body);
        expect([403, 409, 422], `${module.resource} ${name}: ${res.body}`).toContain(res.statusCode);
      }
    });
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
