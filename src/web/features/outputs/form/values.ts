/** The output form's values: empty, from a record (edit), and the options its lookups start with. */
import type { LookupOption } from '@shared/crud';
import { citizenDocument } from '@shared/schemas/citizens';
import type { outputInput } from '@shared/schemas/outputs';
import type { DefaultValues, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { contentValues, emptyOutputDocument, filingValues } from '../../../lib/records/documentValues';
import type { Output } from '../outputs.record';
import { entryOption } from './reply';

export type OutputValues = z.input<typeof outputInput>;
export type OutputForm = UseFormReturn<OutputValues, unknown, z.output<typeof outputInput>>;

export function emptyOutput(originOfficeId: number | undefined): DefaultValues<OutputValues> {
  return { ...emptyOutputDocument(), origin_office_id: originOfficeId ?? null, entry_id: null };
}

export function outputValues(o: Output): DefaultValues<OutputValues> {
  return {
    issued_at: o.issued_at,
    type_output_id: o.type_output_id,
    reference: o.reference ?? '',
    document_date: o.document_date,
    ...contentValues(o),
    origin_office_id: o.origin_office_id,
    signer_id: o.signer_id,
    entry_id: o.entry_id,
    priority: o.priority,
    ...filingValues(o),
    recipients: o.recipients.map((r) => ({
      citizen_id: r.citizen_id,
      address: r.address ?? '',
      ubigeo: r.ubigeo,
      reference: r.reference ?? '',
    })),
  };
}

/**
 * Labels the form knows before any lookup: the entry answered (searched in the entries list, which
 * `/lookup?id=` cannot name) and the recipients' citizens.
 */
export interface KnownOptions {
  entry: LookupOption[];
  citizens: LookupOption[];
}

export function recordOptions(o: Output): KnownOptions {
  return {
    entry: o.entry_id !== null && o.entry ? [entryOption({ id: o.entry_id, ...o.entry })] : [],
    citizens: o.recipients.map((r) => ({
      id: r.citizen_id,
      label: r.citizen?.name ?? `n.º ${r.citizen_id}`,
      description: r.citizen ? citizenDocument(r.citizen) : null,
    })),
  };
}
