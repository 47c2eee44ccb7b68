import { DEFAULT_PASSWORD_POLICY } from '../password';
import { text, z } from '../zod';

export const manualLinkSchema = z.object({
  title: text(120, 1),
  /** An absolute http(s) address, a path served by Folio itself (`/manuales/...`), or empty. */
  url: z.union([
    z.literal(''),
    z.url({ protocol: /^https?$/ }).max(500),
    z
      .string()
      .regex(/^\/[\w\-./]*$/)
      .max(500),
  ]),
});

/**
 * The organisation's settings (`/configs`). Only what the foundation uses is here; the admin
 * panel adds the rest of the typed settings form.
 */
export const settingsSchema = z.object({
  institution_name: text(200, 1),
  institution_short_name: text(40, 1),
  manuals: z.array(manualLinkSchema).length(3),
  password_policy: z.object({
    min_length: z.number().int().min(6).max(64),
    require_letters: z.boolean(),
    require_digits: z.boolean(),
    require_symbols: z.boolean(),
  }),
});
export type Settings = z.infer<typeof settingsSchema>;

export const DEFAULT_SETTINGS: Settings = {
  institution_name: 'Mi institución',
  institution_short_name: 'Folio',
  manuals: [
    { title: 'Manual de uso general', url: '' },
    { title: 'Manual de configuración', url: '' },
    { title: 'Manual de registro', url: '' },
  ],
  password_policy: DEFAULT_PASSWORD_POLICY,
};
