/** The "Historial" tab: who changed what and when, from the audit trail. */
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { useState } from 'react';
import { formatDayTime } from '../dates';
import { type HistoryEntry, useHistory } from './hooks';

const ACTIONS: Record<string, string> = {
  create: 'Creación',
  update: 'Edición',
  activate: 'Activación',
  deactivate: 'Desactivación',
  delete: 'Eliminación',
  'reset-password': 'Restablecimiento de contraseña',
};

/**
 * Bookkeeping a person does not read: the id, the version, the timestamps, and the number's parts
 * (year, sequence, kind: the number itself says them).
 */
const INTERNAL = new Set(['id', 'version', 'created_at', 'updated_at', 'year', 'sequence', 'kind']);

const isEmpty = (value: unknown) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/**
 * The changes a person reads: fields with a Spanish label, never internal ones; a creation lists
 * only what was filled in.
 */
export function readableChanges(
  entry: Pick<HistoryEntry, 'action' | 'changes'>,
  labels: Record<string, string>,
  hidden: readonly string[],
): [string, [unknown, unknown]][] {
  return Object.entries(entry.changes).filter(
    ([field, [, after]]) =>
      !INTERNAL.has(field) &&
      !hidden.includes(field) &&
      labels[field] !== undefined &&
      !(entry.action === 'create' && isEmpty(after)),
  );
}

function show(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Sí' : 'No';
  if (Array.isArray(value)) return value.length ? value.join(', ') : '—';
  return String(value);
}

export function HistoryPanel({
  resource,
  id,
  labels,
  formats = {},
  actions = {},
  hidden = [],
}: {
  resource: string;
  id: number;
  labels: Record<string, string>;
  /** How to show a field's values when the raw value means little (a code, an id). */
  formats?: Record<string, (value: unknown) => string>;
  /** Names of the resource's own actions (e.g. `derive` → "Derivación"), beside the common ones. */
  actions?: Record<string, string>;
  /** Fields another change already tells in words (a unit's level id beside its topographic code). */
  hidden?: readonly string[];
}) {
  const [page, setPage] = useState(1);
  const { data, isFetching } = useHistory(resource, id, page);
  const changes = (entry: HistoryEntry) => (
    <ul className="history-changes">
      {readableChanges(entry, labels, hidden).map(([field, [before, after]]) => {
        const format = formats[field];
        const value = (v: unknown) => (format && v !== null && v !== undefined && v !== '' ? format(v) : show(v));
        return (
          <li key={field}>
            <strong>{labels[field] ?? field}:</strong>{' '}
            {entry.action === 'create' ? value(after) : `${value(before)} → ${value(after)}`}
          </li>
        );
      })}
    </ul>
  );
  return (
    <DataTable
      value={data?.data ?? []}
      lazy
      loading={isFetching}
      paginator
      rows={10}
      first={(page - 1) * 10}
      totalRecords={data?.meta.total ?? 0}
      onPage={(e) => setPage((e.page ?? 0) + 1)}
      emptyMessage="No se encontraron registros"
      size="small"
    >
      <Column header="Fecha" body={(e: HistoryEntry) => formatDayTime(e.occurred_at)} />
      <Column header="Usuario" body={(e: HistoryEntry) => e.actor_name ?? 'Sistema'} />
      <Column header="Acción" body={(e: HistoryEntry) => actions[e.action] ?? ACTIONS[e.action] ?? e.action} />
      <Column header="Cambios" body={changes} />
    </DataTable>
  );
}

type HistoryPanelProps = Parameters<typeof HistoryPanel>[0];

/** A catalogue record's Historial, below its data under a heading of its own. */
export function HistoryBelow(props: HistoryPanelProps) {
  return (
    <section aria-labelledby="historial">
      <h2 id="historial" className="section-title">
        <i className="pi pi-history panel-title-icon" aria-hidden="true" /> Historial
      </h2>
      <div className="panel table-card history-stack">
        <HistoryPanel {...props} />
      </div>
    </section>
  );
}
