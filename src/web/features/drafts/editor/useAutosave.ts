/**
 * The editor's autosave: every change is kept in this browser at once (localStorage) and sent
 * to `PUT /drafts/:id/body` after a pause in the typing, with the version the editor holds. A
 * 409 (saved elsewhere meanwhile) or a lost connection never loses the text: it stays here until
 * a save succeeds, and a reload of the page restores it.
 */
import type { RichDoc } from '@shared/rich-text';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, api, errorMessage } from '../../../lib/api';
import { resourceUrl } from '../../../lib/crud/hooks';

export type SaveStatus = 'saved' | 'pending' | 'saving' | 'conflict' | 'error';

const PAUSE_MS = 1200;
const RETRY_MS = 5000;

const backupKey = (id: number) => `folio-draft-${id}`;

/** The text typed and not yet saved on the server, if this browser holds one. */
export function unsavedBody(id: number, serverBody: RichDoc): RichDoc | null {
  const stored = localStorage.getItem(backupKey(id));
  if (!stored) return null;
  try {
    const body = JSON.parse(stored) as RichDoc;
    return JSON.stringify(body) === JSON.stringify(serverBody) ? null : body;
  } catch {
    return null;
  }
}

export function useAutosave(id: number, version: number) {
  const versionRef = useRef(version);
  const pending = useRef<RichDoc | null>(null);
  const inFlight = useRef<Promise<void> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [status, setStatus] = useState<SaveStatus>('saved');
  const [savedAt, setSavedAt] = useState<Date | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const send = useCallback(async (): Promise<void> => {
    if (inFlight.current) await inFlight.current;
    const body = pending.current;
    if (!body) return;
    setStatus('saving');
    const request = (async () => {
      try {
        const answer = await api<{ data: { version: number } }>(resourceUrl('drafts', `/${id}/body`), {
          method: 'PUT',
          body: { version: versionRef.current, body },
        });
        versionRef.current = answer.data.version;
        if (pending.current === body) {
          pending.current = null;
          localStorage.removeItem(backupKey(id));
          setStatus('saved');
          setSavedAt(new Date());
        } else setStatus('pending');
        setProblem(null);
      } catch (error) {
        setProblem(errorMessage(error));
        if (error instanceof ApiError && error.status === 409) setStatus('conflict');
        else {
          setStatus('error');
          if (!(error instanceof ApiError) || error.status === 0)
            timer.current = setTimeout(() => void send(), RETRY_MS);
        }
      }
    })();
    inFlight.current = request;
    await request;
    inFlight.current = null;
  }, [id]);

  const change = useCallback(
    (body: RichDoc) => {
      pending.current = body;
      localStorage.setItem(backupKey(id), JSON.stringify(body));
      setStatus((s) => (s === 'conflict' ? s : 'pending'));
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void send(), PAUSE_MS);
    },
    [id, send],
  );

  /** Saves now what is pending (before the preview, the data dialog or leaving). */
  const flush = useCallback(async () => {
    clearTimeout(timer.current);
    await send();
  }, [send]);

  /** After a 409: take the server's current version and save this browser's text over it. */
  const keepMine = useCallback(
    async (serverVersion: number) => {
      versionRef.current = serverVersion;
      await send();
    },
    [send],
  );

  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (pending.current) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => {
      window.removeEventListener('beforeunload', warn);
      clearTimeout(timer.current);
    };
  }, []);

  return { status, savedAt, problem, change, flush, keepMine, versionRef };
}
