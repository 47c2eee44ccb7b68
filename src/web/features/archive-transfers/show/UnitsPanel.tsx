/** The transfer's units in order: what each is, its dates, folios and metres, where it went and, once received, its decision. */
import { formatMetresUnit } from '@shared/numbers';
import { EXPEDIENT_KINDS } from '@shared/schemas/archive-expedients';
import { TRANSFER_DECISIONS } from '@shared/schemas/archive-transfers';
import { Button } from 'primereact/button';
import { Tag } from 'primereact/tag';
import { Link } from 'react-router';
import type { RecordContext } from '../../../lib/records/module';
import { dateRange, EXPEDIENTS_PATH, type Transfer, type TransferUnit } from '../archive-transfers.record';

const kind = (u: TransferUnit) =>
  `${EXPEDIENT_KINDS[u.kind as keyof typeof EXPEDIENT_KINDS] ?? u.kind}${u.box_number !== null ? ` N.° ${u.box_number}` : ''}`;

function Decision({ unit }: { unit: TransferUnit }) {
  if (!unit.decision) return null;
  return (
    <Tag
      severity={unit.decision === 'aceptado' ? 'success' : 'danger'}
      value={TRANSFER_DECISIONS[unit.decision]}
      className="transfer-decision"
    />
  );
}

export function UnitsPanel({ record, runner }: RecordContext<Transfer>) {
  const units = record.units ?? [];
  const remove = (u: TransferUnit) =>
    runner.runNow({ path: 'remove-item', body: { version: record.version, item_id: u.item_id } }, `${u.code} quitada.`);
  return (
    <section className="panel transfer-units" aria-labelledby="transfer-units-title">
      <h2 id="transfer-units-title">
        Unidades ({units.length}) · {formatMetresUnit(record.linear_metres)} lineales
      </h2>
      {units.length === 0 ? (
        <p className="text-muted">Aún no tiene unidades: agregue las cajas o expedientes cerrados de la oficina.</p>
      ) : (
        <ol className="numbered-list">
          {units.map((u) => (
            <li key={u.item_id} className="numbered-item" aria-label={`Unidad ${u.code}`}>
              <span className="transfer-unit-position">{u.position}</span>
              <div className="transfer-unit-main">
                <span>
                  <Link to={`${EXPEDIENTS_PATH}/${u.id}`} className="cell-link cell-code">
                    {u.code}
                  </Link>{' '}
                  · {kind(u)} <Decision unit={u} />
                </span>
                <span>{u.title}</span>
                <small className="text-muted">
                  {u.series ? `${u.series.code} ${u.series.name}` : 'Sin serie'} · {dateRange(u)} · {u.folios}{' '}
                  {u.folios === 1 ? 'folio' : 'folios'} · {formatMetresUnit(u.metres)}
                  {u.contents.length > 0 && ` · contiene ${u.contents.map((c) => c.code).join(', ')}`}
                  {u.location && ` · ubicada en ${u.location}`}
                </small>
                {u.observation && (
                  <small className={u.decision === 'rechazado' ? 'transfer-rejection' : 'text-muted'}>
                    Observación: {u.observation}
                  </small>
                )}
              </div>
              {record.can.remove_item && (
                <Button
                  type="button"
                  icon="pi pi-times"
                  text
                  severity="danger"
                  aria-label={`Quitar ${u.code}`}
                  title="Quitar de la transferencia"
                  onClick={() => remove(u)}
                  disabled={runner.busy}
                />
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
