/**
 * A download the user watches and may cancel: `run` hands the task an AbortSignal and a progress
 * callback (for `api`'s `signal` and `onProgress`), `cancel` aborts it — the fetch stops and the
 * server, seeing the connection close, drops the work (server lib/export/disconnect.ts). A
 * cancelled run answers `null`; leaving the page cancels too.
 */
import { useCallback, useEffect, useRef, useState } from 'react';

export interface DownloadProgressState {
  loaded: number;
  /** From Content-Length; null while the server prepares the file or when it does not say. */
  total: number | null;
}

export interface DownloadTask {
  signal: AbortSignal;
  onProgress: (loaded: number, total: number | null) => void;
}

export function useDownload() {
  const [progress, setProgress] = useState<DownloadProgressState | null>(null);
  const current = useRef<AbortController | null>(null);

  useEffect(() => () => current.current?.abort(), []);

  const run = useCallback(async <T>(task: (options: DownloadTask) => Promise<T>): Promise<T | null> => {
    const controller = new AbortController();
    current.current = controller;
    setProgress({ loaded: 0, total: null });
    try {
      return await task({
        signal: controller.signal,
        onProgress: (loaded, total) => {
          if (!controller.signal.aborted) setProgress({ loaded, total });
        },
      });
    } catch (error) {
      if (controller.signal.aborted) return null;
      throw error;
    } finally {
      if (current.current === controller) {
        current.current = null;
        setProgress(null);
      }
    }
  }, []);

  const cancel = useCallback(() => current.current?.abort(), []);

  return { progress, busy: progress !== null, run, cancel };
}
