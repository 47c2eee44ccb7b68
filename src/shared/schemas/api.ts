/**
 * The answers' building blocks (docs/architecture.md §1): every route declares its success response
 * with a schema made of these and of its resource's named schema, so the OpenAPI document lists
 * one component per resource and the server sends exactly what the schema declares (undeclared
 * fields are dropped as the answer is serialized). They describe JSON: timestamps are strings.
 */
import { z } from '../zod';

/** An instant as JSON carries it: ISO 8601 with time zone. */
export const timestamp = () => z.string().meta({ format: 'date-time' });
/** A calendar date, `YYYY-MM-DD`. */
export const calendarDay = () => z.string().meta({ format: 'date' });

/** A resource's named schema: one `components.schemas` entry, referenced wherever it is answered. */
export const named = <T extends z.ZodType>(id: string, schema: T, description?: string): T =>
  schema.meta({ id, ...(description && { description }) });

export const listMeta = named(
  'ListMeta',
  z.object({
    page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
    last_page: z.number().int(),
    total_capped: z.boolean(),
  }),
  'La página pedida; `total` se detiene en 1 000 (`total_capped`).',
);

/** `{ data }`: one record. */
export const one = <T extends z.ZodType>(item: T) => z.object({ data: item });
/** `{ data: [...] }`: a short list without pages. */
export const many = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item) });
/** `{ data: [...], meta }`: a page of a list. */
export const page = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item), meta: listMeta });

/** `{ message }`: a write that answers only its confirmation. */
export const messageAnswer = named('Message', z.object({ message: z.string() }));

export const catalogueAbilities = named(
  'CatalogueAbilities',
  z.object({ update: z.boolean(), activate: z.boolean(), deactivate: z.boolean(), delete: z.boolean() }),
  'Lo que el usuario puede hacer con el registro.',
);

/** `can` of a document: `update` and each key its transitions table adds. */
export const documentAbilities = named(
  'DocumentAbilities',
  z.record(z.string(), z.boolean()),
  'Lo que el usuario puede hacer con el documento: `update` y cada acción de su tabla de transiciones.',
);

export const historyEntry = named(
  'HistoryEntry',
  z.object({
    id: z.number().int(),
    occurred_at: timestamp(),
    action: z.string(),
    changes: z.record(z.string(), z.unknown()),
    ip: z.string().nullable(),
    actor_id: z.number().int().nullable(),
    actor_name: z.string().nullable(),
  }),
  'Una línea del historial (auditoría) de un registro.',
);

export const lookupOption = named(
  'LookupOption',
  z.object({
    id: z.number().int(),
    label: z.string(),
    description: z.string().nullable(),
    extra: z.record(z.string(), z.unknown()).optional(),
  }),
  'Una opción de autocompletado.',
);

/** `{ id, names, surnames }` of a referenced person (a signer, who registered). */
export const personRef = named(
  'PersonRef',
  z.object({ id: z.number().int(), names: z.string(), surnames: z.string() }),
  'Una persona referida, con sus nombres y apellidos.',
);

/** The keys of a `{ KEY: 'Etiqueta' }` table, for `z.enum`. */
export const keysOf = <T extends Record<string, string>>(o: T) =>
  Object.keys(o) as [keyof T & string, ...(keyof T & string)[]];
