/** Reference checks and derived values of a supporting document's registration or edit. */
import type { SupportingInput } from '@shared/schemas/supporting';
import type { Executor } from '../../db/client';
import { citizens, entries, offices, outputs, users } from '../../db/schema';
import { invalid } from '../../lib/errors';
import {
  checkFiling,
  checkOwningOffice,
  checkReferences,
  checkType,
  type FieldErrors,
  isFuture,
} from '../../lib/records/references';
import { scopedRecords } from '../../lib/records/scoped';
import type { Auth } from '../../plugins/auth';
import { scopeCondition as entryScope } from '../entries/entries.scope';
import { outputScope } from '../outputs/outputs.scope';
import type { SupportingKind, SupportingRow } from './supporting.kind';

const { isWritable: entryWritable } = scopedRecords(entries, entryScope);
const { isWritable: outputWritable } = scopedRecords(outputs, outputScope);

const OFFICE_REFUSALS = {
  missing: 'Indique la oficina.',
  notOwn: 'Solo puede registrar documentos de apoyo de su oficina.',
} as const;

/**
 * The linked entry or output must be one the caller may change: a link never reveals a record,
 * and a record opened only by a loan (read-only) cannot be linked to.
 */
async function checkLinks(
  tx: Executor,
  caller: Auth,
  input: SupportingInput,
  existing: SupportingRow | null,
  errors: FieldErrors,
) {
  if (
    input.entry_id !== null &&
    input.entry_id !== existing?.entry_id &&
    !(await entryWritable(tx, caller, input.entry_id))
  )
    errors.entry_id = ['El ingreso no existe o no tiene acceso a él.'];
  if (
    input.output_id !== null &&
    input.output_id !== existing?.output_id &&
    !(await outputWritable(tx, caller, input.output_id))
  )
    errors.output_id = ['La salida no existe o no tiene acceso a ella.'];
}

export interface ResolvedSupporting {
  officeId: number;
  documentAt: Date;
  type: { id: number; name: string };
}

/** Checks what the schema cannot; throws one 422 with every problem. */
export async function resolveSupporting(
  tx: Executor,
  kind: SupportingKind,
  caller: Auth,
  input: SupportingInput,
  existing: SupportingRow | null,
): Promise<ResolvedSupporting> {
  const errors: FieldErrors = {};
  const type = await checkType(tx, errors, {
    table: kind.types,
    id: input.type_id,
    current: existing?.type_id,
    field: 'type_id',
    noun: 'tipo de documento',
  });
  await checkFiling(tx, errors, input);
  const party = partyOf(input);
  await checkReferences(tx, errors, [
    [offices, party.party_office_id, 'party_office_id', 'La oficina no existe.'],
    [users, party.party_user_id, 'party_user_id', 'La persona no existe.'],
    [citizens, party.party_citizen_id, 'party_citizen_id', 'El ciudadano o entidad no existe.'],
  ]);
  await checkLinks(tx, caller, input, existing, errors);
  // Null takes the caller's office; `-create-office` may only name their own.
  const officeId = await checkOwningOffice(tx, caller, errors, {
    given: input.office_id,
    current: existing?.office_id,
    field: 'office_id',
    anyOfficeKey: kind.anyOffice,
    refusals: OFFICE_REFUSALS,
  });
  const documentAt = input.document_at ? new Date(input.document_at) : (existing?.document_at ?? new Date());
  if (isFuture(documentAt)) errors.document_at = ['La fecha no puede ser futura.'];
  if (Object.keys(errors).length > 0) throw invalid(errors);
  return { officeId: officeId!, documentAt, type: { id: type!.id, name: type!.name } };
}

/** Only the party field its kind names is kept; the others are cleared. */
export function partyOf(input: SupportingInput) {
  return {
    party_kind: input.party_kind,
    party_office_id: input.party_kind === 'oficina' ? input.party_office_id : null,
    party_user_id: input.party_kind === 'persona' ? input.party_user_id : null,
    party_citizen_id: input.party_kind === 'ciudadano' ? input.party_citizen_id : null,
  };
}

/** The document's own columns from the input. */
export function columns(input: SupportingInput) {
  const {
    document_at: _d,
    office_id: _o,
    party_kind: _k,
    party_office_id: _po,
    party_user_id: _pu,
    party_citizen_id: _pc,
    ...rest
  } = input;
  return { ...rest, ...partyOf(input) };
}
