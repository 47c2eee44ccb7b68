/**
 * One webhook: its URL, events and office; edit, (de)activate and rotate its signing secret (the
 * new one shown once); and its delivery log — state, attempts, last HTTP status, latency and the
 * answer's first characters — with «Reenviar» (same webhook id).
 */
import { WEBHOOK_DELIVERY_STATES, WEBHOOK_EVENTS, type WebhookDelivery } from '@shared/schemas/webhooks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { ConfirmDialog, confirmDialog } from 'primereact/confirmdialog';
import { DataTable } from 'primereact/datatable';
import { Tag } from 'primereact/tag';
import { useState } from 'react';
import { api, errorMessage } from '../../lib/api';
import { useRecordCommand } from '../../lib/crud/commands';
import { useLookupOption } from '../../lib/crud/hooks';
import { RecordStatusActions } from '../../lib/crud/RecordStatusActions';
import { ShowHeader, showPage } from '../../lib/crud/ShowPage';
import { formatDayTime } from '../../lib/dates';
import { LoadError } from '../../lib/LoadError';
import { OneTimeSecretDialog } from '../../lib/OneTimeSecretDialog';
import { DataItem as Item } from '../../lib/records/RecordData';
import { useToast } from '../../lib/toast';
import { SECRET_WARNING, type WebhookRecord } from './types';

const STATE_SEVERITY = { pendiente: 'warning', entregado: 'success', fallido: 'danger' } as const;

function WebhookDetail({ record: webhook }: { record: WebhookRecord }) {
  const office = useLookupOption('offices', webhook.office_id);
  const command = useRecordCommand('webhooks', webhook.id);
  const toast = useToast();
  const [secret, setSecret] = useState<string | null>(null);
  const rotate = () =>
    command
      .mutateAsync({ path: 'rotate-secret', body: { version: webhook.version } })
      .then((answer) => setSecret((answer.data as unknown as { secret: string }).secret))
      .catch((error: unknown) => toast.error(errorMessage(error)));
  return (
    <div className="page">
      <ShowHeader
        trail={[{ to: '/webhooks', label: 'Webhooks' }]}
        code={webhook.name}
        title={webhook.name}
        subtitle="Webhook de integración"
        actions={
          <div className="show-actions">
            <Button
              type="button"
              label="Rotar secreto"
              icon="pi pi-refresh"
              outlined
              loading={command.isPending}
              onClick={() =>
                confirmDialog({
                  header: 'Rotar secreto',
                  message:
                    'Se generará un secreto nuevo y el actual dejará de valer: las próximas entregas se firmarán con el nuevo. ¿Continuar?',
                  icon: 'pi pi-exclamation-triangle',
                  acceptLabel: 'Rotar',
                  rejectLabel: 'Cancelar',
                  accept: () => void rotate(),
                })
              }
            />
            <RecordStatusActions
              resource="webhooks"
              record={webhook}
              label={webhook.name}
              editPath={`/webhooks/${webhook.id}/edit`}
            />
          </div>
        }
      />
      <section className="panel" aria-label="Datos del webhook">
        <dl className="detail-grid">
          <Item label="URL" wide>
            <code>{webhook.url}</code>
          </Item>
          <Item label="Oficina">{webhook.office_id === null ? 'Todas' : office.data?.label}</Item>
          <Item label="Estado">
            {webhook.active ? <Tag severity="success" value="Activo" /> : <Tag severity="secondary" value="Inactivo" />}
          </Item>
          {webhook.disabled_reason && <Item label="Motivo">{webhook.disabled_reason}</Item>}
          <Item label="Eventos" wide>
            {webhook.events.map((event) => WEBHOOK_EVENTS[event]).join(', ')}
          </Item>
        </dl>
      </section>
      <DeliveryLog webhook={webhook} />
      <OneTimeSecretDialog
        secret={secret}
        header="Secreto de firma nuevo"
        warning={SECRET_WARNING}
        owner={
          <>
            Webhook: <strong>{webhook.name}</strong>
          </>
        }
        confirmLabel="Entendido, ya lo copié"
        copiedLabel="Copiado"
        onClose={() => setSecret(null)}
      />
      <ConfirmDialog />
    </div>
  );
}

function DeliveryLog({ webhook }: { webhook: WebhookRecord }) {
  const key = ['webhooks', 'deliveries', webhook.id];
  const queryClient = useQueryClient();
  const toast = useToast();
  const log = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => api<{ data: WebhookDelivery[] }>(`/api/v1/webhooks/${webhook.id}/deliveries`, { signal }),
    refetchInterval: 5_000,
  });
  const redeliver = useMutation({
    mutationFn: (delivery: WebhookDelivery) =>
      api(`/api/v1/webhooks/${webhook.id}/deliveries/${delivery.id}/redeliver`, { method: 'POST' }),
    onSuccess: () => {
      toast.success('Entrega puesta en cola: se reenviará con el mismo identificador.');
      void queryClient.invalidateQueries({ queryKey: key });
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  return (
    <section className="panel table-card" aria-label="Registro de entregas">
      <h2 className="delivery-log-title">Registro de entregas</h2>
      {log.error ? (
        <LoadError error={log.error} onRetry={() => void log.refetch()} />
      ) : (
        <DataTable
          value={log.data?.data ?? []}
          loading={log.isLoading}
          dataKey="id"
          emptyMessage="Aún no hay entregas."
          size="small"
        >
          <Column header="Fecha" body={(d: WebhookDelivery) => formatDayTime(d.created_at)} />
          <Column
            header="Evento"
            body={(d: WebhookDelivery) => WEBHOOK_EVENTS[d.event_type as keyof typeof WEBHOOK_EVENTS] ?? d.event_type}
          />
          <Column
            header="Estado"
            body={(d: WebhookDelivery) => (
              <Tag severity={STATE_SEVERITY[d.state]} value={WEBHOOK_DELIVERY_STATES[d.state]} />
            )}
          />
          <Column header="Intentos" field="attempts" />
          <Column header="HTTP" body={(d: WebhookDelivery) => d.last_status ?? '—'} />
          <Column
            header="Latencia"
            body={(d: WebhookDelivery) => (d.last_latency_ms === null ? '—' : `${d.last_latency_ms} ms`)}
          />
          <Column
            header="Respuesta"
            className="hide-mobile"
            headerClassName="hide-mobile"
            body={(d: WebhookDelivery) => <span className="cell-clamp">{d.last_response || '—'}</span>}
          />
          <Column
            header="Acciones"
            body={(d: WebhookDelivery) => (
              <Button
                type="button"
                label="Reenviar"
                icon="pi pi-replay"
                size="small"
                text
                disabled={redeliver.isPending}
                aria-label={`Reenviar la entrega del ${formatDayTime(d.created_at)}`}
                onClick={() => redeliver.mutate(d)}
              />
            )}
          />
        </DataTable>
      )}
    </section>
  );
}

export default showPage<WebhookRecord>('webhooks', WebhookDetail);
