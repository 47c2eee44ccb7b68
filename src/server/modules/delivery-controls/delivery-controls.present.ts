/** How a delivery control is shown: its names, its items with their copies and visits, totals and `can`. */

import type { DeliveryKind } from '@shared/schemas/delivery';
import { asc, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { deliveryAttempts, deliveryControls, deliveryItems } from '../../db/schema';
import { forIds } from '../../lib/records/children';
import { officeName, personName } from '../../lib/records/names';
import { getSettings } from '../../lib/settings/settings';
import type { Auth } from '../../plugins/auth';
import { type CopyView, copiesByIds } from './delivery-controls.copies';
import type { DeliveryControlRow } from './delivery-controls.scope';
import { controlTransitions } from './delivery-controls.transitions';

export const CONTROL_NAMES = {
  courier: personName(deliveryControls.courier_id),
  office: officeName(deliveryControls.office_id),
  registered_by_user: personName(deliveryControls.registered_by),
};

type Attempt = typeof deliveryAttempts.$inferSelect;

export interface ItemView {
  id: number;
  position: number;
  copy_id: number;
  result: string;
  visits: number;
  copy: CopyView | null;
  attempts: Omit<Attempt, 'item_id'>[];
}

/** The items of some controls with their copies and visits, in order. */
export async function itemsOf(db: Executor, controls: Pick<DeliveryControlRow, 'id' | 'kind'>[]) {
  if (controls.length === 0) return new Map<number, ItemView[]>();
  const items = await db
    .select()
    .from(deliveryItems)
    .where(
      inArray(
        deliveryItems.control_id,
        controls.map((c) => c.id),
      ),
    )
    .orderBy(asc(deliveryItems.position));
  const attempts = await forIds(items, () =>
    db
      .select()
      .from(deliveryAttempts)
      .where(
        inArray(
          deliveryAttempts.item_id,
          items.map((i) => i.id),
        ),
      )
      .orderBy(asc(deliveryAttempts.visit)),
  );
  const copyId = (i: (typeof items)[number]) => (i.entry_movement_id ?? i.output_recipient_id)!;
  const copies = new Map<DeliveryKind, Map<number, CopyView>>();
  for (const kind of ['interno', 'externo'] as const) {
    const ids = items
      .filter((i) => (kind === 'interno' ? i.entry_movement_id : i.output_recipient_id) !== null)
      .map(copyId);
    copies.set(kind, await copiesByIds(db, kind, ids));
  }
  const byControl = new Map<number, ItemView[]>();
  for (const item of items) {
    const kind: DeliveryKind = item.entry_movement_id !== null ? 'interno' : 'externo';
    const list = byControl.get(item.control_id) ?? [];
    list.push({
      id: item.id,
      position: item.position,
      copy_id: copyId(item),
      result: item.result,
      visits: item.visits,
      copy: copies.get(kind)?.get(copyId(item)) ?? null,
      attempts: attempts.filter((a) => a.item_id === item.id).map(({ item_id: _i, ...a }) => a),
    });
    byControl.set(item.control_id, list);
  }
  return byControl;
}

/** Totals of a control's items: how many, folios, and how many per result. */
export function totalsOf(items: ItemView[]) {
  const count = (result: string) => items.filter((i) => i.result === result).length;
  return {
    items: items.length,
    folios: items.reduce((sum, i) => sum + (i.copy?.document.folios ?? 0), 0),
    entregado: count('entregado'),
    devuelto: count('devuelto'),
    pendiente: count('pendiente'),
  };
}

type Names = { courier?: { names: string; surnames: string } | null };

/** The line that stands for a subject: kind, zone and who carries it. */
function summaryOf(row: DeliveryControlRow & Names): string {
  const carrier = row.courier ? `${row.courier.names} ${row.courier.surnames}` : (row.provider ?? '');
  const kind = row.kind === 'interno' ? 'A oficinas' : 'A destinatarios';
  return [kind, row.zone, carrier].filter(Boolean).join(' · ');
}

/** Rows as the API shows them: items (detail only), totals and `can`. */
export async function present(db: Executor, caller: Auth, rows: DeliveryControlRow[], detail: boolean) {
  const items = await itemsOf(db, rows);
  // What the courier's screen offers: the return reasons and the visits before only a return remains.
  const delivery = detail ? (await getSettings(db)).delivery : null;
  return rows.map((row) => {
    const list = items.get(row.id) ?? [];
    return {
      ...row,
      subject: summaryOf(row as DeliveryControlRow & Names),
      ...(delivery && { items: list, return_reasons: delivery.return_reasons, max_visits: delivery.max_visits }),
      totals: totalsOf(list),
      can: controlTransitions.abilities(caller, row, null),
    };
  });
}
