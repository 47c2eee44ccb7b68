import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FilterDef } from './filters';
import type { ListParams } from './listParams';
import { OtherFilters } from './OtherFilters';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const FILTERS: FilterDef[] = [
  { name: 'state', label: 'Estado', options: [] },
  { kind: 'date-range', name: 'from', to: 'to', label: 'Fecha' },
  { kind: 'toggle', name: 'overdue', label: 'Vencidos', icon: 'pi pi-clock' },
];
const LABELS = { due_from: 'vencen desde el', assignee_id: 'responsable', office_id: 'oficina' };

const params = (filters: Record<string, string>): ListParams => ({
  page: 1,
  per_page: 25,
  sort: undefined,
  q: '',
  filters,
});

describe('OtherFilters', () => {
  let root: Root;
  beforeEach(() => {
    document.body.innerHTML = '<div id="root"></div>';
    root = createRoot(document.getElementById('root')!);
  });
  afterEach(() => act(() => root.unmount()));

  it('says nothing while every filter of the URL has its control', () => {
    act(() =>
      root.render(
        <OtherFilters
          filters={FILTERS}
          labels={LABELS}
          params={params({ state: 'recibido', to: '2026-06-10' })}
          update={vi.fn()}
        />,
      ),
    );
    expect(document.querySelector('.list-other-filters')).toBeNull();
  });

  it('names the others in words, dates as dates, and removes only them', () => {
    const update = vi.fn();
    const url = params({ overdue: 'true', due_from: '2026-06-10', assignee_id: '4', office_id: 'none', zone: 'x' });
    act(() => root.render(<OtherFilters filters={FILTERS} labels={LABELS} params={url} update={update} />));
    expect(document.querySelector('[role="status"]')!.textContent).toContain(
      'También filtrada por: vencen desde el 10/06/2026, responsable, sin oficina, otro criterio.',
    );
    act(() => (document.querySelector('button') as HTMLButtonElement).click());
    expect(update).toHaveBeenCalledWith({
      due_from: undefined,
      assignee_id: undefined,
      office_id: undefined,
      zone: undefined,
    });
  });
});
