/**
 * One sample record of each document module, a body each action's schema accepts, and the
 * snapshot "nothing changed" compares: what the proofs generated over every module share
 * (`modules/documents.test.ts`, `modules/documents-states.test.ts`).
 */
import { calendarDate } from '@shared/working-days';
import { and, count, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { expect } from 'vitest';
import { z } from 'zod';
import type { Db } from '../db/client';
import {
  archiveDisposals,
  archiveDocuments,
  archiveExpedients,
  archiveTemporaryPermissions,
  archiveTransfers,
  auditLogs,
  deliveryControls,
  drafts,
  entries,
  folders,
  outputs,
  requests,
  supportingEntries,
  supportingOutputs,
} from '../db/schema';
import { archiveFixture } from '../modules/archive-temporary-permissions/archive-temporary-permissions.fixtures';
import type { EntryFixtures } from '../modules/entries/entries.fixtures';
import { call, type TestApp } from './harness';

let samples = 0;

export interface Sample {
  id: number;
  /** The body of its edit (`PUT {base}/:id`) without `version`. */
  input: Record<string, unknown>;
}

/** How to register one record of each module, for an office the outsider does not belong to. */
export const SAMPLES: Record<string, { table: PgTable; create: (ctx: TestApp, f: EntryFixtures) => Promise<Sample> }> =
  {
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
    // Drafted by the head of OAJ: seen only by its people and their offices' heads.
    drafts: {
      table: drafts,
      create: async ({ app }, f) => {
        samples += 1;
        const type = await call(app, 'POST', '/api/v1/type-outputs', {
          token: f.tokens.admin,
          body: { code: `PRY${samples}`, name: `Proyecto de alcance ${samples}` },
        });
        expect(type.statusCode, type.body).toBe(201);
        const input = {
          type_output_id: type.json().data.id,
          subject: 'Fuera del alcance',
          reference: null,
          addressees: [{ citizen_id: f.ids.citizen }],
          copies: null,
          signer_id: f.ids['user:jefe'],
          reviewer_ids: [f.ids['user:servidor']],
          body: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Texto.' }] }] },
        };
        const res = await call(app, 'POST', '/api/v1/drafts', { token: f.tokens.jefe, body: input });
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

export function sampleOf(schema: unknown): unknown {
  // A value only a list accepts (an INEI distrito) names its example.
  const example = (z.globalRegistry.get(schema as z.ZodType)?.examples as unknown[] | undefined)?.[0];
  if (example !== undefined) return example;
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

/** The record's row and how many audit rows it has: what "nothing changed" compares. */
export async function snapshot(db: Db, resource: string, table: PgTable, id: number) {
  const idColumn = (table as unknown as { id: Parameters<typeof eq>[0] }).id;
  const [row] = await db.select().from(table).where(eq(idColumn, id));
  const [{ audits } = { audits: 0 }] = await db
    .select({ audits: count() })
    .from(auditLogs)
    .where(and(eq(auditLogs.entity, resource), eq(auditLogs.entity_id, String(id))));
  return { row: row as { version: number } | undefined, audits };
}
