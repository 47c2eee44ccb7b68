import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api';

/** Retries only what may pass on a second try: network failures and 5xx, twice at most. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  const transient = !(error instanceof ApiError) || error.status === 0 || error.status >= 500;
  return transient && failureCount < 2;
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: shouldRetry, refetchOnWindowFocus: false },
  },
});
