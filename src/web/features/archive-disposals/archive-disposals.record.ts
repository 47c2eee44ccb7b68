/** A disposal as `GET /api/v1/archive-disposals/:id` answers it, and a unit of its inventory. */

import type { DocumentAbilities } from '@shared/crud';
import type { DisposalMethod, DisposalState } from '@shared/schemas/archive-disposals';
import type { ResourceRecord } from '../../lib/crud/types';
import type { CodeName, PersonName } from '../../lib/records/names';

export const DISPOSALS_PATH = '/archive-central/disposals';

/** A candidate or a unit of an inventory. */
export interface InventoryUnit {
  expedient_id: number;
  code: string;
  title: string;
  kind: string;
  office: string | null;
  series: string | null;
  subseries: string | null;
  date_from: string | null;
  date_to: string | null;
  folios: number;
  disposition: string | null;
  central_retention_until: string | null;
  location: string | null;
  state: string;
  keep?: boolean;
}

export interface Disposal extends ResourceRecord {
  number: string;
  subject: string;
  state: DisposalState;
  office_id: number | null;
  office: CodeName | null;
  linear_metres: number | null;
  notes: string | null;
  created_by_user: PersonName | null;
  approved_by_user: PersonName | null;
  executed_by_user: PersonName | null;
  resolution_number: string | null;
  resolution_date: string | null;
  approved_at: string | null;
  method: DisposalMethod | null;
  executed_on: string | null;
  witnesses: string[] | null;
  annulled_reason: string | null;
  totals: { units: number; kept: number; folios: number };
  resolution_files: number;
  items?: InventoryUnit[];
  can: DocumentAbilities & { approve_pending_file: boolean; minutes: boolean };
}
