/**
 * Transfers on the Tablero (lib/dashboard): for the archive, the transfers sent and waiting to be
 * received; for an office that prepares them, its drafts still to send and its transfers received
 * in the last month with units rejected (back at the office to fix). Each is the transfers list
 * with a URL query, so a tile counts what its list shows, in the caller's scope. For an office
 * these tiles are also the way to its transfers: the menu has no entry for them.
 */
import { can } from '@shared/permissions';
import { sql } from 'drizzle-orm';
import { archiveTransferItems, archiveTransfers, offices } from '../../db/schema';
import { listTile } from '../../lib/dashboard/list-tile';
import type { DashboardTile, TileContext } from '../../lib/dashboard/tiles';
import { localDay } from '../../lib/days';
import { transferReads } from './archive-transfers.reads';
import { ALL, PREPARE, RECEIVE } from './archive-transfers.scope';

const PATH = '/archive-central/transfers';

/** How far back «recently received» looks. */
export const RECENT_DAYS = 30;

const unitCount = sql`(select count(*) from ${archiveTransferItems} i where i.transfer_id = ${archiveTransfers.id})`;
const plural = (n: typeof unitCount, one: string, many: string) =>
  sql`${n} || case when ${n} = 1 then ${` ${one}`} else ${` ${many}`} end`;
/** «OAJ · 3 unidades». */
const officeAndUnits = sql`(select ${offices.code} from ${offices} where ${offices.id} = ${archiveTransfers.office_id}) || ' · ' || ${plural(unitCount, 'unidad', 'unidades')}`;
const rejectedCount = sql`(select count(*) from ${archiveTransferItems} i where i.transfer_id = ${archiveTransfers.id} and i.decision = 'rechazado')`;

/** The caller's office, when they prepare its transfers (the archive, which sees all, has its own tile). */
const ownOffice = (ctx: TileContext) =>
  can(ctx.caller.permissions, [ALL]) || !ctx.caller.user.office_id ? null : String(ctx.caller.user.office_id);

const daysBefore = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

export const TRANSFER_TILES: readonly DashboardTile[] = [
  listTile(transferReads, {
    id: 'archive-transfers-to-receive',
    group: 'archive',
    order: 5,
    title: 'Transferencias por recibir',
    permissions: RECEIVE,
    path: PATH,
    query: () => ({ state: 'enviada', sort: 'sent_at' }),
    label: archiveTransfers.number,
    description: officeAndUnits,
    date: localDay(archiveTransfers.sent_at),
  }),
  listTile(transferReads, {
    id: 'archive-transfers-drafts',
    group: 'office',
    order: 70,
    title: 'Transferencias en borrador',
    permissions: PREPARE,
    path: PATH,
    query: (ctx) => {
      const office = ownOffice(ctx);
      return office === null ? null : { state: 'borrador', office_id: office, sort: 'transfer_date' };
    },
    label: archiveTransfers.number,
    description: officeAndUnits,
    date: archiveTransfers.transfer_date,
  }),
  listTile(transferReads, {
    id: 'archive-transfers-rejected',
    group: 'office',
    order: 75,
    title: 'Transferencias recibidas con rechazos',
    permissions: PREPARE,
    path: PATH,
    query: (ctx) => {
      const office = ownOffice(ctx);
      return office === null
        ? null
        : {
            state: 'recibida',
            office_id: office,
            rejected: 'true',
            received_from: daysBefore(ctx.today, RECENT_DAYS),
            sort: '-received_at',
          };
    },
    label: archiveTransfers.number,
    description: plural(rejectedCount, 'unidad rechazada', 'unidades rechazadas'),
    date: localDay(archiveTransfers.received_at),
  }),
];
