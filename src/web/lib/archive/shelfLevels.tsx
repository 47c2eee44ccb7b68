/**
 * The shelf levels (entrepaños) of the location tree a unit can be placed on, and a level's
 * positions: what «Ubicar», «Mover» and «Recibir transferencia» choose from.
 */
import { useQuery } from '@tanstack/react-query';
import type { DropdownProps } from 'primereact/dropdown';
import { useMemo } from 'react';
import { api } from '../api';
import { resourceUrl } from '../crud/hooks';
import { Field } from '../form/Field';
import { FilterDropdown } from '../form/FilterDropdown';

export interface ShelfLevel {
  id: number;
  kind: string;
  topographic_code: string;
  capacity_total: number;
  occupied: number;
}

export interface ShelfSlot {
  position: number;
  code: string;
  unit: { id: number; code?: string } | null;
}

const tree = () => api<{ data: ShelfLevel[] }>(resourceUrl('physical-locations', '/tree')).then((a) => a.data);
const slotsOf = (levelId: number) =>
  api<{ data: { positions: ShelfSlot[] } }>(resourceUrl('physical-locations', `/${levelId}/contents`)).then(
    (a) => a.data.positions,
  );

/** A level with a free position: a full one is no choice, the server refuses it. */
export const hasRoom = (level: ShelfLevel) => level.occupied < level.capacity_total;

/**
 * While `visible`: the levels `offered` keeps (of the tree's `nivel` nodes), whether the tree is
 * still loading or has come, and the positions of the level chosen (`levelId`).
 */
export function useShelfLevels(visible: boolean, levelId: number | null, offered: (level: ShelfLevel) => boolean) {
  const levels = useQuery({ queryKey: ['physical-locations', 'tree'], queryFn: tree, enabled: visible });
  const slots = useQuery({
    queryKey: ['physical-locations', 'positions', levelId],
    queryFn: () => slotsOf(levelId!),
    enabled: visible && levelId !== null,
  });
  const options = useMemo(
    () => (levels.data ?? []).filter((level) => level.kind === 'nivel' && offered(level)),
    [levels.data, offered],
  );
  return { levels: options, loading: levels.isLoading, loaded: levels.data !== undefined, slots: slots.data };
}

interface ShelfLevelFieldProps extends Pick<DropdownProps, 'emptyMessage' | 'showClear'> {
  id: string;
  label: string;
  levels: ShelfLevel[];
  value: number | null;
  onChange: (levelId: number | null) => void;
  loading: boolean;
  placeholder: string;
}

/** «E1-N2 · 3 libres de 10»: the levels to choose from, with their room. */
export function ShelfLevelField({ id, label, levels, onChange, loading, placeholder, ...rest }: ShelfLevelFieldProps) {
  return (
    <Field id={id} label={label}>
      <FilterDropdown
        inputId={id}
        options={levels.map((n) => ({
          value: n.id,
          label: `${n.topographic_code} · ${n.capacity_total - n.occupied} libres de ${n.capacity_total}`,
        }))}
        onChange={(event) => onChange((event.value as number | null) ?? null)}
        placeholder={loading ? 'Cargando ubicaciones…' : placeholder}
        className="w-full"
        {...rest}
      />
    </Field>
  );
}
