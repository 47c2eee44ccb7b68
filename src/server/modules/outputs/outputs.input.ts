/** Reference checks and derived values of an output's create or update, and its recipient rows. */
import type { OutputInput } from '@shared/schemas/outputs';
import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { citizens, outputRecipients, users } from '../../db/schema';
import { invalid } from '../../lib/errors';
import { checkFiling, checkOwningOffice, type FieldErrors, isFuture } from '../../lib/records/references';
import type { Auth } from '../../plugins/auth';
import { checkOutputType } from '../type-outputs/type-outputs.service';
import type { OutputRow } from './outputs.scope';

const OFFICE_REFUSALS = {
  missing: 'Indique la oficina de origen.',
  notOwn: 'Solo puede registrar salidas de su oficina.',
} as const;

/** Citizens' addresses by id; a recipient whose citizen does not exist is a field error. */
async function recipientAddresses(tx: Executor, input: OutputInput, errors: FieldErrors) {
  const ids = input.recipients.map((r) => r.citizen_id);
  const rows = await tx
    .select({ id: citizens.id, address: citizens.address })
    .from(citizens)
    .where(inArray(citizens.id, ids));
  const addresses = new Map(rows.map((r) => [r.id, r.address]));
  input.recipients.forEach((r, i) => {
    if (!addresses.has(r.citizen_id)) errors[`recipients.${i}.citizen_id`] = ['El destinatario no existe.'];
  });
  return addresses;
}

export interface ResolvedOutput {
  originOffice: number;
  issuedAt: Date;
  /** Citizen id → the citizen's own address, for recipients given without one. */
  addresses: Map<number, string | null>;
}

/** Checks what the schema cannot (references, office rule, dates); throws one 422 with every problem. */
export async function resolveInput(
  tx: Executor,
  caller: Auth,
  input: OutputInput,
  existing: OutputRow | null,
): Promise<ResolvedOutput> {
  const errors: FieldErrors = {};
  await checkOutputType(tx, errors, input.type_output_id, existing?.type_output_id);
  await checkFiling(tx, errors, input);
  if (input.signer_id !== null && input.signer_id !== existing?.signer_id) {
    const [signer] = await tx.select({ active: users.active }).from(users).where(eq(users.id, input.signer_id));
    if (!signer?.active) errors.signer_id = ['El firmante no existe o está inactivo.'];
  }
  // Null takes the caller's office; `outputs-create-office` may only name their own.
  const originOfficeId = await checkOwningOffice(tx, caller, errors, {
    given: input.origin_office_id,
    current: existing?.origin_office_id,
    field: 'origin_office_id',
    anyOfficeKey: 'outputs-create',
    refusals: OFFICE_REFUSALS,
  });
  const addresses = await recipientAddresses(tx, input, errors);
  const issuedAt = input.issued_at ? new Date(input.issued_at) : (existing?.issued_at ?? new Date());
  if (isFuture(issuedAt)) errors.issued_at = ['La fecha de emisión no puede ser futura.'];
  if (Object.keys(errors).length > 0) throw invalid(errors);
  return { originOffice: originOfficeId!, issuedAt, addresses };
}

/** The output's own columns from the input (recipients and derived values are stored apart). */
export function columns(input: OutputInput) {
  const { issued_at: _i, origin_office_id: _o, recipients: _r, ...rest } = input;
  return rest;
}

/** Inserts the output's recipients, all pending; a recipient without an address gets the citizen's. */
export async function insertRecipients(tx: Executor, outputId: number, input: OutputInput, resolved: ResolvedOutput) {
  // A signed document addressed to offices only has no citizen to deliver to (outputs.copies.ts).
  if (input.recipients.length === 0) return [];
  return tx
    .insert(outputRecipients)
    .values(
      input.recipients.map((r) => ({
        output_id: outputId,
        citizen_id: r.citizen_id,
        address: r.address ?? resolved.addresses.get(r.citizen_id) ?? null,
        ubigeo: r.ubigeo,
        reference: r.reference,
      })),
    )
    .returning();
}

/** What the audit trail keeps of a recipient list. */
export const recipientsSummary = (rows: (typeof outputRecipients.$inferSelect)[]) =>
  rows.map((r) => ({ citizen_id: r.citizen_id, address: r.address, ubigeo: r.ubigeo, reference: r.reference }));
