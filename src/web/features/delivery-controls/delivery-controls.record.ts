/** The delivery control as `GET /api/v1/delivery-controls/:id` answers it. */
import { formatQuantity } from '@shared/numbers';
import type { DeliveryControlState, DeliveryKind, ItemResult } from '@shared/schemas/delivery';
import type { ResourceRecord } from '../../lib/crud/types';
import type { CodeName, PersonName } from '../../lib/records/names';

export interface Attempt {
  id: number;
  visit: number;
  result: 'entregado' | 'devuelto' | 'reintentar';
  at: string;
  received_by_name: string | null;
  received_by_document: string | null;
  received_by_position: string | null;
  signed: boolean;
  sealed: boolean;
  reason_code: string | null;
  note: string | null;
  cargo_attachment_id: number | null;
}

export interface Copy {
  copy_id: number;
  document: { type: 'entries' | 'outputs'; id: number; number: string; subject: string; date: string; folios: number };
  recipient: string;
  address: string | null;
  district: string | null;
}

export interface Item {
  id: number;
  position: number;
  copy_id: number;
  result: ItemResult;
  visits: number;
  copy: Copy | null;
  attempts: Attempt[];
}

export interface DeliveryControl extends ResourceRecord {
  number: string;
  subject: string;
  kind: DeliveryKind;
  state: DeliveryControlState;
  courier_id: number | null;
  courier: PersonName | null;
  provider: string | null;
  guide_number: string | null;
  zone: string | null;
  scheduled_date: string;
  notes: string | null;
  office: CodeName | null;
  registered_by_user: PersonName | null;
  dispatched_at: string | null;
  closed_at: string | null;
  annulled_reason: string | null;
  created_at: string;
  items?: Item[];
  return_reasons?: { code: string; name: string }[];
  max_visits?: number;
  totals: Totals;
  can: ResourceRecord['can'] & ControlAbilities;
}

/** How many documents a control carries and how they ended. */
export interface Totals {
  items: number;
  folios: number;
  entregado: number;
  devuelto: number;
  pendiente: number;
}

/** «3 documentos · 7 folios · 1 entregado · 0 devueltos», each count agreeing with its noun. */
export const totalsLine = (t: Totals): string =>
  [
    formatQuantity(t.items, 'documento', 'documentos'),
    formatQuantity(t.folios, 'folio', 'folios'),
    formatQuantity(t.entregado, 'entregado', 'entregados'),
    formatQuantity(t.devuelto, 'devuelto', 'devueltos'),
  ].join(' · ');

export interface ControlAbilities {
  add_items: boolean;
  scan: boolean;
  remove_item: boolean;
  dispatch: boolean;
  record: boolean;
  annul: boolean;
  attach: boolean;
  edit_items: boolean;
  [action: string]: boolean;
}
