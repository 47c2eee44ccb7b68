import type { DashboardTile } from '@shared/schemas/dashboard';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Tile } from './DashboardTile';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const tile = (rojo: number, count: number): DashboardTile => ({
  id: 'entries-mine',
  group: 'mine',
  title: 'Ingresos a mi cargo',
  count,
  capped: false,
  link: '/entries?mine=true',
  rows: [],
  lights: { verde: 1, ambar: 0, rojo },
});

function render(value: DashboardTile): string {
  document.body.innerHTML = '<div id="root"></div>';
  const root = createRoot(document.getElementById('root')!);
  act(() =>
    root.render(
      <MemoryRouter>
        <Tile tile={value} />
      </MemoryRouter>,
    ),
  );
  const text = document.body.textContent ?? '';
  act(() => root.unmount());
  return text;
}

describe('Tile', () => {
  it('puts each light’s count in agreement with its words: «1 vencido», «20 vencidos»', () => {
    const one = render(tile(1, 2));
    expect(one).toContain('1 vencido');
    expect(one).not.toContain('1 vencidos');
    expect(one).toContain('1 en plazo');
    expect(render(tile(20, 21))).toContain('20 vencidos');
  });

  it('offers «Verlo» for one record and «Ver los N» for several', () => {
    expect(render(tile(0, 1))).toContain('Verlo');
    expect(render(tile(0, 7))).toContain('Ver los 7');
  });
});
