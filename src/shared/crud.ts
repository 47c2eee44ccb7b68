/** The list contract every resource follows (docs/architecture.md §3): query, page answer, per-record abilities. */
import { versioned, z } from './zod';

export const listQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(25),
  sort: z
    .string()
    .max(40)
    .regex(/^-?[a-z_]+$/)
    .optional(),
  q: z.string().trim().max(100).optional(),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

/** `?active=true|false` as lists send it. */
export const booleanParam = z.enum(['true', 'false']).transform((v) => v === 'true');

/**
 * What the caller may do with one document, sent with every record so the UI shows only allowed
 * actions: edit it, and each key its module's transitions table adds (actions, `attach`, printouts).
 */
export interface DocumentAbilities {
  update: boolean;
}

/** What the caller may do with one catalogue record (lib/crud): edit, activate, deactivate, delete. */
export interface CatalogueAbilities {
  update: boolean;
  activate: boolean;
  deactivate: boolean;
  delete: boolean;
}

export const versionSchema = z.object(versioned);

/** Autocomplete answer for large lookups (users, offices, series…). */
export interface LookupOption {
  id: number;
  label: string;
  description?: string | null;
  /** What the resource's lookup adds for the form that picks the option (e.g. a type's response days). */
  extra?: Record<string, unknown>;
}
