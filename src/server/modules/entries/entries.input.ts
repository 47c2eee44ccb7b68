/**
 * A registration or edit as it is stored: the references it names must exist (field errors
 * otherwise), the registering office follows `entries-create` / `entries-create-office`, and the
 * due date is the received date plus the response days in working days (configured holidays);
 * a virtual desk entry received outside its working hours counts from the next working day.
 */
import { type EntryInput, INTERNAL_CHANNEL_SET_BY_FOLIO } from '@shared/schemas/entries';
import { termStart } from '@shared/schemas/virtual-desk';
import { addWorkingDays } from '@shared/working-days';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { citizens, offices, typeEntries, users } from '../../db/schema';
import { invalid } from '../../lib/errors';
import {
  checkFiling,
  checkReferences,
  checkType,
  type FieldErrors,
  isFuture,
  officeRefusal,
} from '../../lib/records/references';
import { getSettings } from '../../lib/settings/settings';
import type { Auth } from '../../plugins/auth';
import type { EntryRow } from './entries.scope';

const OFFICE_REFUSALS = {
  missing: 'Indique la oficina que registra el ingreso.',
  notOwn: 'Solo puede registrar ingresos para su oficina.',
} as const;

/**
 * Field errors of what an entry names: its type (an inactive one only when the entry already has
 * it), sender, destination, filing, and an assignee of the destination office. Requests check
 * their proposals with it too. Returns the type.
 */
export async function checkEntryReferences(tx: Executor, errors: FieldErrors, input: EntryInput, currentType?: number) {
  const type = await checkType(tx, errors, {
    table: typeEntries,
    id: input.type_entry_id,
    current: currentType,
    field: 'type_entry_id',
    noun: 'tipo de ingreso',
  });
  await checkReferences(tx, errors, [
    [citizens, input.sender_id, 'sender_id', 'El remitente no existe.'],
    [offices, input.destination_office_id, 'destination_office_id', 'La oficina de destino no existe.'],
  ]);
  await checkFiling(tx, errors, input);
  if (input.assignee_id !== null) {
    const [user] = await tx.select().from(users).where(eq(users.id, input.assignee_id));
    if (!user) errors.assignee_id = ['El usuario no existe.'];
    else if (user.office_id !== input.destination_office_id)
      errors.assignee_id = ['El responsable debe pertenecer a la oficina de destino.'];
  }
  return type;
}

/**
 * Reference checks and derived values of a create or update. `internal`: registered by the
 * internal dispatch of an office's signed output (outputs.copies.ts), the only source of the
 * «interno» channel, which an entry then keeps.
 */
export async function resolveInput(
  tx: Executor,
  caller: Auth,
  input: EntryInput,
  existing: EntryRow | null,
  internal = false,
) {
  const errors: FieldErrors = {};
  const type = await checkEntryReferences(tx, errors, input, existing?.type_entry_id);
  const fromOffice = existing ? existing.channel === 'interno' : internal;
  if ((input.channel === 'interno') !== fromOffice)
    errors.channel = [
      fromOffice
        ? 'Un ingreso recibido de otra oficina por despacho interno conserva su canal.'
        : INTERNAL_CHANNEL_SET_BY_FOLIO,
    ];
  // The registering office: entries-create may name any; entries-create-office only their own.
  let registeredOffice = existing?.registered_office_id ?? null;
  if (!existing) {
    const own = caller.user.office_id ?? null;
    registeredOffice = input.registered_office_id ?? own;
    const refusal = officeRefusal(caller, registeredOffice, 'entries-create');
    if (refusal) errors.registered_office_id = [OFFICE_REFUSALS[refusal]];
    else if (registeredOffice !== own)
      await checkReferences(tx, errors, [[offices, registeredOffice, 'registered_office_id', 'La oficina no existe.']]);
  }
  if (Object.keys(errors).length > 0) throw invalid(errors);
  const settings = await getSettings(tx);
  const receivedAt = input.received_at ? new Date(input.received_at) : (existing?.received_at ?? new Date());
  if (isFuture(receivedAt)) throw invalid({ received_at: ['La fecha de recepción no puede ser futura.'] });
  const responseDays = input.response_days ?? type!.response_days;
  const calendar = { workingDays: settings.working_days, holidays: settings.holidays };
  const start = termStart(receivedAt, input.channel, settings.virtual_desk, calendar);
  const dueDate = addWorkingDays(start, responseDays, calendar);
  return { settings, registeredOffice: registeredOffice!, receivedAt, responseDays, dueDate };
}

/** The input fields stored as they come (the others are derived by `resolveInput`). */
export function storedColumns(input: EntryInput) {
  const { received_at: _r, registered_office_id: _o, response_days: _d, ...rest } = input;
  return rest;
}
