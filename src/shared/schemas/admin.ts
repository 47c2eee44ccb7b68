/** Editable fields of offices, roles and users (Panel de control). */
import { isPermissionKey, PERMISSIONS } from '../permissions';
import { id, optionalText, text, z } from '../zod';
import { catalogueAbilities, keysOf, named, timestamp } from './api';

export const officeInput = z.object({
  code: text(20, 1)
    .regex(/^[\p{L}\d][\p{L}\d._-]*$/u, 'Use letras, números, punto, guion o guion bajo, sin espacios.')
    .transform((v) => v.toUpperCase()),
  name: text(200, 1),
  parent_id: id().nullable(),
  head_user_id: id().nullable(),
});
export type OfficeInput = z.infer<typeof officeInput>;

export const roleInput = z.object({
  name: text(80, 1),
  description: optionalText(300),
  permissions: z
    .array(z.string().max(80).refine(isPermissionKey, 'Permiso desconocido.'))
    .max(PERMISSIONS.size)
    .transform((keys) => [...new Set(keys)].sort()),
});
export type RoleInput = z.infer<typeof roleInput>;

export const DOCUMENT_TYPES = {
  DNI: 'DNI',
  CE: 'Carné de extranjería',
  PASAPORTE: 'Pasaporte',
  OTRO: 'Otro',
} as const;

export const userInput = z
  .object({
    username: text(60, 3).regex(/^[a-zA-Z0-9._-]+$/, 'Use letras sin tildes, números, punto, guion o guion bajo.'),
    email: text(254, 1).pipe(z.email()),
    names: text(100, 1),
    surnames: text(100, 1),
    document_type: z.enum(['DNI', 'CE', 'PASAPORTE', 'OTRO']).nullable(),
    document_number: optionalText(20),
    phone: optionalText(30),
    position: optionalText(120),
    office_id: id().nullable(),
    role_ids: z
      .array(id())
      .max(50)
      .transform((ids) => [...new Set(ids)]),
    update_register: z.boolean().default(false),
  })
  .superRefine((u, ctx) => {
    if (u.document_type && !u.document_number) {
      ctx.addIssue({ code: 'custom', path: ['document_number'], message: 'Ingrese el número de documento.' });
    }
    if (u.document_type === 'DNI' && u.document_number && !/^\d{8}$/.test(u.document_number)) {
      ctx.addIssue({ code: 'custom', path: ['document_number'], message: 'El DNI debe tener 8 dígitos.' });
    }
  });
export type UserInput = z.infer<typeof userInput>;

const codeName = z.object({ id: z.number().int(), code: z.string(), name: z.string() });

/** An office as the API answers it: its columns, its parent office and head, and `can`. */
export const officeRecord = named(
  'Office',
  z.object({
    id: z.number().int(),
    code: z.string(),
    name: z.string(),
    parent_id: z.number().int().nullable(),
    head_user_id: z.number().int().nullable(),
    active: z.boolean(),
    version: z.number().int(),
    created_at: timestamp(),
    updated_at: timestamp(),
    parent: codeName.nullable(),
    head: z.object({ id: z.number().int(), names: z.string(), surnames: z.string() }).nullable(),
    can: catalogueAbilities,
  }),
  'Una oficina (unidad orgánica).',
);

/** One office of the organization chart with its dependent offices. */
export const officeTreeNode = named(
  'OfficeTreeNode',
  z.object({
    id: z.number().int(),
    code: z.string(),
    name: z.string(),
    active: z.boolean(),
    parent_id: z.number().int().nullable(),
    head_name: z.string().nullable(),
    get children() {
      return z.array(officeTreeNode);
    },
  }),
  'Una oficina del organigrama con sus dependencias.',
);
export type OfficeTreeNode = z.infer<typeof officeTreeNode>;

/** A role as the API answers it: its permission keys, how many users hold it, and `can`. */
export const roleRecord = named(
  'Role',
  z.object({
    id: z.number().int(),
    name: z.string(),
    description: z.string().nullable(),
    version: z.number().int(),
    created_at: timestamp(),
    updated_at: timestamp(),
    permissions: z.array(z.string()),
    users_count: z.number().int(),
    can: catalogueAbilities,
  }),
  'Un rol: un conjunto de permisos.',
);

/** A user as the API answers it; `integration` names the integration a service user acts for. */
export const userRecord = named(
  'User',
  z.object({
    id: z.number().int(),
    username: z.string(),
    email: z.string(),
    names: z.string(),
    surnames: z.string(),
    document_type: z.enum(keysOf(DOCUMENT_TYPES)).nullable(),
    document_number: z.string().nullable(),
    phone: z.string().nullable(),
    position: z.string().nullable(),
    office_id: z.number().int().nullable(),
    active: z.boolean(),
    update_register: z.boolean(),
    reset_password: z.boolean(),
    last_login_at: timestamp().nullable(),
    version: z.number().int(),
    created_at: timestamp(),
    updated_at: timestamp(),
    office: codeName.nullable(),
    roles: z.array(z.object({ id: z.number().int(), name: z.string() })),
    role_ids: z.array(z.number().int()),
    /** The integration this service user acts for: it never signs in and is administered in Integraciones. */
    integration: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    can: catalogueAbilities,
  }),
  'Un usuario: una persona con acceso a Folio, o el usuario de servicio de una integración.',
);

/** A temporary password, shown once (`null` when it was e-mailed). */
export const temporaryPasswordAnswer = z.object({ temporary_password: z.string().nullable() });

/** One line of a user's recent activity (what they changed). */
export const userActivity = named(
  'UserActivity',
  z.object({
    id: z.number().int(),
    occurred_at: timestamp(),
    entity: z.string(),
    entity_id: z.string(),
    action: z.string(),
    ip: z.string().nullable(),
  }),
  'Una acción reciente del usuario.',
);
