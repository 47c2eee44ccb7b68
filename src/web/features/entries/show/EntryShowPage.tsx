/**
 * One entry ("Ingreso ING-2026-000123"): its data, what waits for the user (receive or return),
 * the actions its `can` allows, the route sheet, attachments, replies and history.
 */
import { ConfirmDialog } from 'primereact/confirmdialog';
import { useState } from 'react';
import { useCommandRunner } from '../../../lib/crud/commands';
import { StaleMessage } from '../../../lib/crud/StaleMessage';
import { AnnulledMessage, RecordHeader } from '../../../lib/records/RecordHeader';
import { RecordPage } from '../../../lib/records/RecordPage';
import { AttachmentsSection, HistorySection } from '../../../lib/records/RecordSections';
import ErrorPage from '../../errors/ErrorPage';
import { EntryActions } from './EntryActions';
import { EntryData } from './EntryData';
import { EntryReplies } from './EntryReplies';
import { EntryStateTag, OverdueTag, PriorityTag } from './EntryTags';
import { ENTRY_FIELD_LABELS, ENTRY_HISTORY_ACTIONS, type Entry } from './entry';
import { entryHistoryFormats } from './historyFormats';
import { PendingReceipts } from './PendingReceipts';
import { RouteSheet } from './RouteSheet';

export default function EntryShowPage() {
  return (
    <RecordPage<Entry> resource="entries" notFound={<ErrorPage code={404} />}>
      {(entry, reload) => <EntryDetail entry={entry} reload={reload} />}
    </RecordPage>
  );
}

function EntryDetail({ entry, reload }: { entry: Entry; reload: () => Promise<unknown> }) {
  const [stale, setStale] = useState(false);
  const runner = useCommandRunner('entries', entry.id, () => setStale(true));

  return (
    <div className="page record-show">
      <RecordHeader
        list={{ path: '/entries', title: 'Ingresos documentales' }}
        number={entry.number}
        title={`Ingreso ${entry.number}`}
        tags={
          <>
            <EntryStateTag state={entry.state} />
            {entry.overdue && <OverdueTag />}
            <PriorityTag priority={entry.priority} />
          </>
        }
        subject={entry.subject}
        actions={<EntryActions entry={entry} runner={runner} />}
      />

      {stale && <StaleMessage onReload={() => void reload().then(() => setStale(false))} />}
      {entry.state === 'anulado' && <AnnulledMessage label="Ingreso anulado" reason={entry.annulled_reason} />}
      <PendingReceipts
        entry={entry}
        busy={runner.busy}
        onReceive={(m) => runner.runNow({ path: `movements/${m.id}/receive` }, 'Documento recibido.')}
        onReturn={(m, reason) =>
          runner.run({ path: `movements/${m.id}/return`, body: { reason } }, 'Documento devuelto.')
        }
      />

      <EntryData entry={entry} />

      <div className="record-columns">
        <RouteSheet entry={entry} />
        <div className="record-side">
          <AttachmentsSection resource="entries" record={entry} />
          <EntryReplies entry={entry} />
        </div>
      </div>

      <HistorySection
        resource="entries"
        id={entry.id}
        labels={ENTRY_FIELD_LABELS}
        formats={entryHistoryFormats(entry)}
        actions={ENTRY_HISTORY_ACTIONS}
      />
      <ConfirmDialog />
    </div>
  );
}
