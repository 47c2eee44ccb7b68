/** A watched download: the bytes counted as they arrive, its words, and «Cancelar» aborting the fetch. */
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ApiFile, api } from '../api';
import { progressText } from './DownloadProgress';
import { useDownload } from './useDownload';

type Hook = ReturnType<typeof useDownload>;

/** Renders the hook in a component and answers its latest value. */
function renderDownload(): { current: Hook } {
  const result = {} as { current: Hook };
  function Probe() {
    result.current = useDownload();
    return null;
  }
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  document.body.innerHTML = '<div id="root"></div>';
  act(() => createRoot(document.getElementById('root')!).render(<Probe />));
  return result;
}

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('downloads with progress', () => {
  it('tells the bytes received against the Content-Length', async () => {
    const parts = ['PK', 'abcd', 'ef'];
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const part of parts) controller.enqueue(new TextEncoder().encode(part));
        controller.close();
      },
    });
    fetchMock.mockResolvedValueOnce(new Response(body, { status: 200, headers: { 'Content-Length': '8' } }));
    const seen: [number, number | null][] = [];
    const file = await api<ApiFile>('/api/v1/reports/volume/xlsx', {
      responseType: 'file',
      onProgress: (loaded, total) => seen.push([loaded, total]),
    });
    expect(await file.blob.text()).toBe('PKabcdef');
    expect(seen).toEqual([
      [0, 8],
      [2, 8],
      [6, 8],
      [8, 8],
    ]);
  });

  it('writes the progress in Spanish', () => {
    expect(progressText({ loaded: 0, total: null })).toBe('Preparando el archivo…');
    expect(progressText({ loaded: 3, total: 8 })).toBe('Descargando… 38 %');
    expect(progressText({ loaded: 2560, total: null })).toBe('Descargando… 2.5 KB');
  });

  it('aborts the task on cancel and answers null', async () => {
    const result = renderDownload();
    let signal: AbortSignal | undefined;
    let answer: Promise<string | null> = Promise.resolve(null);
    act(() => {
      answer = result.current.run(
        (options) =>
          new Promise<string>((_resolve, reject) => {
            signal = options.signal;
            options.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          }),
      );
    });
    expect(result.current.busy).toBe(true);
    expect(result.current.progress).toEqual({ loaded: 0, total: null });
    await act(async () => {
      result.current.cancel();
      expect(await answer).toBeNull();
    });
    expect(signal?.aborted).toBe(true);
    expect(result.current.busy).toBe(false);
  });
});
