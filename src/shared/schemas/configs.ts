/**
 * The organisation's settings (Configuración, `/configs`): one typed form whose field paths are
 * the keys below (`number_formats.entries`, `holidays.0.date`, `uploads.max_file_mb`…).
 */
import { documentFormatProblems } from '../document-number';
import { DEFAULT_PASSWORD_POLICY } from '../password';
import { rucProblem } from '../ruc';
import { isoDate, optionalText, text, z } from '../zod';
import { named } from './api';
import { DEFAULT_DELIVERY_SETTINGS, deliverySettingsSchema } from './delivery';
import { DEFAULT_DIGEST_SETTINGS, digestSettingsSchema } from './digest';
import { DEFAULT_REQUEST_REASONS } from './requests';
import { DEFAULT_VIRTUAL_DESK_SETTINGS, virtualDeskSettingsSchema } from './virtual-desk';

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

const documentFormat = (perOffice: boolean) =>
  z
    .string()
    .trim()
    .min(1, { abort: true })
    .max(40, { abort: true })
    .superRefine((format, ctx) => {
      for (const message of documentFormatProblems(format, { perOffice })) ctx.addIssue({ code: 'custom', message });
    });

export const holidaySchema = z.object({
  date: isoDate(),
  name: text(120, 1),
  /** Every year on the same day and month (the year of `date` is then ignored). */
  recurring: z.boolean(),
});
export type Holiday = z.infer<typeof holidaySchema>;

const extension = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^\.?[a-z0-9]{1,10}$/, 'Escriba la extensión sin espacios ni símbolos, por ejemplo pdf.')
  .transform((ext) => ext.replace(/^\./, ''));

export const settingsSchema = z.object({
  institution_name: text(200, 1),
  institution_short_name: text(40, 1),
  /** RUC of the institution, with its SUNAT check digit. */
  tax_id: optionalText(20).superRefine((ruc, ctx) => {
    const problem = ruc === null ? null : rucProblem(ruc);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }),
  address: optionalText(300),
  number_formats: z.object({
    entries: documentFormat(false),
    outputs: documentFormat(false),
    supporting_entries: documentFormat(true),
    supporting_outputs: documentFormat(true),
    entry_requests: documentFormat(false),
    output_requests: documentFormat(false),
  }),
  /** ISO weekdays, Monday first: 1 lunes … 7 domingo; stored sorted and without repeats. */
  working_days: z
    .array(z.number().int().min(1).max(7))
    .min(1, 'Seleccione al menos un día laborable.')
    .max(7)
    .transform((days) => [...new Set(days)].sort((a, b) => a - b)),
  holidays: z
    .array(holidaySchema)
    .max(200)
    .superRefine((holidays, ctx) => {
      const seen = new Set<string>();
      holidays.forEach((holiday, i) => {
        const key = holiday.recurring ? holiday.date.slice(5) : holiday.date;
        if (seen.has(key)) {
          ctx.addIssue({ code: 'custom', path: [i, 'date'], message: 'Esta fecha ya figura en la lista de feriados.' });
        }
        seen.add(key);
      });
    }),
  uploads: z.object({
    max_file_mb: z.number().int().min(1).max(100),
    max_files: z.number().int().min(1).max(50),
    allowed_extensions: z
      .array(extension)
      .min(1, 'Indique al menos un tipo de archivo.')
      .max(50)
      .transform((list) => [...new Set(list)]),
  }),
  password_policy: z.object({
    min_length: z.number().int().min(6).max(64),
    require_letters: z.boolean(),
    require_digits: z.boolean(),
    require_symbols: z.boolean(),
  }),
  /** Minutes without activity before a session ends; null keeps the server's default. */
  session_idle_minutes: z
    .number()
    .int()
    .min(5)
    .max(60 * 24 * 30)
    .nullable(),
  manuals: z.array(manualLinkSchema).length(3),
  /** Entry and output requests: when they expire, how long an operator holds one, the reasons to observe or reject. */
  requests: z.object({
    expiry_days: z.number().int().min(1).max(365),
    review_minutes: z
      .number()
      .int()
      .min(5)
      .max(60 * 24 * 7),
    reasons: z
      .array(text(120, 1))
      .min(1, 'Indique al menos un motivo.')
      .max(30)
      .transform((list) => [...new Set(list)]),
  }),
  /** Delivery controls: visits before only a return remains, and the coded return reasons. */
  delivery: deliverySettingsSchema,
  /** The digest e-mails: the daily one's hour and the weekly one's weekday. */
  digest: digestSettingsSchema,
  /** Mesa de partes virtual: working hours and the limits of what a citizen may send. */
  virtual_desk: virtualDeskSettingsSchema,
  /** Central archive: the inventory a transfer prints by default (both are always available). */
  archive: z.object({ transfer_inventory: z.enum(['peru', 'fuid']) }),
  /** Documents drafted in Folio: the year's official name («Denominación del año») and the city of the date line. */
  documents: z.object({ year_name: optionalText(300), city: text(80, 1) }),
});
export type Settings = z.infer<typeof settingsSchema>;

const recurring = (monthDay: string, name: string): Holiday => ({ date: `2026-${monthDay}`, name, recurring: true });

export const DEFAULT_SETTINGS: Settings = {
  institution_name: 'Mi institución',
  institution_short_name: 'Folio',
  tax_id: null,
  address: null,
  number_formats: {
    entries: 'ING-{AAAA}-{NNNNNN}',
    outputs: 'SAL-{AAAA}-{NNNNNN}',
    supporting_entries: '{OFICINA}-ING-{AAAA}-{NNNN}',
    supporting_outputs: '{OFICINA}-SAL-{AAAA}-{NNNN}',
    entry_requests: 'SOL-ING-{AAAA}-{NNNNNN}',
    output_requests: 'SOL-SAL-{AAAA}-{NNNNNN}',
  },
  working_days: [1, 2, 3, 4, 5],
  /** Peru's national holidays on fixed dates; movable ones (Semana Santa) are added each year. */
  holidays: [
    recurring('01-01', 'Año Nuevo'),
    recurring('05-01', 'Día del Trabajo'),
    recurring('06-07', 'Batalla de Arica y Día de la Bandera'),
    recurring('06-29', 'San Pedro y San Pablo'),
    recurring('07-23', 'Día de la Fuerza Aérea del Perú'),
    recurring('07-28', 'Fiestas Patrias'),
    recurring('07-29', 'Fiestas Patrias'),
    recurring('08-06', 'Batalla de Junín'),
    recurring('08-30', 'Santa Rosa de Lima'),
    recurring('10-08', 'Combate de Angamos'),
    recurring('11-01', 'Día de Todos los Santos'),
    recurring('12-08', 'Inmaculada Concepción'),
    recurring('12-09', 'Batalla de Ayacucho'),
    recurring('12-25', 'Navidad'),
  ],
  uploads: {
    max_file_mb: 20,
    max_files: 10,
    allowed_extensions: ['pdf', 'jpg', 'jpeg', 'png', 'tif', 'tiff', 'doc', 'docx', 'xls', 'xlsx', 'odt', 'ods'],
  },
  password_policy: DEFAULT_PASSWORD_POLICY,
  session_idle_minutes: null,
  manuals: [
    { title: 'Manual de uso general', url: '' },
    { title: 'Manual de configuración', url: '' },
    { title: 'Manual de registro', url: '' },
  ],
  requests: { expiry_days: 7, review_minutes: 60, reasons: DEFAULT_REQUEST_REASONS },
  delivery: DEFAULT_DELIVERY_SETTINGS,
  digest: DEFAULT_DIGEST_SETTINGS,
  virtual_desk: DEFAULT_VIRTUAL_DESK_SETTINGS,
  archive: { transfer_inventory: 'peru' },
  documents: { year_name: null, city: 'Lima' },
};

/** The logo (`POST /configs/logo`): checked by content, served at `GET /logo`. */
export const LOGO_MAX_BYTES = 512 * 1024;
export const LOGO_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/svg+xml'] as const;
export type LogoContentType = (typeof LOGO_CONTENT_TYPES)[number];

export const logoInfo = named(
  'LogoInfo',
  z.object({
    /** Public address of the image; changes when the logo does. */
    url: z.string(),
    content_type: z.enum(LOGO_CONTENT_TYPES),
    size: z.number().int(),
  }),
  'El logotipo de la institución: su dirección pública, tipo y tamaño en bytes.',
);
export type LogoInfo = z.infer<typeof logoInfo>;

/** Answer of GET/PUT `/configs` and of the logo endpoints: `logo` is read-only here. */
export const settingsAnswer = named(
  'SettingsAnswer',
  z.object({
    data: settingsSchema.extend({ logo: logoInfo.nullable() }),
    /** Send it back with PUT; a stale one answers 409. */
    version: z.number().int(),
  }),
  'La configuración de la institución, su logotipo y la versión que debe devolverse al guardarla.',
);
export type SettingsAnswer = z.output<typeof settingsAnswer>;
