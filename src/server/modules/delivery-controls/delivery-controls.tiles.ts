/**
 * The delivery controls' tiles on the Tablero (lib/dashboard): a courier's open controls with
 * what is still to deliver on each; for the front desk every open control. Each is the controls
 * list with a URL query.
 */
import { sql } from 'drizzle-orm';
import { deliveryControls, deliveryItems, users } from '../../db/schema';
import { listTile } from '../../lib/dashboard/list-tile';
import type { DashboardTile } from '../../lib/dashboard/tiles';
import { fullName } from '../../lib/records/names';
import { controlReads } from './delivery-controls.reads';
import { CREATE } from './delivery-controls.scope';

const PATH = '/delivery-controls';

/** «3 de 5 por entregar». */
const items = sql`(select count(*) filter (where ${deliveryItems.result} = 'pendiente') || ' de ' || count(*) || ' por entregar' from ${deliveryItems} where ${deliveryItems.control_id} = ${deliveryControls.id})`;

const carrier = sql`coalesce((select ${fullName(users)} from ${users} where ${users.id} = ${deliveryControls.courier_id}), ${deliveryControls.provider})`;

export const DELIVERY_CONTROL_TILES: readonly DashboardTile[] = [
  listTile(controlReads, {
    id: 'delivery-controls-mine',
    group: 'delivery',
    order: 10,
    title: 'Mis controles abiertos',
    path: PATH,
    // Whoever prepares controls sees them all in the front desk's tile.
    query: (ctx) =>
      CREATE.some((key) => ctx.caller.permissions.includes(key)) ? null : { mine: 'true', sort: 'scheduled_date' },
    label: deliveryControls.number,
    description: items,
    date: deliveryControls.scheduled_date,
  }),
  listTile(controlReads, {
    id: 'delivery-controls-open',
    group: 'front-desk',
    order: 50,
    title: 'Controles de entrega abiertos',
    permissions: CREATE,
    path: PATH,
    query: () => ({ open: 'true', sort: 'scheduled_date' }),
    label: deliveryControls.number,
    description: sql`${carrier} || ' · ' || ${items}`,
    date: deliveryControls.scheduled_date,
  }),
];
