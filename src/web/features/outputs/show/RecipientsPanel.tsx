/**
 * The output's recipients, each with its delivery state and, while in dispatch, "Registrar entrega";
 * a returned one's next step at the front desk (receive it, send it again), «Notificar en casilla»
 * for a citizen with a casilla electrónica, and every recipient's delivery history with its cargos
 * and its electronic notification's evidence.
 */
import { citizenDocument } from '@shared/schemas/citizens';
import type { OutputDeliveries } from '@shared/schemas/outputs';
import { DELIVERY_STATES } from '@shared/schemas/outputs';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { confirmDialog } from 'primereact/confirmdialog';
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
import type { OfficeRecipient, Output, Recipient } from '../outputs.record';
import { DeliveryDialog } from './DeliveryDialog';
import { type Cargo, DeliveryHistory } from './DeliveryHistory';
import { ElectronicNotice } from './ElectronicNotice';
import { ReturnDialog, type ReturnStep } from './ReturnDialogs';

function DeliveryOutcome({ recipient }: { recipient: Recipient }) {
  if (recipient.delivery_state === 'pendiente') return null;
  const when = recipient.delivered_at ? formatDayTime(recipient.delivered_at) : '—';
  const who = [recipient.received_by_name, recipient.received_by_document && `(doc. ${recipient.received_by_document})`]
    .filter(Boolean)
    .join(' ');
  if (recipient.delivery_state === 'depositado')
    return (
      <p className="recipient-outcome">
        <span>Depositado en la casilla electrónica: surte efecto cuando el destinatario lo abra.</span>
      </p>
    );
  if (recipient.delivery_state === 'notificado')
    return (
      <p className="recipient-outcome">
        <span>Notificado electrónicamente el {when}</span>
        {recipient.note && <span className="recipient-note">{recipient.note}</span>}
      </p>
    );
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

/** An office addressed (or sent a copy) by a signed output: dispatched internally, received (or returned) by the office. */
function OfficeCopy({ recipient }: { recipient: OfficeRecipient }) {
  const received = recipient.received_at ? formatDayTime(recipient.received_at) : null;
  return (
    <li className="recipient-card" aria-label={recipient.office}>
      <div className="recipient-main">
        <div className="cell-stack">
          <strong>{recipient.office}</strong>
          <small>{recipient.copy ? 'Con copia (c.c.)' : 'Oficina'} · despacho interno, sin papel</small>
        </div>
        <Tag
          value={recipient.delivery_state === 'entregado' ? 'Recibido' : DELIVERY_STATES[recipient.delivery_state]}
          severity={stateSeverity(recipient.delivery_state)}
        />
      </div>
      <p className="recipient-outcome">
        {recipient.dispatched_at === null && <span className="text-muted">Se enviará al despachar la salida.</span>}
        {recipient.dispatched_at !== null && recipient.delivery_state === 'pendiente' && (
          <span>Enviado el {formatDayTime(recipient.dispatched_at)}; la oficina aún no lo recibe.</span>
        )}
        {recipient.delivery_state === 'entregado' && (
          <span>
            Recibido el {received}
            {recipient.received_by && ` por ${recipient.received_by}`}
          </span>
        )}
        {recipient.delivery_state === 'devuelto' && (
          <>
            <span>
              Devuelto el {received}
              {recipient.received_by && ` por ${recipient.received_by}`}
            </span>
            {recipient.note && <span className="recipient-note">Motivo: {recipient.note}</span>}
          </>
        )}
      </p>
    </li>
  );
}

/** «Notificar en casilla»: asks before depositing, since the deposit may be the legal notification. */
function NotifyButton({
  output,
  recipient,
  name,
  runner,
}: { output: Output; recipient: Recipient; name: string } & Pick<RecordContext<Output>, 'runner'>) {
  if (!output.can.notify || recipient.delivery_state !== 'pendiente' || !recipient.casilla) return null;
  const notify = () =>
    confirmDialog({
      header: 'Notificar en la casilla electrónica',
      message: `¿Depositar el documento firmado y sus anexos en la casilla de ${name}? Se le enviará un aviso por correo, sin el documento.`,
      icon: 'pi pi-inbox',
      acceptLabel: 'Notificar',
      rejectLabel: 'Cancelar',
      accept: () =>
        void runner.run(
          { path: `recipients/${recipient.id}/notify`, body: {} },
          'Notificación depositada en la casilla.',
        ),
    });
  return (
    <Button
      type="button"
      label="Notificar en casilla"
      icon="pi pi-inbox"
      size="small"
      outlined
      aria-label={`Notificar en casilla a ${name}`}
      onClick={notify}
      className="recipient-action"
    />
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

/** The constancia de notificación: an attachment of the output, sealed by the institution. */
const constanciaFile = (output: Output, constancia: { id: number; name: string }): Attachment => ({
  ...cargoFile(output, { ...constancia, content_type: 'application/pdf' }),
  url: `/api/v1/outputs/${output.id}/attachments/${constancia.id}`,
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
              <NotifyButton output={output} recipient={recipient} name={name} runner={runner} />
              <DeliveryHistory
                history={deliveries.data?.find((d) => d.recipient_id === recipient.id)}
                onCargo={(c) => setCargo(cargoFile(output, c))}
              />
              <ElectronicNotice
                notice={deliveries.data?.find((d) => d.recipient_id === recipient.id)?.electronic}
                onConstancia={(c) => setCargo(constanciaFile(output, c))}
              />
            </li>
          );
        })}
        {output.office_recipients.map((recipient) => (
          <OfficeCopy key={`office-${recipient.id}`} recipient={recipient} />
        ))}
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
