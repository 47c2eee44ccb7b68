import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DateRangeFilter } from './DateRangeFilter';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root;
let host: HTMLElement;
const applied: [string | undefined, string | undefined][] = [];

const input = (id: string) => host.querySelector<HTMLInputElement>(`#${id}`)!;

async function type(id: string, text: string) {
  const element = input(id);
  await act(async () => element.focus());
  for (const char of text) {
    await act(async () => {
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      setter.call(element, element.value + char);
      element.dispatchEvent(new Event('input', { bubbles: true }));
    });
  }
}

beforeEach(async () => {
  applied.length = 0;
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  await act(async () =>
    root.render(
      <DateRangeFilter
        id="filter-from"
        label="Fecha"
        from={undefined}
        to={undefined}
        onChange={(from, to) => applied.push([from, to])}
      />,
    ),
  );
});

afterEach(async () => {
  await act(async () => root.unmount());
  host.remove();
});

describe('DateRangeFilter', () => {
  it('filters by a day once it is whole, and not by a half-typed one, which stays in its box', async () => {
    await type('filter-from', '01/11/2026');
    expect(applied).toEqual([['2026-11-01', undefined]]);
    await type('filter-from-to', '15/11/20');
    await act(async () => input('filter-from-to').blur());
    expect(input('filter-from-to').value).toBe('15/11/20');
    expect(input('filter-from-to').getAttribute('aria-invalid')).toBe('true');
    expect(applied).toHaveLength(1);
  });
});
