/**
 * A registration or edit as it is stored: the references it names must exist (field errors
 * otherwise), the registering office follows `entries-create` / `entries-create-office`, and the
 * due date is the received date plus the response days in working days (configured holidays).
 */
import type { EntryInput } from '@shared/schemas/entries';
import { addWorkingDays } from '@shared/working-days';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { citizens, documentClassifications, offices, series, subseries, typeEntries, users } from '../../db/schema';
import { assertExists } from '../../lib/crud/related';
import { invalid } from '../../lib/errors';
import type { Auth } from '../../plugins/auth';
import { getSettings } from '../configs/settings.service';
import type { EntryRow } from './entry-access';
import { has, isAdmin } from './entry-scope';

/** Reference checks and derived values of a create or update. */
export async function resolveInput(tx: Executor, caller: Auth, input: EntryInput, existing: EntryRow | null) {
  const errors: Record<string, string[]> = {};
  const [type] = await tx.select().from(typeEntries).where(eq(typeEntries.id, input.type_entry_id));
  if (!type) errors.type_entry_id = ['El tipo de ingreso no existe.'];
  else if (!type.active && existing?.type_entry_id !== type.id)
    errors.type_entry_id = ['El tipo de ingreso está inactivo.'];
  const checks: [Parameters<typeof assertExists>[1], number | null, string, string][] = [
    [citizens, input.sender_id, 'sender_id', 'El remitente no existe.'],
    [offices, input.destination_office_id, 'destination_office_id', 'La oficina de destino no existe.'],
    [documentClassifications, input.classification_id, 'classification_id', 'La clasificación no existe.'],
    [series, input.series_id, 'series_id', 'La serie no existe.'],
  ];
  for (const [table, id, field, message] of checks) {
    try {
      await assertExists(tx, table, id, field, message);
    } catch {
      errors[field] = [message];
    }
  }
  if (input.subseries_id !== null) {
    const [sub] = await tx.select().from(subseries).where(eq(subseries.id, input.subseries_id));
    if (!sub) errors.subseries_id = ['La subserie no existe.'];
    else if (input.series_id !== null && sub.series_id !== input.series_id)
      errors.subseries_id = ['La subserie no pertenece a la serie elegida.'];
  }
  if (input.assignee_id !== null) {
    const [user] = await tx.select().from(users).where(eq(users.id, input.assignee_id));
    if (!user) errors.assignee_id = ['El usuario no existe.'];
    else if (user.office_id !== input.destination_office_id)
      errors.assignee_id = ['El responsable debe pertenecer a la oficina de destino.'];
  }
  // The registering office: entries-create may name any; entries-create-office only their own.
  let registeredOffice = existing?.registered_office_id ?? null;
  if (!existing) {
    const own = caller.user.office_id ?? null;
    const anyOffice = isAdmin(caller) || has(caller, 'entries-create');
    registeredOffice = input.registered_office_id ?? own;
    if (registeredOffice === null) errors.registered_office_id = ['Indique la oficina que registra el ingreso.'];
    else if (!anyOffice && registeredOffice !== own)
      errors.registered_office_id = ['Solo puede registrar ingresos para su oficina.'];
    else if (registeredOffice !== own) {
      const [office] = await tx.select({ id: offices.id }).from(offices).where(eq(offices.id, registeredOffice));
      if (!office) errors.registered_office_id = ['La oficina no existe.'];
    }
  }
  if (Object.keys(errors).length > 0) throw invalid(errors);
  const settings = await getSettings(tx);
  const receivedAt = input.received_at ? new Date(input.received_at) : (existing?.received_at ?? new Date());
  if (receivedAt.getTime() > Date.now() + 5 * 60_000)
    throw invalid({ received_at: ['La fecha de recepción no puede ser futura.'] });
  const responseDays = input.response_days ?? type!.response_days;
  const dueDate = addWorkingDays(receivedAt, responseDays, {
    workingDays: settings.working_days,
    holidays: settings.holidays,
  });
  return { settings, registeredOffice: registeredOffice!, receivedAt, responseDays, dueDate };
}

/** The input fields stored as they come (the others are derived by `resolveInput`). */
export function storedColumns(input: EntryInput) {
  const { received_at: _r, registered_office_id: _o, response_days: _d, ...rest } = input;
  return rest;
}
