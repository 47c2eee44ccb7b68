/**
 * Loans on the Tablero (lib/dashboard): for the archive, the loans past their date and the active
 * ones by the date they are due back; for an office head, the loans of their office's items waiting
 * for their authorisation; for anyone holding one, their own active loans. Each is the permissions
 * list with a URL query, so a tile counts what its list shows, in the caller's scope.
 */
import { can } from '@shared/permissions';
import { PERMISSION_ITEM_KINDS } from '@shared/schemas/archive-temporary-permissions';
import { sql } from 'drizzle-orm';
import { archiveTemporaryPermissions, users } from '../../db/schema';
import { listTile } from '../../lib/dashboard/list-tile';
import type { DashboardTile } from '../../lib/dashboard/tiles';
import { fullName } from '../../lib/records/names';
import { permissionReads } from './archive-temporary-permissions.reads';
import { INDEX, UPDATE } from './archive-temporary-permissions.scope';

const PATH = '/archive-central/permissions';

const kindName = sql`(case ${archiveTemporaryPermissions.item_kind} ${sql.join(
  Object.entries(PERMISSION_ITEM_KINDS).map(([kind, name]) => sql`when ${kind} then ${name}`),
  sql` `,
)} end)`;
/** «Expediente C-0012 · Lucía Pérez Castillo». */
const itemAndHolder = sql`${kindName} || ' ' || ${archiveTemporaryPermissions.item_label} || ' · ' || (select ${fullName(users)} from ${users} where ${users.id} = ${archiveTemporaryPermissions.holder_id})`;

const ARCHIVE = [...UPDATE, INDEX] as const;
const archive = (permissionsOf: readonly string[]) => can(permissionsOf, [...ARCHIVE]);

export const PERMISSION_TILES: readonly DashboardTile[] = [
  listTile(permissionReads, {
    id: 'archive-permissions-overdue',
    group: 'archive',
    order: 10,
    title: 'Préstamos vencidos',
    permissions: ARCHIVE,
    path: PATH,
    query: () => ({ overdue: 'true', sort: 'until_on' }),
    label: archiveTemporaryPermissions.number,
    description: itemAndHolder,
    date: archiveTemporaryPermissions.until_on,
  }),
  listTile(permissionReads, {
    id: 'archive-permissions-active',
    group: 'archive',
    order: 20,
    title: 'Préstamos vigentes, por fecha de devolución',
    permissions: ARCHIVE,
    path: PATH,
    query: () => ({ state: 'vigente', sort: 'until_on' }),
    label: archiveTemporaryPermissions.number,
    description: itemAndHolder,
    date: archiveTemporaryPermissions.until_on,
  }),
  listTile(permissionReads, {
    id: 'archive-permissions-to-authorize',
    group: 'office',
    order: 60,
    title: 'Préstamos por autorizar',
    path: PATH,
    // The archive sees these among its own; an office head authorises their office's items.
    // (`-show` is the heads' key; a worker who only requests loans has nothing to authorise).
    query: (ctx) =>
      archive(ctx.caller.permissions) || !ctx.caller.permissions.includes('archive-temporary-permission-show')
        ? null
        : { state: 'por_autorizar', sort: 'created_at' },
    label: archiveTemporaryPermissions.number,
    description: itemAndHolder,
    date: archiveTemporaryPermissions.until_on,
  }),
  listTile(permissionReads, {
    id: 'archive-permissions-mine',
    group: 'mine',
    order: 80,
    title: 'Mis préstamos del archivo',
    path: PATH,
    query: (ctx) =>
      archive(ctx.caller.permissions)
        ? null
        : { holder_id: String(ctx.caller.user.id), state: 'vigente', sort: 'until_on' },
    label: archiveTemporaryPermissions.number,
    description: itemAndHolder,
    date: archiveTemporaryPermissions.until_on,
  }),
];
