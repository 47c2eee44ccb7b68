import { act, useCallback, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_DELAY_MS, useSearchBox } from './useSearchBox';

/** The router navigates in a transition: the URL follows what is sent a moment later. */
const ROUTER_MS = 50;
/** Under load, later than the next send. */
const SLOW_ROUTER_MS = 700;
let routerMs = ROUTER_MS;

/** A search box and its URL's `q`, shown in an `<output>`. */
function Box({ initial }: { initial: string }) {
  const [q, setQ] = useState(initial);
  const send = useCallback((text: string) => void setTimeout(() => setQ(text), routerMs), []);
  const [text, setText] = useSearchBox(q, send);
  (window as unknown as { type: (t: string) => void }).type = setText;
  (window as unknown as { navigate: (t: string) => void }).navigate = setQ;
  return (
    <>
      <input readOnly value={text} />
      <output>{q}</output>
    </>
  );
}

const box = () => document.querySelector('input')!.value;
const url = () => document.querySelector('output')!.textContent;
const type = (text: string) => act(() => (window as unknown as { type: (t: string) => void }).type(text));
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('useSearchBox', () => {
  beforeEach(() => {
    routerMs = ROUTER_MS;
    vi.useFakeTimers();
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    document.body.innerHTML = '<div id="root"></div>';
    act(() => createRoot(document.getElementById('root')!).render(<Box initial="" />));
  });
  afterEach(() => vi.useRealTimers());

  it('sends after a pause and keeps what was typed while the URL catches up', () => {
    type('rem');
    wait(SEARCH_DELAY_MS - 1);
    expect(url()).toBe('');
    wait(1);
    // Typed on while the router navigates: the URL catching up keeps the box as typed.
    type('remi');
    wait(ROUTER_MS);
    expect(url()).toBe('rem');
    expect(box()).toBe('remi');
    wait(SEARCH_DELAY_MS + ROUTER_MS);
    expect(box()).toBe('remi');
    expect(url()).toBe('remi');
  });

  it('keeps what was typed when the router is slower than the typing', () => {
    routerMs = SLOW_ROUTER_MS;
    type('re');
    wait(SEARCH_DELAY_MS);
    type('rem');
    wait(SEARCH_DELAY_MS);
    type('remi');
    // The URL goes through «re» and then «rem» while «remi» is in the box.
    for (let step = 0; step < 10; step++) {
      wait(100);
      expect(box()).toBe('remi');
    }
    wait(SEARCH_DELAY_MS + SLOW_ROUTER_MS);
    expect(url()).toBe('remi');
    expect(box()).toBe('remi');
  });

  it('shows a q that changed from elsewhere (back button, a link)', () => {
    type('licencia');
    wait(SEARCH_DELAY_MS + ROUTER_MS);
    act(() => (window as unknown as { navigate: (t: string) => void }).navigate('otra'));
    expect(box()).toBe('otra');
  });
});
