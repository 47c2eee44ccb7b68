/**
 * Filters a list received in its URL (from a Tablero tile) but has no control for: said in words,
 * with a button that removes them, so the user knows why the list is shorter.
 */
import { Button } from 'primereact/button';
import { formatDate } from '../dates';
import type { FilterDef } from './filters';
import type { ListParams } from './listParams';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function OtherFilters({
  filters,
  labels,
  params,
  update,
}: {
  filters: FilterDef[];
  /** What each such parameter means: `{ due_from: 'vence desde' }` (the value `none` reads «sin …»). */
  labels: Record<string, string>;
  params: ListParams;
  update: (changes: Record<string, string | undefined>) => void;
}) {
  const shown = new Set(filters.flatMap((f) => (f.kind === 'date-range' ? [f.name, f.to] : [f.name])));
  const others = Object.entries(params.filters).filter(([name]) => !shown.has(name));
  if (others.length === 0) return null;
  const words = others.map(([name, value]) => {
    const label = labels[name] ?? 'otro criterio';
    if (value === 'none') return `sin ${label}`;
    return DAY.test(value) ? `${label} ${formatDate(value)}` : label;
  });
  return (
    <p className="list-other-filters" role="status">
      <i className="pi pi-filter" aria-hidden="true" />
      <span>También filtrada por: {words.join(', ')}.</span>
      <Button
        type="button"
        label="Quitar estos filtros"
        link
        onClick={() => update(Object.fromEntries(others.map(([name]) => [name, undefined])))}
      />
    </p>
  );
}
