/**
 * Who sees a request (docs/architecture.md §4): `-index` the requests of the caller's office, anyone their own
 * (asked, took or assigned), `-assign` holders (the registry's operators) every request waiting
 * in the queue. There is no `-all`. The scope includes the kind, so an entry request is never
 * found under `/output-requests`.
 */
import { QUEUED_REQUEST_STATES } from '@shared/schemas/requests';
import { and, eq, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { requests } from '../../db/schema';
import { stateIn } from '../../lib/crud/list';
import { documentScope, involvedThrough, type ScopeAccess } from '../../lib/records/scope';
import type { Auth } from '../../plugins/auth';
import { type NotifyOptions, type NotifyTarget, notifyWhoSee } from '../notifications/notifications.service';
import type { RequestKindDef } from './requests.kinds';

export type RequestRow = typeof requests.$inferSelect;

export const readKeys = (def: RequestKindDef) => [def.keys.index, def.keys.me, def.keys.show, def.keys.assign] as const;

export function requestScope(def: RequestKindDef) {
  return (caller: Auth, access?: ScopeAccess): SQL | undefined =>
    and(
      eq(requests.kind, def.kind),
      documentScope(
        caller,
        {
          entity: def.resource,
          id: requests.id,
          index: def.keys.index,
          ...involvedThrough(requests),
          rules: [{ key: def.keys.assign, where: () => stateIn(requests.state, QUEUED_REQUEST_STATES) }],
        },
        access,
      ),
    );
}

/** Tells the targets about a request, only those whose scope opens it, each once. */
export async function notifyRequest(
  tx: Executor,
  def: RequestKindDef,
  request: Pick<RequestRow, 'id'>,
  targets: readonly NotifyTarget[],
  text: string,
  options: NotifyOptions = {},
): Promise<void> {
  const record = { table: requests, id: request.id, read: readKeys(def), scope: requestScope(def) };
  await notifyWhoSee(tx, def.resource, record, targets, text, options);
}
