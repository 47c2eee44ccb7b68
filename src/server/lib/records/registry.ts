/**
 * Every document module the app has, as its reads registrar and transitions table declare it:
 * what the template's generated proofs (scope 404, stale version 409) walk, so a new module is
 * covered as soon as it uses the template.
 */
import type { PermissionKey } from '@shared/permissions';
import type { TextMatch } from '@shared/schemas/text-match';
import type { z } from 'zod';
import type { Executor } from '../../db/client';
import type { Auth } from '../../plugins/auth';
import type { Caller } from './caller';

export interface DocumentModuleTransitions {
  /** Each action's path below `:id/` and the body its route validates. */
  actions: Record<string, { path: string; unversioned: boolean; body: z.ZodObject | undefined }>;
  apply(tx: Executor, caller: Caller, action: string, id: number, body?: Record<string, unknown>): Promise<unknown>;
  lockForEdit(tx: Executor, caller: Caller, id: number, version: number): Promise<unknown>;
}

/** A record the shell's global search shows (docs/global-search.md). */
export interface FoundRecord {
  id: number;
  number: string;
  subject: string;
  text_match: TextMatch | null;
}

export interface DocumentModule {
  /** The audit entity and URL segment (`entries`). */
  resource: string;
  base: string;
  /** The keys that read the module. */
  read?: readonly PermissionKey[];
  /** Keys besides the `-all` ones that open every record (reads.ts `seeAll`). */
  seeAll?: readonly PermissionKey[];
  transitions?: DocumentModuleTransitions;
  /** The first `limit` records of the caller's scope its list's search `q` finds, in the list's order. */
  find?(db: Executor, caller: Auth, q: string, limit: number): Promise<FoundRecord[]>;
}

const modules = new Map<string, DocumentModule>();

export function registerDocumentModule(resource: string, part: Partial<Omit<DocumentModule, 'resource'>>): void {
  const current = modules.get(resource) ?? { resource, base: `/api/v1/${resource}` };
  modules.set(resource, { ...current, ...part });
}

export const documentModules = (): DocumentModule[] => [...modules.values()];
