/** Expedients and boxes of the central archive, and the documents filed in them: labels, inputs, retention. */
import { id, int, isoDate, optionalText, text, versioned, z } from '../zod';

const keys = <T extends Record<string, string>>(o: T) => Object.keys(o) as [keyof T & string, ...(keyof T & string)[]];

export const EXPEDIENT_KINDS = {
  caja: 'Caja',
  expediente: 'Expediente',
  legajo: 'Legajo',
  tomo: 'Tomo',
  archivador: 'Archivador',
} as const;
export type ExpedientKind = keyof typeof EXPEDIENT_KINDS;

export const EXPEDIENT_MEDIA = {
  fisico: 'Físico',
  electronico: 'Electrónico',
  hibrido: 'Híbrido',
} as const;

export const EXPEDIENT_STATES = {
  abierto: 'Abierto',
  cerrado: 'Cerrado',
  pendiente_transferencia: 'Pendiente de transferencia',
  transferido: 'Transferido',
  rechazado: 'Rechazado',
  eliminado: 'Eliminado',
  conservacion_permanente: 'Conservación permanente',
} as const;
export type ExpedientState = keyof typeof EXPEDIENT_STATES;

/** Where a unit may sit on a shelf: every state but destroyed. */
export const PLACEABLE_STATES = [
  'abierto',
  'cerrado',
  'pendiente_transferencia',
  'transferido',
  'rechazado',
  'conservacion_permanente',
] as const satisfies readonly ExpedientState[];

export const archiveExpedientInput = z.object({
  code: text(40, 1)
    .regex(/^[\p{L}\d][\p{L}\d._/-]*$/u, 'Use letras, números, punto, guion o barra, sin espacios.')
    .transform((v) => v.toUpperCase()),
  title: text(300, 1),
  kind: z.enum(keys(EXPEDIENT_KINDS)).default('caja'),
  box_number: int(1, 999_999).nullable().default(null),
  /** The box it sits in (an expedient inside a box is placed with it). */
  container_id: id().nullable().default(null),
  office_id: id(),
  series_id: id().nullable().default(null),
  subseries_id: id().nullable().default(null),
  medium: z.enum(keys(EXPEDIENT_MEDIA)).default('fisico'),
  notes: optionalText(1000),
});
export type ArchiveExpedientInput = z.infer<typeof archiveExpedientInput>;

export const archiveExpedientUpdateInput = archiveExpedientInput.extend(versioned);

/** A level of the location tree and a position (1…capacity) in it. */
export const placementInput = z.object({
  location_id: id(),
  position: int(1, 200),
});
export type PlacementInput = z.infer<typeof placementInput>;

/** The records an archived document may come from, by their API resource. */
export const ARCHIVE_SOURCE_KINDS = {
  entries: 'Ingreso',
  outputs: 'Salida',
  'supporting-entries': 'Doc. ingreso apoyo',
  'supporting-outputs': 'Doc. salida apoyo',
} as const;
export type ArchiveSourceKind = keyof typeof ARCHIVE_SOURCE_KINDS;

/** The most folios one expedient counts (a box of 200-sheet files is far below it). */
export const MAX_FOLIO = 100_000;

const folioRange = {
  /** Order inside the expedient; omitted: after the last one. */
  position: int(1, 10_000).nullable().default(null),
  folio_from: int(1, MAX_FOLIO),
  folio_to: int(1, MAX_FOLIO),
  notes: optionalText(1000),
};

const validRange = (d: { folio_from: number; folio_to: number }) => d.folio_to >= d.folio_from;
const rangeIssue = { message: 'El folio final no puede ser menor que el inicial.', path: ['folio_to'] };

/** What "Archivar en expediente" asks on a record's page (its title and date come from the record). */
export const fileIntoExpedientInput = z.object({ expedient_id: id(), ...folioRange }).refine(validRange, rangeIssue);
export type FileIntoExpedientInput = z.infer<typeof fileIntoExpedientInput>;

/**
 * A document filed in an expedient: linked to the record it came from (`source_kind` +
 * `source_id`, whose title and date it takes) or loose (its own title and date).
 */
export const archiveDocumentInput = z
  .object({
    expedient_id: id(),
    ...folioRange,
    source_kind: z.enum(keys(ARCHIVE_SOURCE_KINDS)).nullable().default(null),
    source_id: id().nullable().default(null),
    title: optionalText(500),
    document_date: isoDate().nullable().default(null),
  })
  .refine(validRange, rangeIssue)
  .refine((d) => (d.source_kind === null) === (d.source_id === null), {
    message: 'Elija el tipo y el documento de origen.',
    path: ['source_id'],
  })
  .refine((d) => d.source_kind !== null || d.title !== null, {
    message: 'Indique el título del documento.',
    path: ['title'],
  })
  .refine((d) => d.source_kind !== null || d.document_date !== null, {
    message: 'Indique la fecha del documento.',
    path: ['document_date'],
  });
export type ArchiveDocumentInput = z.infer<typeof archiveDocumentInput>;

/** What changes once filed: its order, folios, notes (and a loose one's title and date). */
const editFields = {
  ...folioRange,
  position: int(1, 10_000),
  title: optionalText(500),
  document_date: isoDate().nullable().default(null),
};
/** The edit form's fields. */
export const archiveDocumentEditInput = z.object(editFields).refine(validRange, rangeIssue);
export const archiveDocumentUpdateInput = z.object({ ...versioned, ...editFields }).refine(validRange, rangeIssue);
export type ArchiveDocumentUpdateInput = z.infer<typeof archiveDocumentUpdateInput>;

/** `AAAA-MM-DD` plus whole years; 29 February falls on 28 February in a common year. */
export function addYears(date: string, years: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const year = y + years;
  const last = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return `${String(year).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

/**
 * The retention due dates of a unit closed on `closedOn` (docs/domain.md §5.2): as records offices
 * count them, the years run from 31 December of the year it closed; it stays `yearsOffice` in the
 * office archive, then `yearsCentral` more in the central archive.
 */
export function retentionDates(closedOn: string, yearsOffice: number, yearsCentral: number) {
  const yearEnd = `${closedOn.slice(0, 4)}-12-31`;
  return {
    office_retention_until: addYears(yearEnd, yearsOffice),
    central_retention_until: addYears(yearEnd, yearsOffice + yearsCentral),
  };
}
