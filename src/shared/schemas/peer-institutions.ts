/**
 * Exchange between institutions (modules/peer-institutions, docs/electronic-delivery.md): a peer
 * institution as the admin screen edits and reads it, the messages the two registries send each
 * other (the wire protocol, shared by sender and receiver) and the exchange as an output shows it.
 */
import { rucProblem } from '../ruc';
import { id, text, z } from '../zod';
import { catalogueAbilities, named, timestamp } from './api';

/** Shared secrets are Standard Webhooks secrets: `whsec_` and at least 24 bytes in base64. */
const SECRET = /^whsec_[A-Za-z0-9+/]{32,}={0,2}$/;
const secret = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
  z
    .string()
    .trim()
    .max(120)
    .regex(SECRET, 'La clave debe empezar por «whsec_» seguida de al menos 32 caracteres en base64.')
    .nullish()
    .transform((value) => value ?? null),
);

const url = z
  .string()
  .trim()
  .max(500, 'La URL admite hasta 500 caracteres.')
  .url('Indique una URL válida.')
  .refine((value) => /^https?:\/\//i.test(value), 'La URL debe empezar por http:// o https://.')
  .transform((value) => value.replace(/\/+$/, ''));

export const peerRuc = z
  .string()
  .trim()
  .superRefine((ruc, ctx) => {
    const problem = rucProblem(ruc);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/**
 * A peer as the admin types it. `send_secret` signs what this Folio sends to the peer (the peer
 * keeps it as its receive secret); `receive_secret` checks what the peer sends (the peer's send
 * secret). Left empty on creation the send secret is generated and shown once; left empty on an
 * edit either secret stays as it was.
 */
export const peerInstitutionInput = z.object({
  name: text(200, 1),
  ruc: peerRuc,
  base_url: url,
  active: z.boolean(),
  send_secret: secret,
  receive_secret: secret,
});
export type PeerInstitutionInput = z.infer<typeof peerInstitutionInput>;

export const peerInstitutionSchema = named(
  'PeerInstitution',
  z.object({
    id: z.number(),
    version: z.number(),
    name: z.string(),
    ruc: z.string(),
    base_url: z.string(),
    active: z.boolean(),
    /** Whether the peer's messages can be checked yet (its send secret was entered). */
    has_receive_secret: z.boolean(),
    created_at: timestamp(),
    updated_at: timestamp(),
    can: catalogueAbilities.optional(),
  }),
);
export type PeerInstitution = z.infer<typeof peerInstitutionSchema>;

/** The answer to a creation: the only time a generated send secret is shown. */
export const peerSecretSchema = z.object({
  data: peerInstitutionSchema.extend({ send_secret: z.string().nullable() }),
});

// ---------------------------------------------------------------------------------------------
// The wire protocol: POST {peer base_url}/api/v1/public/interop/messages, signed per Standard
// Webhooks (webhook-id = the message id, the same on every retry; webhook-timestamp; webhook-
// signature) with the sender's RUC in `folio-peer-ruc`.

const wireFile = z.object({
  name: text(255, 1),
  content_type: z.string().max(120),
  /** The file's bytes in base64. */
  content: z.string().max(60 * 1024 * 1024),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});
export type WireFile = z.infer<typeof wireFile>;

/** A document: a signed output, its PDF first and its anexos after it. */
export const documentMessage = z.object({
  type: z.literal('document'),
  output_number: text(60, 1),
  type_name: text(120, 1),
  office_name: text(200, 1),
  subject: text(500, 1),
  folios: z.number().int().min(1).max(100_000),
  issued_at: z.string().max(40),
  /** When this answers a document of the receiver: the receiver's own message id and number. */
  in_reply_to: z.object({ message_id: z.uuid(), number: text(60, 1) }).nullable(),
  files: z.array(wireFile).min(1).max(20),
});
/** The receiver's mesa de partes assigned it: its entry number. */
export const registeredMessage = z.object({
  type: z.literal('registered'),
  message_id: z.uuid(),
  entry_number: text(60, 1),
  registered_at: z.string().max(40),
});
/** The receiver's mesa de partes refused it (wrong addressee, unreadable…), with its reason. */
export const refusedMessage = z.object({
  type: z.literal('refused'),
  message_id: z.uuid(),
  reason: text(1000, 1),
  refused_at: z.string().max(40),
});
export const peerMessage = z.discriminatedUnion('type', [documentMessage, registeredMessage, refusedMessage]);
export type PeerMessage = z.infer<typeof peerMessage>;
export type DocumentMessage = z.infer<typeof documentMessage>;

/** The receiver's answer: for a document, its request number and the moment it was received. */
export const peerReceiptSchema = named(
  'PeerReceipt',
  z.object({
    message_id: z.string(),
    request_number: z.string().nullable(),
    received_at: timestamp(),
  }),
);
export type PeerReceipt = z.infer<typeof peerReceiptSchema>;

// ---------------------------------------------------------------------------------------------
// The exchange as an output shows it.

export const PEER_SEND_STATES = {
  pendiente: 'Enviando',
  recibido: 'Recibido',
  registrado: 'Registrado',
  rechazado: 'Rechazado',
  fallido: 'Envío fallido',
} as const;
export type PeerSendState = keyof typeof PEER_SEND_STATES;

export const peerSendInput = z.object({ recipient_id: id(), peer_id: id() });

export const peerExchangeSchema = named(
  'PeerExchange',
  z.object({
    id: z.string(),
    peer: z.object({ id: z.number(), name: z.string(), ruc: z.string() }),
    recipient_id: z.number().nullable(),
    state: z.enum(Object.keys(PEER_SEND_STATES) as [PeerSendState, ...PeerSendState[]]),
    attempts: z.number(),
    last_error: z.string().nullable(),
    request_number: z.string().nullable(),
    received_at: timestamp().nullable(),
    entry_number: z.string().nullable(),
    registered_at: timestamp().nullable(),
    refusal: z.string().nullable(),
    /** Entry requests that arrived from the peer answering this output. */
    replies: z.array(z.object({ request_id: z.number(), number: z.string(), output_number: z.string() })),
  }),
);
export type PeerExchange = z.infer<typeof peerExchangeSchema>;
/** An output's exchanges, and the active peers it may be sent to. */
export const peerExchangesAnswer = z.object({
  data: z.array(peerExchangeSchema),
  peers: z.array(z.object({ id: z.number(), name: z.string(), ruc: z.string() })),
});
export type PeerExchanges = z.infer<typeof peerExchangesAnswer>;
