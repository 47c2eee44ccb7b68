/** How a disposal is shown: its names, its inventory's totals, `can`, and on show the inventory itself. */
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { archiveDisposalItems, archiveDisposals, archiveExpedients } from '../../db/schema';
import { officeName, personName } from '../../lib/records/names';
import type { Auth } from '../../plugins/auth';
import type { DisposalRow } from './archive-disposals.scope';
import { disposalTransitions } from './archive-disposals.transitions';
import { inventoryOf } from './archive-disposals.units';

// `archive_disposals.id` spelled out where a bare column would name the subquery's own table.
export const DISPOSAL_NAMES = {
  office: officeName(archiveDisposals.office_id),
  created_by_user: personName(archiveDisposals.created_by),
  approved_by_user: personName(archiveDisposals.approved_by),
  executed_by_user: personName(archiveDisposals.executed_by),
  totals: sql<{
    units: number;
    kept: number;
    folios: number;
  }>`(select json_build_object('units', count(*), 'kept', count(*) filter (where i.keep), 'folios', coalesce(sum(e.folios), 0)) from ${archiveDisposalItems} i join ${archiveExpedients} e on e.id = i.expedient_id where i.disposal_id = archive_disposals.id)`,
};

export async function present(db: Executor, caller: Auth, rows: DisposalRow[], detail: boolean) {
  if (rows.length === 0) return [];
  const contextOf = await disposalTransitions.table.context(db, rows);
  return Promise.all(
    rows.map(async (row) => {
      const context = contextOf(row);
      return {
        ...row,
        // What the records template shows of every document: a number and a subject.
        subject: row.notes ?? 'Inventario de eliminación',
        resolution_files: context.files,
        ...(detail && { items: await inventoryOf(db, row.id) }),
        can: disposalTransitions.abilities(caller, row, context),
      };
    }),
  );
}
