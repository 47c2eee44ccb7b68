/**
 * "Documentos del control": while a draft, add them by scanning stickers (a USB scanner types the
 * sticker's text and Enter) or by picking pending documents, and take them off; once in route,
 * each item's result — for the courier on a phone, item by item, in two taps.
 */
import { formatQuantity } from '@shared/numbers';
import { ITEM_RESULTS } from '@shared/schemas/delivery';
import { Button } from 'primereact/button';
import { Tag } from 'primereact/tag';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatDate, formatDayTime } from '../../../lib/dates';
import { RemoveButton } from '../../../lib/RemoveButton';
import { recordPath } from '../../../lib/records/columns';
import type { RecordContext } from '../../../lib/records/module';
import { stateSeverity } from '../../../lib/records/tags';
import { useToast } from '../../../lib/toast';
import { type DeliveryControl, type Item, totalsLine } from '../delivery-controls.record';
import { CargoThumbnail } from './CargoThumbnail';
import { NotDeliveredDialog } from './NotDeliveredDialog';
import { PendingDialog } from './PendingDialog';
import { printCargo } from './print';
import { ResultDialog } from './ResultDialog';
import { ScanBox } from './ScanBox';

function lastAttempt(item: Item, reasons: Map<string, string>) {
  const last = item.attempts[item.attempts.length - 1];
  if (!last) return null;
  if (last.result === 'entregado')
    return `Recibió ${last.received_by_name ?? '—'} (DNI ${last.received_by_document ?? '—'}) el ${formatDayTime(last.at)}`;
  if (last.result === 'devuelto')
    return `${reasons.get(last.reason_code ?? '') ?? 'Devuelto'}${last.note ? ` (${last.note})` : ''} — ${formatDayTime(last.at)}`;
  return `Visita ${last.visit}: reintentar${last.note ? ` (${last.note})` : ''} — ${formatDayTime(last.at)}`;
}

function ItemCard({
  control,
  item,
  reasons,
  runner,
  onDeliver,
  onFail,
}: {
  control: DeliveryControl;
  item: Item;
  reasons: Map<string, string>;
  runner: RecordContext<DeliveryControl>['runner'];
  onDeliver: (item: Item) => void;
  onFail: (item: Item) => void;
}) {
  const toast = useToast();
  const pending = item.result === 'pendiente';
  const canRecord = control.can.record && pending;
  const onlyReturn = item.visits >= (control.max_visits ?? 2);
  const copy = item.copy;
  return (
    <li
      className="delivery-item"
      data-result={item.result}
      aria-label={`Documento ${item.position}: ${copy?.document.number ?? ''}`}
    >
      <div className="delivery-item-head">
        <span className="delivery-item-position">{item.position}</span>
        <span className="cell-stack">
          {copy && (
            <Link className="cell-link cell-code" to={recordPath(copy.document.type, copy.document.id)}>
              {copy.document.number}
            </Link>
          )}
          <small className="text-muted">
            {copy && `${formatDate(copy.document.date)} · ${formatQuantity(copy.document.folios, 'folio', 'folios')}`}
          </small>
        </span>
        <Tag severity={stateSeverity(item.result)} value={ITEM_RESULTS[item.result]} />
      </div>
      <p className="delivery-item-recipient">
        <strong>{copy?.recipient}</strong>
        {(copy?.address || copy?.district) && (
          <span className="text-muted">{[copy.address, copy.district].filter(Boolean).join(' — ')}</span>
        )}
      </p>
      {item.attempts.length > 0 && (
        <div className="delivery-item-evidence">
          <p className="delivery-item-last">{lastAttempt(item, reasons)}</p>
          {item.result === 'entregado' && <CargoThumbnail control={control} item={item} />}
        </div>
      )}
      <div className="delivery-item-actions">
        {canRecord && (
          <>
            <Button
              type="button"
              label="Entregado"
              icon="pi pi-check"
              severity="success"
              disabled={onlyReturn}
              onClick={() => onDeliver(item)}
            />
            <Button
              type="button"
              label="No entregado"
              icon="pi pi-times"
              severity="danger"
              outlined
              onClick={() => onFail(item)}
            />
          </>
        )}
        {control.can.remove_item && (
          <RemoveButton
            onClick={() =>
              void runner
                .run({ path: `items/${item.id}/remove` }, 'Documento quitado del control.')
                .catch((e: unknown) => toast.failure(e))
            }
          />
        )}
        <Button
          type="button"
          label="Cargo"
          icon="pi pi-print"
          text
          onClick={() => void printCargo(control, item).catch((e: unknown) => toast.failure(e))}
        />
      </div>
    </li>
  );
}

export function ItemsPanel({ record: control, runner }: RecordContext<DeliveryControl>) {
  const [picking, setPicking] = useState(false);
  const [delivering, setDelivering] = useState<Item | null>(null);
  const [failing, setFailing] = useState<Item | null>(null);
  const items = control.items ?? [];
  const reasons = new Map((control.return_reasons ?? []).map((r) => [r.code, r.name]));
  return (
    <section className="panel delivery-items" aria-label="Documentos del control">
      <header className="panel-heading">
        <h2>Documentos del control</h2>
        <span className="text-muted">{totalsLine(control.totals)}</span>
      </header>
      {control.can.add_items && (
        <div className="delivery-add">
          <ScanBox control={control} />
          <Button type="button" label="Elegir pendientes" icon="pi pi-list" outlined onClick={() => setPicking(true)} />
        </div>
      )}
      {items.length === 0 ? (
        <p className="empty-state">Aún no tiene documentos: lea sus stickers o elija los pendientes.</p>
      ) : (
        <ol className="delivery-item-list">
          {items.map((item) => (
            <ItemCard
              key={item.id}
              control={control}
              item={item}
              reasons={reasons}
              runner={runner}
              onDeliver={setDelivering}
              onFail={setFailing}
            />
          ))}
        </ol>
      )}
      <PendingDialog control={control} runner={runner} visible={picking} onHide={() => setPicking(false)} />
      <ResultDialog control={control} item={delivering} runner={runner} onHide={() => setDelivering(null)} />
      <NotDeliveredDialog control={control} item={failing} runner={runner} onHide={() => setFailing(null)} />
    </section>
  );
}
