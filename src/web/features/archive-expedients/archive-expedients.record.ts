/** An expedient or box as `GET /api/v1/archive-expedients/:id` answers it. */
import { EXPEDIENT_KINDS, EXPEDIENT_MEDIA, EXPEDIENT_STATES } from '@shared/schemas/archive-expedients';
import { labelOptions } from '../../lib/form/SelectField';
import type { DocumentRecord } from '../../lib/records/module';
import type { CodeName, PersonName } from '../../lib/records/names';

export interface ExpedientDocument {
  id: number;
  position: number;
  folio_from: number;
  folio_to: number;
  title: string;
  document_date: string;
  source_kind: string | null;
  source_id: number | null;
  notes: string | null;
}

export interface Expedient extends DocumentRecord {
  code: string;
  title: string;
  kind: keyof typeof EXPEDIENT_KINDS;
  box_number: number | null;
  container_id: number | null;
  container: { id: number; code: string } | null;
  office_id: number;
  office: CodeName | null;
  series_id: number | null;
  series: (CodeName & { disposition: string }) | null;
  subseries_id: number | null;
  subseries: CodeName | null;
  medium: keyof typeof EXPEDIENT_MEDIA;
  state: keyof typeof EXPEDIENT_STATES;
  date_from: string | null;
  date_to: string | null;
  folios: number;
  document_count: number;
  closed_on: string | null;
  years_office: number | null;
  years_central: number | null;
  disposition: string | null;
  office_retention_until: string | null;
  central_retention_until: string | null;
  office_retention_due: boolean;
  central_retention_due: boolean;
  notes: string | null;
  location_id: number | null;
  position: number | null;
  placed_at: string | null;
  placed_by: number | null;
  placed_by_user: PersonName | null;
  location: {
    id: number;
    topographic_code: string;
    level_code: string;
    position: number;
    via_container: boolean;
  } | null;
  documents?: ExpedientDocument[];
  contents?: { id: number; code: string; title: string; kind: string; state: string }[];
  next_document?: { position: number; folio_from: number };
  updated_at: string;
  can: DocumentRecord['can'] & Record<'close' | 'reopen' | 'place' | 'move' | 'remove', boolean>;
}

export const EXPEDIENTS_PATH = '/archive-central/expedients';
export const KIND_OPTIONS = labelOptions(EXPEDIENT_KINDS);
export const STATE_OPTIONS = labelOptions(EXPEDIENT_STATES);
export const MEDIUM_OPTIONS = labelOptions(EXPEDIENT_MEDIA);

/** `15/03/2019` for an `AAAA-MM-DD` day. */
export const day = (value: string | null | undefined) => {
  if (!value) return '';
  const [y, m, d] = value.split('-');
  return `${d}/${m}/${y}`;
};
