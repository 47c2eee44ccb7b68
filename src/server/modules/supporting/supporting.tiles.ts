/**
 * The supporting documents' tile on the Tablero (lib/dashboard): the received ones the caller
 * registered and has not attended yet (issued ones wait for nobody). The supporting entries list
 * with a URL query.
 */
import { listTile } from '../../lib/dashboard/list-tile';
import type { DashboardTile } from '../../lib/dashboard/tiles';
import { localDay } from '../../lib/days';
import type { SupportingKind } from './supporting.kind';
import type { supportingReads } from './supporting.reads';

export function supportingTiles(kind: SupportingKind, reads: ReturnType<typeof supportingReads>): DashboardTile[] {
  if (kind.resource !== 'supporting-entries') return [];
  return [
    listTile(reads, {
      id: `${kind.resource}-pending`,
      group: 'mine',
      order: 70,
      title: 'Doc. de apoyo por atender',
      path: `/${kind.resource}`,
      query: () => ({ mine: 'true', state: 'registrado', sort: 'document_at' }),
      label: kind.table.number,
      description: kind.table.subject,
      date: localDay(kind.table.document_at),
    }),
  ];
}
