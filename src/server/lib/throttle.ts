/**
 * Fixed-window failure counter for login throttling, kept in process memory. Several instances
 * each count on their own, which still bounds guessing to N × limit per window.
 */
export interface Throttle {
  /** Seconds until `key` may try again; 0 when it may try now. */
  retryAfter(key: string): number;
  fail(key: string): void;
  reset(key: string): void;
}

export function createThrottle(limit: number, windowMs: number, now: () => number = Date.now): Throttle {
  const windows = new Map<string, { count: number; startedAt: number }>();

  const current = (key: string) => {
    const entry = windows.get(key);
    if (entry && now() - entry.startedAt >= windowMs) {
      windows.delete(key);
      return undefined;
    }
    return entry;
  };

  return {
    retryAfter(key) {
      const entry = current(key);
      if (!entry || entry.count < limit) return 0;
      return Math.max(1, Math.ceil((entry.startedAt + windowMs - now()) / 1000));
    },
    fail(key) {
      const entry = current(key);
      if (entry) entry.count++;
      else windows.set(key, { count: 1, startedAt: now() });
      if (windows.size > 100_000) {
        for (const k of windows.keys()) if (!current(k)) windows.delete(k);
      }
    },
    reset(key) {
      windows.delete(key);
    },
  };
}
