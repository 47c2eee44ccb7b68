/** Citizens ("Destinatarios"): senders of entries and recipients of outputs, shared by forms and API. */
import { rucProblem } from '../ruc';
import { ubigeoInput } from '../ubigeo/ubigeo';
import { optionalText, text, z } from '../zod';
import { catalogueAbilities, named, timestamp } from './api';

export const PERSON_TYPES = {
  NATURAL: 'Persona natural',
  JURIDICA: 'Persona jurídica',
} as const;
export type PersonType = keyof typeof PERSON_TYPES;

export const CITIZEN_DOCUMENT_TYPES = {
  DNI: 'DNI',
  RUC: 'RUC',
  CE: 'Carné de extranjería',
  PASAPORTE: 'Pasaporte',
  OTRO: 'Otro',
} as const;
export type CitizenDocumentType = keyof typeof CITIZEN_DOCUMENT_TYPES;

/** What each document type accepts, as the form's hint says it. */
export const DOCUMENT_HINTS: Record<CitizenDocumentType, string> = {
  DNI: '8 dígitos.',
  RUC: '11 dígitos: 10… persona natural con negocio, 20… persona jurídica.',
  CE: 'De 9 a 12 letras o números.',
  PASAPORTE: 'De 6 a 12 letras o números.',
  OTRO: 'Hasta 20 caracteres.',
};

/** Why `number` is not a valid document of `type`, in Spanish, or null when it is. */
export function documentProblem(type: CitizenDocumentType, number: string): string | null {
  switch (type) {
    case 'DNI':
      return /^\d{8}$/.test(number) ? null : 'El DNI debe tener exactamente 8 dígitos.';
    case 'RUC':
      return rucProblem(number);
    case 'CE':
      return /^[A-Z0-9]{9,12}$/.test(number) ? null : 'El carné de extranjería debe tener de 9 a 12 letras o números.';
    case 'PASAPORTE':
      return /^[A-Z0-9]{6,12}$/.test(number) ? null : 'El pasaporte debe tener de 6 a 12 letras o números.';
    case 'OTRO':
      return null;
  }
}

const email = optionalText(254).refine((v) => v === null || z.email().safeParse(v).success, {
  message: 'Ingrese un correo electrónico válido.',
});

export const citizenInput = z
  .object({
    person_type: z.enum(['NATURAL', 'JURIDICA']),
    document_type: z.enum(['DNI', 'RUC', 'CE', 'PASAPORTE', 'OTRO']),
    document_number: text(20, 1).transform((v) => v.toUpperCase()),
    names: optionalText(100),
    surnames: optionalText(100),
    business_name: optionalText(200),
    email,
    phone: optionalText(30),
    address: optionalText(250),
    /** INEI's distrito code; the place typed as text before it (`district`…) is read-only. */
    ubigeo: ubigeoInput,
  })
  .superRefine((c, ctx) => {
    const problem = documentProblem(c.document_type, c.document_number);
    if (problem) ctx.addIssue({ code: 'custom', path: ['document_number'], message: problem });
    if (c.person_type === 'NATURAL') {
      if (!c.names) ctx.addIssue({ code: 'custom', path: ['names'], message: 'Ingrese los nombres.' });
      if (!c.surnames) ctx.addIssue({ code: 'custom', path: ['surnames'], message: 'Ingrese los apellidos.' });
      if (c.document_type === 'RUC' && c.document_number.startsWith('20')) {
        ctx.addIssue({
          code: 'custom',
          path: ['document_number'],
          message: 'Un RUC que empieza con 20 es de una persona jurídica.',
        });
      }
    } else {
      if (!c.business_name) {
        ctx.addIssue({ code: 'custom', path: ['business_name'], message: 'Ingrese la razón social.' });
      }
      if (c.document_type !== 'RUC' && c.document_type !== 'OTRO') {
        ctx.addIssue({
          code: 'custom',
          path: ['document_type'],
          message: 'Una persona jurídica se identifica con RUC u otro documento.',
        });
      } else if (c.document_type === 'RUC' && c.document_number.startsWith('10')) {
        ctx.addIssue({
          code: 'custom',
          path: ['document_number'],
          message: 'Un RUC que empieza con 10 es de una persona natural con negocio.',
        });
      }
    }
  });
export type CitizenInput = z.infer<typeof citizenInput>;

/** How a citizen is named: the business name of a legal person, else names and surnames. */
export function citizenName(c: Pick<CitizenInput, 'person_type' | 'names' | 'surnames' | 'business_name'>): string {
  if (c.person_type === 'JURIDICA') return c.business_name ?? '';
  return [c.names, c.surnames].filter(Boolean).join(' ');
}

/** "DNI 12345678". */
export function citizenDocument(c: Pick<CitizenInput, 'document_type' | 'document_number'>): string {
  return `${c.document_type === 'PASAPORTE' ? 'Pasaporte' : c.document_type === 'OTRO' ? 'Doc.' : c.document_type} ${c.document_number}`;
}

/** A citizen as the API answers it: its columns and `can`. */
export const citizenRecord = named(
  'Citizen',
  z.object({
    id: z.number().int(),
    person_type: z.enum(['NATURAL', 'JURIDICA']),
    document_type: z.enum(['DNI', 'RUC', 'CE', 'PASAPORTE', 'OTRO']),
    document_number: z.string(),
    names: z.string().nullable(),
    surnames: z.string().nullable(),
    business_name: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    address: z.string().nullable(),
    ubigeo: z.string().nullable(),
    district: z.string().nullable(),
    province: z.string().nullable(),
    department: z.string().nullable(),
    version: z.number().int(),
    created_at: timestamp(),
    updated_at: timestamp(),
    can: catalogueAbilities,
  }),
  'Un destinatario (remitente de ingresos y destinatario de salidas).',
);
