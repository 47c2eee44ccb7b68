/**
 * The inbox of messages from peer institutions (`POST /api/v1/public/interop/messages`): no
 * session, the request is its own credential. The sender names itself by RUC (`folio-peer-ruc`);
 * its Standard Webhooks signature is checked over the raw body with that peer's receive secret,
 * and a timestamp more than five minutes off is refused (401 for both). The message id is the
 * primary key of its row here, so a retried message answers the first receipt and makes nothing
 * twice. A document becomes an entry request in mesa de partes' queue (channel
 * «interoperabilidad»), from the peer as sender, with its files; the answer is the receipt: the
 * request's number and the time of receipt. An entry number or a refusal updates the output it
 * is about (a refusal returns the copy the receipt had delivered). Every message is in the audit trail.
 */
import {
  type DocumentMessage,
  type PeerMessage,
  type PeerReceipt,
  peerMessage,
} from '@shared/schemas/peer-institutions';
import { deskEntryProposal } from '@shared/schemas/requests';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Webhook } from 'standardwebhooks';
import type { Tx } from '../../db/client';
import { citizens, peerInstitutions, peerMessages, typeEntries } from '../../db/schema';
import { type AuditActor, audit, auditCreation } from '../../lib/audit/audit';
import { HttpError, invalid, notFound, unauthenticated } from '../../lib/errors';
import { notify } from '../notifications/notifications.service';
import { refusePeerDelivery } from '../outputs/outputs.service';
import { notifyRequest } from '../requests/requests.scope';
import { ENTRY_REQUESTS, fileEntryRequest } from '../requests/requests.service';
import { PEER_RUC_HEADER } from './peer-institutions.send';
import { peerAccount, senderCaller } from './peer-institutions.service';

type Peer = typeof peerInstitutions.$inferSelect;
type PeerMessageRow = typeof peerMessages.$inferSelect;
type RefusedMessage = Extract<PeerMessage, { type: 'refused' }>;
type Headers = Record<string, string | string[] | undefined>;

const BAD_SIGNATURE = 'Firma o marca de tiempo no válida.';
const header = (headers: Headers, name: string) => {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** The peer the message says it is from, its signature checked; 401 otherwise. */
async function authenticate(app: FastifyInstance, headers: Headers, raw: string): Promise<Peer> {
  const ruc = header(headers, PEER_RUC_HEADER) ?? '';
  const [peer] = await app.db
    .select()
    .from(peerInstitutions)
    .where(and(eq(peerInstitutions.ruc, ruc), eq(peerInstitutions.active, true)));
  if (!peer?.receive_secret) throw unauthenticated('Institución no reconocida.');
  try {
    new Webhook(peer.receive_secret).verify(raw, {
      'webhook-id': header(headers, 'webhook-id') ?? '',
      'webhook-timestamp': header(headers, 'webhook-timestamp') ?? '',
      'webhook-signature': header(headers, 'webhook-signature') ?? '',
    });
  } catch {
    throw unauthenticated(BAD_SIGNATURE);
  }
  return peer;
}

function parse(raw: string): PeerMessage {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw invalid({ body: ['El mensaje no es JSON válido.'] });
  }
  const parsed = peerMessage.safeParse(json);
  if (!parsed.success)
    throw invalid(
      Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.') || 'body', [issue.message]])),
    );
  return parsed.data;
}

/** The peer as a sender (a company by its RUC): found, or registered once. */
async function peerCitizen(tx: Tx, actor: AuditActor, peer: Peer): Promise<number> {
  const find = () =>
    tx
      .select({ id: citizens.id })
      .from(citizens)
      .where(and(eq(citizens.document_type, 'RUC'), sql`lower(${citizens.document_number}) = ${peer.ruc}`));
  const [found] = await find();
  if (found) return found.id;
  const [made] = await tx
    .insert(citizens)
    .values({ person_type: 'JURIDICA', document_type: 'RUC', document_number: peer.ruc, business_name: peer.name })
    .returning();
  await auditCreation(tx, actor, 'citizens', made!);
  return made!.id;
}

/** The entry type of the same name, or the first active one. */
async function typeFor(tx: Tx, name: string): Promise<number> {
  const [type] = await tx
    .select({ id: typeEntries.id })
    .from(typeEntries)
    .where(eq(typeEntries.active, true))
    .orderBy(sql`lower(${typeEntries.name}) <> lower(${name})`, asc(typeEntries.id))
    .limit(1);
  if (!type)
    throw new HttpError(
      503,
      'Esta institución aún no tiene tipos de documento de ingreso: vuelva a intentarlo más tarde.',
    );
  return type.id;
}

/** Our output a reply answers, when the peer names a document message we sent it. */
async function answeredOutput(tx: Tx, peer: Peer, message: DocumentMessage): Promise<number | null> {
  if (!message.in_reply_to) return null;
  const [sent] = await tx
    .select({ output_id: peerMessages.output_id })
    .from(peerMessages)
    .where(
      and(
        eq(peerMessages.id, message.in_reply_to.message_id),
        eq(peerMessages.peer_id, peer.id),
        eq(peerMessages.direction, 'out'),
      ),
    );
  return sent?.output_id ?? null;
}

type StoredFile = { name: string; content_type: string; sha256: string; size: number };

async function receiveDocument(
  tx: Tx,
  peer: Peer,
  id: string,
  message: DocumentMessage,
  files: StoredFile[],
): Promise<PeerReceipt> {
  const account = await peerAccount(tx);
  const actor: AuditActor = { id: account.id, ip: null };
  const now = new Date();
  const outputId = await answeredOutput(tx, peer, message);
  const proposal = deskEntryProposal.parse({
    received_at: now.toISOString(),
    channel: 'interoperabilidad',
    type_entry_id: await typeFor(tx, message.type_name),
    sender_id: await peerCitizen(tx, actor, peer),
    sender_reference: message.output_number,
    sender_date: null,
    subject: message.subject,
    summary: message.in_reply_to ? `Respuesta a su documento ${message.in_reply_to.number}.` : null,
    folios: message.folios,
    annexes:
      files.length > 1
        ? files
            .slice(1)
            .map((f) => f.name)
            .join(', ')
            .slice(0, 1000)
        : null,
    registered_office_id: null,
    destination_office_id: null,
  });
  const request = await fileEntryRequest(tx, actor, account, {
    proposal,
    note: `Interoperabilidad: ${peer.name} (RUC ${peer.ruc}), oficina ${message.office_name}.`.slice(0, 1000),
    files,
    at: now,
  });
  await tx
    .update(peerMessages)
    .set({ request_id: request.id, output_id: outputId, request_number: request.number, received_at: now })
    .where(eq(peerMessages.id, id));
  await audit(tx, actor, {
    entity: ENTRY_REQUESTS.resource,
    entityId: request.id,
    action: 'peer-received',
    changes: { peer_message: [null, { message: id, peer: peer.name, output: message.output_number }] },
  });
  await notifyRequest(
    tx,
    ENTRY_REQUESTS,
    request,
    [{ permission: ENTRY_REQUESTS.keys.assign }],
    `Nuevo documento de ${peer.name} por interoperabilidad ${request.number}: ${request.subject}`,
  );
  return { message_id: id, request_number: request.number, received_at: now.toISOString() };
}

/**
 * The refused copy comes back (outputs' `peer_refused`, in the name of whoever sent it); in a
 * savepoint, so an output archived or annulled since keeps its state and the refusal is still kept.
 */
async function returnRefusedCopy(tx: Tx, peer: Peer, sent: PeerMessageRow, message: RefusedMessage): Promise<void> {
  const caller = await senderCaller(tx, sent.sent_by);
  if (!caller || !sent.output_id || !sent.recipient_id) return;
  const at = Date.parse(message.refused_at);
  await tx
    .transaction((sp) =>
      refusePeerDelivery(sp, caller, sent.output_id!, sent.recipient_id!, {
        peer: peer.name,
        refused_at: new Date(Number.isNaN(at) ? Date.now() : at).toISOString(),
        reason: message.reason,
      }),
    )
    .catch(() => undefined);
}

/** An entry number or a refusal of a document we sent: kept on our message and told to its sender. */
async function receiveAnswer(
  tx: Tx,
  peer: Peer,
  id: string,
  message: Exclude<PeerMessage, DocumentMessage>,
): Promise<PeerReceipt> {
  const [sent] = await tx
    .select()
    .from(peerMessages)
    .where(
      and(
        eq(peerMessages.id, message.message_id),
        eq(peerMessages.peer_id, peer.id),
        eq(peerMessages.direction, 'out'),
        eq(peerMessages.type, 'document'),
      ),
    )
    .for('update');
  if (!sent) throw notFound('No se envió ese documento a esta institución.');
  const now = new Date();
  await tx
    .update(peerMessages)
    .set(
      message.type === 'registered'
        ? { entry_number: message.entry_number, registered_at: new Date(message.registered_at) }
        : { refusal: message.reason },
    )
    .where(eq(peerMessages.id, sent.id));
  await tx.update(peerMessages).set({ output_id: sent.output_id, about_id: sent.id }).where(eq(peerMessages.id, id));
  const actor = { id: (await peerAccount(tx)).id, ip: null };
  await audit(tx, actor, {
    entity: 'outputs',
    entityId: sent.output_id!,
    action: message.type === 'registered' ? 'peer-registered' : 'peer-refused',
    changes:
      message.type === 'registered'
        ? { peer_entry: [null, { message: id, peer: peer.name, entry: message.entry_number }] }
        : { peer_refusal: [null, { message: id, peer: peer.name, reason: message.reason }] },
  });
  if (message.type === 'refused') await returnRefusedCopy(tx, peer, sent, message);
  if (sent.sent_by)
    await notify(tx, sent.sent_by, {
      text:
        message.type === 'registered'
          ? `${peer.name} registró su documento con el ingreso ${message.entry_number}.`
          : `${peer.name} rechazó su documento: ${message.reason}`,
      type: 'outputs',
      data_id: sent.output_id!,
    });
  return { message_id: id, request_number: null, received_at: now.toISOString() };
}

export async function receivePeerMessage(app: FastifyInstance, headers: Headers, raw: string): Promise<PeerReceipt> {
  const peer = await authenticate(app, headers, raw);
  const id = header(headers, 'webhook-id')!;
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id))
    throw invalid({ 'webhook-id': ['El identificador del mensaje debe ser un UUID.'] });
  const message = parse(raw);
  // Stored before the transaction: content-addressed, so a retry stores nothing new.
  const files =
    message.type === 'document'
      ? await Promise.all(
          message.files.map(async (f) => {
            const stored = await app.files.put(Buffer.from(f.content, 'base64'));
            if (stored.sha256 !== f.sha256) throw invalid({ files: [`El archivo «${f.name}» llegó dañado.`] });
            return { name: f.name, content_type: f.content_type, sha256: stored.sha256, size: stored.size };
          }),
        )
      : [];
  return app.db.transaction(async (tx) => {
    const { files: _content, ...kept } = message as DocumentMessage;
    const payload = message.type === 'document' ? { ...kept, files: files.map(({ size: _s, ...f }) => f) } : message;
    const [fresh] = await tx
      .insert(peerMessages)
      .values({ id, peer_id: peer.id, direction: 'in', type: message.type, payload, state: 'recibido' })
      .onConflictDoNothing()
      .returning({ id: peerMessages.id });
    if (!fresh) {
      const [first] = await tx.select().from(peerMessages).where(eq(peerMessages.id, id));
      if (first?.peer_id !== peer.id || first.direction !== 'in')
        throw invalid({ 'webhook-id': ['Identificador repetido.'] });
      return {
        message_id: id,
        request_number: first.request_number,
        received_at: (first.received_at ?? first.created_at).toISOString(),
      };
    }
    return message.type === 'document'
      ? receiveDocument(tx as Tx, peer, id, message, files)
      : receiveAnswer(tx as Tx, peer, id, message);
  });
}
