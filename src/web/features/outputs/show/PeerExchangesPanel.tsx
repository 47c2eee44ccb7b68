/**
 * "Envío a otras instituciones": each time the output went to a peer institution's registry, with
 * the peer's receipt (its request number and time), its entry number or its refusal with the reason,
 * the delivery's attempts while it waits, and the documents the peer sent answering it; and, while
 * a recipient waits, «Enviar a otra institución». Shown only where there are peers or exchanges.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import {
  PEER_SEND_STATES,
  type PeerExchange,
  type PeerExchanges,
  peerSendInput,
} from '@shared/schemas/peer-institutions';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Tag } from 'primereact/tag';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { api } from '../../../lib/api';
import { formatDayTime } from '../../../lib/dates';
import { SelectField } from '../../../lib/form/SelectField';
import { SubmitButton } from '../../../lib/form/SubmitButton';
import { useFormSubmit } from '../../../lib/form/serverErrors';
import type { RecordContext } from '../../../lib/records/module';
import { useToast } from '../../../lib/toast';
import type { Output } from '../outputs.record';

type Send = z.output<typeof peerSendInput>;
const SEVERITY = {
  pendiente: 'warning',
  recibido: 'info',
  registrado: 'success',
  rechazado: 'danger',
  fallido: 'danger',
} as const;

function ExchangeItem({ exchange }: { exchange: PeerExchange }) {
  return (
    <li className="recipient-card" aria-label={`Envío a ${exchange.peer.name}`}>
      <div className="recipient-main">
        <div className="cell-stack">
          <strong>{exchange.peer.name}</strong>
          <small>RUC {exchange.peer.ruc}</small>
        </div>
        <Tag value={PEER_SEND_STATES[exchange.state]} severity={SEVERITY[exchange.state]} />
      </div>
      {exchange.received_at && (
        <p className="recipient-outcome">
          Recibido el {formatDayTime(exchange.received_at)}: solicitud {exchange.request_number}
        </p>
      )}
      {exchange.entry_number && exchange.registered_at && (
        <p className="recipient-outcome">
          Registrado como ingreso {exchange.entry_number} el {formatDayTime(exchange.registered_at)}
        </p>
      )}
      {exchange.refusal && <p className="recipient-note">Rechazado. Motivo: {exchange.refusal}</p>}
      {exchange.last_error && (
        <p className="text-muted">
          Intentos: {exchange.attempts}. Último error: {exchange.last_error}
        </p>
      )}
      {exchange.replies.map((reply) => (
        <p key={reply.request_id} className="recipient-outcome">
          Respuesta recibida: su documento {reply.output_number}, solicitud{' '}
          <Link to={`/entry-requests/${reply.request_id}`}>{reply.number}</Link>
        </p>
      ))}
    </li>
  );
}

function SendForm({ output, exchanges, onDone }: { output: Output; exchanges: PeerExchanges; onDone: () => void }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const sent = new Set(exchanges.data.filter((e) => e.state !== 'fallido').map((e) => e.recipient_id));
  const recipients = output.recipients
    .filter((r) => r.delivery_state === 'pendiente' && !sent.has(r.id))
    .map((r) => ({ value: r.id, label: r.citizen?.name ?? `Destinatario n.º ${r.citizen_id}` }));
  const form = useForm<z.input<typeof peerSendInput>, unknown, Send>({
    resolver: zodResolver(peerSendInput),
    defaultValues: { recipient_id: recipients[0]?.value, peer_id: exchanges.peers[0]?.id },
  });
  const submit = useFormSubmit(form, async (values) => {
    await api(`/api/v1/outputs/${output.id}/peer-dispatch`, { method: 'POST', body: values });
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: ['outputs', 'record', output.id] }),
      queryClient.invalidateQueries({ queryKey: ['outputs', 'peer-exchanges', output.id] }),
      queryClient.invalidateQueries({ queryKey: ['outputs', 'history', output.id] }),
    ]);
    toast.success('Documento enviado a la institución.');
    onDone();
  });
  return (
    <form className="form" noValidate aria-label="Enviar a otra institución" onSubmit={(event) => void submit(event)}>
      <SelectField control={form.control} name="recipient_id" label="Destinatario" options={recipients} />
      <SelectField
        control={form.control}
        name="peer_id"
        label="Institución que lo recibe"
        options={exchanges.peers.map((p) => ({ value: p.id, label: `${p.name} (RUC ${p.ruc})` }))}
      />
      <p className="text-muted">
        Se envían el PDF firmado, sus anexos y los datos de la salida. La institución responde con su número de
        solicitud, que registra la entrega.
      </p>
      <div className="form-actions">
        <Button type="button" label="Cancelar" text onClick={onDone} />
        <SubmitButton label="Enviar" icon="pi-send" loading={form.formState.isSubmitting} />
      </div>
    </form>
  );
}

/** "Envío a otras instituciones": a panel of the output's page. */
export function PeerExchangesPanel({ record: output }: RecordContext<Output>) {
  const [sending, setSending] = useState(false);
  const exchanges = useQuery<PeerExchanges>({
    queryKey: ['outputs', 'peer-exchanges', output.id, output.version],
    queryFn: ({ signal }) => api<PeerExchanges>(`/api/v1/outputs/${output.id}/peer-exchanges`, { signal }),
  });
  const data = exchanges.data;
  if (!data || (data.data.length === 0 && data.peers.length === 0)) return null;
  const waiting = output.recipients.some(
    (r) => r.delivery_state === 'pendiente' && !data.data.some((e) => e.recipient_id === r.id && e.state !== 'fallido'),
  );
  const maySend =
    data.peers.length > 0 && waiting && ((output.state === 'registrado' && output.can.dispatch) || output.can.deliver);
  return (
    <section className="panel" aria-labelledby="output-peers-title">
      <h2 id="output-peers-title">Envío a otras instituciones</h2>
      {data.data.length === 0 ? (
        <p className="text-muted">Aún no se envió a otra institución.</p>
      ) : (
        <ul className="recipient-list">
          {data.data.map((exchange) => (
            <ExchangeItem key={exchange.id} exchange={exchange} />
          ))}
        </ul>
      )}
      {maySend && (
        <Button
          type="button"
          label="Enviar a otra institución"
          icon="pi pi-globe"
          size="small"
          outlined
          onClick={() => setSending(true)}
          className="recipient-action"
        />
      )}
      <Dialog
        visible={sending}
        onHide={() => setSending(false)}
        header="Enviar a otra institución"
        modal
        closeOnEscape
        breakpoints={{ '767px': '96vw' }}
        style={{ width: '34rem' }}
      >
        {sending && <SendForm output={output} exchanges={data} onDone={() => setSending(false)} />}
      </Dialog>
    </section>
  );
}
