/**
 * Temporary access permissions of the central archive ("Permisos de acceso", loans; docs/domain.md §5.5):
 * states, types, the kinds of item they name, and the API inputs.
 */
import { id, isoDate, optionalText, text, versioned, z } from '../zod';
import { calendarDay, documentAbilities, named, personRef, timestamp } from './api';
import { codeNameRef } from './catalogs';

export const PERMISSION_STATES = {
  solicitado: 'Solicitado',
  por_autorizar: 'Por autorizar',
  vigente: 'Vigente',
  devuelto: 'Devuelto',
  rechazado: 'Rechazado',
  revocado: 'Revocado',
  cancelado: 'Cancelado',
} as const;
export type PermissionState = keyof typeof PERMISSION_STATES;

export const PERMISSION_TYPES = {
  consulta_sala: 'Consulta en sala',
  prestamo_fisico: 'Préstamo físico',
  acceso_digital: 'Acceso digital',
} as const;
export type PermissionType = keyof typeof PERMISSION_TYPES;

/** What a permission may name; the key is the item's API resource. */
export const PERMISSION_ITEM_KINDS = {
  'archive-expedients': 'Expediente o caja',
  'archive-documents': 'Documento archivado',
  entries: 'Ingreso reservado',
  outputs: 'Salida reservada',
  'supporting-entries': 'Doc. ingreso apoyo reservado',
  'supporting-outputs': 'Doc. salida apoyo reservado',
} as const;
export type PermissionItemKind = keyof typeof PERMISSION_ITEM_KINDS;

/** The longest a permission (or a renewal) lasts, in days from its start. */
export const MAX_PERMISSION_DAYS = 90;

const keys = <T extends Record<string, string>>(o: T) => Object.keys(o) as [keyof T & string, ...(keyof T & string)[]];

const days = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000;

export const permissionInput = z
  .object({
    holder_id: id(),
    item_kind: z.enum(keys(PERMISSION_ITEM_KINDS), { message: 'Elija qué se presta.' }),
    item_id: id(),
    type: z.enum(keys(PERMISSION_TYPES), { message: 'Elija el tipo de acceso.' }),
    reason: text(500, 1),
    starts_on: isoDate('Ingrese la fecha de inicio.'),
    until_on: isoDate('Ingrese la fecha de vencimiento.'),
  })
  .superRefine((p, ctx) => {
    if (p.until_on < p.starts_on)
      ctx.addIssue({ code: 'custom', path: ['until_on'], message: 'El vencimiento no puede ser anterior al inicio.' });
    else if (days(p.starts_on, p.until_on) > MAX_PERMISSION_DAYS)
      ctx.addIssue({
        code: 'custom',
        path: ['until_on'],
        message: `Un permiso dura como máximo ${MAX_PERMISSION_DAYS} días; renuévelo si hace falta.`,
      });
  });
export type PermissionInput = z.infer<typeof permissionInput>;
export const permissionUpdateInput = permissionInput.safeExtend(versioned);

export const renewInput = z.object({ until_on: isoDate('Ingrese la nueva fecha de vencimiento.') });
export const returnInput = z.object({ return_notes: optionalText(500) });

export const permissionRecord = named(
  'ArchiveTemporaryPermission',
  z.object({
    id: z.number().int(),
    year: z.number().int(),
    sequence: z.number().int(),
    number: z.string(),
    holder_id: z.number().int(),
    holder_office_id: z.number().int().nullable(),
    item_kind: z.enum(keys(PERMISSION_ITEM_KINDS)),
    item_id: z.number().int(),
    item_label: z.string(),
    item_office_id: z.number().int().nullable(),
    type: z.enum(keys(PERMISSION_TYPES)),
    reason: z.string(),
    starts_on: calendarDay(),
    until_on: calendarDay(),
    original_until_on: calendarDay(),
    renewals: z.number().int(),
    state: z.enum(keys(PERMISSION_STATES)),
    requested_by: z.number().int(),
    authorized_by: z.number().int().nullable(),
    authorized_at: timestamp().nullable(),
    granted_by: z.number().int().nullable(),
    granted_at: timestamp().nullable(),
    returned_at: timestamp().nullable(),
    received_by: z.number().int().nullable(),
    return_notes: z.string().nullable(),
    closing_reason: z.string().nullable(),
    version: z.number().int(),
    created_at: timestamp(),
    updated_at: timestamp(),
    holder: personRef.nullable(),
    holder_office: codeNameRef.nullable(),
    item_office: codeNameRef.nullable(),
    requested_by_user: personRef.nullable(),
    granted_by_user: personRef.nullable(),
    authorized_by_user: personRef.nullable(),
    received_by_user: personRef.nullable(),
    /** Its type and item, as the records' screens show a subject. */
    subject: z.string(),
    /** Active and past its until date. */
    overdue: z.boolean(),
    /** Opened only through a temporary permission: nothing may be done with it. */
    read_only: z.literal(true).optional(),
    can: documentAbilities,
  }),
  'Un préstamo o permiso de acceso temporal a un documento o unidad reservada.',
);
