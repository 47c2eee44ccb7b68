/**
 * A record's attached file as the attachment routes answer it (src/server/lib/attachments), with
 * what the background check found in a PDF's digital signatures (docs/signatures.md).
 */
import { z } from 'zod';
import { signatureCheckSchema } from './signatures';

/** `pending` until the `pdf-signatures` job has read the file; `checked` with one entry per signature (none: unsigned). */
export const signatureCheckStatusSchema = z.object({
  status: z.enum(['pending', 'checked']),
  checked_at: z.string().nullable(),
  signatures: z.array(signatureCheckSchema),
});
export type SignatureCheckStatus = z.infer<typeof signatureCheckStatusSchema>;

export const attachmentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  content_type: z.string(),
  size: z.number().int(),
  uploaded_by: z.number().int().nullable(),
  created_at: z.string(),
  /** The download route; `?download=1` forces a download instead of inline display. */
  url: z.string(),
  /** Only for PDFs: their signatures as checked in the background; null for any other file. */
  signature_check: signatureCheckStatusSchema.nullable(),
});
export type AttachmentAnswer = z.infer<typeof attachmentSchema>;

export const attachmentListSchema = z.object({ data: z.array(attachmentSchema) });
