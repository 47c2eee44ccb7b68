import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSettled } from './useSettled';

function Typed({ text }: { text: string }) {
  return <output>{useSettled(text, 300)}</output>;
}

const shown = () => document.querySelector('output')!.textContent;

describe('useSettled', () => {
  let root: Root;
  beforeEach(() => {
    vi.useFakeTimers();
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    document.body.innerHTML = '<div id="root"></div>';
    root = createRoot(document.getElementById('root')!);
    act(() => root.render(<Typed text="of" />));
  });
  afterEach(() => {
    act(() => root.unmount());
    vi.useRealTimers();
  });

  it('starts with the first value', () => {
    expect(shown()).toBe('of');
  });

  it('keeps the earlier value while the new one changes, and takes the last once it stays for the pause', () => {
    act(() => root.render(<Typed text="ofi" />));
    act(() => vi.advanceTimersByTime(200));
    act(() => root.render(<Typed text="ofic" />));
    act(() => vi.advanceTimersByTime(200));
    expect(shown()).toBe('of');
    act(() => vi.advanceTimersByTime(100));
    expect(shown()).toBe('ofic');
  });
});
