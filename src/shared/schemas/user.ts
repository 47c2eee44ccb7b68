import type { PasswordPolicy } from '../password';
import type { HolidayDate } from '../working-days';
import { z } from '../zod';
import { named } from './api';

/** What the API says about a user: in login answers, GET /user and the profile. */
export const userOffice = named(
  'UserOffice',
  z.object({
    id: z.number().int(),
    code: z.string(),
    name: z.string(),
    /** Whether the user heads this office (the office's `head_user_id`). */
    head: z.boolean(),
  }),
);
export type UserOffice = z.infer<typeof userOffice>;

export const sessionUser = named(
  'SessionUser',
  z.object({
    id: z.number().int(),
    username: z.string(),
    email: z.string(),
    names: z.string(),
    surnames: z.string(),
    full_name: z.string(),
    document_type: z.string().nullable(),
    document_number: z.string().nullable(),
    phone: z.string().nullable(),
    position: z.string().nullable(),
    office: userOffice.nullable(),
    roles: z.array(z.object({ id: z.number().int(), name: z.string() })),
    active: z.boolean(),
    update_register: z.boolean(),
    reset_password: z.boolean(),
    /** Optimistic-lock version: send it back when editing the profile. */
    version: z.number().int(),
  }),
  'El usuario con sesión.',
);
export type SessionUser = z.infer<typeof sessionUser>;

/** Answer of login, forced password reset and GET /user. */
export const sessionAnswer = named(
  'Session',
  z.object({
    access_token: z.string().optional(),
    token_type: z.literal('Bearer').optional(),
    user: sessionUser,
    permissions: z.array(z.string()),
  }),
  'La sesión: el token (al iniciarla), el usuario y sus permisos.',
);
export type SessionAnswer = z.infer<typeof sessionAnswer>;

/**
 * Where the web client opens the realtime websocket (laravel-echo, broadcaster `reverb`). Null
 * fields mean the page's own: its host name, its port, TLS when the page is https.
 */
export const realtimeSettings = named(
  'RealtimeSettings',
  z.object({
    /** The app key of `/app/{key}`. */
    key: z.string(),
    host: z.string().nullable(),
    port: z.number().int().nullable(),
    tls: z.boolean().nullable(),
  }),
  'Dónde el cliente web abre el websocket de tiempo real; `null` es el de la propia página.',
);
export type RealtimeSettings = z.infer<typeof realtimeSettings>;

/** Public settings the shell needs before and after login (GET /api/v1/app-settings). */
export const appSettings = named(
  'AppSettings',
  z.object({
    institution_name: z.string(),
    institution_short_name: z.string(),
    /** Address of the institution's logo (`/api/v1/logo?v=…`), or null when none was uploaded. */
    logo_url: z.string().nullable(),
    manuals: z.array(z.object({ title: z.string(), url: z.string() })),
    password_policy: z.object({
      min_length: z.number().int(),
      require_letters: z.boolean(),
      require_digits: z.boolean(),
      require_symbols: z.boolean(),
    }) satisfies z.ZodType<PasswordPolicy>,
    /** Attachment limits, for the upload hints (the server checks every file itself). */
    uploads: z.object({
      max_file_mb: z.number(),
      max_files: z.number().int(),
      allowed_extensions: z.array(z.string()),
    }),
    /**
     * Working days and holidays, for the due dates forms preview before saving; the virtual desk's
     * hours, outside which a `mesa_virtual` entry counts from the next working day.
     */
    calendar: z.object({
      working_days: z.array(z.number().int()),
      holidays: z.array(
        z.object({ date: z.string(), name: z.string(), recurring: z.boolean() }) satisfies z.ZodType<HolidayDate>,
      ),
      virtual_desk_hours: z.object({ opens: z.string(), closes: z.string() }),
    }),
    realtime: realtimeSettings,
  }),
  'Los ajustes públicos que la aplicación necesita antes y después de iniciar sesión.',
);
export type AppSettings = z.infer<typeof appSettings>;
