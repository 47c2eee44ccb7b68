/** Editable fields of the Panel de control's reference data, shared by forms and API. */
import { id, optionalText, text, z } from '../zod';

const code = text(20, 1)
  .regex(/^[\p{L}\d][\p{L}\d._-]*$/u, 'Use letras, números, punto, guion o guion bajo, sin espacios.')
  .transform((v) => v.toUpperCase());

export const typeEntryInput = z.object({
  code,
  name: text(120, 1),
  response_days: z.number().int().min(0).max(365),
});
export type TypeEntryInput = z.infer<typeof typeEntryInput>;

export const typeOutputInput = z.object({
  code,
  name: text(120, 1),
});
export type TypeOutputInput = z.infer<typeof typeOutputInput>;

export const documentClassificationInput = z.object({
  name: text(120, 1),
  description: optionalText(500),
  restricted: z.boolean(),
});
export type DocumentClassificationInput = z.infer<typeof documentClassificationInput>;

export const DISPOSITIONS = {
  CT: 'Conservación total',
  E: 'Eliminación',
  S: 'Selección',
  M: 'Digitalización',
} as const;
export type Disposition = keyof typeof DISPOSITIONS;

const retentionFields = {
  code,
  name: text(200, 1),
  office_id: id().nullable(),
  years_office: z.number().int().min(0).max(100),
  years_central: z.number().int().min(0).max(100),
  disposition: z.enum(['CT', 'E', 'S', 'M']),
};

export const seriesInput = z.object(retentionFields);
export type SeriesInput = z.infer<typeof seriesInput>;

export const subseriesInput = z.object({ series_id: id(), ...retentionFields });
export type SubseriesInput = z.infer<typeof subseriesInput>;
