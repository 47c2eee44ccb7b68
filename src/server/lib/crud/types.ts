/** The shapes of a `registerCrud` definition (resource.ts) and of the rows it serves. */
import type { PermissionKey } from '@shared/permissions';
import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Executor } from '../../db/client';
import type { Changes } from '../audit/audit';

export type CrudTable = PgTable & {
  id: PgColumn;
  version: PgColumn;
  updated_at: PgColumn;
  active?: PgColumn;
};

export type Row = Record<string, unknown> & { id: number; version: number; active?: boolean };

export interface UniqueRule<Input> {
  field: string;
  column: PgColumn;
  /** A fixed text, or one naming the record that already has the value. */
  message: string | ((taken: Row) => string);
  /** Narrows the uniqueness to a parent, e.g. a subseries code within its series. */
  scope?: (input: Input) => SQL | undefined;
}

export interface ReferenceRule {
  table: PgTable;
  column: PgColumn;
  message: string;
}

export interface CrudDefinition<Input extends z.ZodObject, Filters extends z.ZodObject> {
  /** URL segment and audit entity, the spec's English name: `type-entries`. */
  resource: string;
  table: CrudTable;
  permissions: {
    index: readonly PermissionKey[];
    show?: readonly PermissionKey[];
    create: readonly PermissionKey[];
    update: readonly PermissionKey[];
  };
  /** The shared zod schema of the editable fields; updates add `version`. */
  input: Input;
  /**
   * The record as the API answers it (a named schema of `src/shared/schemas`, with `can`): every
   * route declares it and answers through it. Missing only on the routes `openapi-pending.ts` lists.
   */
  record?: z.ZodType;
  search: readonly (PgColumn | SQL)[];
  sortable: Record<string, PgColumn | SQL>;
  defaultSort: string;
  filters?: { schema: Filters; where: (filters: z.output<Filters>) => (SQL | undefined)[] };
  unique?: UniqueRule<z.output<Input>>[];
  /** Records that point at this one: while any exists, delete answers 409 with `message`. */
  references?: ReferenceRule[];
  /** Rules beyond the schema (e.g. no cycles in a tree); throw `invalid({...})`. */
  validate?: (tx: Executor, input: z.output<Input>, existing: Row | null) => Promise<void>;
  /** Adds related data for display (names of referenced records…) to a page of rows. */
  present?: (db: Executor, rows: Row[]) => Promise<Row[]>;
  /**
   * Enables `GET /{resource}/lookup?q=` for autocompletes, over active records. `q` searches the
   * label unless `search` names what to search (e.g. an indexed expression with the document too).
   */
  lookup?: {
    /** Who may use it: the permissions of the screens that offer it (see lib/lookup-access.ts). */
    permissions: readonly PermissionKey[];
    label: SQL | PgColumn;
    description?: SQL | PgColumn;
    search?: readonly (PgColumn | SQL)[];
    /** More query parameters that narrow the options, e.g. `office_id` for the people of an office. */
    filters?: LookupFilters;
    /** Values each option carries in `extra` for the form that picks it, e.g. a type's response days. */
    extra?: Record<string, SQL | PgColumn>;
  };
  /** Column values from validated input when they differ from it (e.g. input carries child rows). */
  values?: (input: z.output<Input>) => Record<string, unknown>;
  /** Runs in the write's transaction after the row is saved (child rows…); returns extra audited changes. */
  afterWrite?: (tx: Executor, row: Row, input: z.output<Input>, existing: Row | null) => Promise<Changes | undefined>;
  /** Runs in the same transaction after activate/deactivate (e.g. revoke a user's sessions). */
  onActiveChange?: (tx: Executor, row: Row, active: boolean) => Promise<void>;
  /**
   * Why a (presented) record may not be changed through these routes, e.g. a user who is an
   * integration's principal, administered in Integraciones; null when it may. Its `can` is all
   * false and its edit, (de)activation and deletion answer 409 with this text.
   */
  locked?: (row: Row) => string | null;
  /** Columns never sent to clients (e.g. `password_hash`). */
  hidden?: readonly string[];
  /** Routes the resource replaces with its own (e.g. users create with a temporary password). */
  skip?: readonly ('create' | 'delete')[];
}

export interface LookupFilters {
  schema: z.ZodObject;
  where: (filters: Record<string, unknown>) => (SQL | undefined)[];
}

/** Typed `lookup.filters`: `where` receives what `schema` parsed from the query. */
export function lookupFilters<S extends z.ZodObject>(
  schema: S,
  where: (filters: z.output<S>) => (SQL | undefined)[],
): LookupFilters {
  return { schema, where: where as LookupFilters['where'] };
}
