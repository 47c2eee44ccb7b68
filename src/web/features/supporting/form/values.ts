/** The supporting document form's values: empty, from a record (edit), and the labels its lookups start with. */
import type { LookupOption } from '@shared/crud';
import type { supportingInput } from '@shared/schemas/supporting';
import type { DefaultValues, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { codeName } from '../../../lib/crud/columns';
import { contentValues, emptyContent, emptyFiling, filingValues } from '../../../lib/records/documentValues';
import { personName } from '../../../lib/records/names';
import type { Supporting } from '../supporting.record';

export type SupportingValues = z.input<typeof supportingInput>;
export type SupportingForm = UseFormReturn<SupportingValues, unknown, z.output<typeof supportingInput>>;

export function emptySupporting(officeId: number | undefined): DefaultValues<SupportingValues> {
  return {
    document_at: new Date().toISOString(),
    type_id: undefined,
    office_id: officeId ?? null,
    reference: '',
    reference_date: null,
    party_kind: 'ciudadano',
    party_office_id: null,
    party_user_id: null,
    party_citizen_id: null,
    ...emptyContent(),
    ...emptyFiling(),
    entry_id: null,
    output_id: null,
  };
}

export function supportingValues(d: Supporting): DefaultValues<SupportingValues> {
  return {
    document_at: d.document_at,
    type_id: d.type_id,
    office_id: d.office_id,
    reference: d.reference ?? '',
    reference_date: d.reference_date,
    party_kind: d.party_kind,
    party_office_id: d.party_office_id,
    party_user_id: d.party_user_id,
    party_citizen_id: d.party_citizen_id,
    ...contentValues(d),
    ...filingValues(d),
    entry_id: d.entry_id,
    output_id: d.output_id,
  };
}

/** Labels the lookups know before searching: the record's own type, office and party. */
export interface KnownOptions {
  type: LookupOption[];
  office: LookupOption[];
  partyOffice: LookupOption[];
  partyUser: LookupOption[];
  partyCitizen: LookupOption[];
  entry: LookupOption[];
  output: LookupOption[];
}

const one = (id: number | null, label: string | null | undefined): LookupOption[] =>
  id !== null && label ? [{ id, label }] : [];

export function knownOptions(d: Supporting | undefined): KnownOptions {
  return {
    type: d ? one(d.type_id, d.type?.name) : [],
    office: d ? one(d.office_id, codeName(d.office)) : [],
    partyOffice: d ? one(d.party_office_id, d.party_office ? codeName(d.party_office) : null) : [],
    partyUser: d ? one(d.party_user_id, d.party_user ? personName(d.party_user) : null) : [],
    partyCitizen: d ? one(d.party_citizen_id, d.party_citizen?.name) : [],
    entry: d ? one(d.entry_id, d.entry?.number) : [],
    output: d ? one(d.output_id, d.output?.number) : [],
  };
}
