/** How a transfer is shown: its names, units, linear metres, what was accepted and rejected, and `can`. */
import { totalMetres } from '@shared/schemas/archive-transfers';
import type { Executor } from '../../db/client';
import { archiveTransfers } from '../../db/schema';
import { officeName, personName } from '../../lib/records/names';
import { getSettings } from '../../lib/settings/settings';
import type { Auth } from '../../plugins/auth';
import { transferUnits } from './archive-transfers.contents';
import type { TransferRow } from './archive-transfers.scope';
import { transferTransitions } from './archive-transfers.transitions';

export const TRANSFER_NAMES = {
  office: officeName(archiveTransfers.office_id),
  created_by_user: personName(archiveTransfers.created_by),
  sent_by_user: personName(archiveTransfers.sent_by),
  received_by_user: personName(archiveTransfers.received_by),
};

export async function present(db: Executor, caller: Auth, rows: TransferRow[], detail: boolean) {
  if (rows.length === 0) return [];
  const [contextOf, units, settings] = await Promise.all([
    transferTransitions.table.context(db, rows),
    transferUnits(
      db,
      rows.map((r) => r.id),
    ),
    getSettings(db),
  ]);
  return rows.map((row) => {
    const own = units.filter((u) => u.transfer_id === row.id);
    return {
      ...row,
      subject: `Transferencia de ${own.length} ${own.length === 1 ? 'unidad' : 'unidades'}`,
      unit_count: own.length,
      linear_metres: totalMetres(own),
      accepted_count: own.filter((u) => u.decision === 'aceptado').length,
      rejected_count: own.filter((u) => u.decision === 'rechazado').length,
      ...(detail && { units: own, inventory_format: settings.archive.transfer_inventory }),
      can: transferTransitions.abilities(caller, row, contextOf(row)),
    };
  });
}
