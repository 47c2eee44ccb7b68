/** A supporting document as `GET /api/v1/supporting-entries|outputs/:id` answers it, and the two kinds' words. */
import type { PermissionKey } from '@shared/permissions';
import { PARTY_KINDS, type PartyKind, SUPPORTING_STATES, type SupportingState } from '@shared/schemas/supporting';
import { codeName } from '../../lib/crud/columns';
import type { ResourceRecord } from '../../lib/crud/types';
import { labelOptions } from '../../lib/form/SelectField';
import { type CodeName, type PersonName, personName } from '../../lib/records/names';

export interface Supporting extends ResourceRecord {
  number: string;
  document_at: string;
  type_id: number;
  type: CodeName | null;
  office_id: number;
  office: CodeName | null;
  reference: string | null;
  reference_date: string | null;
  party_kind: PartyKind;
  party_office_id: number | null;
  party_office: CodeName | null;
  party_user_id: number | null;
  party_user: PersonName | null;
  party_citizen_id: number | null;
  party_citizen: { name: string; document_type: string; document_number: string } | null;
  subject: string;
  summary: string | null;
  folios: number;
  annexes: string | null;
  classification_id: number | null;
  classification: { name: string; restricted: boolean } | null;
  series_id: number | null;
  subseries_id: number | null;
  entry_id: number | null;
  entry: { number: string } | null;
  output_id: number | null;
  output: { number: string } | null;
  /** The request it was promoted into. */
  request: { id: number; number: string } | null;
  registered_by: number;
  registered_by_user: PersonName | null;
  state: SupportingState;
  annulled_reason: string | null;
  created_at: string;
  can: ResourceRecord['can'] & {
    update: boolean;
    attend: boolean;
    archive: boolean;
    annul: boolean;
    attach?: boolean;
    promote?: boolean;
  };
}

/** What differs between "Doc. ingreso apoyo" and "Doc. salida apoyo" on screen. */
export interface SupportingKind {
  resource: 'supporting-entries' | 'supporting-outputs';
  /** Where "Promover a solicitud" goes. */
  requestResource: 'entry-requests' | 'output-requests';
  title: string;
  /** The record page's title: `${noun} ${number}`. */
  noun: string;
  /** «documento de ingreso», for the form's title and messages. */
  formNoun: string;
  subtitle: string;
  typeResource: 'type-entries' | 'type-outputs';
  typeLabel: string;
  partyLabel: string;
  dateLabel: string;
  referenceLabel: string;
  referenceHint: string;
  referenceDateLabel: string;
  createLabel: string;
  createPermissions: readonly PermissionKey[];
  anyOffice: PermissionKey;
  exportName: string;
}

export const SUPPORTING_ENTRIES: SupportingKind = {
  resource: 'supporting-entries',
  requestResource: 'entry-requests',
  title: 'Doc. ingreso apoyo',
  noun: 'Documento de ingreso',
  formNoun: 'documento de ingreso de apoyo',
  subtitle: 'Documentos que su oficina recibe directamente, sin pasar por mesa de partes.',
  typeResource: 'type-entries',
  typeLabel: 'Tipo de documento',
  partyLabel: 'Remitente',
  dateLabel: 'Fecha y hora de recepción',
  referenceLabel: 'Referencia del remitente (opcional)',
  referenceHint: 'El número que el remitente dio a su documento, por ejemplo: CARTA N.° 004-2026',
  referenceDateLabel: 'Fecha del documento del remitente (opcional)',
  createLabel: 'Nuevo documento de ingreso',
  createPermissions: ['supporting-entries-create', 'supporting-entries-create-office'],
  anyOffice: 'supporting-entries-create',
  exportName: 'documentos-ingreso-apoyo',
};

export const SUPPORTING_OUTPUTS: SupportingKind = {
  resource: 'supporting-outputs',
  requestResource: 'output-requests',
  title: 'Doc. salida apoyo',
  noun: 'Documento de salida',
  formNoun: 'documento de salida de apoyo',
  subtitle: 'Documentos que su oficina emite directamente: informes, memorandos, oficios internos.',
  typeResource: 'type-outputs',
  typeLabel: 'Tipo de documento',
  partyLabel: 'Destinatario',
  dateLabel: 'Fecha y hora de emisión',
  referenceLabel: 'Referencia (opcional)',
  referenceHint: 'Documento al que responde o con el que se relaciona',
  referenceDateLabel: 'Fecha de la referencia (opcional)',
  createLabel: 'Nuevo documento de salida',
  createPermissions: ['supporting-outputs-create', 'supporting-outputs-create-office'],
  anyOffice: 'supporting-outputs-create',
  exportName: 'documentos-salida-apoyo',
};

export const STATE_OPTIONS = labelOptions(SUPPORTING_STATES);
export const PARTY_OPTIONS = labelOptions(PARTY_KINDS);

/** The sender or recipient's name, whichever kind it is. */
export function partyName(
  doc: Pick<Supporting, 'party_kind' | 'party_office' | 'party_user' | 'party_citizen'>,
): string {
  if (doc.party_kind === 'oficina') return codeName(doc.party_office);
  if (doc.party_kind === 'persona') return personName(doc.party_user);
  return doc.party_citizen?.name ?? '';
}
