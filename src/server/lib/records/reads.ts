/**
 * The reads of a scoped document module, registered from one definition:
 *
 * - `GET {base}`: the list in the caller's scope, filtered, searched, sorted, one page at a time,
 *   with the capped count (lib/crud/list.ts);
 * - `GET {base}/export`: the same rows as an .xlsx file (capped, lib/export);
 * - `GET {base}/:id`: one record with its related names in one statement (404 outside the scope);
 * - `GET {base}/:id/history`: its audit trail;
 * - `GET {base}/lookup?q=` (or `?id=`), when the module names its options: twenty records of the
 *   caller's scope matching the list's own search, newest first (a form's link to a record).
 *
 * It returns what the module's services and other routes reuse: `findVisible`/`isVisible` (the
 * scope), `answer` (a record as every write answers it) and `exportRows`.
 */

import type { LookupOption } from '@shared/crud';
import type { PermissionKey } from '@shared/permissions';
import { lookupOption, many, one, page } from '@shared/schemas/api';
import type { TextMatch } from '@shared/schemas/text-match';
import { calendarDate } from '@shared/working-days';
import { and, eq, getTableColumns, type InferSelectModel, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Executor } from '../../db/client';
import { preparedByShape } from '../../db/prepared';
import { renderedColumns } from '../../db/rendered';
import { type Auth, callerOf } from '../../plugins/auth';
import { attachmentTextMatch, textMatches } from '../attachments/text/search';
import { answers, fileAnswer } from '../crud/answers';
import { firstOfTiers, orderBy, tieredPageOf } from '../crud/list';
import { lookupQuery } from '../crud/lookup';
import { idParams, parseId } from '../crud/params';
import { notFound } from '../errors';
import { assertExportable, EXPORT_LIMIT } from '../export/limit';
import { type SpreadsheetColumn, sendSpreadsheet, XLSX_CONTENT_TYPE } from '../export/spreadsheet';
import { registerHistoryRoute } from './history';
import { registerDocumentModule } from './registry';
import { perCaller, type ScopeAccess } from './scope';
import { hasGrants } from './scope-grants';
import { scopedRecords } from './scoped';

type RecordTable = PgTable & { id: PgColumn };

/** What the list asks of the export's rows: scope, filters and search, the order and the cap. */
export interface ExportSelection {
  where: SQL | undefined;
  order: SQL[];
  limit: number;
}

/** An export's query (what a row selects and joins, `.$dynamic()`) narrowed to the list's selection. */
export const exportSelection = <Query extends PgSelect>(query: Query, { where, order, limit }: ExportSelection) =>
  query
    .where(where)
    .orderBy(...order)
    .limit(limit);

/** A select with its joins, before its `where`: the rows it gives once narrowed are `Out`. */
interface ExportQuery<Out> {
  where(where: SQL | undefined): { orderBy(...order: SQL[]): { limit(limit: number): PromiseLike<Out[]> } };
}

interface ExportFile {
  /** The file's name before the date: `ingresos` → `ingresos-2026-11-24.xlsx`. */
  filename: string;
  sheetName: string;
  title?: string;
}

/**
 * The export's rows: `query`, what a row selects and joins (`db.select({…}).from(table)…`), which the
 * reads narrow to the list's selection; or
 * `rows`, when the rows need more than that one query (`exportSelection` narrows its query).
 */
type ExportRows<Query, Out> =
  | { query: (db: Executor, query: Query) => ExportQuery<Out>; rows?: never }
  | { rows: (db: Executor, selection: ExportSelection & { query: Query }) => Promise<Out[]>; query?: never };

export type RecordExport<Query, Out> = ExportFile &
  ExportRows<Query, Out> & {
    columns: () => readonly SpreadsheetColumn<Out>[];
  };

export interface RecordReads<T extends RecordTable, Q extends z.ZodObject, Out> {
  /** The URL segment and audit entity (`entries`). */
  resource: string;
  table: T;
  /** The keys that read the module (list, show, export, history). */
  permissions: readonly PermissionKey[];
  /**
   * Keys that open every record although not named `-all` (the central archive's `-index`: the
   * archive keeps every office's units), so the generated scope proofs leave them out.
   */
  seeAll?: readonly PermissionKey[];
  /** The records the caller may see, or change (lib/records/scope.ts); undefined = all. */
  scope: (caller: Auth, access?: ScopeAccess) => SQL | undefined;
  /** The list's query: `listQuerySchema` extended with the module's filters. */
  query: Q;
  /** Filters of a parsed query (the scope and the search are added). */
  conditions: (query: z.output<Q>, caller: Auth) => (SQL | undefined)[];
  /** The list's `q` (`recordSearch`, scoped-search.ts), searched inside the caller's scope. */
  search?: (q: string | undefined) => SQL | undefined;
  /**
   * `q` also over the text of the record's attachments (docs/text-search.md): without a sort asked,
   * the list answers the records matched by their own fields first (an exact number is one), then
   * by their files', each by the default order, with `text_match` (the page and passage) on each.
   */
  attachmentText?: boolean;
  sortable: Record<string, PgColumn | SQL>;
  defaultSort: string;
  /** Related names selected with each record: `{ as: relatedName(...) }` (names.ts). */
  names: Record<string, SQL>;
  /**
   * What depends on the caller, selected with each record as `names` are (built once per caller):
   * whether another module's scope opens a related record to them, which `present` finds on the row.
   */
  callerNames?: Record<string, (caller: Auth) => SQL>;
  /**
   * What show and the write answers add, selected in the record's own statement: its children
   * as JSON (`jsonRows`, json-rows.ts), e.g. the route sheet; `present` finds them on the row.
   */
  details?: Record<string, SQL>;
  /**
   * The rows as the API answers them, from records with their names; one batched query at most
   * for a page. `detail` for show and write answers (e.g. the route sheet).
   */
  present: (
    db: Executor,
    caller: Auth,
    rows: (InferSelectModel<T> & Record<string, unknown>)[],
    detail: boolean,
  ) => Promise<Record<string, unknown>[]>;
  export: RecordExport<z.output<Q>, Out>;
  /**
   * The record as the API answers it (a named schema of `src/shared/schemas`, with `can`): the
   * list, show, the transitions and the writes declare it and answer through it.
   */
  record?: z.ZodType;
  /** An option of the lookup: the number, and a line that tells it (the subject). */
  lookup?: { label: PgColumn | SQL; description: PgColumn | SQL };
}

const WRITABLE = 'writable_';

/** Show's scope, the caller's `writable` and their names (`callerNames`), in this order. */
type ShowParts = [SQL | undefined, SQL | undefined, ...SQL[]];

const withoutWritable = (row: Record<string, unknown>) => {
  const { [WRITABLE]: _, ...rest } = row;
  return rest;
};

/**
 * A record opened by a grant only: shown, with nothing the caller may do to it, and `read_only`
 * so the screens offer nothing that references it either (file it in a folder).
 */
function readOnly(row: Record<string, unknown>): Record<string, unknown> {
  const can = (row.can ?? {}) as Record<string, boolean>;
  return {
    ...withoutWritable(row),
    read_only: true,
    can: Object.fromEntries(Object.keys(can).map((action) => [action, false])),
  };
}

export function recordReads<T extends RecordTable, Q extends z.ZodObject, Out>(def: RecordReads<T, Q, Out>) {
  const base = `/api/v1/${def.resource}`;
  const { table } = def;
  const scoped = scopedRecords(table, def.scope);
  registerDocumentModule(def.resource, { base, read: def.permissions, seeAll: def.seeAll ?? [], find });
  // The names rendered once: a list builds its select on every request (db/rendered.ts).
  const columns = renderedColumns({ ...getTableColumns(table), ...def.names } as Record<string, PgColumn | SQL>);

  type Row = InferSelectModel<T> & Record<string, unknown>;

  const callerNames = Object.entries(def.callerNames ?? {});
  /**
   * Show's parts with `where`: `writable`, whether the caller may also change the record when a
   * grant may have opened it (a loan: a record seen only through a grant answers every `can`
   * false, `readOnly`), and the caller's names.
   */
  const showParts = (caller: Auth, where: SQL | undefined): ShowParts => {
    const write = hasGrants(def.resource) ? def.scope(caller, 'write') : undefined;
    return [where, write && sql<boolean>`coalesce((${write}), false)`, ...callerNames.map(([, name]) => name(caller))];
  };
  const callerColumns = ([, writable, ...named]: ShowParts) => ({
    ...(writable && { [WRITABLE]: writable }),
    ...Object.fromEntries(callerNames.map(([as], index) => [as, named[index]!])),
  });
  /**
   * What the reads of a request's caller add, built once per caller (scope.ts `perCaller`): the
   * scope, show's parts and the list's columns (the caller's rendered once, db/rendered.ts).
   */
  const callerReads = perCaller((caller) => {
    const scope = def.scope(caller);
    const show = showParts(caller, scope);
    return { scope, show, columns: { ...columns, ...renderedColumns(callerColumns(show)) } };
  });

  async function present(db: Executor, caller: Auth, rows: Row[], detail: boolean) {
    const granted = new Set(rows.filter((row) => row[WRITABLE] === false).map((row) => row.id));
    const presented = await def.present(db, caller, rows, detail);
    return presented.map((row) => (granted.has(row.id) ? readOnly(row) : withoutWritable(row)));
  }

  /**
   * The record with its names and details, in one statement built once per kind of caller (its
   * scope, whether a grant opened the record and its names; db/prepared.ts); show's parts add the
   * scope.
   */
  const show = preparedByShape((db: Executor, ...parts: ShowParts) =>
    db
      .select({ ...columns, ...callerColumns(parts), ...def.details })
      .from(table as PgTable)
      .where(and(eq(table.id, sql.placeholder('id')), parts[0])),
  );
  async function named(db: Executor, parts: ShowParts, id: number) {
    const [row] = await show(db, parts, { id });
    return row as Row | undefined;
  }

  /**
   * The search of `q` as tiers shown one after another: the records matched by their own fields,
   * then those matched only by their files' text (lib/crud/list.ts `tieredPageOf`). An explicit sort
   * or an export takes both as one condition in the sort's order.
   */
  const searched = (q: string | undefined) => {
    const own = def.search?.(q);
    const text = def.attachmentText ? attachmentTextMatch(def.resource, table as PgTable, q) : undefined;
    const tiers = text && own ? [own, and(text, sql`not coalesce((${own}), false)`)] : [own ?? text];
    return {
      tiers,
      /** The last tier is the files' words alone: its count goes through their index (lib/crud/list.ts). */
      byFiles: text !== undefined,
      where: text ? or(own, text) : own,
      rank: text && own ? [sql`coalesce((${own}), false) desc`] : [],
    };
  };
  /** The list's condition and order (`where`, `order`), and the same split in the search's tiers. */
  const selection = (query: z.output<Q>, caller: Auth) => {
    const { q, sort } = query as { q?: string; sort?: string };
    const search = searched(q);
    const { scope, columns } = callerReads(caller);
    const base = [scope, ...def.conditions(query, caller)];
    const order = orderBy(sort, def.sortable, def.defaultSort);
    const split = sort ? [search.where] : search.tiers;
    const tiers = split.map((where, index) => ({
      table: table as PgTable,
      where: and(...base, where),
      order,
      columns,
      countByIndex: !sort && search.byFiles && index === split.length - 1,
    }));
    return { where: and(...base, search.where), order: [...(sort ? [] : search.rank), ...order], tiers };
  };

  /**
   * The global search's part of the module: the list's own selection of `q` (scope, search, rank,
   * order), a few rows as the list presents them, with their files' passages.
   */
  async function find(db: Executor, caller: Auth, q: string, limit: number) {
    const { tiers } = selection(def.query.parse({ q }) as z.output<Q>, caller);
    const rows = await firstOfTiers<Row>(db, tiers, limit);
    const data = await present(db, caller, rows, false);
    const ids = rows.map((row) => row.id as number);
    const matches = def.attachmentText ? await textMatches(db, def.resource, ids, q) : new Map<number, TextMatch>();
    return data.map((row) => ({
      id: row.id as number,
      number: String(row.number ?? ''),
      subject: String(row.subject ?? ''),
      text_match: matches.get(row.id as number) ?? null,
    }));
  }

  async function exportRows(db: Executor, caller: Auth, query: z.output<Q>, limit = EXPORT_LIMIT) {
    const { where, order } = selection(query, caller);
    await assertExportable(db, table as PgTable, where, limit);
    const { export: file } = def;
    if (file.query)
      return file
        .query(db, query)
        .where(where)
        .orderBy(...order)
        .limit(limit);
    return file.rows(db, { where, order, limit, query });
  }

  async function answer(db: Executor, caller: Auth, row: { id: number }) {
    // A write's caller is a copy made for its request (callerAt): nothing to keep for it.
    const found = await named(db, showParts(caller, undefined), row.id);
    if (!found) throw notFound();
    const [data] = await present(db, caller, [found], true);
    return { data: data! };
  }

  async function register(app: FastifyInstance): Promise<void> {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const config = { permissions: def.permissions };

    const { record } = def;
    r.get(
      base,
      { schema: { querystring: def.query, ...answers(200, record && page(record)) }, config },
      async (request) => {
        const caller = callerOf(request);
        const query = request.query as z.output<Q> & { page: number; per_page: number; q?: string; sort?: string };
        const page = await tieredPageOf<Row>(app.db, selection(query, caller).tiers, query);
        const data = await present(app.db, caller, page.data, false);
        if (!def.attachmentText || !query.q) return { ...page, data };
        // Only the page's records, already in the caller's scope, are looked up for passages.
        const matches = await textMatches(
          app.db,
          def.resource,
          page.data.map((row) => row.id as number),
          query.q,
        );
        return { ...page, data: data.map((row) => ({ ...row, text_match: matches.get(row.id as number) ?? null })) };
      },
    );

    // A static path: Fastify matches it before `/:id`, whatever the registration order.
    const xlsx = fileAnswer(`${def.export.title} en Excel.`, XLSX_CONTENT_TYPE);
    r.get(`${base}/export`, { schema: { querystring: def.query, ...xlsx }, config }, async (request, reply) =>
      sendSpreadsheet(reply, {
        filename: `${def.export.filename}-${calendarDate(new Date())}.xlsx`,
        sheetName: def.export.sheetName,
        title: def.export.title,
        columns: def.export.columns(),
        rows: await exportRows(app.db, callerOf(request), request.query as z.output<Q>),
      }),
    );

    const { lookup } = def;
    if (lookup)
      r.get(
        `${base}/lookup`,
        { schema: { querystring: lookupQuery, ...answers(200, many(lookupOption)) }, config },
        async (request) => {
          const caller = callerOf(request);
          const { q, id } = request.query;
          const columns = {
            id: table.id,
            label: sql<string>`${lookup.label}`,
            description: sql<string>`${lookup.description}`,
          };
          const tiers = id
            ? [{ table: table as PgTable, where: and(eq(table.id, id), callerReads(caller).scope), order: [] }]
            : selection(def.query.parse({ q }) as z.output<Q>, caller).tiers;
          const rows = await firstOfTiers<LookupOption>(
            app.db,
            tiers.map((tier) => ({ ...tier, columns })),
            20,
          );
          return { data: rows };
        },
      );

    r.get(
      `${base}/:id`,
      { schema: { params: idParams, ...answers(200, record && one(record)) }, config },
      async (request) => {
        const caller = callerOf(request);
        const found = await named(app.db, callerReads(caller).show, parseId(request.params.id));
        if (!found) throw notFound();
        const [data] = await present(app.db, caller, [found], true);
        return { data };
      },
    );

    await registerHistoryRoute<{ id: number }>(app, {
      base,
      entity: def.resource,
      permissions: def.permissions,
      findVisible: scoped.findVisible as (db: Executor, caller: Auth, id: number) => Promise<{ id: number }>,
    });
  }

  return { ...scoped, base, definition: def, answer, exportRows, register };
}
