import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { StateTag } from './tags';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('StateTag', () => {
  let host: HTMLDivElement;
  let root: Root;
  beforeEach(() => {
    host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
  });
  afterEach(() => {
    act(() => root.unmount());
    host.remove();
  });

  it('shows the state’s Spanish label', () => {
    act(() => root.render(<StateTag state="en_custodia" labels={{ en_custodia: 'En custodia' }} />));
    expect(host.querySelector('.p-tag')?.textContent).toBe('En custodia');
  });

  it('shows no empty badge for a record without states', () => {
    act(() => root.render(<StateTag state={undefined} labels={{}} />));
    expect(host.innerHTML).toBe('');
  });
});
