/** The output's recipients, each with its delivery state and, while in dispatch, "Registrar entrega". */
import { citizenDocument } from '@shared/schemas/citizens';
import { DELIVERY_STATES } from '@shared/schemas/outputs';
import { Button } from 'primereact/button';
import { Tag } from 'primereact/tag';
import { useState } from 'react';
import { formatDayTime } from '../../../lib/dates';
import type { RecordContext } from '../../../lib/records/module';
import { stateSeverity } from '../../../lib/records/tags';
import type { Output, Recipient } from '../outputs.record';
import { DeliveryDialog } from './DeliveryDialog';

function DeliveryOutcome({ recipient }: { recipient: Recipient }) {
  if (recipient.delivery_state === 'pendiente') return null;
  const when = recipient.delivered_at ? formatDayTime(recipient.delivered_at) : '—';
  const who = [recipient.received_by_name, recipient.received_by_document && `(doc. ${recipient.received_by_document})`]
    .filter(Boolean)
    .join(' ');
  const delivered = recipient.delivery_state === 'entregado';
  return (
    <p className="recipient-outcome">
      <span>
        {delivered
          ? `Entregado el ${when}${who ? ` a ${who}` : ''}`
          : `Devuelto el ${when}${who ? `; atendió ${who}` : ''}`}
      </span>
      {recipient.note && (
        <span className="recipient-note">
          {delivered ? 'Observación' : 'Motivo'}: {recipient.note}
        </span>
      )}
    </p>
  );
}

/** "Destinatarios": a panel of the output's page. */
export function RecipientsPanel({ record: output, runner }: RecordContext<Output>) {
  const [delivering, setDelivering] = useState<Recipient | null>(null);
  const mayDeliver = output.state === 'en_despacho' && output.can.deliver;
  return (
    <section className="panel" aria-labelledby="output-recipients-title">
      <h2 id="output-recipients-title">Destinatarios</h2>
      <ul className="recipient-list">
        {output.recipients.map((recipient) => {
          const name = recipient.citizen?.name ?? `Destinatario n.º ${recipient.citizen_id}`;
          return (
            <li key={recipient.id} className="recipient-card" aria-label={name}>
              <div className="recipient-main">
                <div className="cell-stack">
                  <strong>{name}</strong>
                  {recipient.citizen && <small>{citizenDocument(recipient.citizen)}</small>}
                </div>
                <Tag
                  value={DELIVERY_STATES[recipient.delivery_state]}
                  severity={stateSeverity(recipient.delivery_state)}
                />
              </div>
              <p className="recipient-address">
                <i className="pi pi-map-marker" aria-hidden="true" />{' '}
                {recipient.address ?? <span className="text-muted">Sin dirección registrada</span>}
              </p>
              {recipient.reference && <p className="recipient-reference">{recipient.reference}</p>}
              <DeliveryOutcome recipient={recipient} />
              {mayDeliver && recipient.delivery_state === 'pendiente' && (
                <Button
                  type="button"
                  label="Registrar entrega"
                  icon="pi pi-send"
                  size="small"
                  outlined
                  aria-label={`Registrar entrega a ${name}`}
                  onClick={() => setDelivering(recipient)}
                  className="recipient-action"
                />
              )}
            </li>
          );
        })}
      </ul>
      <DeliveryDialog
        recipient={delivering}
        onHide={() => setDelivering(null)}
        onDeliver={(recipient, delivery) =>
          runner
            .run(
              { path: `recipients/${recipient.id}/deliver`, body: delivery },
              delivery.state === 'devuelto' ? 'Devolución registrada.' : 'Entrega registrada.',
            )
            .then(() => setDelivering(null))
        }
      />
    </section>
  );
}
