/**
 * Each document module's state machine against the pinned one (`test/state-machines.ts`), and the
 * API checks generated from the pinned table: on one record per state of each module, the edit and
 * every action whose `from` leaves that state out answer 409, and every field an action requires,
 * left out, answers 422 with its Spanish field error; the record keeps its version and state and
 * gets no history row.
 */
import { DISPOSAL_STATES } from '@shared/schemas/archive-disposals';
import { EXPEDIENT_STATES } from '@shared/schemas/archive-expedients';
import { PERMISSION_STATES } from '@shared/schemas/archive-temporary-permissions';
import { TRANSFER_STATES } from '@shared/schemas/archive-transfers';
import { DELIVERY_CONTROL_STATES } from '@shared/schemas/delivery';
import { DRAFT_STATES } from '@shared/schemas/drafts';
import { ENTRY_STATES } from '@shared/schemas/entries';
import { FOLDER_STATES } from '@shared/schemas/folders';
import { OUTPUT_STATES } from '@shared/schemas/outputs';
import { REQUEST_STATES } from '@shared/schemas/requests';
import { SUPPORTING_STATES } from '@shared/schemas/supporting';
import { eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { beforeAll, expect, it } from 'vitest';
import type { z } from 'zod';
import type { Db } from '../db/client';
import { deliveryItems, entryMovements, outputRecipients } from '../db/schema';
import { type DocumentModule, documentModules } from '../lib/records/registry';
import type { TransitionTable } from '../lib/records/transitions';
import { SAMPLES, sampleOf, snapshot } from '../test/document-samples';
import { call, describeEachDatabase } from '../test/harness';
import { type PinnedStateMachine, type RequiredField, STATE_MACHINES } from '../test/state-machines';
import { disposalTransitions } from './archive-disposals/archive-disposals.transitions';
import { expedientTransitions } from './archive-expedients/archive-expedients.transitions';
import { permissionTransitions } from './archive-temporary-permissions/archive-temporary-permissions.transitions';
import { transferTransitions } from './archive-transfers/archive-transfers.transitions';
import { type DeliveryFixtures, deliveryFixtures } from './delivery-controls/delivery-controls.fixtures';
import { controlTransitions } from './delivery-controls/delivery-controls.transitions';
import { draftTransitions } from './drafts/drafts.transitions';
import { type EntryFixtures, entryFixtures } from './entries/entries.fixtures';
import { entryTransitions } from './entries/entries.transitions';
import { folderTransitions } from './folders/folders.transitions';
import { outputTransitions } from './outputs/outputs.transitions';
import { entryRequests, outputRequests } from './requests/requests.routes';
import { supportingEntriesModule, supportingOutputsModule } from './supporting/supporting.module';

// biome-ignore lint/suspicious/noExplicitAny: tables of different row types, read for their rules only
type AnyTable = TransitionTable<any, any>;

/** Each module's transitions table and the states its shared schema names. */
const MODULES: Record<string, { table: AnyTable; states: Record<string, string> }> = {
  entries: { table: entryTransitions.table, states: ENTRY_STATES },
  outputs: { table: outputTransitions.table, states: OUTPUT_STATES },
  'entry-requests': { table: entryRequests.table.table, states: REQUEST_STATES },
  'output-requests': { table: outputRequests.table.table, states: REQUEST_STATES },
  'supporting-entries': { table: supportingEntriesModule.transitions.table, states: SUPPORTING_STATES },
  'supporting-outputs': { table: supportingOutputsModule.transitions.table, states: SUPPORTING_STATES },
  folders: { table: folderTransitions.table, states: FOLDER_STATES },
  drafts: { table: draftTransitions.table, states: DRAFT_STATES },
  'delivery-controls': { table: controlTransitions.table, states: DELIVERY_CONTROL_STATES },
  'archive-expedients': { table: expedientTransitions.table, states: EXPEDIENT_STATES },
  'archive-temporary-permissions': { table: permissionTransitions.table, states: PERMISSION_STATES },
  'archive-disposals': { table: disposalTransitions.table, states: DISPOSAL_STATES },
  'archive-transfers': { table: transferTransitions.table, states: TRANSFER_STATES },
};

const sorted = <T extends string>(values: readonly T[]): T[] => [...values].sort();

/** A transitions table as the pinned table writes it. */
function machineOf(table: AnyTable, states: Record<string, string>): PinnedStateMachine {
  return {
    states: sorted(Object.keys(states)),
    edit: { from: sorted(table.edit.from), keys: sorted(table.edit.permissions) },
    actions: Object.fromEntries(
      Object.entries(table.actions).map(([name, rule]) => [
        name,
        {
          from: sorted(rule.from),
          to: rule.to ?? null,
          keys: sorted(rule.permissions),
          ...(rule.serviceOnly && { serviceOnly: true as const }),
        },
      ]),
    ),
  };
}

function withoutRequires(machine: PinnedStateMachine): PinnedStateMachine {
  return {
    states: sorted(machine.states),
    edit: { from: sorted(machine.edit.from), keys: sorted(machine.edit.keys) },
    actions: Object.fromEntries(
      Object.entries(machine.actions).map(([name, { from, to, keys, serviceOnly }]) => [
        name,
        { from: sorted(from), to, keys: sorted(keys), ...(serviceOnly && { serviceOnly }) },
      ]),
    ),
  };
}

const fieldOf = (required: RequiredField) => (typeof required === 'string' ? required : required.field);

/** The body fields the schema itself refuses to go without (the version aside). */
const schemaRequired = (body: z.ZodObject | undefined) =>
  Object.entries(body?.shape ?? {})
    .filter(([key, field]) => key !== 'version' && !(field as z.ZodType).safeParse(undefined).success)
    .map(([key]) => key);

/** Spanish, as the user reads it: a sentence of our own, none of zod's English defaults. */
function expectSpanish(messages: unknown, where: string) {
  expect(Array.isArray(messages) && messages.length > 0, where).toBe(true);
  for (const message of messages as string[]) {
    expect(message, where).toMatch(/^[¡¿A-ZÁÉÍÓÚÑ].*[.!?]$/);
    expect(message, where).not.toMatch(/\b(invalid|required|expected|received|must|the)\b/i);
  }
}

let copies = 0;

/**
 * The path parameters of a child row for the actions on one (`movements/:movementId/receive`),
 * made on the module's sample while it is still in its first state.
 */
const CHILDREN: Record<
  string,
  (d: DeliveryFixtures, db: Db, id: number, version: number) => Promise<Record<string, number>>
> = {
  entries: async (d, db, id, version) => {
    const res = await d.post(
      `/api/v1/entries/${id}/derive`,
      { version, destinations: [{ office_id: d.ids.OAJ, action: 'atencion' }] },
      d.tokens.admin,
    );
    expect(res.statusCode, res.body).toBe(200);
    return { movementId: (await childId(db, entryMovements, entryMovements.entry_id, id))! };
  },
  outputs: async (_d, db, id) => ({
    recipientId: (await childId(db, outputRecipients, outputRecipients.output_id, id))!,
  }),
  'delivery-controls': async (d, db, id) => {
    copies += 1;
    const output = await d.output(1, { subject: `Copia para el control ${copies}` });
    const res = await d.post(`/api/v1/delivery-controls/${id}/items`, { output_recipient_ids: output.recipients });
    expect(res.statusCode, res.body).toBe(200);
    return { itemId: (await childId(db, deliveryItems, deliveryItems.control_id, id))! };
  },
};

async function childId(db: Db, table: PgTable & { id: PgColumn }, parent: PgColumn, id: number) {
  const [row] = (await db.select({ id: table.id }).from(table).where(eq(parent, id))) as { id: number }[];
  return row?.id;
}

describeEachDatabase('document modules: pinned state machines', (ctx) => {
  const database = () => ctx().database.db;
  let f: EntryFixtures;
  let d: DeliveryFixtures;
  beforeAll(async () => {
    f = await entryFixtures(ctx());
    d = await deliveryFixtures(ctx(), f, 'SM');
  });

  it('pins every document module with transitions, and each one’s table as it is', () => {
    const withTransitions = documentModules()
      .filter((m) => m.transitions)
      .map((m) => m.resource);
    expect(sorted(Object.keys(STATE_MACHINES)), 'Pin these modules in src/server/test/state-machines.ts').toEqual(
      sorted(withTransitions),
    );
    expect(sorted(Object.keys(MODULES))).toEqual(sorted(withTransitions));
    for (const [resource, machine] of Object.entries(STATE_MACHINES)) {
      for (const [name, action] of Object.entries({ edit: { ...machine.edit, to: null }, ...machine.actions })) {
        expect(machine.states, `${resource} ${name}`).toEqual(expect.arrayContaining([...action.from]));
        if (action.to) expect(machine.states, `${resource} ${name}`).toContain(action.to);
      }
    }
    for (const [resource, { table, states }] of Object.entries(MODULES)) {
      expect(machineOf(table, states), `src/server/test/state-machines.ts: ${resource}`).toEqual(
        withoutRequires(STATE_MACHINES[resource]!),
      );
    }
  });

  it('pins every field an action’s schema requires', () => {
    for (const module of documentModules()) {
      for (const [name, action] of Object.entries(module.transitions?.actions ?? {})) {
        const pinned = (STATE_MACHINES[module.resource]?.actions[name]?.requires ?? []).map(fieldOf);
        const fields = Object.keys(action.body?.shape ?? {});
        expect(pinned, `${module.resource} ${name}`).toEqual(expect.arrayContaining(schemaRequired(action.body)));
        expect(fields, `${module.resource} ${name}`).toEqual(expect.arrayContaining(pinned));
      }
    }
  });

  /** A record of the module in `state` (forced, as the record's history would have left it) and its child's path. */
  async function recordIn(module: DocumentModule, state: string) {
    const { table, create } = SAMPLES[module.resource]!;
    const sample = await create(ctx(), f);
    const version = (await snapshot(database(), module.resource, table, sample.id)).row!.version;
    const params = (await CHILDREN[module.resource]?.(d, database(), sample.id, version)) ?? {};
    const idColumn = (table as unknown as { id: PgColumn }).id;
    await database().execute(sql`update ${table} set state = ${state} where ${idColumn} = ${sample.id}`);
    const before = await snapshot(database(), module.resource, table, sample.id);
    return { ...sample, params, before, table };
  }

  for (const [resource, machine] of Object.entries(STATE_MACHINES)) {
    it(`${resource}: refuses every action outside its states (409) and every required field left out (422), changing nothing`, async () => {
      const module = documentModules().find((m) => m.resource === resource)!;
      const actions = module.transitions!.actions;
      let requiredChecked = 0;
      for (const state of machine.states) {
        const record = await recordIn(module, state);
        const { version } = record.before.row!;
        const url = (path: string) =>
          `${module.base}/${record.id}/${path.replace(/:(\w+)/g, (_, name: string) => String(record.params[name]))}`;
        const post = (name: string, body: Record<string, unknown>) =>
          call(ctx().app, 'POST', url(actions[name]!.path), {
            token: d.tokens.admin,
            body: actions[name]!.unversioned ? body : { ...body, version },
          });
        if (!machine.edit.from.includes(state)) {
          const res = await call(ctx().app, 'PUT', `${module.base}/${record.id}`, {
            token: d.tokens.admin,
            body: { ...record.input, version },
          });
          expect(res.statusCode, `${resource} edit in ${state}: ${res.body.slice(0, 300)}`).toBe(409);
        }
        for (const [name, pinned] of Object.entries(machine.actions)) {
          if (pinned.serviceOnly) {
            expect(actions[name], `${resource} ${name} has no route`).toBeUndefined();
            continue;
          }
          const schema = actions[name]!.body;
          const body = (schema ? sampleOf(schema) : {}) as Record<string, unknown>;
          if (!pinned.from.includes(state)) {
            const res = await post(name, body);
            expect(res.statusCode, `${resource} ${name} in ${state}: ${res.body.slice(0, 300)}`).toBe(409);
            continue;
          }
          if (pinned.from[0] !== state) continue;
          for (const required of pinned.requires ?? []) {
            const field = fieldOf(required);
            const sent: Record<string, unknown> = { ...body, ...(typeof required === 'string' ? {} : required.with) };
            delete sent[field];
            const res = await post(name, sent);
            const where = `${resource} ${name} without ${field}: ${res.body.slice(0, 300)}`;
            expect(res.statusCode, where).toBe(422);
            expectSpanish(res.json().errors?.[field], where);
            requiredChecked += 1;
          }
        }
        expect(await snapshot(database(), resource, record.table, record.id), `${resource} in ${state}`).toEqual(
          record.before,
        );
      }
      const required = Object.values(machine.actions)
        .filter((a) => !a.serviceOnly)
        .flatMap((a) => a.requires ?? []);
      expect(requiredChecked, 'every required field left out once').toBe(required.length);
    });
  }
});
