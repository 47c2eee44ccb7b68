/** Expedients and boxes of the central archive, and the documents filed in them: labels, inputs, retention. */
import { id, int, isoDate, optionalText, text, versioned, z } from '../zod';
import { calendarDay, documentAbilities, keysOf, named, personRef, timestamp } from './api';
import { codeNameRef, DISPOSITIONS } from './catalogs';

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

/** Where an archived document came from: a link only, its content stays behind its own module's scope. */
export const archiveSource = named(
  'ArchiveSource',
  z.object({ kind: z.string(), id: z.number().int().nullable(), label: z.string() }),
  'El registro de Folio del que proviene el documento archivado (solo el enlace).',
);

export const archiveDocumentRecord = named(
  'ArchiveDocument',
  z.object({
    id: z.number().int(),
    expedient_id: z.number().int(),
    position: z.number().int(),
    folio_from: z.number().int(),
    folio_to: z.number().int(),
    source_kind: z.enum(keysOf(ARCHIVE_SOURCE_KINDS)).nullable(),
    source_id: z.number().int().nullable(),
    title: z.string(),
    document_date: calendarDay(),
    notes: z.string().nullable(),
    archived_by: z.number().int(),
    office_id: z.number().int().nullable(),
    version: z.number().int(),
    created_at: timestamp(),
    updated_at: timestamp(),
    expedient: z
      .object({ id: z.number().int(), code: z.string(), title: z.string(), state: z.enum(keysOf(EXPEDIENT_STATES)) })
      .nullable(),
    archived_by_user: personRef.nullable(),
    office: codeNameRef.nullable(),
    /** Its expedient's code and its order in it. */
    number: z.string(),
    /** Its title, as records are titled. */
    subject: z.string(),
    source: archiveSource.nullable(),
    /** Opened only through a temporary permission: nothing may be done with it. */
    read_only: z.literal(true).optional(),
    can: documentAbilities,
  }),
  'Un documento archivado en un expediente (o unidad), con sus folios y de dónde proviene.',
);

const expedientKind = z.enum(keysOf(EXPEDIENT_KINDS));
const expedientState = z.enum(keysOf(EXPEDIENT_STATES));

export const archiveExpedientRecord = named(
  'ArchiveExpedient',
  z.object({
    id: z.number().int(),
    code: z.string(),
    title: z.string(),
    kind: expedientKind,
    box_number: z.number().int().nullable(),
    container_id: z.number().int().nullable(),
    office_id: z.number().int().nullable(),
    series_id: z.number().int().nullable(),
    subseries_id: z.number().int().nullable(),
    medium: z.enum(keysOf(EXPEDIENT_MEDIA)),
    state: expedientState,
    date_from: calendarDay().nullable(),
    date_to: calendarDay().nullable(),
    folios: z.number().int(),
    closed_on: calendarDay().nullable(),
    years_office: z.number().int().nullable(),
    years_central: z.number().int().nullable(),
    disposition: z.enum(keysOf(DISPOSITIONS)).nullable(),
    office_retention_until: calendarDay().nullable(),
    central_retention_until: calendarDay().nullable(),
    notes: z.string().nullable(),
    location_id: z.number().int().nullable(),
    position: z.number().int().nullable(),
    placed_at: timestamp().nullable(),
    placed_by: z.number().int().nullable(),
    version: z.number().int(),
    created_at: timestamp(),
    updated_at: timestamp(),
    office: codeNameRef.nullable(),
    series: z
      .object({
        id: z.number().int(),
        code: z.string(),
        name: z.string(),
        disposition: z.enum(keysOf(DISPOSITIONS)).nullable(),
      })
      .nullable(),
    subseries: codeNameRef.nullable(),
    placed_by_user: personRef.nullable(),
    /** The box it is kept in. */
    container: z
      .object({
        id: z.number().int(),
        code: z.string(),
        location_id: z.number().int().nullable(),
        position: z.number().int().nullable(),
      })
      .nullable(),
    document_count: z.number().int(),
    /** Its code, as records are numbered. */
    number: z.string(),
    /** Its title, as records are titled. */
    subject: z.string(),
    /** Where it sits (a unit inside a box, where the box sits); null when not placed. */
    location: z
      .object({
        id: z.number().int(),
        topographic_code: z.string(),
        level_code: z.string(),
        position: z.number().int(),
        via_container: z.boolean(),
      })
      .nullable(),
    office_retention_due: z.boolean(),
    central_retention_due: z.boolean(),
    /** On show: its documents in order. */
    documents: z
      .array(
        z.object({
          id: z.number().int(),
          position: z.number().int(),
          folio_from: z.number().int(),
          folio_to: z.number().int(),
          title: z.string(),
          document_date: calendarDay(),
          source_kind: z.enum(keysOf(ARCHIVE_SOURCE_KINDS)).nullable(),
          source_id: z.number().int().nullable(),
          notes: z.string().nullable(),
          version: z.number().int(),
        }),
      )
      .optional(),
    /** On show: the units kept inside this box. */
    contents: z
      .array(
        z.object({
          id: z.number().int(),
          container_id: z.number().int().nullable(),
          code: z.string(),
          title: z.string(),
          kind: expedientKind,
          state: expedientState,
        }),
      )
      .optional(),
    /** On show: the order and first folio the next document takes, after the last one. */
    next_document: z
      .object({
        position: z.number().int(),
        folio_from: z.number().int(),
        after: z.object({ title: z.string(), folio_to: z.number().int() }).nullable(),
      })
      .optional(),
    /** Opened only through a temporary permission: nothing may be done with it. */
    read_only: z.literal(true).optional(),
    can: documentAbilities,
  }),
  'Una unidad de archivo (caja, expediente, legajo, tomo o archivador): su serie, retención y ubicación topográfica.',
);
