/**
 * One output ("Salida SAL-2026-000045"): its data, the recipients and their delivery, the actions
 * its `can` allows, the entry it answers, attachments and history.
 */
import { OUTPUT_STATES } from '@shared/schemas/outputs';
import { useQueryClient } from '@tanstack/react-query';
import { ConfirmDialog } from 'primereact/confirmdialog';
import { Message } from 'primereact/message';
import { Tag } from 'primereact/tag';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../../lib/api';
import { AttachmentsPanel } from '../../../lib/attachments/AttachmentsPanel';
import { HistoryPanel } from '../../../lib/crud/HistoryPanel';
import { useResourceRecord } from '../../../lib/crud/hooks';
import { StaleMessage } from '../../../lib/crud/StaleMessage';
import { LoadError } from '../../../lib/LoadError';
import { Spinner } from '../../../lib/Spinner';
import ErrorPage from '../../errors/ErrorPage';
import { useOutputRunner } from '../api';
import { type Output, stateSeverity } from '../output';
import { OUTPUT_FIELD_LABELS, OUTPUT_HISTORY_ACTIONS, outputHistoryFormats } from './history';
import '../outputs.css';
import { OutputActions } from './OutputActions';
import { OutputData } from './OutputData';
import { RecipientsPanel } from './RecipientsPanel';

export default function OutputShowPage() {
  const id = Number(useParams().id);
  const record = useResourceRecord<Output>('outputs', id);
  // Out of the user's scope reads as not existing: the server answers 404 for both.
  if (record.error instanceof ApiError && record.error.status === 404) return <ErrorPage code={404} />;
  if (record.error) return <LoadError error={record.error} onRetry={() => void record.refetch()} />;
  if (!record.data) return <Spinner />;
  return <OutputDetail output={record.data} reload={() => record.refetch()} />;
}

function OutputDetail({ output, reload }: { output: Output; reload: () => Promise<unknown> }) {
  const queryClient = useQueryClient();
  const [stale, setStale] = useState(false);
  const runner = useOutputRunner(output.id, () => setStale(true));
  const refreshHistory = () => void queryClient.invalidateQueries({ queryKey: ['outputs', 'history', output.id] });
  const pending = output.recipients.filter((r) => r.delivery_state === 'pendiente').length;

  return (
    <div className="page record-show">
      <header className="page-header">
        <div className="record-title">
          <nav aria-label="Ruta de navegación" className="breadcrumb">
            <Link to="/outputs">Salidas documentales</Link>
            <span aria-hidden="true"> / </span>
            <span>{output.number}</span>
          </nav>
          <h1>Salida {output.number}</h1>
          <div className="record-tags">
            <Tag severity={stateSeverity(output.state)} value={OUTPUT_STATES[output.state]} />
            {output.state === 'en_despacho' && pending > 0 && (
              <Tag
                severity="info"
                icon="pi pi-truck"
                value={pending === 1 ? '1 entrega pendiente' : `${pending} entregas pendientes`}
              />
            )}
          </div>
          <p className="page-subtitle record-subject">{output.subject}</p>
        </div>
        <OutputActions output={output} runner={runner} />
      </header>

      {stale && <StaleMessage onReload={() => void reload().then(() => setStale(false))} />}
      {output.state === 'anulado' && (
        <Message
          severity="error"
          className="record-annulled"
          text={`Salida anulada${output.annulled_reason ? `. Motivo: ${output.annulled_reason}` : '.'}`}
        />
      )}

      <OutputData output={output} />

      <div className="record-columns">
        <section className="panel" aria-labelledby="output-recipients-title">
          <h2 id="output-recipients-title">Destinatarios</h2>
          <RecipientsPanel output={output} runner={runner} />
        </section>
        <section className="panel" aria-labelledby="output-attachments-title">
          <h2 id="output-attachments-title">Archivos adjuntos</h2>
          <AttachmentsPanel
            baseUrl={`/api/v1/outputs/${output.id}/attachments`}
            canAttach={output.can.attach ?? false}
            onChange={refreshHistory}
          />
        </section>
      </div>

      <section className="panel table-card history-stack record-history" aria-labelledby="output-history-title">
        <h2 id="output-history-title">Historial</h2>
        <HistoryPanel
          resource="outputs"
          id={output.id}
          labels={OUTPUT_FIELD_LABELS}
          formats={outputHistoryFormats(output)}
          actions={OUTPUT_HISTORY_ACTIONS}
        />
      </section>
      <ConfirmDialog />
    </div>
  );
}
