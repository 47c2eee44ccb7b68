/** The output ("Salida documental") as `GET /api/v1/outputs/:id` answers it, and its form's options. */
import type { CitizenDocumentType } from '@shared/schemas/citizens';
import type { EntryPriority } from '@shared/schemas/entries';
import { type DeliveryState, OUTPUT_STATES, type OutputState } from '@shared/schemas/outputs';
import type { ResourceRecord } from '../../lib/crud/types';
import { labelOptions } from '../../lib/form/SelectField';
import { type CodeName, firstAndMore, type PersonName } from '../../lib/records/names';
import type { OriginRequest } from '../../lib/records/originRequest';

export interface Recipient {
  id: number;
  citizen_id: number;
  citizen: { name: string; document_type: CitizenDocumentType; document_number: string } | null;
  address: string | null;
  /** INEI's distrito of that address: the copy's own, else its citizen's (none after a typed correction). */
  ubigeo: string | null;
  /** The corrected district of a re-dispatch, else the INEI distrito's name (the copy's or the citizen's). */
  district: string | null;
  reference: string | null;
  delivery_state: DeliveryState;
  delivered_at: string | null;
  received_by_name: string | null;
  received_by_document: string | null;
  note: string | null;
  /** A return received at the front desk and not sent again yet: when. */
  return_acknowledged_at: string | null;
  /** The citizen holds an active casilla electrónica: the copy may be notified there. */
  casilla: boolean;
}

/** An office a signed output is addressed to: its copy is dispatched internally and received there. */
export interface OfficeRecipient {
  id: number;
  office_id: number;
  office: string;
  /** Sent a copy («c.c.») for its knowledge rather than addressed. */
  copy: boolean;
  /** The entry that carries the copy, once dispatched. */
  entry_id: number | null;
  delivery_state: DeliveryState;
  dispatched_at: string | null;
  received_at: string | null;
  received_by: string | null;
  /** Why the office returned it. */
  note: string | null;
}

export interface OutputAbilities {
  update: boolean;
  dispatch: boolean;
  deliver: boolean;
  notify: boolean;
  acknowledge_return: boolean;
  redispatch: boolean;
  archive: boolean;
  annul: boolean;
  attach?: boolean;
}

export interface Output extends ResourceRecord {
  number: string;
  /** The request it was registered from. */
  request: OriginRequest | null;
  issued_at: string;
  type_output_id: number;
  type_output: CodeName | null;
  reference: string | null;
  document_date: string | null;
  subject: string;
  summary: string | null;
  folios: number;
  annexes: string | null;
  origin_office_id: number;
  origin_office: CodeName | null;
  registered_by: number;
  registered_by_user: PersonName | null;
  signer_id: number | null;
  signer: PersonName | null;
  entry_id: number | null;
  /** The subject only when the caller may open the entry. */
  entry: { number: string; subject?: string } | null;
  priority: EntryPriority;
  classification_id: number | null;
  classification: { name: string; restricted: boolean } | null;
  series_id: number | null;
  subseries_id: number | null;
  state: OutputState;
  annulled_reason: string | null;
  recipients: Recipient[];
  office_recipients: OfficeRecipient[];
  created_at: string;
  can: ResourceRecord['can'] & OutputAbilities;
}

export const STATE_OPTIONS = labelOptions(OUTPUT_STATES);

/** "Juan Pérez y 2 más": the first recipient's name (a citizen's, else an office's) for a list cell. */
export const recipientsSummary = (output: Pick<Output, 'recipients' | 'office_recipients'>): string =>
  firstAndMore([
    ...(output.recipients ?? []).map((r) => r.citizen?.name ?? '—'),
    ...(output.office_recipients ?? []).map((r) => r.office),
  ]);
