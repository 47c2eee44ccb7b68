/**
 * The webhooks' outbox: every audited change that is an event (`eventOf`) writes, in its own
 * transaction and only when some active subscription wants it, one `webhook-event` job carrying
 * the event's id and payload (lib/jobs). Off the request path that job fans out to the
 * subscriptions (webhooks.outbox.ts), one delivery and its job each. A change rolled back sends
 * nothing; a crash after the commit loses nothing. The payload carries ids and public fields
 * (number, state, offices), never a subject.
 */
import type { WebhookEvent } from '@shared/schemas/webhooks';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { type AuditEntry, onAudited } from '../../lib/audit/audit';
import { sendInTransaction } from '../../lib/jobs/send';

/** Each source of events: its table and the offices an event of one of its records concerns. */
const SOURCES: Record<string, { table: SQL; offices: SQL; events: Record<string, WebhookEvent> }> = {
  entries: {
    table: sql`entries`,
    offices: sql`array[registered_office_id, destination_office_id]`,
    events: {
      create: 'entry.registered',
      derive: 'entry.derived',
      receive: 'entry.received',
      attend: 'entry.attended',
      annul: 'entry.annulled',
    },
  },
  outputs: {
    table: sql`outputs`,
    offices: sql`array[origin_office_id, registered_office_id]`,
    events: { create: 'output.registered', dispatch: 'output.dispatched' },
  },
  'entry-requests': {
    table: sql`requests`,
    offices: sql`array[requesting_office_id]`,
    events: { create: 'entry_request.submitted', observe: 'entry_request.observed', assign: 'entry_request.assigned' },
  },
  'archive-transfers': {
    table: sql`archive_transfers`,
    offices: sql`array[office_id]`,
    events: { send: 'transfer.sent', receive: 'transfer.received' },
  },
  'archive-temporary-permissions': {
    table: sql`archive_temporary_permissions`,
    offices: sql`array[holder_office_id, item_office_id]`,
    // A digital access past its date ends by itself (`expire`): returned as well.
    events: { authorize: 'loan.authorised', return: 'loan.returned', expire: 'loan.returned' },
  },
};

/** Delivering to a recipient: by courier, notified in a casilla, or read there under the «first reading» rule. */
const DELIVERIES = new Set(['deliver', 'notify', 'notify_read']);

/** The event an audited change is, if any: a delivery to a recipient is «delivered» or «returned» by the state it leaves. */
export function eventOf(entry: Pick<AuditEntry, 'entity' | 'action' | 'changes'>): WebhookEvent | null {
  if (entry.entity === 'outputs' && DELIVERIES.has(entry.action)) {
    const state = entry.changes.state?.[1];
    if (state === 'entregado') return 'output.delivered';
    if (state === 'devuelto') return 'output.returned';
    return null;
  }
  return SOURCES[entry.entity]?.events[entry.action] ?? null;
}

/** What the `webhook-event` job carries: the event's id (its deliveries' ids derive from it) and payload. */
export interface WebhookEventJob {
  event: string;
  type: WebhookEvent;
  payload: { type: WebhookEvent; timestamp: string; data: { id: number; office_ids: number[] } };
}

/** Active subscriptions to `type` for a record of these offices (a SQL int[] or jsonb array of ids). */
export const subscribedTo = (type: WebhookEvent, officeIds: SQL) =>
  sql`s.active and ${type} = any(s.events) and (s.office_id is null or s.office_id = any(${officeIds}))`;

/**
 * Writes, in `tx`, the `webhook-event` job of `type` about the record `entity`/`id` when an
 * active subscription wants it: one statement when none does. Called for every audited event;
 * other modules call it for an event that is not audited (a loan falling due).
 */
export async function recordWebhookEvent(
  tx: Executor,
  entity: string,
  id: number | string,
  type: WebhookEvent,
): Promise<void> {
  const source = SOURCES[entity];
  if (!source) return;
  const result = (await tx.execute(sql`
    with record as (
      select id, number, state, array_remove(${source.offices}, null) as office_ids from ${source.table} where id = ${Number(id)}
    )
    select gen_random_uuid()::text as event,
      jsonb_build_object('type', ${type}::text, 'timestamp', to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
        'data', jsonb_build_object('id', r.id, 'number', r.number, 'state', r.state,
          'office_ids', (select coalesce(jsonb_agg(distinct o), '[]') from unnest(r.office_ids) o))) as payload
    from record r
    where exists (select 1 from webhook_subscriptions s where ${subscribedTo(type, sql`r.office_ids`)})`)) as unknown as {
    rows: Pick<WebhookEventJob, 'event' | 'payload'>[];
  };
  await sendInTransaction(
    tx,
    'webhook-event',
    result.rows.map((row) => ({ ...row, type })),
  );
}

// Before the audit row: the outbox writes no row of its own, so other writers need not wait for it.
onAudited(
  async (tx, entry) => {
    const type = eventOf(entry);
    if (type) await recordWebhookEvent(tx, entry.entity, entry.entityId, type);
  },
  { beforeTheRow: true },
);
