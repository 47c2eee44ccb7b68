/**
 * The sticker (Stickers, `/stickers`): the label stuck on a received paper document. Sizes are
 * millimetres, the font size points. The server renders it as a PDF of exactly that size.
 */
import { versioned, z } from '../zod';
import { named } from './api';

/** What the sticker can show, in print order, with the labels of the designer's checkboxes. */
export const STICKER_FIELDS = {
  institution: 'Institución',
  number: 'Número de registro',
  received_at: 'Fecha y hora de recepción',
  folios: 'Folios',
  sender: 'Remitente',
  destination_office: 'Oficina de destino',
  received_by: 'Recibido por',
  subject: 'Asunto (extracto)',
} as const;
export type StickerField = keyof typeof STICKER_FIELDS;

const millimetres = (min: number, max: number) => z.number().min(min).max(max).multipleOf(0.5);

const stickerShape = {
  width_mm: millimetres(30, 200),
  height_mm: millimetres(15, 200),
  margin_mm: millimetres(0, 10),
  font_size: z.number().min(5).max(16).multipleOf(0.5),
  fields: z.object({
    institution: z.boolean(),
    number: z.boolean(),
    received_at: z.boolean(),
    folios: z.boolean(),
    sender: z.boolean(),
    destination_office: z.boolean(),
    received_by: z.boolean(),
    subject: z.boolean(),
  }),
  /** The subject is cut to this many characters. */
  subject_length: z.number().int().min(10).max(300),
  /** Code 128 barcode of the number, for receiving by scanner. */
  barcode: z.boolean(),
  /** QR code with the verification address, and the verification code under it. */
  qr: z.boolean(),
  /** Base of the verification address (`{base}/{number}`); null uses `{APP_URL}/verificar`. */
  verification_base_url: z
    .union([z.literal(''), z.url({ protocol: /^https?$/ }).max(300), z.null()])
    .transform((url) => (url ? url.replace(/\/+$/, '') : null)),
};

type StickerShape = { [K in keyof typeof stickerShape]: z.output<(typeof stickerShape)[K]> };

function checkSticker(sticker: StickerShape, ctx: z.RefinementCtx): void {
  if (!Object.values(sticker.fields).some(Boolean) && !sticker.barcode && !sticker.qr) {
    ctx.addIssue({ code: 'custom', path: ['fields'], message: 'Elija al menos un dato, el código de barras o el QR.' });
  }
  if (sticker.margin_mm * 2 >= Math.min(sticker.width_mm, sticker.height_mm) / 2) {
    ctx.addIssue({ code: 'custom', path: ['margin_mm'], message: 'El margen es demasiado grande para el tamaño.' });
  }
}

export const stickerSchema = z.object(stickerShape).superRefine(checkSticker);
export type Sticker = z.infer<typeof stickerSchema>;

/** PUT `/stickers`: the template and the version it was read at. */
export const stickerUpdateSchema = z.object({ ...stickerShape, ...versioned }).superRefine(checkSticker);

export const DEFAULT_STICKER: Sticker = {
  width_mm: 80,
  height_mm: 50,
  margin_mm: 2,
  font_size: 7,
  fields: {
    institution: true,
    number: true,
    received_at: true,
    folios: true,
    sender: true,
    destination_office: true,
    received_by: true,
    subject: true,
  },
  subject_length: 80,
  barcode: true,
  qr: true,
  verification_base_url: null,
};

/**
 * Where the QR points: `{base}/{number}?codigo={code}`, the base defaulting to `{appUrl}/verificar`;
 * the code is the entry's verification code (citizens' tracking).
 */
export function verificationUrl(
  sticker: Pick<Sticker, 'verification_base_url'>,
  appUrl: string,
  number: string,
  code: string,
) {
  const base = sticker.verification_base_url ?? `${appUrl.replace(/\/+$/, '')}/verificar`;
  return `${base}/${encodeURIComponent(number)}?codigo=${encodeURIComponent(code)}`;
}

/** The verification code the designer's preview and test print show (sample data). */
export const SAMPLE_VERIFICATION_CODE = '7K3M9QXD';

/** What one sticker prints; the designer's preview and the test print use sample values. */
export const stickerData = named(
  'StickerData',
  z.object({
    institution: z.string(),
    number: z.string(),
    /** ISO date-time; printed in the organisation's time zone. */
    received_at: z.string(),
    folios: z.number().int().nullable(),
    sender: z.string().nullable(),
    destination_office: z.string().nullable(),
    received_by: z.string().nullable(),
    subject: z.string().nullable(),
    /** The entry's verification code (8 characters), printed under the QR. */
    verification_code: z.string(),
    verification_url: z.string(),
  }),
  'Lo que imprime un sticker (en el diseñador, datos de ejemplo).',
);
export type StickerData = z.infer<typeof stickerData>;

/** Answer of GET/PUT `/stickers`. */
export const stickerAnswer = named(
  'StickerAnswer',
  z.object({
    data: stickerSchema,
    version: z.number().int(),
    /** Sample data for the designer's live preview (the same the test print uses). */
    sample: stickerData,
  }),
  'La plantilla del sticker, su versión (para guardarla) y datos de ejemplo para la vista previa.',
);
export type StickerAnswer = z.output<typeof stickerAnswer>;
