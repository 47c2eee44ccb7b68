/** What the web knows about citizens ("Destinatarios"): the record, its labels and form values. */
import type { LookupOption } from '@shared/crud';
import {
  CITIZEN_DOCUMENT_TYPES,
  type CitizenDocumentType,
  citizenDocument,
  type citizenInput,
  citizenName,
  PERSON_TYPES,
  type PersonType,
} from '@shared/schemas/citizens';
import { ubigeoLabel } from '@shared/ubigeo/ubigeo';
import type { DefaultValues } from 'react-hook-form';
import type { z } from 'zod';
import type { ResourceRecord } from '../crud/types';

export interface Citizen extends ResourceRecord {
  person_type: PersonType;
  document_type: CitizenDocumentType;
  document_number: string;
  names: string | null;
  surnames: string | null;
  business_name: string | null;
  email: string | null;
  phone: string | null;
  address: string | null;
  /** INEI's distrito code (`@shared/ubigeo`). */
  ubigeo: string | null;
  /** The place typed as text before the ubigeo (kept only where it matched no code). */
  district: string | null;
  province: string | null;
  department: string | null;
  created_at: string;
}

export type CitizenFormValues = z.input<typeof citizenInput>;

export const PERSON_TYPE_OPTIONS = Object.entries(PERSON_TYPES).map(([value, label]) => ({ value, label }));

export const DOCUMENT_TYPE_OPTIONS = (Object.keys(CITIZEN_DOCUMENT_TYPES) as CitizenDocumentType[]).map((value) => ({
  value,
  label: CITIZEN_DOCUMENT_TYPES[value],
}));

/** A legal person is identified by its RUC (or another document). */
export const LEGAL_DOCUMENT_TYPES: readonly CitizenDocumentType[] = ['RUC', 'OTRO'];

export const CITIZEN_DEFAULTS: DefaultValues<CitizenFormValues> = {
  person_type: 'NATURAL',
  document_type: 'DNI',
  document_number: '',
  names: '',
  surnames: '',
  business_name: '',
  email: '',
  phone: '',
  address: '',
  ubigeo: null,
};

/**
 * A new citizen's form from what the clerk typed in a search that found nobody: 8 digits are a
 * DNI, 11 a RUC (a legal person's when it starts with 20); anything else starts an empty form.
 */
export function citizenDraft(query: string): DefaultValues<CitizenFormValues> {
  const typed = query.replace(/\s+/g, '');
  if (/^\d{8}$/.test(typed)) return { ...CITIZEN_DEFAULTS, document_number: typed };
  if (/^\d{11}$/.test(typed)) {
    const legal = typed.startsWith('20');
    return {
      ...CITIZEN_DEFAULTS,
      person_type: legal ? 'JURIDICA' : 'NATURAL',
      document_type: 'RUC',
      document_number: typed,
    };
  }
  return CITIZEN_DEFAULTS;
}

export function citizenValues(c: Citizen): DefaultValues<CitizenFormValues> {
  return {
    person_type: c.person_type,
    document_type: c.document_type,
    document_number: c.document_number,
    names: c.names ?? '',
    surnames: c.surnames ?? '',
    business_name: c.business_name ?? '',
    email: c.email ?? '',
    phone: c.phone ?? '',
    address: c.address ?? '',
    ubigeo: c.ubigeo,
  };
}

/** The citizen as an autocomplete option, as `/citizens/lookup` answers it. */
export function citizenOption(c: Citizen): LookupOption {
  return { id: c.id, label: citizenName(c), description: citizenDocument(c) };
}

/** Spanish names of the fields, for the "Historial" tab. */
export const CITIZEN_FIELD_LABELS: Record<string, string> = {
  person_type: 'Tipo de persona',
  document_type: 'Tipo de documento',
  document_number: 'Número de documento',
  names: 'Nombres',
  surnames: 'Apellidos',
  business_name: 'Razón social',
  email: 'Correo electrónico',
  phone: 'Teléfono',
  address: 'Dirección',
  ubigeo: 'Distrito (ubigeo)',
  district: 'Distrito (texto anterior)',
  province: 'Provincia (texto anterior)',
  department: 'Departamento (texto anterior)',
};

/** Where the citizen lives: the INEI distrito, else the place typed before it; null when neither. */
export function citizenPlace(c: Pick<Citizen, 'ubigeo' | 'district' | 'province' | 'department'>): string | null {
  return ubigeoLabel(c.ubigeo) ?? ([c.district, c.province, c.department].filter(Boolean).join(', ') || null);
}

export const CITIZEN_FIELD_FORMATS: Record<string, (value: unknown) => string> = {
  ubigeo: (v) => (typeof v === 'string' ? `${ubigeoLabel(v) ?? v} (${v})` : '—'),
  person_type: (v) => PERSON_TYPES[v as PersonType] ?? String(v),
  document_type: (v) => CITIZEN_DOCUMENT_TYPES[v as CitizenDocumentType] ?? String(v),
};
