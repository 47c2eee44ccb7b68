/**
 * Integrations (modules/integrations, docs/integrations.md): another system that calls the API
 * with its own token, for one office, with a subset of one role's permission keys.
 */
import { ADMIN, isPermissionKey, PERMISSIONS } from '../permissions';
import { id, text, z } from '../zod';
import { catalogueAbilities, named, timestamp } from './api';

export const integrationInput = z.object({
  name: text(100, 1),
  office_id: id(),
  role_id: id(),
  permissions: z
    .array(
      z
        .string()
        .max(80)
        .refine(isPermissionKey, 'Permiso desconocido.')
        .refine((key) => key !== ADMIN, 'Una integración no puede tener el permiso de administrador.'),
    )
    .min(1, 'Elija al menos un permiso.')
    .max(PERMISSIONS.size)
    .transform((keys) => [...new Set(keys)].sort()),
});
export type IntegrationInput = z.infer<typeof integrationInput>;

/** An integration as the admin screen reads it: never its token, only the token's first characters. */
export const integrationSchema = named(
  'Integration',
  z.object({
    id: z.number().int(),
    version: z.number().int(),
    name: z.string(),
    office_id: z.number().int(),
    role_id: z.number().int(),
    permissions: z.array(z.string()),
    user_id: z.number().int(),
    token_hint: z.string().nullable(),
    last_used_at: timestamp().nullable(),
    revoked_at: timestamp().nullable(),
    created_at: timestamp(),
    updated_at: timestamp(),
    office: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    role: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    can: catalogueAbilities,
  }),
  'Una integración: otro sistema que llama a la API con su propio token.',
);
export type Integration = z.infer<typeof integrationSchema>;

/** The answer to a creation or a rotation: the only time the token is shown. */
export const integrationTokenSchema = z.object({
  data: named(
    'IntegrationWithToken',
    integrationSchema.extend({ token: z.string() }),
    'La integración con su token, que solo se muestra esta vez.',
  ),
});

export const integrationRecordSchema = z.object({ data: integrationSchema });

/** Tokens start with this, so a leaked one is recognisable and told apart from a session's. */
export const INTEGRATION_TOKEN_PREFIX = 'folio_int_';
