import type { PasswordPolicy } from '../password';
import type { HolidayDate } from '../working-days';

/** What the API says about a user: in login answers, GET /user and the profile. */
export interface UserOffice {
  id: number;
  code: string;
  name: string;
  /** Whether the user heads this office (the office's `head_user_id`). */
  head: boolean;
}

export interface SessionUser {
  id: number;
  username: string;
  email: string;
  names: string;
  surnames: string;
  full_name: string;
  document_type: string | null;
  document_number: string | null;
  phone: string | null;
  position: string | null;
  office: UserOffice | null;
  roles: { id: number; name: string }[];
  active: boolean;
  update_register: boolean;
  reset_password: boolean;
  /** Optimistic-lock version: send it back when editing the profile. */
  version: number;
}

/** Answer of login, forced password reset and GET /user. */
export interface SessionAnswer {
  access_token?: string;
  token_type?: 'Bearer';
  user: SessionUser;
  permissions: string[];
}

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
