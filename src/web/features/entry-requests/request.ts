/** The entry request ("Solicitud de ingreso") as `GET /api/v1/entry-requests/:id` answers it, and helpers. */
import type { EntryInput } from '@shared/schemas/entries';
import { REQUEST_STATES, REQUEST_URGENCIES, type RequestState } from '@shared/schemas/requests';
import type { ResourceRecord } from '../../lib/crud/types';
import { labelOptions } from '../../lib/form/SelectField';
import type { CodeName, PersonName } from '../../lib/records/names';

type Named<T> = T & { id: number };

export interface Duplicate {
  resource: string;
  id: number;
  number: string;
}

export interface EntryRequest extends ResourceRecord {
  number: string;
  state: RequestState;
  subject: string;
  proposal: EntryInput;
  requesting_office_id: number;
  requesting_office: CodeName | null;
  requested_by: number;
  requested_by_user: PersonName | null;
  paper_to_come: boolean;
  urgency: keyof typeof REQUEST_URGENCIES;
  note: string | null;
  submitted_at: string;
  taken_by: number | null;
  taken_by_user: PersonName | null;
  taken_at: string | null;
  reason_code: string | null;
  observation: string | null;
  rejection: string | null;
  entry_id: number | null;
  entry: { id: number; number: string } | null;
  assigned_by_user: PersonName | null;
  assigned_at: string | null;
  held_by_other: boolean;
  duplicates?: Duplicate[];
  proposal_names?: {
    type_entry: Named<CodeName> | null;
    sender: { id: number; name: string; document_type: string; document_number: string } | null;
    destination_office: Named<CodeName> | null;
    assignee: Named<PersonName> | null;
  };
  reasons?: string[];
  created_at: string;
  can: ResourceRecord['can'] & Record<'take' | 'assign' | 'observe' | 'reject' | 'cancel' | 'resubmit', boolean>;
}

export const STATE_OPTIONS = labelOptions(REQUEST_STATES);
export const URGENCY_OPTIONS = labelOptions(REQUEST_URGENCIES);

/** Still waiting for the registry: the queue shows how long. */
export const isQueued = (state: string) => state === 'pendiente' || state === 'en_revision';

/** "3 d 4 h", "2 h 15 min", "5 min": how long since `since`. */
export function waitingTime(since: string, now = Date.now()): string {
  const minutes = Math.max(0, Math.floor((now - new Date(since).getTime()) / 60_000));
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  if (days > 0) return `${days} d ${hours} h`;
  if (hours > 0) return `${hours} h ${minutes % 60} min`;
  return `${minutes} min`;
}
