/** The panels every registered document's page ends with: its attachments and its history (a citizen's page ends with it too). */
import { useQueryClient } from '@tanstack/react-query';
import { AttachmentsPanel } from '../attachments/AttachmentsPanel';
import { HistoryPanel } from '../crud/HistoryPanel';
import type { ResourceRecord } from '../crud/types';

interface SectionProps {
  resource: string;
  record: ResourceRecord & { can: { attach?: boolean } };
}

export function AttachmentsSection({ resource, record }: SectionProps) {
  const queryClient = useQueryClient();
  // An attached or removed file is a line of the history.
  const refreshHistory = () => void queryClient.invalidateQueries({ queryKey: [resource, 'history', record.id] });
  return (
    <section className="panel" aria-labelledby="record-attachments-title">
      <h2 id="record-attachments-title">Archivos adjuntos</h2>
      <AttachmentsPanel
        baseUrl={`/api/v1/${resource}/${record.id}/attachments`}
        canAttach={record.can.attach ?? false}
        onChange={refreshHistory}
      />
    </section>
  );
}

interface HistorySectionProps {
  resource: string;
  id: number;
  labels: Record<string, string>;
  formats: Record<string, (value: unknown) => string>;
  actions?: Record<string, string>;
  hidden?: readonly string[];
}

export function HistorySection({ resource, id, labels, formats, actions, hidden }: HistorySectionProps) {
  return (
    <section className="panel table-card history-stack record-history" aria-labelledby="record-history-title">
      <h2 id="record-history-title">Historial</h2>
      <HistoryPanel resource={resource} id={id} labels={labels} formats={formats} actions={actions} hidden={hidden} />
    </section>
  );
}
