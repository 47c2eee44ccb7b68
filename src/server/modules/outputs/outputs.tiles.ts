/**
 * The outputs' tiles on the Tablero (lib/dashboard): the caller's outputs still to dispatch; for
 * the front desk today's registrations and the returned outputs to handle (for an office head,
 * their office's). Each is the outputs list with a URL query.
 */
import { outputs } from '../../db/schema';
import { listTile } from '../../lib/dashboard/list-tile';
import type { DashboardTile, TileContext } from '../../lib/dashboard/tiles';
import { localDay } from '../../lib/days';
import type { Auth } from '../../plugins/auth';
import { outputReads } from './outputs.reads';

const PATH = '/outputs';
const row = { label: outputs.number, description: outputs.subject, date: localDay(outputs.issued_at) };
const seesAll = (caller: Auth) => caller.permissions.includes('outputs-all') || caller.permissions.includes('admin');
const returned = { state: 'devuelto', sort: '-issued_at' };

export const OUTPUT_TILES: readonly DashboardTile[] = [
  listTile(outputReads, {
    id: 'outputs-mine',
    group: 'mine',
    order: 40,
    title: 'Salidas por despachar',
    path: PATH,
    query: () => ({ mine: 'true', state: 'registrado', sort: 'issued_at' }),
    ...row,
  }),
  listTile(outputReads, {
    id: 'outputs-today',
    group: 'front-desk',
    order: 20,
    title: 'Salidas registradas hoy',
    permissions: ['outputs-create'],
    path: PATH,
    query: (ctx) => ({ from: ctx.today, to: ctx.today, sort: '-issued_at' }),
    ...row,
  }),
  listTile(outputReads, {
    id: 'outputs-returned',
    group: 'front-desk',
    order: 60,
    title: 'Devoluciones por atender',
    // The front desk, which issues outputs for the whole organisation; not whoever only reads them all (the archive).
    permissions: ['outputs-create'],
    path: PATH,
    query: () => returned,
    ...row,
  }),
  listTile(outputReads, {
    id: 'outputs-office-returned',
    group: 'office',
    order: 50,
    title: 'Salidas devueltas',
    permissions: ['outputs-index'],
    path: PATH,
    query: (ctx: TileContext) => {
      const office = ctx.caller.user.office_id ?? null;
      return office === null || seesAll(ctx.caller) ? null : { ...returned, office_id: String(office) };
    },
    ...row,
  }),
];
