/**
 * What a public page (virtual desk, casilla) loads when it opens: these pages have no query cache,
 * so the load runs once per `key`, is aborted when the page leaves, and answers the data or the
 * error. `PublicLoaded` draws the usual three states: the error in a notice, a spinner, the page.
 */
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { errorMessage } from '../api';
import { Spinner } from '../Spinner';
import { Notice } from './Notice';

export interface PublicLoad<T> {
  data?: T;
  error?: unknown;
}

export function usePublicLoad<T>(key: string, load: (signal: AbortSignal) => Promise<T>): PublicLoad<T> {
  const loader = useRef(load);
  loader.current = load;
  const [state, setState] = useState<PublicLoad<T>>({});
  // biome-ignore lint/correctness/useExhaustiveDependencies: loads again when its key changes, with the latest loader
  useEffect(() => {
    const controller = new AbortController();
    loader
      .current(controller.signal)
      .then((data) => setState({ data }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setState({ error });
      });
    return () => controller.abort();
  }, [key]);
  return state;
}

export function PublicLoaded<T>({ load, children }: { load: PublicLoad<T>; children: (data: T) => ReactNode }) {
  if (load.error)
    return (
      <Notice kind="error" icon="pi-exclamation-circle">
        {errorMessage(load.error)}
      </Notice>
    );
  return load.data ? children(load.data) : <Spinner />;
}
