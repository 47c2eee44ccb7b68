import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { call, databaseKinds } from '../../test/harness';
import { cloneTemplate } from '../../test/postgres';
import { type Database, openPglite, openPostgres } from '../client';
import { prepareDatabase } from '../prepare';
import { users } from '../schema';

/** A fresh, empty database (not the seeded test template) for each kind. */
async function emptyDatabase(kind: string): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (kind === 'pglite') return { database: await openPglite(), drop: async () => {} };
  const clone = await cloneTemplate(process.env.TEST_DATABASE_URL!, 'template0');
  return { database: await openPostgres(clone.url, 2), drop: clone.drop };
}

for (const kind of databaseKinds()) {
  describe(`first start without demo mode [${kind}]`, () => {
    let database: Database;
    let drop: () => Promise<void>;
    beforeAll(async () => {
      ({ database, drop } = await emptyDatabase(kind));
    });
    afterAll(async () => {
      await database.close();
      await drop();
    });

    it('creates only admin, with a random password that must be changed, and is idempotent', async () => {
      const first = await prepareDatabase(database, { demo: false });
      expect(first.adminPassword).toMatch(/^[\w-]{16}$/);
      const all = await database.db.select().from(users);
      expect(all.map((u) => [u.username, u.reset_password])).toEqual([['admin', true]]);
      expect(await prepareDatabase(database, { demo: false })).toEqual({ seeded: false });

      const app = await buildApp({ config: loadConfig({ LOG_LEVEL: 'silent' }), database, logger: false });
      try {
        const res = await call(app, 'POST', '/api/v1/login', {
          body: { username: 'admin', password: first.adminPassword },
        });
        expect(res.json().user.reset_password).toBe(true);
        expect(res.json().permissions).toEqual(['admin']);
        const demo = await call(app, 'POST', '/api/v1/login', { body: { username: 'admin', password: 'folio-demo' } });
        expect(demo.statusCode).toBe(422);
      } finally {
        await app.close();
      }
      const [admin] = await database.db.select().from(users).where(eq(users.username, 'admin'));
      expect(admin!.password_hash).toMatch(/^\$argon2id\$/);
    });
  });
}
