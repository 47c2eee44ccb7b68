/**
 * Where a record's attachments say the words of a list's search (docs/text-search.md): the file,
 * the page and a short passage, cut in parts so a screen highlights the words without markup.
 */
import { z } from '../zod';

export const textMatchSchema = z.object({
  attachment_id: z.number().int(),
  name: z.string(),
  page: z.number().int(),
  parts: z.array(z.object({ text: z.string(), match: z.boolean() })),
});
export type TextMatch = z.infer<typeof textMatchSchema>;
