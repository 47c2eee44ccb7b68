/**
 * The digest e-mails (modules/digest): the daily summary of a person's Tablero, sent on working
 * days from `hour`, and the weekly list of an office's overdue items for its head, from
 * `weekly_weekday`. Configured in Configuración; each person opts out in Mi perfil.
 */
import { z } from '../zod';
import { named } from './api';

export const digestSettingsSchema = z.object({
  /** From this hour (0–23, the organisation's time zone) a working day's digests go out. */
  hour: z.number().int().min(0, 'Indique una hora entre 0 y 23.').max(23, 'Indique una hora entre 0 y 23.'),
  /** ISO weekday of the weekly digest (1 lunes … 7 domingo); on a holiday it goes the next working day of the week. */
  weekly_weekday: z.number().int().min(1).max(7),
});
export type DigestSettings = z.infer<typeof digestSettingsSchema>;

export const DEFAULT_DIGEST_SETTINGS: DigestSettings = { hour: 7, weekly_weekday: 1 };

/** Mi perfil → Resumen por correo: which digests the person receives. */
export const digestPreferencesSchema = z.object({
  daily: z.boolean(),
  weekly: z.boolean(),
});
export type DigestPreferencesInput = z.infer<typeof digestPreferencesSchema>;

export const digestPreferences = named(
  'DigestPreferences',
  digestPreferencesSchema.extend({
    /** The person heads an office (their Tablero shows its overdue items): the weekly digest is for them. */
    weekly_applies: z.boolean(),
  }),
  'Los resúmenes por correo que la persona recibe; `weekly_applies` dice si el semanal es para ella (jefe de oficina).',
);
export type DigestPreferences = z.infer<typeof digestPreferences>;
