/** The registration form's values: fresh defaults for the front desk, and an entry's values to edit it. */
import type { LookupOption } from '@shared/crud';
import type { entryInput } from '@shared/schemas/entries';
import type { DefaultValues, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { contentValues, emptyEntryDocument, filingValues } from '../../../lib/records/documentValues';
import { personName } from '../../../lib/records/names';
import type { Entry } from '../entries.record';

export type EntryFormValues = z.input<typeof entryInput>;
export type EntryForm = UseFormReturn<EntryFormValues, unknown, z.output<typeof entryInput>>;

/**
 * Received now, in person, normal priority, one folio; type, sender and destination left for the
 * clerk. `keep` carries values over to the next entry.
 */
export function entryDefaults(keep: Partial<EntryFormValues> = {}): DefaultValues<EntryFormValues> {
  return { received_at: new Date().toISOString(), ...emptyEntryDocument(), ...keep };
}

/** What the next entry keeps from the one just saved: the batch's channel and type (and its deadline). */
export function keptForNext(values: EntryFormValues): Partial<EntryFormValues> {
  return { channel: values.channel, type_entry_id: values.type_entry_id, response_days: values.response_days };
}

export function entryValues(entry: Entry): DefaultValues<EntryFormValues> {
  return {
    received_at: entry.received_at,
    channel: entry.channel,
    type_entry_id: entry.type_entry_id,
    sender_id: entry.sender_id,
    sender_reference: entry.sender_reference ?? '',
    sender_date: entry.sender_date,
    ...contentValues(entry),
    destination_office_id: entry.destination_office_id,
    assignee_id: entry.assignee_id,
    priority: entry.priority,
    response_days: entry.response_days,
    ...filingValues(entry),
  };
}

/** The names an edit form shows without asking the server (series and subseries are named by lookup). */
export function knownOptions(entry: Entry | undefined) {
  const one = (id: number | null, label: string | null | undefined, description?: string | null): LookupOption[] =>
    id !== null && label ? [{ id, label, description }] : [];
  return {
    type: one(entry?.type_entry_id ?? null, entry?.type_entry?.name, entry?.type_entry?.code),
    sender: one(
      entry?.sender_id ?? null,
      entry?.sender?.name,
      entry?.sender && `${entry.sender.document_type} ${entry.sender.document_number}`,
    ),
    office: one(
      entry?.destination_office_id ?? null,
      entry?.destination_office && `${entry.destination_office.code} - ${entry.destination_office.name}`,
    ),
    assignee: one(entry?.assignee_id ?? null, entry?.assignee ? personName(entry.assignee) : undefined),
    classification: one(entry?.classification_id ?? null, entry?.classification?.name),
  };
}
