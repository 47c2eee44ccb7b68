import type { LookupOption } from '@shared/crud';
import type { ResourceRecord } from '../../lib/crud/types';

export const OFFICES_TITLE = 'Oficinas';
export const OFFICES_SUBTITLE = 'Unidades de la institución, su dependencia y su jefe.';

export interface Office extends ResourceRecord {
  code: string;
  name: string;
  parent_id: number | null;
  head_user_id: number | null;
  active: boolean;
  parent: { id: number; code: string; name: string } | null;
  head: { id: number; names: string; surnames: string } | null;
}

/** One node of GET /api/v1/offices/tree. */
export interface OfficeNode {
  id: number;
  code: string;
  name: string;
  active: boolean;
  head_name: string | null;
  children: OfficeNode[];
}

export function headName(head: Office['head']): string {
  return head ? `${head.names} ${head.surnames}` : '—';
}

/** The lookup options of an office's current parent and head, so the form shows their names. */

export function headOption(office: Office): LookupOption[] {
  return office.head ? [{ id: office.head.id, label: headName(office.head) }] : [];
}
