/**
 * What differs between entry and output requests: the resource and its permission keys, the
 * proposed record's schema, the number format, the record assignment creates (through the
 * entries' or outputs' own service) and how a likely duplicate is found. Everything else (scope,
 * transitions, reads, routes) is built once from these (`requests.module.ts`).
 */
import type { PermissionKey } from '@shared/permissions';
import type { EntryInput } from '@shared/schemas/entries';
import type { OutputInput } from '@shared/schemas/outputs';
import {
  entryAssignInput,
  entryRequestInput,
  entryRequestUpdateInput,
  outputAssignInput,
  outputRequestInput,
  outputRequestUpdateInput,
  type RequestKind,
} from '@shared/schemas/requests';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor, Tx } from '../../db/client';
import { citizenDisplayName, citizens, offices, typeEntries, typeOutputs, users } from '../../db/schema';
import type { Caller } from '../../lib/records/caller';
import { checkFiling, checkReferences, type FieldErrors } from '../../lib/records/references';
import { checkEntryReferences, registerEntry } from '../entries/entries.service';
import { registerOutput } from '../outputs/outputs.service';
import { supportingEntriesModule, supportingOutputsModule } from '../supporting/supporting.module';

type Resource = 'entry-requests' | 'output-requests';

export interface RequestKindDef {
  kind: RequestKind;
  resource: Resource;
  /** The record assignment creates: its resource (notifications, attachments' new owner). */
  record: 'entries' | 'outputs';
  /** `solicitud de ingreso`. */
  noun: string;
  /** `ingreso`. */
  recordNoun: string;
  keys: { index: PermissionKey; me: PermissionKey; create: PermissionKey; show: PermissionKey; assign: PermissionKey };
  input: typeof entryRequestInput | typeof outputRequestInput;
  updateInput: typeof entryRequestUpdateInput | typeof outputRequestUpdateInput;
  assignBody: typeof entryAssignInput | typeof outputAssignInput;
  format: 'entry_requests' | 'output_requests';
  /** The proposal as stored: defaults of the requesting office filled in. */
  normalise: (proposal: Record<string, unknown>, officeId: number) => Record<string, unknown>;
  /** Field errors of what the proposal names. */
  check: (tx: Tx, proposal: Record<string, unknown>, errors: FieldErrors) => Promise<void>;
  /** The columns copied out of the proposal (queue, search, duplicate check). */
  columns: (proposal: Record<string, unknown>) => {
    subject: string;
    sender_id: number | null;
    sender_reference: string | null;
    sender_date: string | null;
  };
  /** The names of what the proposal references (its page, the assign screen's known options). */
  names: (db: Executor, proposal: Record<string, unknown>) => Promise<Record<string, unknown>>;
  /** Registers the real record through its module's service. */
  register: (tx: Tx, caller: Caller, proposal: Record<string, unknown>) => Promise<{ id: number; number: string }>;
  /** The supporting documents of the same direction a request can be promoted from, and its link column. */
  supporting: {
    module: typeof supportingEntriesModule;
    column: 'supporting_entry_id' | 'supporting_output_id';
  };
}

const keysOf = (resource: Resource) => ({
  index: `${resource}-index` as PermissionKey,
  me: `${resource}-me` as PermissionKey,
  create: `${resource}-create` as PermissionKey,
  show: `${resource}-show` as PermissionKey,
  assign: `${resource}-assign` as PermissionKey,
});

const str = (v: unknown) => (typeof v === 'string' ? v : null);
const num = (v: unknown) => (typeof v === 'number' ? v : null);

async function nameOf(
  db: Executor,
  table: typeof offices | typeof typeEntries | typeof typeOutputs,
  id: number | null,
) {
  if (id === null) return null;
  const [row] = await db
    .select({ id: table.id, code: table.code, name: table.name })
    .from(table as typeof offices)
    .where(eq(table.id, id));
  return row ?? null;
}

async function personOf(db: Executor, id: number | null) {
  if (id === null) return null;
  const [row] = await db
    .select({ id: users.id, names: users.names, surnames: users.surnames })
    .from(users)
    .where(eq(users.id, id));
  return row ?? null;
}

async function citizenOf(db: Executor, id: number | null) {
  if (id === null) return null;
  const [row] = await db
    .select({
      id: citizens.id,
      name: citizenDisplayName,
      document_type: citizens.document_type,
      document_number: citizens.document_number,
    })
    .from(citizens)
    .where(eq(citizens.id, id));
  return row ?? null;
}

export const ENTRY_REQUESTS: RequestKindDef = {
  kind: 'entry',
  resource: 'entry-requests',
  record: 'entries',
  noun: 'solicitud de ingreso',
  recordNoun: 'ingreso',
  keys: keysOf('entry-requests'),
  input: entryRequestInput,
  updateInput: entryRequestUpdateInput,
  assignBody: entryAssignInput,
  format: 'entry_requests',
  // The registry registers it for its own office; the requester proposes where it goes.
  normalise: (proposal) => ({ ...proposal, registered_office_id: null }),
  // The entries' own check: a request refuses what its assignment would.
  async check(tx, p, errors) {
    await checkEntryReferences(tx, errors, p as EntryInput);
  },
  columns: (p) => ({
    subject: str(p.subject) ?? '',
    sender_id: num(p.sender_id),
    sender_reference: str(p.sender_reference),
    sender_date: str(p.sender_date),
  }),
  names: async (db, p) => ({
    type_entry: await nameOf(db, typeEntries, num(p.type_entry_id)),
    sender: await citizenOf(db, num(p.sender_id)),
    destination_office: await nameOf(db, offices, num(p.destination_office_id)),
    assignee: await personOf(db, num(p.assignee_id)),
  }),
  register: (tx, caller, p) => registerEntry(tx, caller, p as EntryInput),
  supporting: { module: supportingEntriesModule, column: 'supporting_entry_id' },
};

export const OUTPUT_REQUESTS: RequestKindDef = {
  kind: 'output',
  resource: 'output-requests',
  record: 'outputs',
  noun: 'solicitud de salida',
  recordNoun: 'salida',
  keys: keysOf('output-requests'),
  input: outputRequestInput,
  updateInput: outputRequestUpdateInput,
  assignBody: outputAssignInput,
  format: 'output_requests',
  // The output leaves from the requesting office.
  normalise: (proposal, officeId) => ({ ...proposal, origin_office_id: proposal.origin_office_id ?? officeId }),
  async check(tx, p, errors) {
    const recipients = (p.recipients as { citizen_id: number }[]) ?? [];
    await checkReferences(tx, errors, [
      [typeOutputs, num(p.type_output_id), 'type_output_id', 'El tipo de salida no existe.'],
      [offices, num(p.origin_office_id), 'origin_office_id', 'La oficina de origen no existe.'],
      [users, num(p.signer_id), 'signer_id', 'El usuario no existe.'],
      ...recipients.map((r, i): [typeof citizens, number, string, string] => [
        citizens,
        r.citizen_id,
        `recipients.${i}.citizen_id`,
        'El destinatario no existe.',
      ]),
    ]);
    await checkFiling(tx, errors, p as OutputInput);
  },
  columns: (p) => ({
    subject: str(p.subject) ?? '',
    sender_id: null,
    sender_reference: str(p.reference),
    sender_date: str(p.document_date),
  }),
  names: async (db, p) => ({
    type_output: await nameOf(db, typeOutputs, num(p.type_output_id)),
    origin_office: await nameOf(db, offices, num(p.origin_office_id)),
    signer: await personOf(db, num(p.signer_id)),
    recipients: await Promise.all(
      ((p.recipients as { citizen_id: number }[]) ?? []).map((r) => citizenOf(db, r.citizen_id)),
    ),
  }),
  register: (tx, caller, p) => registerOutput(tx, caller, { ...(p as Omit<OutputInput, 'entry_id'>), entry_id: null }),
  supporting: { module: supportingOutputsModule, column: 'supporting_output_id' },
};

export type RequestInput = z.output<RequestKindDef['input']>;
