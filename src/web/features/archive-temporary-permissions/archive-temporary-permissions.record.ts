/** A temporary access permission as `GET /api/v1/archive-temporary-permissions/:id` answers it. */
import type {
  PermissionItemKind,
  PermissionState,
  PermissionType,
} from '@shared/schemas/archive-temporary-permissions';
import type { ResourceRecord } from '../../lib/crud/types';
import type { CodeName, PersonName } from '../../lib/records/names';

export interface Permission extends ResourceRecord {
  number: string;
  subject: string;
  state: PermissionState;
  type: PermissionType;
  holder_id: number;
  holder: PersonName | null;
  holder_office: CodeName | null;
  item_kind: PermissionItemKind;
  item_id: number;
  item_label: string;
  item_office: CodeName | null;
  reason: string;
  starts_on: string;
  until_on: string;
  original_until_on: string;
  renewals: number;
  requested_by_user: PersonName | null;
  granted_by_user: PersonName | null;
  granted_at: string | null;
  authorized_by_user: PersonName | null;
  authorized_at: string | null;
  returned_at: string | null;
  received_by_user: PersonName | null;
  return_notes: string | null;
  closing_reason: string | null;
  overdue: boolean;
  created_at: string;
  can: ResourceRecord['can'] & Record<string, boolean>;
}

/** The page of the record a permission names, when the app has one. */
export function itemPath(p: Pick<Permission, 'item_kind' | 'item_id'>): string {
  if (p.item_kind === 'archive-expedients') return `/archive-central/expedients/${p.item_id}`;
  if (p.item_kind === 'archive-documents') return `/archive-central/documents/${p.item_id}`;
  return `/${p.item_kind}/${p.item_id}`;
}
