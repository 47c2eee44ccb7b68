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

/** Public settings the shell needs before and after login (GET /api/v1/app-settings). */
export interface AppSettings {
  institution_name: string;
  institution_short_name: string;
  /** Address of the institution's logo (`/api/v1/logo?v=…`), or null when none was uploaded. */
  logo_url: string | null;
  manuals: { title: string; url: string }[];
  password_policy: PasswordPolicy;
  /** Attachment limits, for the upload hints (the server checks every file itself). */
  uploads: { max_file_mb: number; max_files: number; allowed_extensions: string[] };
  /**
   * Working days and holidays, for the due dates forms preview before saving; the virtual desk's
   * hours, outside which a `mesa_virtual` entry counts from the next working day.
   */
  calendar: { working_days: number[]; holidays: HolidayDate[]; virtual_desk_hours: { opens: string; closes: string } };
  realtime: RealtimeSettings;
}

/**
 * Where the web client opens the realtime websocket (laravel-echo, broadcaster `reverb`). Null
 * fields mean the page's own: its host name, its port, TLS when the page is https.
 */
export interface RealtimeSettings {
  /** The app key of `/app/{key}`. */
  key: string;
  host: string | null;
  port: number | null;
  tls: boolean | null;
}
