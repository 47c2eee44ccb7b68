/** The folders' reads (lib/records/reads.ts): list, show, export and history from one definition. */
import { listQuerySchema } from '@shared/crud';
import { FOLDER_ITEM_TYPES, FOLDER_STATES, FOLDER_VISIBILITIES, folderRecord } from '@shared/schemas/folders';
import { queryId } from '@shared/zod';
import { eq, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../db/client';
import { folderItems, folders, offices, users } from '../../db/schema';
import { searchCondition, stateIs } from '../../lib/crud/list';
import { field, labelled } from '../../lib/export/spreadsheet';
import { codeDashName, fullName } from '../../lib/records/names';
import { recordReads } from '../../lib/records/reads';
import type { Auth } from '../../plugins/auth';
import { FOLDER_NAMES, present } from './folders.present';
import { folderScope, READ } from './folders.scope';

const keys = <T extends Record<string, string>>(o: T) => Object.keys(o) as [keyof T & string, ...(keyof T & string)[]];

export const folderListQuery = listQuerySchema.extend({
  state: z.enum(keys(FOLDER_STATES)).optional(),
  visibility: z.enum(keys(FOLDER_VISIBILITIES)).optional(),
  mine: z.enum(['true', 'false']).optional(),
  /** Only the folders the caller may file into (open, and theirs or their office's to change). */
  writable: z.enum(['true', 'false']).optional(),
  /** The folders holding this record. */
  item_type: z.enum(keys(FOLDER_ITEM_TYPES)).optional(),
  item_id: queryId().optional(),
});
type FolderListQuery = z.output<typeof folderListQuery>;

/** The folders the caller may change (folders.scope.ts `canChange`, as SQL). */
function writable(caller: Auth): SQL {
  if (caller.permissions.includes('admin')) return sql`${folders.state} = 'abierta'`;
  const office = caller.user.office_id ?? null;
  const officeWide =
    office !== null && caller.permissions.includes('folders-update')
      ? sql`(${folders.visibility} = 'oficina' and ${folders.office_id} = ${office})`
      : sql`false`;
  return sql`(${folders.state} = 'abierta' and (${folders.owner_id} = ${caller.user.id} or ${officeWide}))`;
}

function conditions(f: FolderListQuery, caller: Auth): (SQL | undefined)[] {
  return [
    f.state ? stateIs(folders.state, f.state) : undefined,
    f.visibility ? eq(folders.visibility, f.visibility) : undefined,
    f.mine === 'true' ? eq(folders.owner_id, caller.user.id) : undefined,
    f.writable === 'true' ? writable(caller) : undefined,
    f.item_type && f.item_id
      ? sql`exists (select 1 from ${folderItems} i where i.folder_id = folders.id and i.item_type = ${f.item_type} and i.item_id = ${f.item_id})`
      : undefined,
    searchCondition(f.q, [folders.name, sql`coalesce(${folders.description}, '')`]),
  ];
}

export const folderReads = recordReads({
  record: folderRecord,
  resource: 'folders',
  table: folders,
  permissions: READ,
  scope: folderScope,
  query: folderListQuery,
  conditions,
  sortable: { id: folders.id, name: folders.name, created_at: folders.created_at, updated_at: folders.updated_at },
  defaultSort: '-updated_at',
  names: FOLDER_NAMES,
  present,
  export: {
    filename: 'carpetas',
    sheetName: 'Carpetas',
    title: 'Carpetas de apoyo',
    query: (db: Executor) =>
      db
        .select({
          name: folders.name,
          description: folders.description,
          office: codeDashName(offices),
          owner: fullName(users),
          visibility: folders.visibility,
          state: folders.state,
          items: sql<number>`(select count(*)::int from ${folderItems} i where i.folder_id = folders.id)`,
          created_at: folders.created_at,
        })
        .from(folders)
        .innerJoin(offices, eq(offices.id, folders.office_id))
        .innerJoin(users, eq(users.id, folders.owner_id)),
    columns: () => [
      field('Carpeta', 'name'),
      field('Descripción', 'description'),
      field('Oficina', 'office'),
      field('Responsable', 'owner'),
      labelled('Tipo', FOLDER_VISIBILITIES, 'visibility'),
      labelled('Estado', FOLDER_STATES, 'state'),
      field('Documentos', 'items', 12),
      field('Creada', 'created_at'),
    ],
  },
});
