/** Support folders ("Carpetas de apoyo"): visibility, states, item kinds and the API inputs. */
import { optionalText, text, versioned, z } from '../zod';
import { archiveExpedientInput } from './archive-expedients';

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
