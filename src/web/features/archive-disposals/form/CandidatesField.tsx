/**
 * The inventory's units, picked from the candidates (`GET /archive-disposals/candidates`): the units
 * whose central-archive retention is over, E or S, not lent nor in another disposal. A draft being
 * edited lists its own units among them.
 */
import type { DisposalInput } from '@shared/schemas/archive-disposals';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useState } from 'react';
import { type Control, useController } from 'react-hook-form';
import type { z } from 'zod';
import { api } from '../../../lib/api';
import { resourceUrl } from '../../../lib/crud/hooks';
import { Spinner } from '../../../lib/Spinner';
import type { InventoryUnit } from '../archive-disposals.record';
import { InventoryList } from '../InventoryList';

type Values = z.input<typeof import('@shared/schemas/archive-disposals').disposalInput>;
type Item = DisposalInput['items'][number];

export function CandidatesField({ control, disposalId }: { control: Control<Values>; disposalId?: number }) {
  const { field, fieldState } = useController({ control, name: 'items' });
  const [q, setQ] = useState('');
  const candidates = useQuery({
    queryKey: ['archive-disposals', 'candidates', disposalId ?? null],
    queryFn: () =>
      api<{ data: InventoryUnit[] }>(
        resourceUrl('archive-disposals', `/candidates${disposalId ? `?disposal_id=${disposalId}` : ''}`),
      ).then((r) => r.data),
  });
  const items = (field.value ?? []) as Item[];
  const chosen = new Map(items.map((i) => [i.expedient_id, i.keep === true]));
  const set = (next: Item[]) => field.onChange(next);
  const words = q.trim().toLowerCase();
  const units = (candidates.data ?? []).filter(
    (u) => !words || `${u.code} ${u.title} ${u.series ?? ''}`.toLowerCase().includes(words),
  );
  const error =
    fieldState.error?.message ?? (fieldState.error as unknown as Record<string, { message?: string }>)?.root?.message;
  return (
    <fieldset className="form-wide disposal-candidates">
      <legend>Expedientes con retención cumplida (eliminación o selección)</legend>
      <div className="disposal-candidates-head">
        <span className="p-input-icon-left">
          <InputText
            aria-label="Buscar entre los candidatos"
            placeholder="Buscar por código, título o serie"
            value={q}
            onChange={(e) => setQ(e.target.value)}
          />
        </span>
        <span role="status">
          {items.length} de {candidates.data?.length ?? 0} en el inventario
        </span>
        <Button
          type="button"
          label="Incluir todos"
          icon="pi pi-check-square"
          text
          onClick={() =>
            set([
              ...items,
              ...units
                .filter((u) => !chosen.has(u.expedient_id))
                .map((u) => ({ expedient_id: u.expedient_id, keep: false })),
            ])
          }
        />
      </div>
      {candidates.isPending ? (
        <Spinner />
      ) : units.length === 0 ? (
        <p className="text-muted">No hay expedientes cuya retención haya vencido con disposición E o S.</p>
      ) : (
        <InventoryList
          units={units}
          pick={{
            chosen,
            toggle: (id) =>
              set(
                chosen.has(id)
                  ? items.filter((i) => i.expedient_id !== id)
                  : [...items, { expedient_id: id, keep: false }],
              ),
            keep: (id, keep) => set(items.map((i) => (i.expedient_id === id ? { ...i, keep } : i))),
          }}
        />
      )}
      {error && (
        <small className="p-error" role="alert">
          {error}
        </small>
      )}
    </fieldset>
  );
}
