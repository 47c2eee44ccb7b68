/** Editable fields of the Panel de control's reference data, shared by forms and API. */
import { id, optionalText, text, z } from '../zod';
import { catalogueAbilities, named, timestamp } from './api';

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

/** A catalogue record's bookkeeping: id, optimistic-lock version and its instants. */
export const catalogueRecord = {
  id: z.number().int(),
  version: z.number().int(),
  created_at: timestamp(),
  updated_at: timestamp(),
  active: z.boolean(),
  can: catalogueAbilities,
};

/** `{ id, code, name }` of a referenced catalogue record (an office, a series). */
export const codeNameRef = named(
  'CodeNameRef',
  z.object({ id: z.number().int(), code: z.string(), name: z.string() }),
  'Un registro referido, con su código y nombre.',
);

export const typeEntry = named(
  'TypeEntry',
  z.object({ ...catalogueRecord, code: z.string(), name: z.string(), response_days: z.number().int() }),
  'Tipo de documento de ingreso.',
);
export type TypeEntry = z.infer<typeof typeEntry>;

export const typeOutput = named(
  'TypeOutput',
  z.object({ ...catalogueRecord, code: z.string(), name: z.string() }),
  'Tipo de documento de salida.',
);
export type TypeOutput = z.infer<typeof typeOutput>;

export const documentClassification = named(
  'DocumentClassification',
  z.object({ ...catalogueRecord, name: z.string(), description: z.string().nullable(), restricted: z.boolean() }),
  'Clasificación de acceso de un documento (las reservadas solo las ven las oficinas involucradas).',
);
export type DocumentClassification = z.infer<typeof documentClassification>;

const retentionRecord = {
  ...catalogueRecord,
  code: z.string(),
  name: z.string(),
  office_id: z.number().int().nullable(),
  office: codeNameRef.nullable(),
  years_office: z.number().int(),
  years_central: z.number().int(),
  disposition: z.enum(['CT', 'E', 'S', 'M']),
};

export const seriesRecord = named('Series', z.object(retentionRecord), 'Serie documental con su retención.');
export type SeriesRecord = z.infer<typeof seriesRecord>;

export const subseriesRecord = named(
  'Subseries',
  z.object({ ...retentionRecord, series_id: z.number().int(), series: codeNameRef.nullable() }),
  'Subserie documental con su retención.',
);
export type SubseriesRecord = z.infer<typeof subseriesRecord>;
