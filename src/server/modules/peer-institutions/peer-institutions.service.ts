/**
 * What other modules call: the outbox of messages to peer institutions. A message is a row of
 * `peer_messages` and one `peer-delivery` job, written in the caller's transaction (nothing is sent
 * for a change that rolls back); its id is the message id of every attempt. The requests module
 * tells this one when its mesa de partes assigns or rejects an entry request that came from a peer,
 * and the peer is sent the entry number or the refusal with its reason.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { entries, peerMessages, users } from '../../db/schema';
import { permissionsOf } from '../../lib/identity';
import { sendInTransaction } from '../../lib/jobs/send';
import type { Caller } from '../../lib/records/caller';
import { firstActiveOffice, serviceAccount } from '../../lib/service-accounts';

type NewMessage = Omit<typeof peerMessages.$inferInsert, 'id' | 'direction' | 'state'>;

/** Writes an outgoing message and its delivery job in `tx`; answers the message id. */
export async function queuePeerMessage(tx: Executor, message: NewMessage): Promise<string> {
  const id = randomUUID();
  await tx.insert(peerMessages).values({ ...message, id, direction: 'out', state: 'pendiente' });
  await sendInTransaction(tx, 'peer-delivery', [{ message: id }]);
  return id;
}

interface RequestChange {
  id: number;
  kind: string;
  entry_id: number | null;
  reason_code: string | null;
  rejection: string | null;
}

/** An entry request from a peer was assigned (its entry number goes back) or rejected (its reason). */
export async function peerRequestChanged(tx: Executor, action: string, row: RequestChange): Promise<void> {
  if (row.kind !== 'entry' || (action !== 'assign' && action !== 'reject')) return;
  const [document] = await tx
    .select({ id: peerMessages.id, peer_id: peerMessages.peer_id })
    .from(peerMessages)
    .where(
      and(eq(peerMessages.request_id, row.id), eq(peerMessages.direction, 'in'), eq(peerMessages.type, 'document')),
    );
  if (!document) return;
  const now = new Date().toISOString();
  if (action === 'assign') {
    const [entry] = await tx.select({ number: entries.number }).from(entries).where(eq(entries.id, row.entry_id!));
    await queuePeerMessage(tx, {
      peer_id: document.peer_id,
      type: 'registered',
      request_id: row.id,
      about_id: document.id,
      payload: { type: 'registered', message_id: document.id, entry_number: entry!.number, registered_at: now },
    });
    return;
  }
  const reason = [row.reason_code, row.rejection].filter(Boolean).join('. ');
  await queuePeerMessage(tx, {
    peer_id: document.peer_id,
    type: 'refused',
    request_id: row.id,
    about_id: document.id,
    payload: { type: 'refused', message_id: document.id, reason, refused_at: now },
  });
}

/** Whoever sent a document to a peer, as the caller its receipt or refusal acts for (null once gone). */
export async function senderCaller(tx: Executor, userId: number | null): Promise<Caller | null> {
  if (userId === null) return null;
  const [user] = await tx.select().from(users).where(eq(users.id, userId));
  return user ? { user, permissions: await permissionsOf(tx, user.id), tokenId: 0, ip: null } : null;
}

export const PEER_USERNAME = 'interoperabilidad';

/**
 * The service account that receives peers' documents and signs the audit rows of the exchange
 * nobody typed: inactive (it cannot sign in), made the first time it is needed, in the first
 * active top-level office.
 */
export function peerAccount(tx: Executor): Promise<{ id: number; office_id: number }> {
  return serviceAccount(tx, {
    username: PEER_USERNAME,
    names: 'Interoperabilidad',
    surnames: 'entre instituciones',
    position: 'Cuenta de servicio del intercambio entre instituciones',
    office: () => firstActiveOffice(tx),
    noOffice: 'The exchange between institutions needs at least one active office.',
  });
}
