/**
 * A record's attached file as the API answers it (`{base}/:id/attachments`), for the server's
 * routes and the web's panel, with what the background check found in a PDF's digital signatures
 * (docs/signatures.md).
 */
import { z } from '../zod';
import { named, timestamp } from './api';
import { signatureCheckSchema } from './signatures';

/** `pending` until the `pdf-signatures` job has read the file; `checked` with one entry per signature (none: unsigned). */
export const signatureCheckStatusSchema = z.object({
  status: z.enum(['pending', 'checked']),
  checked_at: z.string().nullable(),
  signatures: z.array(signatureCheckSchema),
});
export type SignatureCheckStatus = z.infer<typeof signatureCheckStatusSchema>;

/** How far the background extraction of a file's text went (docs/text-search.md). */
export const textStateSchema = z.enum(['pendiente', 'en_proceso', 'listo', 'sin_texto', 'error']);
export type TextState = z.infer<typeof textStateSchema>;

export const textStatusSchema = z.object({
  state: textStateSchema,
  /** Why `sin_texto` or `error`. */
  reason: z.string().nullable(),
  /** Pages read (null until done). */
  pages: z.number().int().nullable(),
  /** Pages read by OCR. */
  ocr_pages: z.number().int(),
  finished_at: z.string().nullable(),
});
export type TextStatus = z.infer<typeof textStatusSchema>;

export const attachmentText = named(
  'AttachmentText',
  textStatusSchema.extend({
    content: z.array(z.object({ page: z.number().int(), text: z.string() })),
  }),
  'El texto extraído de un archivo adjunto, por página, y el estado de la extracción.',
);
export type AttachmentText = z.infer<typeof attachmentText>;

export const attachment = named(
  'Attachment',
  z.object({
    id: z.number().int(),
    name: z.string(),
    content_type: z.string(),
    size: z.number().int(),
    uploaded_by: z.number().int().nullable(),
    created_at: timestamp(),
    /** The download route; `?download=1` forces a download instead of inline display. */
    url: z.string(),
    /** Only for PDFs: their signatures as checked in the background; null for any other file. */
    signature_check: signatureCheckStatusSchema.nullable(),
    /** The extraction of its text for the search (`pendiente` until the job reads it); null where not searched. */
    text: textStatusSchema.nullable(),
  }),
  'Un archivo adjunto de un registro.',
);
export type Attachment = z.infer<typeof attachment>;
