import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../api';
import { type PublicLoad, PublicLoaded, usePublicLoad } from './publicLoad';

/** A load the test settles by hand, with the signal it was given. */
interface Pending {
  key: string;
  signal: AbortSignal;
  resolve: (value: string) => void;
  reject: (error: unknown) => void;
}

let loads: Pending[] = [];
let seen: PublicLoad<string>[] = [];

function Page({ id, tag }: { id: string; tag: string }) {
  const load = usePublicLoad(
    id,
    (signal) =>
      new Promise<string>((resolve, reject) => {
        loads.push({ key: `${tag}:${id}`, signal, resolve, reject });
      }),
  );
  seen.push(load);
  return <PublicLoaded load={load}>{(data) => <p className="loaded">{data}</p>}</PublicLoaded>;
}

const text = () => document.getElementById('root')!.textContent;
const last = () => seen[seen.length - 1]!;

describe('usePublicLoad and PublicLoaded', () => {
  let root: Root;
  beforeEach(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    document.body.innerHTML = '<div id="root"></div>';
    root = createRoot(document.getElementById('root')!);
    loads = [];
    seen = [];
  });
  afterEach(() => act(() => root.unmount()));

  it('shows a spinner while loading, then the page drawn from the data', async () => {
    act(() => root.render(<Page id="1" tag="a" />));
    expect(loads.map((l) => l.key)).toEqual(['a:1']);
    expect(document.querySelector('.spinner[role="status"]')).not.toBeNull();

    await act(async () => loads[0]!.resolve('Casilla de Juan'));
    expect(document.querySelector('.spinner')).toBeNull();
    expect(document.querySelector('.loaded')?.textContent).toBe('Casilla de Juan');
    expect(last()).toEqual({ data: 'Casilla de Juan' });
  });

  it("shows the server's message in an alert when the load fails", async () => {
    act(() => root.render(<Page id="1" tag="a" />));
    await act(async () => loads[0]!.reject(new ApiError(404, 'El enlace ya no es válido.')));
    const alert = document.querySelector('.notice.notice-error[role="alert"]');
    expect(alert?.textContent).toBe('El enlace ya no es válido.');
    expect(document.querySelector('.loaded')).toBeNull();
    expect(last().error).toBeInstanceOf(ApiError);
  });

  it('loads once per key: a new render with the same key loads nothing more', async () => {
    act(() => root.render(<Page id="1" tag="a" />));
    act(() => root.render(<Page id="1" tag="b" />));
    expect(loads.map((l) => l.key)).toEqual(['a:1']);
  });

  it('loads again when the key changes, with the latest loader, and drops the earlier answer', async () => {
    act(() => root.render(<Page id="1" tag="a" />));
    act(() => root.render(<Page id="2" tag="b" />));
    expect(loads.map((l) => l.key)).toEqual(['a:1', 'b:2']);
    expect(loads[0]!.signal.aborted).toBe(true);
    expect(loads[1]!.signal.aborted).toBe(false);

    await act(async () => loads[0]!.reject(new DOMException('Aborted', 'AbortError')));
    expect(last().error).toBeUndefined();
    expect(document.querySelector('[role="alert"]')).toBeNull();

    await act(async () => loads[1]!.resolve('Notificación 2'));
    expect(text()).toBe('Notificación 2');
  });

  it('aborts the load when the page leaves', () => {
    act(() => root.render(<Page id="1" tag="a" />));
    const { signal } = loads[0]!;
    act(() => root.render(<p>otra página</p>));
    expect(signal.aborted).toBe(true);
  });
});
