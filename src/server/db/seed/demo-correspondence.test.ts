/**
 * The demo correspondence: made through the services, so numbers are gapless and the audit chain
 * verifies; every state appears; and each demo user who reads entries or outputs has something
 * waiting (the courier and the archivist read neither yet: their modules bring their own demo).
 */
import { ENTRY_STATES } from '@shared/schemas/entries';
import { OUTPUT_STATES } from '@shared/schemas/outputs';
import { asc } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { verifyAuditChain } from '../../lib/audit/verify';
import { call, describeEachDatabase, login } from '../../test/harness';
import { entries, outputs, typeEntries } from '../schema';
import { seedDemoCorrespondence } from './demo-correspondence';

describeEachDatabase('demo correspondence', (ctx) => {
  const tokens: Record<string, string> = {};
  let made: { entries: number; outputs: number };

  beforeAll(async () => {
    const { app } = ctx();
    for (const u of ['admin', 'mesapartes', 'jefe', 'servidor']) tokens[u] = await login(app, u);
    // A minimal catalogue when the seed has none.
    if ((await app.db.select().from(typeEntries).limit(1)).length === 0) {
      const post = async (url: string, body: Record<string, unknown>) => {
        const res = await call(app, 'POST', url, { token: tokens.admin, body });
        expect(res.statusCode, res.body).toBe(201);
      };
      await post('/api/v1/type-entries', { code: 'SOL', name: 'Solicitud', response_days: 5 });
      await post('/api/v1/type-entries', { code: 'REC', name: 'Reclamo', response_days: 10 });
      await post('/api/v1/type-outputs', { code: 'OFI', name: 'Oficio' });
      await post('/api/v1/document-classifications', { name: 'Reservado', description: null, restricted: true });
      await post('/api/v1/document-classifications', { name: 'Administrativo', description: null, restricted: false });
      for (const [dni, names, surnames] of [
        ['40123456', 'Ana María', 'Núñez Quispe'],
        ['41234567', 'José', 'Huamán Flores'],
        ['42345678', 'Rosa', 'Quispe Mamani'],
      ] as const) {
        await post('/api/v1/citizens', {
          person_type: 'NATURAL',
          document_type: 'DNI',
          document_number: dni,
          names,
          surnames,
        });
      }
    }
    made = await seedDemoCorrespondence(app.db, { now: new Date('2026-11-24T20:00:00Z') });
  }, 300_000);

  it('registers a few hundred records with gapless numbers and a valid audit chain', async () => {
    const { app } = ctx();
    expect(made.entries + made.outputs).toBeGreaterThanOrEqual(300);
    for (const table of [entries, outputs]) {
      const rows = await app.db.select({ sequence: table.sequence }).from(table).orderBy(asc(table.sequence));
      expect(rows.map((r) => r.sequence)).toEqual(rows.map((_, i) => i + 1));
    }
    expect(await verifyAuditChain(app.db)).toMatchObject({ ok: true });
  });

  it('has every state of entries and outputs', async () => {
    const { app } = ctx();
    const entryStates = new Set((await app.db.select({ state: entries.state }).from(entries)).map((r) => r.state));
    expect([...entryStates].sort()).toEqual(Object.keys(ENTRY_STATES).sort());
    const outputStates = new Set((await app.db.select({ state: outputs.state }).from(outputs)).map((r) => r.state));
    expect([...outputStates].sort()).toEqual(Object.keys(OUTPUT_STATES).sort());
  });

  it('leaves something waiting for each demo user who reads correspondence', async () => {
    const { app } = ctx();
    const total = async (user: string, url: string) => {
      const res = await call(app, 'GET', url, { token: tokens[user] });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().meta.total as number;
    };
    // The front desk: entries to derive, outputs to dispatch.
    expect(await total('mesapartes', '/api/v1/entries?state=registrado')).toBeGreaterThan(0);
    expect(await total('mesapartes', '/api/v1/outputs?state=registrado')).toBeGreaterThan(0);
    // The office head: entries derived to the office, to receive; overdue ones.
    expect(await total('jefe', '/api/v1/entries?state=derivado')).toBeGreaterThan(0);
    expect(await total('jefe', '/api/v1/entries?overdue=true')).toBeGreaterThan(0);
    // The worker: outputs they sign, still to be dispatched.
    expect(await total('servidor', '/api/v1/outputs?state=registrado')).toBeGreaterThan(0);
  });
});
