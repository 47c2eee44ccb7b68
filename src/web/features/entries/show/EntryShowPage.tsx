/**
 * One entry ("Ingreso ING-2026-000123"): its data, what waits for the user (receive or return),
 * the actions its `can` allows, the route sheet, attachments, replies and history.
 */
import { useQueryClient } from '@tanstack/react-query';
import { ConfirmDialog } from 'primereact/confirmdialog';
import { Message } from 'primereact/message';
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
import { useEntryRunner } from './api';
import { EntryActions } from './EntryActions';
import { EntryData } from './EntryData';
import { EntryReplies } from './EntryReplies';
import { EntryStateTag, OverdueTag, PriorityTag } from './EntryTags';
import { ENTRY_FIELD_LABELS, ENTRY_HISTORY_ACTIONS, type Entry } from './entry';
import { entryHistoryFormats } from './historyFormats';
import { PendingReceipts } from './PendingReceipts';
import { RouteSheet } from './RouteSheet';

export default function EntryShowPage() {
  const id = Number(useParams().id);
  const record = useResourceRecord<Entry>('entries', id);
  // Out of the user's scope reads as not existing: the server answers 404 for both.
  if (record.error instanceof ApiError && record.error.status === 404) return <ErrorPage code={404} />;
  if (record.error) return <LoadError error={record.error} onRetry={() => void record.refetch()} />;
  if (!record.data) return <Spinner />;
  return <EntryDetail entry={record.data} reload={() => record.refetch()} />;
}

function EntryDetail({ entry, reload }: { entry: Entry; reload: () => Promise<unknown> }) {
  const queryClient = useQueryClient();
  const [stale, setStale] = useState(false);
  const runner = useEntryRunner(entry.id, () => setStale(true));
  const refreshHistory = () => void queryClient.invalidateQueries({ queryKey: ['entries', 'history', entry.id] });

  return (
    <div className="page entry-show">
      <header className="page-header">
        <div className="entry-title">
          <nav aria-label="Ruta de navegación" className="breadcrumb">
            <Link to="/entries">Ingresos documentales</Link>
            <span aria-hidden="true"> / </span>
            <span>{entry.number}</span>
          </nav>
          <h1>Ingreso {entry.number}</h1>
          <div className="entry-tags">
            <EntryStateTag state={entry.state} />
            {entry.overdue && <OverdueTag />}
            <PriorityTag priority={entry.priority} />
          </div>
          <p className="page-subtitle entry-subject">{entry.subject}</p>
        </div>
        <EntryActions entry={entry} runner={runner} />
      </header>

      {stale && <StaleMessage onReload={() => void reload().then(() => setStale(false))} />}
      {entry.state === 'anulado' && (
        <Message
          severity="error"
          className="entry-annulled"
          text={`Ingreso anulado${entry.annulled_reason ? `. Motivo: ${entry.annulled_reason}` : '.'}`}
        />
      )}
      <PendingReceipts
        entry={entry}
        busy={runner.busy}
        onReceive={(m) => runner.runNow({ path: `movements/${m.id}/receive` }, 'Documento recibido.')}
        onReturn={(m, reason) =>
          runner.run({ path: `movements/${m.id}/return`, body: { reason } }, 'Documento devuelto.')
        }
      />

      <EntryData entry={entry} />

      <div className="entry-columns">
        <RouteSheet entry={entry} />
        <div className="entry-side">
          <section className="panel" aria-labelledby="entry-attachments-title">
            <h2 id="entry-attachments-title">Archivos adjuntos</h2>
            <AttachmentsPanel
              baseUrl={`/api/v1/entries/${entry.id}/attachments`}
              canAttach={entry.can.attach ?? false}
              onChange={refreshHistory}
            />
          </section>
          <EntryReplies entry={entry} />
        </div>
      </div>

      <section className="panel table-card history-stack entry-history" aria-labelledby="entry-history-title">
        <h2 id="entry-history-title">Historial</h2>
        <HistoryPanel
          resource="entries"
          id={entry.id}
          labels={ENTRY_FIELD_LABELS}
          formats={entryHistoryFormats(entry)}
          actions={ENTRY_HISTORY_ACTIONS}
        />
      </section>
      <ConfirmDialog />
    </div>
  );
}
