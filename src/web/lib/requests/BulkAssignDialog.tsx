/**
 * "Asignar seleccionadas": the operator assigns several requests as they were proposed. Each is
 * assigned in its own transaction (`POST …/bulk-assign`), so the dialog reports honestly which
 * became a record and why each of the others did not.
 */
import { formatQuantity } from '@shared/numbers';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useState } from 'react';
import { api, errorMessage } from '../api';
import { resourceUrl } from '../crud/hooks';
import type { BulkAction } from '../crud/ResourceListPage';
import type { RequestRecord, RequestResource } from './request';

interface Result {
  id: number;
  ok: boolean;
  message?: string;
}

export function bulkAssign<T extends RequestRecord>(resource: RequestResource): BulkAction<T> {
  return {
    label: 'Asignar seleccionadas',
    icon: 'pi pi-check-square',
    permissions: [`${resource}-assign`, 'admin'],
    selectable: (row) => row.can.assign,
    dialog: ({ rows, visible, onHide }) => (
      <BulkAssignDialog resource={resource} rows={rows} visible={visible} onHide={onHide} />
    ),
  };
}

function BulkAssignDialog({
  resource,
  rows,
  visible,
  onHide,
}: {
  resource: RequestResource;
  rows: RequestRecord[];
  visible: boolean;
  onHide: (ran: boolean) => void;
}) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [results, setResults] = useState<Result[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const numberOf = new Map(rows.map((r) => [r.id, r.number]));

  const run = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const answer = await api<{ data: Result[] }>(resourceUrl(resource, '/bulk-assign'), {
        method: 'POST',
        body: { items: rows.map((r) => ({ id: r.id, version: r.version })) },
      });
      setResults(answer.data);
      await queryClient.invalidateQueries({ queryKey: [resource] });
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  const close = () => {
    const ran = results !== null;
    setResults(null);
    setFailure(null);
    onHide(ran);
  };
  const assigned = results?.filter((r) => r.ok).length ?? 0;

  return (
    <Dialog
      visible={visible}
      onHide={close}
      header={results ? 'Resultado de la asignación' : 'Asignar solicitudes seleccionadas'}
      modal
      closeOnEscape
      breakpoints={{ '767px': '96vw' }}
      style={{ width: '36rem' }}
      footer={
        results ? (
          <Button type="button" label="Cerrar" onClick={close} autoFocus />
        ) : (
          <>
            <Button type="button" label="Cancelar" outlined onClick={close} />
            <Button type="button" label={`Asignar ${rows.length}`} icon="pi pi-check" loading={busy} onClick={run} />
          </>
        )
      }
    >
      {results ? (
        <>
          <p role="status">
            {`${formatQuantity(assigned, 'solicitud asignada', 'solicitudes asignadas')} de ${rows.length}.`}
            {assigned < results.length && ' Las demás no se asignaron: revise el motivo de cada una.'}
          </p>
          <ul className="bulk-results">
            {results.map((r) => (
              <li key={r.id} className={r.ok ? 'bulk-ok' : 'bulk-failed'}>
                <i className={r.ok ? 'pi pi-check-circle' : 'pi pi-times-circle'} aria-hidden="true" />
                <strong>{numberOf.get(r.id)}</strong>
                <span>{r.ok ? 'Asignada' : `No asignada: ${r.message}`}</span>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <>
          <p>
            {`Se registrará ${rows.length === 1 ? 'la solicitud' : `cada una de las ${rows.length} solicitudes`} tal como fue propuesta, sin corregir datos. Para revisar o corregir una antes, ábrala y use «Asignar».`}
          </p>
          <ul className="bulk-results">
            {rows.map((r) => (
              <li key={r.id}>
                <strong>{r.number}</strong>
                <span>{r.subject}</span>
              </li>
            ))}
          </ul>
          {failure && <p className="p-error">{failure}</p>}
        </>
      )}
    </Dialog>
  );
}
