import type { LookupOption } from '@shared/crud';
import { DOCUMENT_TYPES } from '@shared/schemas/admin';
import type { ResourceRecord } from '../../lib/crud/types';

export type DocumentType = keyof typeof DOCUMENT_TYPES;
export type PasswordDelivery = 'show' | 'email';

export interface User extends ResourceRecord {
  username: string;
  email: string;
  names: string;
  surnames: string;
  document_type: DocumentType | null;
  document_number: string | null;
  phone: string | null;
  position: string | null;
  office_id: number | null;
  office: { id: number; code: string; name: string } | null;
  roles: { id: number; name: string }[];
  role_ids: number[];
  /** The integration this service user acts for (it never signs in), or null for a person. */
  integration: { id: number; name: string } | null;
  active: boolean;
  update_register: boolean;
  reset_password: boolean;
  last_login_at: string | null;
  created_at: string;
  updated_at: string;
}

export const fullName = (user: Pick<User, 'names' | 'surnames'>) => `${user.names} ${user.surnames}`;

export const DOCUMENT_TYPE_OPTIONS = Object.entries(DOCUMENT_TYPES).map(([value, label]) => ({ value, label }));

export function documentText(user: User): string {
  if (!user.document_number) return '—';
  const type = user.document_type ? DOCUMENT_TYPES[user.document_type] : '';
  return `${type} ${user.document_number}`.trim();
}

export function roleOptions(user: User): LookupOption[] {
  return user.roles.map((role) => ({ id: role.id, label: role.name }));
}

/** Spanish names of the user's fields, for the "Historial" tab. */
export const USER_FIELD_LABELS: Record<string, string> = {
  username: 'Usuario',
  email: 'Correo electrónico',
  names: 'Nombres',
  surnames: 'Apellidos',
  document_type: 'Tipo de documento',
  document_number: 'Número de documento',
  phone: 'Teléfono',
  position: 'Cargo',
  office_id: 'Oficina',
  role_ids: 'Roles',
  active: 'Activo',
  update_register: 'Debe actualizar sus datos',
  reset_password: 'Debe cambiar su contraseña',
  last_login_at: 'Último ingreso',
  version: 'Versión',
  created_at: 'Creado',
  updated_at: 'Actualizado',
};
