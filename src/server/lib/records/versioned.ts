/**
 * Optimistic locking of documents: every write goes through `versionedWrite`
 * (lib/crud/versioned-write.ts), which bumps the version and audits; a client's stale `version`
 * is a 409 checked here under the row lock.
 */
import { staleVersion } from '../errors';

/** 409 when the client edited an older version than the stored one. */
export function assertVersion(existing: { version: number }, version: number): void {
  if (existing.version !== version) throw staleVersion();
}
