/**
 * One output ("Salida SAL-2026-000045"): its data, the recipients and their delivery, the actions
 * its `can` allows, the entry it answers, attachments and history.
 */
import { OUTPUT_STATES } from '@shared/schemas/outputs';
import { ConfirmDialog } from 'primereact/confirmdialog';
import { Tag } from 'primereact/tag';
import { useState } from 'react';
import { useCommandRunner } from '../../../lib/crud/commands';
import { StaleMessage } from '../../../lib/crud/StaleMessage';
import { AnnulledMessage, RecordHeader } from '../../../lib/records/RecordHeader';
import { RecordPage } from '../../../lib/records/RecordPage';
import { AttachmentsSection, HistorySection } from '../../../lib/records/RecordSections';
import ErrorPage from '../../errors/ErrorPage';
import { type Output, stateSeverity } from '../output';
import { OUTPUT_FIELD_LABELS, OUTPUT_HISTORY_ACTIONS, outputHistoryFormats } from './history';
import '../outputs.css';
import { OutputActions } from './OutputActions';
import { OutputData } from './OutputData';
import { RecipientsPanel } from './RecipientsPanel';

export default function OutputShowPage() {
  return (
    <RecordPage<Output> resource="outputs" notFound={<ErrorPage code={404} />}>
      {(output, reload) => <OutputDetail output={output} reload={reload} />}
    </RecordPage>
  );
}

function OutputDetail({ output, reload }: { output: Output; reload: () => Promise<unknown> }) {
  const [stale, setStale] = useState(false);
  const runner = useCommandRunner('outputs', output.id, () => setStale(true));
  const pending = output.recipients.filter((r) => r.delivery_state === 'pendiente').length;

  return (
    <div className="page record-show">
      <RecordHeader
        list={{ path: '/outputs', title: 'Salidas documentales' }}
        number={output.number}
        title={`Salida ${output.number}`}
        tags={
          <>
            <Tag severity={stateSeverity(output.state)} value={OUTPUT_STATES[output.state]} />
            {output.state === 'en_despacho' && pending > 0 && (
              <Tag
                severity="info"
                icon="pi pi-truck"
                value={pending === 1 ? '1 entrega pendiente' : `${pending} entregas pendientes`}
              />
            )}
          </>
        }
        subject={output.subject}
        actions={<OutputActions output={output} runner={runner} />}
      />

      {stale && <StaleMessage onReload={() => void reload().then(() => setStale(false))} />}
      {output.state === 'anulado' && <AnnulledMessage label="Salida anulada" reason={output.annulled_reason} />}

      <OutputData output={output} />

      <div className="record-columns">
        <section className="panel" aria-labelledby="output-recipients-title">
          <h2 id="output-recipients-title">Destinatarios</h2>
          <RecipientsPanel output={output} runner={runner} />
        </section>
        <AttachmentsSection resource="outputs" record={output} />
      </div>

      <HistorySection
        resource="outputs"
        id={output.id}
        labels={OUTPUT_FIELD_LABELS}
        formats={outputHistoryFormats(output)}
        actions={OUTPUT_HISTORY_ACTIONS}
      />
      <ConfirmDialog />
    </div>
  );
}
