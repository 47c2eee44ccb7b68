/** The request form's values: the proposed entry's fields plus the request's own, flat as the API takes them. */
import type { LookupOption } from '@shared/crud';
import type { entryRequestInput } from '@shared/schemas/requests';
import type { UserOffice } from '@shared/schemas/user';
import type { DefaultValues, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { emptyEntryDocument } from '../../../lib/records/documentValues';
import { personName } from '../../../lib/records/names';
import { type PromotedDocument, promotedContent } from '../../../lib/requests/promoted';
import type { EntryRequest } from '../entry-requests.record';

export type RequestFormValues = z.input<typeof entryRequestInput>;
export type RequestForm = UseFormReturn<RequestFormValues, unknown, z.output<typeof entryRequestInput>>;

/** Received at the office, going to the office itself by default: the requester fills in the rest. */
export function requestDefaults(office: UserOffice | null | undefined): DefaultValues<RequestFormValues> {
  return {
    received_at: null,
    ...emptyEntryDocument(),
    destination_office_id: office?.id,
    paper_to_come: false,
    urgency: 'normal',
    note: '',
  };
}

/** Started from a supporting document ("Promover a solicitud"): its content, sender and filing. */
export function promotedDefaults(
  office: UserOffice | null | undefined,
  document: PromotedDocument,
): DefaultValues<RequestFormValues> {
  return {
    ...requestDefaults(office),
    ...promotedContent(document),
    sender_id: document.party_citizen_id ?? undefined,
    sender_reference: document.reference ?? '',
    sender_date: document.reference_date,
  };
}

export function requestValues(request: EntryRequest): DefaultValues<RequestFormValues> {
  const p = request.proposal;
  return {
    ...p,
    destination_office_id: p.destination_office_id ?? undefined,
    sender_reference: p.sender_reference ?? '',
    summary: p.summary ?? '',
    annexes: p.annexes ?? '',
    paper_to_come: request.paper_to_come,
    urgency: request.urgency,
    note: request.note ?? '',
  };
}

/** The names the form shows without asking the server: from the request, or the user's own office. */
export function knownOptions(
  request: EntryRequest | undefined,
  office: UserOffice | null | undefined,
  fromDocument: LookupOption[] = [],
) {
  const one = (id: number | null | undefined, label: string | null | undefined, description?: string | null) =>
    id != null && label ? ([{ id, label, description }] as LookupOption[]) : [];
  const names = request?.proposal_names;
  return {
    type: one(names?.type_entry?.id, names?.type_entry?.name, names?.type_entry?.code),
    sender: names
      ? one(
          names.sender?.id,
          names.sender?.name,
          names.sender && `${names.sender.document_type} ${names.sender.document_number}`,
        )
      : fromDocument,
    office: names
      ? one(
          names.destination_office?.id,
          names.destination_office && `${names.destination_office.code} - ${names.destination_office.name}`,
        )
      : one(office?.id, office && `${office.code} - ${office.name}`),
    assignee: one(names?.assignee?.id, names?.assignee ? personName(names.assignee) : undefined),
  };
}
