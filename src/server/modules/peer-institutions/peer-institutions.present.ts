/**
 * An output's exchanges with peer institutions as its screen shows them: per document sent, the
 * peer, the delivery (attempts, last error), the peer's receipt, its entry number or refusal, and
 * the entry requests that arrived from the peer answering it.
 */
import type { PeerExchange, PeerSendState } from '@shared/schemas/peer-institutions';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { peerInstitutions, peerMessages, requests } from '../../db/schema';

type Message = typeof peerMessages.$inferSelect;

function stateOf(message: Message): PeerSendState {
  if (message.state !== 'entregado') return message.state === 'fallido' ? 'fallido' : 'pendiente';
  if (message.refusal) return 'rechazado';
  return message.entry_number ? 'registrado' : 'recibido';
}

const iso = (at: Date | null) => at?.toISOString() ?? null;

export async function outputExchanges(db: Executor, outputId: number): Promise<PeerExchange[]> {
  const rows = await db
    .select({
      message: peerMessages,
      peer: { id: peerInstitutions.id, name: peerInstitutions.name, ruc: peerInstitutions.ruc },
    })
    .from(peerMessages)
    .innerJoin(peerInstitutions, eq(peerInstitutions.id, peerMessages.peer_id))
    .where(and(eq(peerMessages.output_id, outputId), eq(peerMessages.type, 'document')))
    .orderBy(asc(peerMessages.created_at));
  const sent = rows.filter((r) => r.message.direction === 'out');
  const replies = rows.filter((r) => r.message.direction === 'in' && r.message.request_id !== null);
  const numbers = new Map(
    replies.length === 0
      ? []
      : (
          await db
            .select({ id: requests.id, number: requests.number })
            .from(requests)
            .where(
              inArray(
                requests.id,
                replies.map((r) => r.message.request_id!),
              ),
            )
        ).map((r) => [r.id, r.number]),
  );
  return sent.map(({ message, peer }) => ({
    id: message.id,
    peer,
    recipient_id: message.recipient_id,
    state: stateOf(message),
    attempts: message.attempts,
    last_error: message.state === 'entregado' ? null : message.last_error,
    request_number: message.request_number,
    received_at: iso(message.received_at),
    entry_number: message.entry_number,
    registered_at: iso(message.registered_at),
    refusal: message.refusal,
    replies: replies
      .filter((r) => r.peer.id === peer.id)
      .map((r) => ({
        request_id: r.message.request_id!,
        number: numbers.get(r.message.request_id!) ?? '',
        output_number: String(r.message.payload.output_number ?? ''),
      })),
  }));
}
