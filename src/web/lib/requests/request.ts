/**
 * What entry and output requests ("Solicitudes de ingreso / de salida") share, as
 * `GET /api/v1/<kind>-requests/:id` answers them, and helpers for their screens.
 */
import { REQUEST_STATES, REQUEST_URGENCIES, type RequestState } from '@shared/schemas/requests';
import type { ResourceRecord } from '../crud/types';
import { labelOptions } from '../form/SelectField';
import type { CodeName, PersonName } from '../records/names';

export type RequestResource = 'entry-requests' | 'output-requests';

export interface Duplicate {
  resource: string;
  id: number;
  number: string;
}

export interface RequestRecord extends ResourceRecord {
  number: string;
  state: RequestState;
  subject: string;
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
  assigned_by_user: PersonName | null;
  assigned_at: string | null;
  held_by_other: boolean;
  /** The supporting document it was promoted from (one of the two, by the request's direction). */
  supporting_entry: { id: number; number: string } | null;
  supporting_output: { id: number; number: string } | null;
  duplicates?: Duplicate[];
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
