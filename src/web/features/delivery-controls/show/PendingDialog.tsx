/**
 * "Elegir pendientes": the copies waiting for a control, filtered by number, district (any part of
 * its name), dates; all of those shown chosen at once; added to the draft, or added and
 * dispatched in one step.
 */
import { formatQuantity } from '@shared/numbers';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { useState } from 'react';
import { api, errorMessage } from '../../../lib/api';
import { resourceUrl } from '../../../lib/crud/hooks';
import { formatDate } from '../../../lib/dates';
import type { ActionDialogProps } from '../../../lib/records/module';
import { useToast } from '../../../lib/toast';
import type { Copy, DeliveryControl } from '../delivery-controls.record';

type Props = Omit<ActionDialogProps<DeliveryControl>, 'record'> & { control: DeliveryControl };

export function PendingDialog({ control, runner, visible, onHide }: Props) {
  const toast = useToast();
  const [filters, setFilters] = useState({ q: '', district: '', from: '', to: '' });
  const [chosen, setChosen] = useState<number[]>([]);
  const params = new URLSearchParams({ kind: control.kind });
  for (const [key, value] of Object.entries(filters)) if (value.trim()) params.set(key, value.trim());
  const pending = useQuery({
    queryKey: ['delivery-controls', 'pending', params.toString()],
    queryFn: ({ signal }) =>
      api<{ data: Copy[] }>(`${resourceUrl('delivery-controls', '/pending')}?${params}`, { signal }),
    enabled: visible,
  });
  const toggle = (id: number) => setChosen((c) => (c.includes(id) ? c.filter((x) => x !== id) : [...c, id]));
  const add = async (dispatch: boolean) => {
    const ids = control.kind === 'interno' ? { entry_movement_ids: chosen } : { output_recipient_ids: chosen };
    const count = formatQuantity(chosen.length, 'documento', 'documentos');
    try {
      await runner.run(
        { path: 'items', body: { ...ids, dispatch } },
        dispatch ? `Control despachado con ${count}.` : `${count} ${chosen.length === 1 ? 'agregado' : 'agregados'}.`,
      );
      setChosen([]);
      onHide();
    } catch (error) {
      toast.failure(error);
    }
  };
  const filter = (key: keyof typeof filters, label: string, type = 'text') => (
    <div className="field">
      <label htmlFor={`pending-${key}`}>{label}</label>
      <InputText
        id={`pending-${key}`}
        type={type}
        value={filters[key]}
        onChange={(e) => setFilters({ ...filters, [key]: e.target.value })}
      />
    </div>
  );
  const copies = pending.data?.data ?? [];
  const shown = copies.map((c) => c.copy_id);
  const allChosen = shown.length > 0 && shown.every((id) => chosen.includes(id));
  return (
    <Dialog
      visible={visible}
      onHide={onHide}
      header="Documentos pendientes de entrega"
      modal
      breakpoints={{ '767px': '98vw' }}
      style={{ width: '52rem' }}
      footer={
        <>
          <Button
            type="button"
            label={`Agregar ${chosen.length}`}
            icon="pi pi-plus"
            outlined
            disabled={chosen.length === 0 || runner.busy}
            onClick={() => void add(false)}
          />
          {control.can.dispatch && (
            <Button
              type="button"
              label={`Agregar y despachar ${chosen.length}`}
              icon="pi pi-send"
              disabled={chosen.length === 0 || runner.busy}
              onClick={() => void add(true)}
            />
          )}
        </>
      }
    >
      <div className="pending-filters">
        {filter('q', 'Número')}
        {control.kind === 'externo' && filter('district', 'Distrito')}
        {filter('from', 'Desde', 'date')}
        {filter('to', 'Hasta', 'date')}
      </div>
      {pending.isError && <p className="scan-error">{errorMessage(pending.error)}</p>}
      {copies.length === 0 && !pending.isLoading && (
        <p className="empty-state">No hay documentos pendientes con estos filtros.</p>
      )}
      {copies.length > 0 && (
        <label htmlFor="pending-all" className="pending-copy pending-all">
          <Checkbox
            inputId="pending-all"
            checked={allChosen}
            onChange={() =>
              setChosen(allChosen ? chosen.filter((id) => !shown.includes(id)) : [...new Set([...chosen, ...shown])])
            }
          />
          <span>Seleccionar todos ({copies.length})</span>
        </label>
      )}
      <ul className="pending-list">
        {copies.map((copy) => (
          <li key={copy.copy_id}>
            <label htmlFor={`copy-${copy.copy_id}`} className="pending-copy">
              <Checkbox
                inputId={`copy-${copy.copy_id}`}
                checked={chosen.includes(copy.copy_id)}
                onChange={() => toggle(copy.copy_id)}
              />
              <span className="cell-stack">
                <strong className="cell-code">{copy.document.number}</strong>
                <span>{copy.recipient}</span>
                <small className="text-muted">
                  {formatDate(copy.document.date)} ·{' '}
                  {[copy.address, copy.district].filter(Boolean).join(' — ') || copy.document.subject}
                </small>
              </span>
            </label>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
