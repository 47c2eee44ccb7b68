/**
 * A document's page, from its module's declaration: header (number, state, subject, actions from
 * the record's `can`), the notices that wait for the user, the data, the module's panels beside
 * the attachments, and the history. Out of the user's scope reads as not existing (the server
 * answers 404 for both).
 */
import { ConfirmDialog } from 'primereact/confirmdialog';
import { type ComponentType, useState } from 'react';
import { useParams } from 'react-router';
import { ApiError } from '../api';
import { useCommandRunner } from '../crud/commands';
import { useResourceRecord } from '../crud/hooks';
import { StaleMessage } from '../crud/StaleMessage';
import ErrorPage from '../ErrorPage';
import { LoadError } from '../LoadError';
import { Spinner } from '../Spinner';
import { type DocumentModule, type DocumentRecord, type RecordContext, type SectionDef, screensPath } from './module';
import { RecordActions } from './RecordActions';
import { RecordDataPanel } from './RecordData';
import { AnnulledMessage, RecordHeader } from './RecordHeader';
import { AttachmentsSection, HistorySection } from './RecordSections';
import { StateTag } from './tags';

export function RecordPage<T extends DocumentRecord>({ module }: { module: DocumentModule<T> }) {
  const id = Number(useParams().id);
  const record = useResourceRecord<T>(module.resource, id);
  if (record.error instanceof ApiError && record.error.status === 404) return <ErrorPage code={404} />;
  if (record.error) return <LoadError error={record.error} onRetry={() => void record.refetch()} />;
  if (!record.data) return <Spinner />;
  return <RecordView module={module} record={record.data} reload={() => record.refetch()} />;
}

interface RecordViewProps<T extends DocumentRecord> {
  module: DocumentModule<T>;
  record: T;
  reload: () => Promise<unknown>;
}

function RecordView<T extends DocumentRecord>({ module, record, reload }: RecordViewProps<T>) {
  const [stale, setStale] = useState(false);
  const runner = useCommandRunner(module.resource, record.id, () => setStale(true));
  const { resource, record: page } = module;
  const context: RecordContext<T> = { record, runner };

  return (
    <div className="page record-show">
      <RecordHeader
        list={{ path: screensPath(module), title: module.title }}
        number={record.number}
        title={`${module.noun} ${record.number}`}
        tags={
          <>
            <StateTag state={record.state} labels={module.states} />
            {module.tags?.(record)}
            {page.tags?.(record)}
          </>
        }
        subject={record.subject}
        actions={
          <RecordActions
            resource={resource}
            path={screensPath(module)}
            record={record}
            runner={runner}
            actions={page.actions}
          />
        }
      />

      {stale && <StaleMessage onReload={() => void reload().then(() => setStale(false))} />}
      {record.state === 'anulado' && <AnnulledMessage label={page.annulled} reason={record.annulled_reason ?? null} />}
      {page.notices?.map((Notice, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the declaration's notices never move
        <Notice key={index} {...context} />
      ))}

      <RecordDataPanel groups={page.data} record={record} />

      <div className="record-columns">
        <Sections sections={page.main} resource={resource} context={context} />
        {page.side && (
          <div className="record-side">
            <Sections sections={page.side} resource={resource} context={context} />
          </div>
        )}
      </div>

      <HistorySection
        resource={resource}
        id={record.id}
        labels={page.history.labels}
        formats={page.history.formats(record)}
        actions={page.history.actions}
        hidden={page.history.hidden}
      />
      <ConfirmDialog />
    </div>
  );
}

interface SectionsProps<T extends DocumentRecord> {
  sections: SectionDef<T>[];
  resource: string;
  context: RecordContext<T>;
}

function Sections<T extends DocumentRecord>({ sections, resource, context }: SectionsProps<T>) {
  return sections.map((section, index) => {
    if (section === 'attachments')
      return <AttachmentsSection key="attachments" resource={resource} record={context.record} />;
    const Section: ComponentType<RecordContext<T>> = section;
    // biome-ignore lint/suspicious/noArrayIndexKey: the declaration's sections never move
    return <Section key={index} {...context} />;
  });
}
