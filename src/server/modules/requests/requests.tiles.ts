/**
 * The requests' tiles on the Tablero (lib/dashboard), per kind: the operators' queue (front
 * desk), the caller's observed requests to correct, and an office's requests still waiting.
 * Each is the kind's list with a URL query.
 */
import { requests } from '../../db/schema';
import { listTile } from '../../lib/dashboard/list-tile';
import type { DashboardTile } from '../../lib/dashboard/tiles';
import { localDay } from '../../lib/days';
import type { requestModule } from './requests.module';
import { readKeys } from './requests.scope';

type RequestModule = ReturnType<typeof requestModule>;

const row = { label: requests.number, description: requests.subject, date: localDay(requests.submitted_at) };

/** `order` places the kind's tiles (entry requests before output requests). */
export function requestTiles({ def, reads }: RequestModule, order: number): DashboardTile[] {
  const path = `/${def.resource}`;
  const plural = def.kind === 'entry' ? 'Solicitudes de ingreso' : 'Solicitudes de salida';
  return [
    listTile(reads, {
      id: `${def.resource}-queue`,
      group: 'front-desk',
      order: 30 + order,
      title: `${plural} por atender`,
      permissions: [def.keys.assign],
      path,
      query: () => ({ queue: 'true', sort: 'submitted_at' }),
      ...row,
    }),
    listTile(reads, {
      id: `${def.resource}-observed`,
      group: 'mine',
      order: 50 + order,
      title: `${plural} observadas`,
      permissions: readKeys(def),
      path,
      query: () => ({ mine: 'true', state: 'observada', sort: '-submitted_at' }),
      ...row,
    }),
    listTile(reads, {
      id: `${def.resource}-office`,
      group: 'office',
      order: 40 + order,
      title: `${plural} en espera`,
      permissions: [def.keys.index],
      path,
      // The operators see the whole queue in its own tile.
      query: (ctx) => {
        const office = ctx.caller.user.office_id ?? null;
        if (office === null || ctx.caller.permissions.includes(def.keys.assign)) return null;
        return { office_id: String(office), queue: 'true', sort: 'submitted_at' };
      },
      ...row,
    }),
  ];
}
