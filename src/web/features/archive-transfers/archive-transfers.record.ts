/** A transfer as `GET /api/v1/archive-transfers/:id` answers it, and its printed papers. */
import type { InventoryFormat, TransferDecision, TransferState } from '@shared/schemas/archive-transfers';
import { api } from '../../lib/api';
import { downloadBlob } from '../../lib/attachments/blobs';
import { resourceUrl } from '../../lib/crud/hooks';
import type { ResourceRecord } from '../../lib/crud/types';
import type { CodeName, PersonName } from '../../lib/records/names';
import { openPdf } from '../../lib/records/openPdf';

export const TRANSFERS_PATH = '/archive-central/transfers';
export const EXPEDIENTS_PATH = '/archive-central/expedients';
export const RESOURCE = 'archive-transfers';

export interface TransferUnit {
  item_id: number;
  position: number;
  decision: TransferDecision | null;
  observation: string | null;
  id: number;
  code: string;
  title: string;
  kind: string;
  box_number: number | null;
  state: string;
  medium: string;
  date_from: string | null;
  date_to: string | null;
  folios: number;
  version: number;
  series: (CodeName & { id: number }) | null;
  subseries: (CodeName & { id: number }) | null;
  location: string | null;
  metres: number;
  contents: { id: number; code: string; title: string; kind: string; folios: number }[];
}

export interface Transfer extends ResourceRecord {
  number: string;
  subject: string;
  state: TransferState;
  office_id: number;
  office: CodeName | null;
  transfer_date: string;
  notes: string | null;
  created_at: string;
  created_by_user: PersonName | null;
  sent_at: string | null;
  sent_by_user: PersonName | null;
  received_at: string | null;
  received_by_user: PersonName | null;
  unit_count: number;
  linear_metres: number;
  accepted_count: number;
  rejected_count: number;
  units?: TransferUnit[];
  can: ResourceRecord['can'] & Record<string, boolean>;
}

/** `2026-03-10` → `10/03/2026`. */
export const day = (iso: string | null) => (iso ? iso.split('-').reverse().join('/') : '');
export const dateRange = (u: { date_from: string | null; date_to: string | null }) =>
  u.date_from || u.date_to ? `${day(u.date_from)} – ${day(u.date_to)}` : 'S.F.';

async function fetchFile(path: string) {
  return api<Blob>(resourceUrl(RESOURCE, path), { responseType: 'blob' });
}

const pdf = (path: string, name: string) => openPdf(RESOURCE, path, name);

export const printInventory = (t: Transfer, format: InventoryFormat) =>
  pdf(`/${t.id}/inventory?format=${format}`, `${format === 'fuid' ? 'fuid' : 'inventario'}-${t.number}.pdf`);
export const downloadInventory = async (t: Transfer, format: InventoryFormat) =>
  downloadBlob(
    await fetchFile(`/${t.id}/inventory?format=${format}&file=xlsx`),
    `${format === 'fuid' ? 'fuid' : 'inventario'}-${t.number}.xlsx`,
  );
export const printLabels = (t: Transfer) => pdf(`/${t.id}/labels`, `rotulos-${t.number}.pdf`);
