/**
 * A recipient's delivery as evidence (`GET /outputs/:id/deliveries`): each attempt on a delivery
 * control (its number, linked when the clerk may open it; the carrier; the result; when it left
 * and closed) with its visits (reason, note, who received it and the signed cargo, opened here
 * through the output), and each return received at the front desk.
 */
import { ATTEMPT_RESULTS, ITEM_RESULTS } from '@shared/schemas/delivery';
import type { DeliveryAttemptView, OutputDeliveries, OutputReturnView } from '@shared/schemas/outputs';
import { Button } from 'primereact/button';
import { Tag } from 'primereact/tag';
import { Link } from 'react-router';
import { formatDayTime } from '../../../lib/dates';
import { recordPath } from '../../../lib/records/columns';
import { stateSeverity } from '../../../lib/records/tags';

export type Cargo = NonNullable<DeliveryAttemptView['visits'][number]['cargo']>;
export type RecipientDeliveries = OutputDeliveries[number];

const where = (address: string | null, district: string | null) =>
  [address, district].filter(Boolean).join(' — ') || 'sin dirección';

function Visit({ visit, onCargo }: { visit: DeliveryAttemptView['visits'][number]; onCargo: (cargo: Cargo) => void }) {
  const receiver = [
    visit.received_by_name,
    visit.received_by_document && `(doc. ${visit.received_by_document})`,
    visit.received_by_position,
  ]
    .filter(Boolean)
    .join(' ');
  const seals = [visit.signed && 'firmado', visit.sealed && 'sellado'].filter(Boolean).join(' y ');
  return (
    <li className="delivery-visit">
      <span>
        Visita {visit.visit} · {formatDayTime(visit.at)} · {ATTEMPT_RESULTS[visit.result]}
        {visit.reason && `: ${visit.reason}`}
      </span>
      {receiver && (
        <span>
          Recibió {receiver}
          {seals && ` · cargo ${seals}`}
        </span>
      )}
      {visit.note && <span className="text-muted">Nota: {visit.note}</span>}
      {visit.cargo && (
        <Button
          type="button"
          label="Ver cargo"
          icon="pi pi-image"
          size="small"
          text
          className="delivery-visit-cargo"
          aria-label={`Ver cargo de la visita ${visit.visit}`}
          onClick={() => visit.cargo && onCargo(visit.cargo)}
        />
      )}
    </li>
  );
}

function Attempt({
  attempt,
  index,
  onCargo,
}: {
  attempt: DeliveryAttemptView;
  index: number;
  onCargo: (cargo: Cargo) => void;
}) {
  const { control } = attempt;
  return (
    <li className="delivery-attempt" aria-label={`Intento ${index + 1}: control ${control.number}`}>
      <div className="delivery-attempt-head">
        <span>
          Intento {index + 1} ·{' '}
          {control.visible ? (
            <Link className="cell-link cell-code" to={recordPath('delivery-controls', control.id)}>
              {control.number}
            </Link>
          ) : (
            <span className="cell-code">{control.number}</span>
          )}
          {attempt.carrier && ` · ${attempt.carrier}`}
        </span>
        <Tag severity={stateSeverity(attempt.result)} value={ITEM_RESULTS[attempt.result]} />
      </div>
      <small className="text-muted">
        {attempt.dispatched_at ? `Salió el ${formatDayTime(attempt.dispatched_at)}` : 'Aún no sale'}
        {attempt.closed_at && ` · cerrado el ${formatDayTime(attempt.closed_at)}`}
      </small>
      {attempt.visits.length > 0 && (
        <ul className="delivery-visits">
          {attempt.visits.map((visit) => (
            <Visit key={visit.visit} visit={visit} onCargo={onCargo} />
          ))}
        </ul>
      )}
    </li>
  );
}

function Return({ entry }: { entry: OutputReturnView }) {
  return (
    <li className="delivery-return">
      <span>
        Devolución recibida en mesa de partes por {entry.acknowledged_by} el {formatDayTime(entry.acknowledged_at)}
        {entry.note && ` — ${entry.note}`}
      </span>
      {entry.redispatched_at && (
        <span>
          Vuelto a despachar el {formatDayTime(entry.redispatched_at)}
          {entry.redispatched_by && ` por ${entry.redispatched_by}`} a {where(entry.address, entry.district)} (antes:{' '}
          {where(entry.previous_address, entry.previous_district)})
        </span>
      )}
    </li>
  );
}

/** The attempts and returns of one recipient, oldest first; nothing before its first control. */
export function DeliveryHistory({
  history,
  onCargo,
}: {
  history: RecipientDeliveries | undefined;
  onCargo: (cargo: Cargo) => void;
}) {
  if (!history || (history.attempts.length === 0 && history.returns.length === 0)) return null;
  return (
    <div className="delivery-history">
      <h3>Historial de entrega</h3>
      <ol className="delivery-attempts">
        {history.attempts.map((attempt, i) => (
          <Attempt key={attempt.item_id} attempt={attempt} index={i} onCargo={onCargo} />
        ))}
      </ol>
      {history.returns.length > 0 && (
        <ul className="delivery-returns">
          {history.returns.map((entry) => (
            <Return key={entry.acknowledged_at} entry={entry} />
          ))}
        </ul>
      )}
    </div>
  );
}
