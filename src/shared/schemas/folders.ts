/** Support folders ("Carpetas de apoyo"): visibility, states, item kinds and the API inputs. */
import { optionalText, text, versioned, z } from '../zod';
import { documentAbilities, keysOf, named, personRef, timestamp } from './api';
import { archiveExpedientInput } from './archive-expedients';
import { codeNameRef } from './catalogs';

export const FOLDER_VISIBILITIES = {
  personal: 'Personal',
  oficina: 'De la oficina',
} as const;
export type FolderVisibility = keyof typeof FOLDER_VISIBILITIES;

export const FOLDER_STATES = {
  abierta: 'Abierta',
  cerrada: 'Cerrada',
} as const;
export type FolderState = keyof typeof FOLDER_STATES;

/** The records a folder holds (links), by their API resource. */
export const FOLDER_ITEM_TYPES = {
  'supporting-entries': 'Doc. ingreso apoyo',
  'supporting-outputs': 'Doc. salida apoyo',
  entries: 'Ingreso',
  outputs: 'Salida',
} as const;
export type FolderItemType = keyof typeof FOLDER_ITEM_TYPES;

export const FOLDER_ITEM_MEDIA = {
  fisico: 'Físico',
  digital: 'Digital',
} as const;

const keys = <T extends Record<string, string>>(o: T) => Object.keys(o) as [keyof T & string, ...(keyof T & string)[]];
const id = z.number().int().positive().max(2_147_483_647);

export const folderInput = z.object({
  name: text(200, 1),
  description: optionalText(1000),
  visibility: z.enum(keys(FOLDER_VISIBILITIES)).default('personal'),
  /** Other offices that may read the folder (never change it). */
  shared_office_ids: z
    .array(id)
    .max(30, 'Puede compartirla con 30 oficinas como máximo.')
    .default([])
    .transform((ids) => [...new Set(ids)]),
});
export type FolderInput = z.infer<typeof folderInput>;

export const folderUpdateInput = folderInput.extend(versioned);

/** Files a record into a folder. */
export const folderItemInput = z.object({
  item_type: z.enum(keys(FOLDER_ITEM_TYPES)),
  item_id: id,
  medium: z.enum(keys(FOLDER_ITEM_MEDIA)).default('fisico'),
  note: optionalText(500),
});
export type FolderItemInput = z.infer<typeof folderItemInput>;

/** The folder's items in their new order, every one of them once. */
export const folderOrderInput = z.object({
  item_ids: z.array(id).min(1).max(2000),
});

/**
 * «Convertir en expediente» (docs/domain.md §2): the unit's code and series (its retention), an
 * optional subseries, and its title (the folder's name when left empty).
 */
export const folderExpedientInput = archiveExpedientInput
  .pick({ code: true, subseries_id: true })
  .extend({ series_id: id, title: optionalText(300) });
export type FolderExpedientInput = z.infer<typeof folderExpedientInput>;

/** A support folder as the API answers it. */
export const folderRecord = named(
  'Folder',
  z.object({
    id: z.number().int(),
    name: z.string(),
    description: z.string().nullable(),
    office_id: z.number().int(),
    owner_id: z.number().int(),
    visibility: z.enum(keysOf(FOLDER_VISIBILITIES)),
    shared_office_ids: z.array(z.number().int()),
    state: z.enum(keysOf(FOLDER_STATES)),
    expedient_id: z.number().int().nullable(),
    version: z.number().int(),
    created_at: timestamp(),
    updated_at: timestamp(),
    office: codeNameRef.nullable(),
    owner: personRef.nullable(),
    shared_offices: z.array(codeNameRef),
    item_count: z.number().int(),
    /** The expedient it became. */
    expedient: z.object({ id: z.number().int(), code: z.string() }).nullable(),
    /** Its code, as records are numbered. */
    number: z.string(),
    /** Its name, as records are titled. */
    subject: z.string(),
    /** Opened only through a temporary permission: nothing may be done with it. */
    read_only: z.literal(true).optional(),
    can: documentAbilities,
  }),
  'Una carpeta de apoyo.',
);

/** A document filed in a folder; `record` is null when the viewer may not open it («Documento sin acceso»). */
export const folderItem = named(
  'FolderItem',
  z.object({
    id: z.number().int(),
    position: z.number().int(),
    item_type: z.enum(keysOf(FOLDER_ITEM_TYPES)),
    item_id: z.number().int(),
    medium: z.string(),
    note: z.string().nullable(),
    added_at: timestamp(),
    record: z
      .object({
        id: z.number().int(),
        number: z.string(),
        subject: z.string(),
        date: timestamp(),
        folios: z.number().int(),
        state: z.string(),
        type: z.string().nullable(),
      })
      .nullable(),
  }),
  'Un documento archivado en una carpeta.',
);
