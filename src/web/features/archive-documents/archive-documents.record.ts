/** An archived document as `GET /api/v1/archive-documents/:id` answers it. */
import type { DocumentRecord } from '../../lib/records/module';
import type { CodeName, PersonName } from '../../lib/records/names';

export interface ArchiveDocument extends DocumentRecord {
  expedient_id: number;
  expedient: { id: number; code: string; title: string; state: string } | null;
  position: number;
  folio_from: number;
  folio_to: number;
  title: string;
  document_date: string;
  notes: string | null;
  source_kind: string | null;
  source_id: number | null;
  source: { kind: string; id: number; label: string } | null;
  archived_by_user: PersonName | null;
  /** Its unit's office (the database copies it). */
  office_id: number | null;
  office: CodeName | null;
  created_at: string;
}

export const DOCUMENTS_PATH = '/archive-central/documents';
export const EXPEDIENTS_PATH = '/archive-central/expedients';

export const day = (value: string | null | undefined) => {
  if (!value) return '';
  const [y, m, d] = value.split('-');
  return `${d}/${m}/${y}`;
};
