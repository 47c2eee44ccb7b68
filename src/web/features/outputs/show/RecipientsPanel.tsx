/**
 * The output's recipients, each with its delivery state and, while in dispatch, "Registrar entrega";
 * a returned one's next step at the front desk (receive it, send it again) and every recipient's
 * delivery history with its cargos.
 */
import { citizenDocument } from '@shared/schemas/citizens';
import type { OutputDeliveries } from '@shared/schemas/outputs';
import { DELIVERY_STATES } from '@shared/schemas/outputs';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Tag } from 'primereact/tag';
import { useState } from 'react';
import { api } from '../../../lib/api';
import type { Attachment } from '../../../lib/attachments/attachments';
import { fetchAttachment } from '../../../lib/attachments/attachments';
import { downloadBlob } from '../../../lib/attachments/blobs';
import { PreviewDialog } from '../../../lib/attachments/PreviewDialog';
import { formatDayTime } from '../../../lib/dates';
import type { RecordContext } from '../../../lib/records/module';
import { stateSeverity } from '../../../lib/records/tags';
import type { Output, Recipient } from '../outputs.record';
import { DeliveryDialog } from './DeliveryDialog';
import { type Cargo, DeliveryHistory } from './DeliveryHistory';
import { ReturnDialog, type ReturnStep } from './ReturnDialogs';

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

/** The output's delivery history, fetched again whenever the output changes. */
function useDeliveries(output: Output) {
  return useQuery<OutputDeliveries>({
    queryKey: ['outputs', 'deliveries', output.id, output.version],
    queryFn: ({ signal }) =>
      api<{ data: OutputDeliveries }>(`/api/v1/outputs/${output.id}/deliveries`, { signal }).then((a) => a.data),
    // The history stays on screen while the changed output's is fetched.
    placeholderData: keepPreviousData,
  });
}

/** A cargo opened through the output (`GET /outputs/:id/cargos/:attachmentId`). */
const cargoFile = (output: Output, cargo: Cargo): Attachment => ({
  id: cargo.id,
  name: cargo.name,
  content_type: cargo.content_type,
  size: 0,
  url: `/api/v1/outputs/${output.id}/cargos/${cargo.id}`,
  created_at: '',
  uploaded_by: null,
  // A cargo is a photo or a scan of paper: it carries no digital signature to check.
  signature_check: null,
  text: null,
});

/** What the front desk may do now with a returned copy: receive its paper, or send it again. */
function ReturnActions({
  output,
  recipient,
  name,
  onStep,
}: {
  output: Output;
  recipient: Recipient;
  name: string;
  onStep: (step: ReturnStep) => void;
}) {
  if (recipient.delivery_state !== 'devuelto') return null;
  if (recipient.return_acknowledged_at === null)
    return output.can.acknowledge_return ? (
      <Button
        type="button"
        label="Recibir devolución"
        icon="pi pi-inbox"
        size="small"
        outlined
        aria-label={`Recibir devolución de ${name}`}
        onClick={() => onStep({ kind: 'acknowledge', recipient })}
        className="recipient-action"
      />
    ) : (
      <p className="text-muted">Devuelto: mesa de partes aún no recibe el documento.</p>
    );
  return (
    <>
      <p className="recipient-outcome">
        Recibido en mesa de partes el {formatDayTime(recipient.return_acknowledged_at)}
      </p>
      {output.can.redispatch && (
        <Button
          type="button"
          label="Volver a despachar"
          icon="pi pi-send"
          size="small"
          outlined
          aria-label={`Volver a despachar a ${name}`}
          onClick={() => onStep({ kind: 'redispatch', recipient })}
          className="recipient-action"
        />
      )}
    </>
  );
}

/** "Destinatarios": a panel of the output's page. */
export function RecipientsPanel({ record: output, runner }: RecordContext<Output>) {
  const [delivering, setDelivering] = useState<Recipient | null>(null);
  const [step, setStep] = useState<ReturnStep | null>(null);
  const [cargo, setCargo] = useState<Attachment | null>(null);
  const deliveries = useDeliveries(output);
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
                {recipient.district && ` — ${recipient.district}`}
              </p>
              {recipient.reference && <p className="recipient-reference">{recipient.reference}</p>}
              <DeliveryOutcome recipient={recipient} />
              <ReturnActions output={output} recipient={recipient} name={name} onStep={setStep} />
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
              <DeliveryHistory
                history={deliveries.data?.find((d) => d.recipient_id === recipient.id)}
                onCargo={(c) => setCargo(cargoFile(output, c))}
              />
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
      <ReturnDialog step={step} onHide={() => setStep(null)} record={output} runner={runner} />
      <PreviewDialog
        attachment={cargo}
        onHide={() => setCargo(null)}
        onDownload={(file) =>
          void fetchAttachment(file, { download: true }).then((blob) => downloadBlob(blob, file.name))
        }
      />
    </section>
  );
}
