import { seriesInput } from '@shared/schemas/catalogs';
import { citizenInput } from '@shared/schemas/citizens';
import { asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { call, databaseKinds, login, openEmptyPglite } from '../../test/harness';
import { cloneTemplate } from '../../test/postgres';
import { type Database, openPostgres } from '../client';
import { prepareDatabase } from '../prepare';
import {
  casillaAccounts,
  citizens,
  documentClassifications,
  series,
  subseries,
  typeEntries,
  typeOutputs,
  users,
} from '../schema';
import { DEMO_CASILLA } from './demo-casilla';

/** A fresh, empty database (not the seeded test template) for each kind. */
async function emptyDatabase(kind: string): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (kind === 'pglite') return { database: await openEmptyPglite(), drop: async () => {} };
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
      for (const table of [typeEntries, typeOutputs, documentClassifications, series, citizens]) {
        expect(await database.db.select({ n: count() }).from(table)).toEqual([{ n: 0 }]);
      }
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

/** The demo catalogue as rows, without ids or timestamps, to compare two databases. */
async function catalogue(database: Database) {
  const { db } = database;
  return {
    typeEntries: await db
      .select({ code: typeEntries.code, name: typeEntries.name, days: typeEntries.response_days })
      .from(typeEntries)
      .orderBy(asc(typeEntries.id)),
    typeOutputs: await db
      .select({ code: typeOutputs.code, name: typeOutputs.name })
      .from(typeOutputs)
      .orderBy(asc(typeOutputs.id)),
    classifications: await db
      .select({ name: documentClassifications.name, restricted: documentClassifications.restricted })
      .from(documentClassifications)
      .orderBy(asc(documentClassifications.id)),
    series: await db.select().from(series).orderBy(asc(series.id)),
    subseries: await db.select().from(subseries).orderBy(asc(subseries.id)),
    citizens: await db.select().from(citizens).orderBy(asc(citizens.id)),
  };
}

const withoutTimestamps = <T extends { created_at: Date; updated_at: Date }>(rows: T[]) =>
  rows.map(({ created_at: _c, updated_at: _u, ...rest }) => rest);

for (const kind of databaseKinds()) {
  describe(`first start in demo mode with the demo data [${kind}]`, () => {
    let database: Database;
    let drop: () => Promise<void>;
    beforeAll(async () => {
      ({ database, drop } = await emptyDatabase(kind));
      await prepareDatabase(database, { demo: true, demoData: true });
      // Every module's demo records go through their services: slow on two busy cores.
    }, 180_000);
    afterAll(async () => {
      await database.close();
      await drop();
    });

    it('has what the front desk needs to register: types with response days, classifications, a retention schedule', async () => {
      const data = await catalogue(database);
      expect(data.typeEntries.map((t) => t.name)).toEqual(
        expect.arrayContaining([
          'Solicitud',
          'Carta',
          'Oficio',
          'Expediente administrativo',
          'Reclamo',
          'Denuncia',
          'Invitación',
        ]),
      );
      for (const t of data.typeEntries) expect(t.days).toBeGreaterThan(0);
      expect(data.typeOutputs.map((t) => t.name)).toEqual(
        expect.arrayContaining(['Oficio', 'Carta', 'Resolución', 'Informe', 'Memorando']),
      );
      expect(data.classifications.filter((c) => c.restricted).map((c) => c.name)).toEqual([
        'Reservado',
        'Confidencial',
      ]);
      expect(data.classifications.some((c) => !c.restricted)).toBe(true);

      // Every series and subseries is what the Panel de control would accept, in an office.
      for (const row of [...data.series, ...data.subseries]) {
        expect(seriesInput.safeParse(row).success).toBe(true);
        expect(row.office_id).not.toBeNull();
      }
      expect(new Set(data.series.map((s) => s.office_id)).size).toBeGreaterThanOrEqual(5);
      expect(new Set(data.series.map((s) => s.disposition))).toEqual(new Set(['CT', 'E', 'S', 'M']));
      for (const sub of data.subseries) {
        const parent = data.series.find((s) => s.id === sub.series_id);
        expect(sub.office_id).toBe(parent?.office_id);
      }
    });

    it('has people with valid DNI and companies with valid RUC, as the citizens form requires', async () => {
      const { citizens: rows } = await catalogue(database);
      expect(rows.filter((c) => c.document_type === 'DNI').length).toBeGreaterThanOrEqual(10);
      expect(rows.filter((c) => c.document_type === 'RUC').length).toBeGreaterThanOrEqual(5);
      for (const row of rows) {
        const parsed = citizenInput.safeParse(row);
        expect(parsed.error?.issues ?? [], row.document_number).toEqual([]);
        // Placed by INEI's code of a distrito of Huancayo, not by text.
        expect(row.ubigeo, row.document_number).toMatch(/^1201\d\d$/);
        expect(row.district).toBeNull();
      }
    });

    it('lets the front desk look the catalogue up through the API', async () => {
      const app = await buildApp({ config: loadConfig({ LOG_LEVEL: 'silent' }), database, logger: false });
      try {
        const token = await login(app, 'mesapartes');
        const types = await call(app, 'GET', '/api/v1/type-entries/lookup', { token });
        expect(types.statusCode).toBe(200);
        expect(types.json().data.length).toBeGreaterThanOrEqual(7);
        const sender = await call(app, 'GET', '/api/v1/citizens/lookup?q=huaman', { token });
        expect(sender.json().data.length).toBeGreaterThanOrEqual(2);
      } finally {
        await app.close();
      }
    });

    it('has a citizen with a confirmed casilla', async () => {
      const [account] = await database.db
        .select()
        .from(casillaAccounts)
        .where(eq(casillaAccounts.document_number, DEMO_CASILLA.document_number));
      expect(account).toMatchObject({ state: 'activa', email: DEMO_CASILLA.email });
      expect(account!.acceptance.text).toContain('Municipalidad Provincial de Ejemplo');
    });

    it('is the same on every new database', { timeout: 180_000 }, async () => {
      const other = await emptyDatabase(kind);
      try {
        await prepareDatabase(other.database, { demo: true, demoData: true });
        const [mine, theirs] = [await catalogue(database), await catalogue(other.database)];
        expect(withoutTimestamps(theirs.citizens)).toEqual(withoutTimestamps(mine.citizens));
        expect(withoutTimestamps(theirs.series)).toEqual(withoutTimestamps(mine.series));
        expect(withoutTimestamps(theirs.subseries)).toEqual(withoutTimestamps(mine.subseries));
        expect(theirs.typeEntries).toEqual(mine.typeEntries);
        expect(theirs.typeOutputs).toEqual(mine.typeOutputs);
        expect(theirs.classifications).toEqual(mine.classifications);
      } finally {
        await other.database.close();
        await other.drop();
      }
    });
  });
}
