/** The disposal's inventory on its page, and the notice that approval waits for the resolution's file. */
import type { RecordContext } from '../../../lib/records/module';
import type { Disposal } from '../archive-disposals.record';
import { InventoryList } from '../InventoryList';

export function InventoryPanel({ record }: RecordContext<Disposal>) {
  const items = record.items ?? [];
  return (
    <section className="panel" aria-labelledby="disposal-inventory-title">
      <h2 id="disposal-inventory-title">
        Inventario de eliminación ({items.length} {items.length === 1 ? 'unidad' : 'unidades'})
      </h2>
      <InventoryList units={items} />
    </section>
  );
}

export function ResolutionNotice({ record }: RecordContext<Disposal>) {
  if (!record.can.approve_pending_file || !record.can.update) return null;
  return (
    <p className="notice notice-info" role="status">
      <i className="pi pi-paperclip" aria-hidden="true" /> Para aprobarla, adjunte la resolución firmada en «Adjuntos».
    </p>
  );
}
