/** A support folder as `GET /api/v1/folders/:id` answers it, and its items as `GET /:id/items` does. */
import type { FolderItemType, FolderState, FolderVisibility } from '@shared/schemas/folders';
import { FOLDER_STATES, FOLDER_VISIBILITIES } from '@shared/schemas/folders';
import type { ResourceRecord } from '../../lib/crud/types';
import { labelOptions } from '../../lib/form/SelectField';
import type { CodeName, PersonName } from '../../lib/records/names';

export interface Folder extends ResourceRecord {
  /** Its code, CAR-000012. */
  number: string;
  /** Its name (what the records template shows as the subject). */
  subject: string;
  name: string;
  description: string | null;
  office_id: number;
  office: CodeName | null;
  owner_id: number;
  owner: PersonName | null;
  visibility: FolderVisibility;
  shared_office_ids: number[];
  shared_offices: (CodeName & { id: number })[];
  state: FolderState;
  item_count: number;
  /** The expedient it became. */
  expedient: { id: number; code: string } | null;
  updated_at: string;
  created_at: string;
  can: ResourceRecord['can'] & {
    update: boolean;
    close: boolean;
    reopen: boolean;
    file: boolean;
    unfile: boolean;
    reorder: boolean;
    expedient: boolean;
  };
}

export interface FolderItem {
  id: number;
  position: number;
  item_type: FolderItemType;
  item_id: number;
  medium: 'fisico' | 'digital';
  note: string | null;
  added_at: string;
  /** Null when the user may not open the record: shown as «Documento sin acceso». */
  record: {
    number: string;
    subject: string;
    date: string;
    folios: number;
    state: string;
    type: string | null;
  } | null;
}

export const STATE_OPTIONS = labelOptions(FOLDER_STATES);
export const VISIBILITY_OPTIONS = labelOptions(FOLDER_VISIBILITIES);
