/**
 * Exchange between institutions (docs/electronic-delivery.md): the peers (Panel de control →
 * Instituciones vinculadas, the one CRUD helper; a secret never leaves the server but the
 * generated send secret in the creation's answer), sending an output to a peer, an output's
 * exchanges, the public inbox other registries post to, and the delivery job.
 */
import { randomBytes } from 'node:crypto';
import { booleanParam } from '@shared/crud';
import {
  type PeerInstitutionInput,
  peerExchangesAnswer,
  peerInstitutionInput,
  peerInstitutionSchema,
  peerReceiptSchema,
  peerSecretSchema,
  peerSendInput,
} from '@shared/schemas/peer-institutions';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Executor, Tx } from '../../db/client';
import {
  offices,
  outputRecipients,
  outputs,
  peerMessages,
  peerInstitutions as peers,
  requests,
  typeOutputs,
} from '../../db/schema';
import { listAttachments } from '../../lib/attachments/attachments';
import { audit, auditCreation } from '../../lib/audit/audit';
import { exactFilters } from '../../lib/crud/filters';
import { actorOf, idParams, parseId } from '../../lib/crud/params';
import { type Row, registerCrud } from '../../lib/crud/resource';
import { conflict, invalid } from '../../lib/errors';
import { type Caller, callerAt } from '../../lib/records/caller';
import { scopedRecords } from '../../lib/records/scoped';
import { getSettings } from '../../lib/settings/settings';
import { callerOf } from '../../plugins/auth';
import { outputScope, READ, UPDATE } from '../outputs/outputs.scope';
import { dispatchOutput } from '../outputs/outputs.service';
import { receivePeerMessage } from './peer-institutions.inbox';
import { outputExchanges } from './peer-institutions.present';
import { deliverPeerMessage, INBOX_PATH } from './peer-institutions.send';
import { queuePeerMessage } from './peer-institutions.service';

const ADMIN_KEYS = ['peer-institutions-admin'] as const;
const config = { permissions: ADMIN_KEYS };
/** Base64 of a document and its anexos: well above the upload limits. */
const INBOX_BODY_LIMIT = 200 * 1024 * 1024;
const SECRETS = ['send_secret', 'receive_secret'] as const;

/** A Standard Webhooks secret: `whsec_` and 32 random bytes in base64. */
const newSecret = () => `whsec_${randomBytes(32).toString('base64')}`;

const { findVisible } = scopedRecords(outputs, outputScope);

const present = async (_db: Executor, rows: Row[]) =>
  rows.map((row) => ({ ...row, has_receive_secret: row.receive_secret !== null }));

/** The secrets typed in an edit: changed (never written to the trail), or kept when left empty. */
async function saveSecrets(tx: Executor, id: number, input: PeerInstitutionInput) {
  const set = Object.fromEntries(SECRETS.filter((key) => input[key]).map((key) => [key, input[key]]));
  if (Object.keys(set).length === 0) return undefined;
  await tx.update(peers).set(set).where(eq(peers.id, id));
  return Object.fromEntries(Object.keys(set).map((key) => [key, ['(oculta)', '(cambiada)']])) as Record<
    string,
    [unknown, unknown]
  >;
}

const sendConflict = (state: string) =>
  conflict(`No se puede enviar a otra institución una salida en estado «${state}».`);

/** The document's files: its PDF first (the signed document), its anexos after. */
async function filesOf(tx: Executor, outputId: number) {
  const rows = await listAttachments(tx, 'outputs', outputId);
  const principal = rows.find((r) => r.content_type === 'application/pdf');
  if (!principal)
    throw invalid({ recipient_id: ['La salida no tiene su documento firmado en PDF: adjúntelo antes de enviarla.'] });
  return [principal, ...rows.filter((r) => r !== principal)].map((r) => ({
    name: r.original_name,
    content_type: r.content_type,
    sha256: r.sha256,
  }));
}

/** When the output answers an entry that came from this peer: the peer's message and its number. */
async function replyTo(tx: Executor, entryId: number | null, peerId: number) {
  if (!entryId) return null;
  const [incoming] = await tx
    .select({ id: peerMessages.id, payload: peerMessages.payload })
    .from(peerMessages)
    .innerJoin(requests, eq(requests.id, peerMessages.request_id))
    .where(and(eq(requests.entry_id, entryId), eq(peerMessages.direction, 'in'), eq(peerMessages.peer_id, peerId)));
  return incoming ? { message_id: incoming.id, number: String(incoming.payload.output_number) } : null;
}

async function sendToPeer(tx: Tx, caller: Caller, outputId: number, body: z.infer<typeof peerSendInput>) {
  const output = await findVisible(tx, caller, outputId, true);
  if (output.state !== 'registrado' && output.state !== 'en_despacho') throw sendConflict(output.state);
  const [recipient] = await tx
    .select()
    .from(outputRecipients)
    .where(and(eq(outputRecipients.id, body.recipient_id), eq(outputRecipients.output_id, output.id)));
  if (!recipient) throw invalid({ recipient_id: ['Elija un destinatario de esta salida.'] });
  if (recipient.delivery_state !== 'pendiente') throw conflict('La entrega a este destinatario ya fue registrada.');
  const [peer] = await tx
    .select()
    .from(peers)
    .where(and(eq(peers.id, body.peer_id), eq(peers.active, true)));
  if (!peer) throw invalid({ peer_id: ['Elija una institución activa.'] });
  const [pending] = await tx
    .select({ id: peerMessages.id })
    .from(peerMessages)
    .where(
      and(
        eq(peerMessages.recipient_id, recipient.id),
        eq(peerMessages.direction, 'out'),
        ne(peerMessages.state, 'fallido'),
      ),
    );
  if (pending) throw conflict('Este destinatario ya tiene un envío a otra institución.');
  if (!(await getSettings(tx)).tax_id)
    throw invalid({ peer_id: ['Falta el RUC de la institución en Configuración: la otra institución lo exige.'] });
  const files = await filesOf(tx, output.id);
  if (output.state === 'registrado') await dispatchOutput(tx, caller, output.id, { version: output.version });
  const [type] = await tx
    .select({ name: typeOutputs.name })
    .from(typeOutputs)
    .where(eq(typeOutputs.id, output.type_output_id));
  const [office] = await tx.select({ name: offices.name }).from(offices).where(eq(offices.id, output.origin_office_id));
  const id = await queuePeerMessage(tx, {
    peer_id: peer.id,
    type: 'document',
    output_id: output.id,
    recipient_id: recipient.id,
    sent_by: caller.user.id,
    payload: {
      type: 'document',
      output_number: output.number,
      type_name: type!.name,
      office_name: office!.name,
      subject: output.subject,
      folios: output.folios,
      issued_at: output.issued_at.toISOString(),
      in_reply_to: await replyTo(tx, output.entry_id, peer.id),
      files,
    },
  });
  await audit(tx, actorOf(caller), {
    entity: 'outputs',
    entityId: output.id,
    action: 'peer-send',
    changes: { peer_message: [null, { message: id, peer: peer.name, recipient: recipient.id }] },
  });
}

async function exchangesAnswer(db: Executor, outputId: number) {
  return {
    data: await outputExchanges(db, outputId),
    peers: await db
      .select({ id: peers.id, name: peers.name, ruc: peers.ruc })
      .from(peers)
      .where(eq(peers.active, true))
      .orderBy(asc(peers.name)),
  };
}

export async function peerInstitutionsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const crud = registerCrud(app, {
    resource: 'peer-institutions',
    table: peers,
    record: peerInstitutionSchema,
    permissions: { index: ADMIN_KEYS, create: ADMIN_KEYS, update: ADMIN_KEYS },
    input: peerInstitutionInput,
    search: [peers.name, peers.ruc],
    sortable: { id: peers.id, name: peers.name, ruc: peers.ruc },
    defaultSort: 'name',
    filters: exactFilters({ active: [booleanParam, peers.active] }),
    unique: [{ field: 'ruc', column: peers.ruc, message: 'Ya hay una institución con este RUC.' }],
    values: ({ send_secret: _s, receive_secret: _r, ...input }) => input,
    afterWrite: (tx, row, input) => saveSecrets(tx, row.id as number, input),
    present,
    hidden: [...SECRETS],
    // Deactivated, never deleted: the messages exchanged keep naming it.
    skip: ['create', 'delete'],
  });

  r.post(
    '/api/v1/peer-institutions',
    { schema: { body: peerInstitutionInput, response: { 201: peerSecretSchema } }, config },
    async (request, reply) => {
      const { send_secret, receive_secret, ...input } = request.body;
      const generated = send_secret ? null : newSecret();
      const created = await app.db.transaction(async (tx) => {
        const [taken] = await tx.select({ id: peers.id }).from(peers).where(eq(peers.ruc, input.ruc));
        if (taken) throw invalid({ ruc: ['Ya hay una institución con este RUC.'] });
        const [row] = await tx
          .insert(peers)
          .values({ ...input, send_secret: send_secret ?? generated!, receive_secret })
          .returning();
        const { send_secret: _s, receive_secret: _r, ...visible } = row!;
        await auditCreation(tx, actorOf(request), 'peer-institutions', visible);
        return row!;
      });
      const [data] = await crud.serialize(app.db, callerOf(request).permissions, [created as unknown as Row]);
      const answer = JSON.parse(JSON.stringify(data)) as z.infer<typeof peerSecretSchema>['data'];
      return reply.status(201).send({ data: { ...answer, send_secret: generated } });
    },
  );

  r.get(
    '/api/v1/outputs/:id/peer-exchanges',
    { schema: { params: idParams, response: { 200: peerExchangesAnswer } }, config: { permissions: READ } },
    async (request) => {
      const output = await findVisible(app.db, callerOf(request), parseId(request.params.id));
      return exchangesAnswer(app.db, output.id);
    },
  );

  r.post(
    '/api/v1/outputs/:id/peer-dispatch',
    {
      schema: { params: idParams, body: peerSendInput, response: { 202: peerExchangesAnswer } },
      config: { permissions: UPDATE },
      // An output outside the caller's scope answers 404 whatever the body, as every record route does.
      preValidation: async (request) => {
        await findVisible(app.db, callerOf(request), parseId((request.params as { id: string }).id));
      },
    },
    async (request, reply) => {
      const id = parseId(request.params.id);
      await app.db.transaction((tx) => sendToPeer(tx as Tx, callerAt(request), id, request.body));
      app.jobs.wake('peer-delivery');
      return reply.status(202).send(await exchangesAnswer(app.db, id));
    },
  );

  // The inbox reads its body as the raw text the signature covers.
  await app.register(async (inbox) => {
    inbox.removeContentTypeParser('application/json');
    inbox.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: INBOX_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    inbox.withTypeProvider<ZodTypeProvider>().post(
      INBOX_PATH,
      {
        bodyLimit: INBOX_BODY_LIMIT,
        schema: { response: { 200: z.object({ data: peerReceiptSchema }) } },
        config: {
          public: true,
          errors: {
            401: 'Institución no reconocida, o firma o marca de tiempo no válida.',
            503: 'La institución aún no tiene tipos de documento de ingreso.',
          },
        },
      },
      async (request) => {
        const raw = typeof request.body === 'string' ? request.body : '';
        return { data: await receivePeerMessage(app, request.headers, raw) };
      },
    );
  });

  app.jobs.work<{ message: string }>('peer-delivery', (job) => deliverPeerMessage(app, job), {
    pollingIntervalSeconds: 1,
    workers: 2,
  });
}
