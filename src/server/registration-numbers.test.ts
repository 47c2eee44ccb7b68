/**
 * Every numbered kind, registered through its own API route. On PostgreSQL (see test/races.ts):
 * 50 concurrent registrations, every seventh failing after it took its number, give the committed
 * ones exactly 1..43. On every database: a registration rolled back after taking its number
 * leaves no gap. The failure is a test trigger that refuses the document's insert, so the number
 * is taken and the transaction really rolls back. A new numbered module adds its row to NUMBERED.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { numberingYear } from './lib/numbering/numbering';
import { archiveFixture } from './modules/archive-temporary-permissions/archive-temporary-permissions.fixtures';
import { createCitizen, createEntryType, createOutputType, officeIds, userIds } from './test/fixtures';
import { call, describeEachDatabase, login, type TestApp } from './test/harness';
import { describeRaces } from './test/races';

interface References {
  entryType: number;
  outputType: number;
  citizen: number;
  office: number;
  /** An expedient of the archive (inserted: its API is the expedients module's). */
  expedient: number;
  /** A user of that office, holder of the loans. */
  holder: number;
}

type User = 'mesapartes' | 'jefe' | 'archivero';

interface NumberedKind {
  /** API resource (and sequence kind). */
  resource: string;
  /** The number's default prefix (`ING-2026-000001`). */
  prefix: string;
  /** Its table and rows, when not all of the resource's own table (requests hold both kinds). */
  table?: { name: string; where?: string };
  /** The text column whose value makes the test trigger refuse the insert (default `subject`). */
  marker?: string;
  /** Who registers it (default `mesapartes`). */
  user?: User;
  /** Its sequence's scope (default '': organisation-wide), e.g. the office id. */
  scope?: (refs: References) => string;
  /** The default format's shape (default `PREFIX-AAAA-NNNNNN`). */
  pattern?: RegExp;
  body(refs: References, subject: string): Record<string, unknown>;
}

const NUMBERED: readonly NumberedKind[] = [
  {
    resource: 'entries',
    prefix: 'ING',
    body: (refs, subject) => ({
      channel: 'presencial',
      type_entry_id: refs.entryType,
      sender_id: refs.citizen,
      subject,
      folios: 1,
      destination_office_id: refs.office,
    }),
  },
  {
    resource: 'outputs',
    prefix: 'SAL',
    body: (refs, subject) => ({
      type_output_id: refs.outputType,
      subject,
      folios: 1,
      recipients: [{ citizen_id: refs.citizen }],
    }),
  },
  {
    resource: 'entry-requests',
    prefix: 'SOL-ING',
    table: { name: 'requests', where: "kind = 'entry'" },
    user: 'jefe',
    body: (refs, subject) => ({
      channel: 'presencial',
      type_entry_id: refs.entryType,
      sender_id: refs.citizen,
      subject,
      folios: 1,
      destination_office_id: refs.office,
      urgency: 'urgente',
    }),
  },
  {
    resource: 'output-requests',
    prefix: 'SOL-SAL',
    table: { name: 'requests', where: "kind = 'output'" },
    user: 'jefe',
    body: (refs, subject) => ({
      type_output_id: refs.outputType,
      subject,
      folios: 1,
      recipients: [{ citizen_id: refs.citizen }],
      paper_to_come: true,
    }),
  },
  ...(['supporting-entries', 'supporting-outputs'] as const).map((resource) => ({
    resource,
    prefix: resource === 'supporting-entries' ? 'OAJ-ING' : 'OAJ-SAL',
    table: { name: resource.replace('-', '_') },
    user: 'jefe' as const,
    // Per office (the default format does not name the type).
    scope: (refs: References) => String(refs.office),
    pattern: new RegExp(`^OAJ-${resource === 'supporting-entries' ? 'ING' : 'SAL'}-\\d{4}-\\d{4}$`),
    body: (refs: References, subject: string) => ({
      type_id: resource === 'supporting-entries' ? refs.entryType : refs.outputType,
      party_kind: 'ciudadano',
      party_citizen_id: refs.citizen,
      subject,
      folios: 1,
    }),
  })),
  {
    resource: 'delivery-controls',
    table: { name: 'delivery_controls' },
    marker: 'notes',
    prefix: 'DC',
    body: (_refs, subject) => ({
      kind: 'externo',
      provider: 'Courier de prueba',
      guide_number: 'G-001',
      scheduled_date: '2026-11-20',
      notes: subject,
    }),
  },
  {
    resource: 'archive-temporary-permissions',
    table: { name: 'archive_temporary_permissions' },
    marker: 'reason',
    prefix: 'PA',
    user: 'archivero',
    body: (refs, subject) => ({
      holder_id: refs.holder,
      item_kind: 'archive-expedients',
      item_id: refs.expedient,
      type: 'acceso_digital',
      reason: subject,
      starts_on: '2026-11-20',
      until_on: '2026-11-27',
    }),
  },
];

/** Registrations whose subject starts with this fail at their insert, after taking a number. */
const FAILING = 'FALLA';

/** Logs the front desk in, creates the reference records and installs the failing triggers. */
async function prepare(ctx: TestApp) {
  const { app, database } = ctx;
  const admin = await login(app, 'admin');
  const refs: References = {
    entryType: (await createEntryType(app, admin)).id,
    outputType: (await createOutputType(app, admin)).id,
    citizen: (await createCitizen(app, admin)).id,
    office: (await officeIds(database.db)).OAJ!,
    expedient: (await archiveFixture(database.db).expedient({ office_id: (await officeIds(database.db)).OAJ! })).id,
    holder: (await userIds(database.db)).jefe!,
  };
  await database.db.execute(
    sql.raw(`create function test_refuse_insert() returns trigger language plpgsql as $$
      begin raise exception 'refused by the test'; end $$`),
  );
  for (const table of new Set(NUMBERED.map((kind) => kind.table?.name ?? kind.resource))) {
    const markers = new Set(
      NUMBERED.filter((kind) => (kind.table?.name ?? kind.resource) === table).map((kind) => kind.marker ?? 'subject'),
    );
    await database.db.execute(
      sql.raw(`create trigger test_refuse before insert on ${table} for each row
        when (${[...markers].map((marker) => `new.${marker} like '${FAILING}%'`).join(' or ')}) execute function test_refuse_insert()`),
    );
  }
  const tokens: Record<User, string> = {
    mesapartes: await login(app, 'mesapartes'),
    jefe: await login(app, 'jefe'),
    archivero: await login(app, 'archivero'),
  };
  return { tokens, refs };
}

const rows = async (ctx: TestApp, query: string) =>
  ((await ctx.database.db.execute(sql.raw(query))) as unknown as { rows: Record<string, number>[] }).rows;

/** The sequences stored in `table` for this numbering year. */
const storedSequences = async (ctx: TestApp, { name, where = 'true' }: { name: string; where?: string }) =>
  (
    await rows(
      ctx,
      `select sequence from ${name} where ${where} and year = ${numberingYear(new Date())} order by sequence`,
    )
  ).map((r) => r.sequence!);

/** The last number taken of `kind` this year (0 before the first). */
const lastTaken = async (ctx: TestApp, kind: string, scope = '') =>
  (
    await rows(
      ctx,
      `select last_value from document_sequences where kind = '${kind}' and scope = '${scope}' and year = ${numberingYear(new Date())}`,
    )
  )[0]?.last_value ?? 0;

/** Where a kind's numbers live: its table and its sequence's scope. */
const where = (kind: NumberedKind, refs: References) => ({
  table: kind.table ?? { name: kind.resource },
  scope: kind.scope?.(refs) ?? '',
  token: (tokens: Record<User, string>) => tokens[kind.user ?? 'mesapartes'],
});

describeEachDatabase('registration numbers', (ctx) => {
  let session: Awaited<ReturnType<typeof prepare>>;
  beforeAll(async () => {
    session = await prepare(ctx());
  });

  for (const kind of NUMBERED) {
    it(`gives a rolled-back ${kind.resource} registration's number back: no gap`, async () => {
      const at = where(kind, session.refs);
      const register = (subject: string) =>
        call(ctx().app, 'POST', `/api/v1/${kind.resource}`, {
          token: at.token(session.tokens),
          body: kind.body(session.refs, subject),
        });
      const first = await register('Primero');
      expect(first.statusCode, first.body).toBe(201);
      const failed = await register(`${FAILING} después de numerar`);
      expect(failed.statusCode).toBeGreaterThanOrEqual(400);
      const next = await register('Siguiente');
      expect(next.statusCode, next.body).toBe(201);
      expect(next.json().data.sequence).toBe(first.json().data.sequence + 1);
      expect(await lastTaken(ctx(), kind.resource, at.scope)).toBe(next.json().data.sequence);
    });
  }
});

await describeRaces('registration numbers under concurrency', (ctx) => {
  let session: Awaited<ReturnType<typeof prepare>>;
  beforeAll(async () => {
    session = await prepare(ctx());
  });

  for (const kind of NUMBERED) {
    it(`numbers 50 concurrent ${kind.resource} registrations, 7 rolled back, as the next 43`, {
      timeout: 120_000,
    }, async () => {
      const at = where(kind, session.refs);
      const base = await lastTaken(ctx(), kind.resource, at.scope);
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          call(ctx().app, 'POST', `/api/v1/${kind.resource}`, {
            token: at.token(session.tokens),
            body: kind.body(session.refs, i % 7 === 3 ? `${FAILING} ${i}` : `Concurrente ${i}`),
          }),
        ),
      );
      const created = answers.filter((a) => a.statusCode === 201).map((a) => a.json().data);
      expect(answers.filter((a) => a.statusCode !== 201)).toHaveLength(7);
      const expected = Array.from({ length: 43 }, (_, i) => base + i + 1);
      expect(created.map((d) => d.sequence as number).sort((a, b) => a - b)).toEqual(expected);
      expect(new Set(created.map((d) => d.number)).size).toBe(43);
      expect(created[0].number).toMatch(kind.pattern ?? new RegExp(`^${kind.prefix}-\\d{4}-\\d{6}$`));
      expect((await storedSequences(ctx(), at.table)).filter((n) => n > base)).toEqual(expected);
      expect(await lastTaken(ctx(), kind.resource, at.scope)).toBe(base + 43);
    });
  }
});
