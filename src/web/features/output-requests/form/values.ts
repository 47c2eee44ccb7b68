/** The output request form's values: the proposed output's fields plus the request's own, flat as the API takes them. */
import type { LookupOption } from '@shared/crud';
import type { outputInput } from '@shared/schemas/outputs';
import type { outputRequestInput } from '@shared/schemas/requests';
import type { DefaultValues } from 'react-hook-form';
import type { z } from 'zod';
import { emptyOutputDocument } from '../../../lib/records/documentValues';
import { personName } from '../../../lib/records/names';
import { emptyRecipient } from '../../../lib/records/RecipientRows';
import { type PromotedDocument, promotedContent } from '../../../lib/requests/promoted';
import type { OutputRequest } from '../output-requests.record';

export type OutputRequestValues = z.input<typeof outputRequestInput>;
/** The output as the operator registers it on assigning. */
export type ProposedOutputValues = Omit<z.input<typeof outputInput>, 'entry_id'>;

/** Issued now from the requester's office (the server fills it in), one recipient still to choose. */
export function requestDefaults(): DefaultValues<OutputRequestValues> {
  return {
    ...emptyOutputDocument(),
    origin_office_id: null,
    paper_to_come: false,
    urgency: 'normal',
    note: '',
  };
}

/** Started from a supporting document ("Promover a solicitud"): its content, reference, recipient and filing. */
export function promotedDefaults(document: PromotedDocument): DefaultValues<OutputRequestValues> {
  return {
    ...requestDefaults(),
    ...promotedContent(document),
    reference: document.reference ?? '',
    document_date: document.reference_date,
    recipients: [
      document.party_citizen_id === null
        ? emptyRecipient()
        : { citizen_id: document.party_citizen_id, address: '', reference: '' },
    ],
  };
}

/** The proposed output alone: what the assign screen starts from. */
export function proposedValues(request: OutputRequest): DefaultValues<ProposedOutputValues> {
  const p = request.proposal;
  return {
    ...p,
    reference: p.reference ?? '',
    summary: p.summary ?? '',
    annexes: p.annexes ?? '',
    recipients: p.recipients.map((r) => ({
      citizen_id: r.citizen_id,
      address: r.address ?? '',
      reference: r.reference ?? '',
    })),
  };
}

export function requestValues(request: OutputRequest): DefaultValues<OutputRequestValues> {
  return {
    ...proposedValues(request),
    paper_to_come: request.paper_to_come,
    urgency: request.urgency,
    note: request.note ?? '',
  } as DefaultValues<OutputRequestValues>;
}

export interface KnownOptions {
  type: LookupOption[];
  signer: LookupOption[];
  citizens: LookupOption[];
}

/** The names the form shows without asking the server: the type, the signer and the recipients. */
export function knownOptions(request: OutputRequest | undefined, fromDocument: LookupOption[] = []): KnownOptions {
  const names = request?.proposal_names;
  const type = names?.type_output;
  const signer = names?.signer;
  return {
    type: type ? [{ id: type.id, label: type.name, description: type.code }] : [],
    signer: signer ? [{ id: signer.id, label: personName(signer) }] : [],
    citizens: names
      ? names.recipients.flatMap((c) =>
          c ? [{ id: c.id, label: c.name, description: `${c.document_type} ${c.document_number}` }] : [],
        )
      : fromDocument,
  };
}
