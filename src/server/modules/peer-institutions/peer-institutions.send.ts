/**
 * Delivers one message to a peer institution (a job of the `peer-delivery` queue): the stored
 * payload (a document's files read from the file store, in base64), signed per Standard Webhooks
 * with the peer's send secret and the message id as `webhook-id` on every attempt, POSTed to the
 * peer's inbox. A document's answer is the peer's receipt (its request number and the time of
 * receipt), which marks the output's recipient delivered, as a signed cargo does. A non-2xx
 * answer or no answer throws, so the queue retries with backoff; after the last retry the message
 * is «fallido» and whoever sent it is told. Every outcome is in the audit trail.
 */
import { type PeerReceipt, peerReceiptSchema, type WireFile } from '@shared/schemas/peer-institutions';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Webhook } from 'standardwebhooks';
import type { Executor } from '../../db/client';
import { peerInstitutions, peerMessages } from '../../db/schema';
import { audit } from '../../lib/audit/audit';
import type { JobRun } from '../../lib/jobs/jobs';
import { getSettings } from '../../lib/settings/settings';
import { notify } from '../notifications/notifications.service';
import { deliverRecipient } from '../outputs/outputs.service';
import { peerAccount, senderCaller } from './peer-institutions.service';

const TIMEOUT_MS = 60_000;
export const INBOX_PATH = '/api/v1/public/interop/messages';
export const PEER_RUC_HEADER = 'folio-peer-ruc';

type Message = typeof peerMessages.$inferSelect;
type Peer = typeof peerInstitutions.$inferSelect;
type StoredFile = Omit<WireFile, 'content'>;

type Outcome = { ok: true; receipt: PeerReceipt } | { ok: false; error: string };

/** The payload as it goes on the wire: a document's files with their bytes. */
async function wireBody(app: FastifyInstance, message: Message): Promise<string> {
  if (message.type !== 'document') return JSON.stringify(message.payload);
  const files = await Promise.all(
    (message.payload.files as StoredFile[]).map(async (file) => {
      const content = await app.files.get(file.sha256);
      if (!content) throw new Error(`peer message ${message.id}: file ${file.sha256} is missing`);
      return { ...file, content: content.toString('base64') };
    }),
  );
  return JSON.stringify({ ...message.payload, files });
}

async function post(peer: Peer, ownRuc: string, id: string, body: string): Promise<Outcome> {
  const timestamp = new Date();
  try {
    const res = await fetch(`${peer.base_url}${INBOX_PATH}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Folio-Interoperabilidad',
        [PEER_RUC_HEADER]: ownRuc,
        'webhook-id': id,
        'webhook-timestamp': String(Math.floor(timestamp.getTime() / 1000)),
        'webhook-signature': new Webhook(peer.send_secret).sign(id, timestamp, body),
      },
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const text = await res.text();
    if (res.status < 200 || res.status >= 300) return { ok: false, error: `HTTP ${res.status}: ${text}` };
    const parsed = peerReceiptSchema.safeParse((JSON.parse(text) as { data?: unknown }).data);
    return parsed.success ? { ok: true, receipt: parsed.data } : { ok: false, error: `Respuesta no válida: ${text}` };
  } catch (error) {
    const reason = error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : '';
    return { ok: false, error: `Sin respuesta: ${reason}` };
  }
}

/** The receipt marks the recipient delivered in the name of whoever sent it (a savepoint: a recipient already resolved by hand stays so). */
async function markDelivered(tx: Executor, message: Message, peer: Peer, receipt: PeerReceipt): Promise<void> {
  const caller = await senderCaller(tx, message.sent_by);
  if (!message.recipient_id || !message.output_id || !caller) return;
  await tx
    .transaction((sp) =>
      deliverRecipient(sp, caller, message.output_id!, message.recipient_id!, {
        state: 'entregado',
        // The peer's clock may run a little ahead: a delivery is never in the future.
        delivered_at: new Date(Math.min(Date.parse(receipt.received_at), Date.now())).toISOString(),
        received_by_name: peer.name,
        received_by_document: peer.ruc,
        note: `Recibido por interoperabilidad: solicitud ${receipt.request_number ?? ''}`.trim(),
      }),
    )
    .catch(() => undefined);
}

async function recordSuccess(tx: Executor, message: Message, peer: Peer, receipt: PeerReceipt): Promise<void> {
  await tx
    .update(peerMessages)
    .set({
      state: 'entregado',
      attempts: sql`${peerMessages.attempts} + 1`,
      last_attempt_at: sql`now()`,
      last_error: null,
      ...(message.type === 'document' && {
        request_number: receipt.request_number,
        received_at: new Date(receipt.received_at),
      }),
    })
    .where(eq(peerMessages.id, message.id));
  const actor = { id: message.sent_by ?? (await peerAccount(tx)).id, ip: null };
  if (message.type === 'document') {
    await markDelivered(tx, message, peer, receipt);
    await audit(tx, actor, {
      entity: 'outputs',
      entityId: message.output_id!,
      action: 'peer-receipt',
      changes: {
        peer_receipt: [
          null,
          { message: message.id, peer: peer.name, request: receipt.request_number, at: receipt.received_at },
        ],
      },
    });
  } else {
    await audit(tx, actor, {
      entity: 'entry-requests',
      entityId: message.request_id!,
      action: `peer-${message.type}-acknowledged`,
      changes: { peer_message: [null, { message: message.id, peer: peer.name, at: receipt.received_at }] },
    });
  }
}

async function recordFailure(tx: Executor, message: Message, peer: Peer, error: string, last: boolean): Promise<void> {
  await tx
    .update(peerMessages)
    .set({
      state: last ? 'fallido' : 'pendiente',
      attempts: sql`${peerMessages.attempts} + 1`,
      last_attempt_at: sql`now()`,
      last_error: error.slice(0, 500),
    })
    .where(eq(peerMessages.id, message.id));
  if (!last) return;
  const actor = { id: message.sent_by ?? (await peerAccount(tx)).id, ip: null };
  const entity = message.type === 'document' ? 'outputs' : 'entry-requests';
  const entityId = message.type === 'document' ? message.output_id! : message.request_id!;
  await audit(tx, actor, { entity, entityId, action: 'peer-send-failed', changes: { peer_error: [null, error] } });
  if (message.sent_by && message.output_id)
    await notify(tx, message.sent_by, {
      text: `No se pudo entregar la salida a ${peer.name}: el envío falló durante un día.`,
      type: 'outputs',
      data_id: message.output_id,
    });
}

export async function deliverPeerMessage(app: FastifyInstance, job: JobRun<{ message: string }>): Promise<void> {
  const [row] = await app.db
    .select({ message: peerMessages, peer: peerInstitutions })
    .from(peerMessages)
    .innerJoin(peerInstitutions, eq(peerInstitutions.id, peerMessages.peer_id))
    .where(eq(peerMessages.id, job.data.message));
  if (row?.message.direction !== 'out' || row.message.state === 'entregado') return;
  const { message, peer } = row;
  const { tax_id: ownRuc } = await getSettings(app.db);
  const outcome = ownRuc
    ? await post(peer, ownRuc, message.id, await wireBody(app, message))
    : ({ ok: false, error: 'Falta el RUC de la institución en Configuración.' } as const);
  const last = job.retryCount >= job.retryLimit;
  await app.db.transaction((tx) =>
    outcome.ok
      ? recordSuccess(tx, message, peer, outcome.receipt)
      : recordFailure(tx, message, peer, outcome.error, last),
  );
  if (!outcome.ok) throw new Error(`peer message ${message.id}: ${outcome.error}`);
}
