/** Outputs ("Salidas documentales"): states, recipients' delivery states and the API inputs. */
import { ubigeoInput } from '../ubigeo/ubigeo';
import { optionalText, text, versioned, z } from '../zod';
import { calendarDay, documentAbilities, keysOf, named, personRef, timestamp } from './api';
import { electronicNoticeView } from './casilla-notifications';
import { codeNameRef } from './catalogs';
import { ENTRY_PRIORITIES } from './entries';
import { pastDate, pastDateTime } from './pastDates';
import { textMatchSchema } from './text-match';

export const OUTPUT_STATES = {
  registrado: 'Registrado',
  en_despacho: 'En despacho',
  entregado: 'Entregado',
  devuelto: 'Devuelto',
  archivado: 'Archivado',
  anulado: 'Anulado',
} as const;
export type OutputState = keyof typeof OUTPUT_STATES;

export const DELIVERY_STATES = {
  pendiente: 'Pendiente',
  /** In the citizen's casilla, legally notified at the first reading (Configuración › Entregas). */
  depositado: 'Depositado en casilla',
  /** Notified electronically in the casilla: delivered, as a signed cargo. */
  notificado: 'Notificado electrónicamente',
  entregado: 'Entregado',
  devuelto: 'Devuelto',
} as const;
export type DeliveryState = keyof typeof DELIVERY_STATES;

const keys = <T extends Record<string, string>>(o: T) => Object.keys(o) as [keyof T & string, ...(keyof T & string)[]];

const id = z.number().int().positive().max(2_147_483_647);
const optionalId = id.nullish().transform((v) => v ?? null);
const dateTime = z.iso
  .datetime({ offset: true, message: 'Ingrese una fecha y hora válidas.' })
  .nullish()
  .transform((v) => v ?? null);

export const outputRecipientInput = z.object({
  citizen_id: id,
  /** Where it is delivered; null takes the citizen's address. */
  address: optionalText(300),
  /** INEI's distrito of that address; null takes the citizen's. */
  ubigeo: ubigeoInput,
  /** Attention line, e.g. "Atención: Gerencia de Obras". */
  reference: optionalText(200),
});
export type OutputRecipientInput = z.infer<typeof outputRecipientInput>;

export const outputInput = z.object({
  /** When the output is issued; defaults to now. ISO date-time with offset. */
  issued_at: pastDateTime('La fecha de emisión no puede ser futura.'),
  type_output_id: id,
  /** The document's own reference, e.g. "OFICIO N.° 045-2026-OAJ". */
  reference: optionalText(120),
  document_date: pastDate('La fecha del documento no puede ser futura.'),
  subject: text(500, 1),
  summary: optionalText(4000),
  folios: z.number().int().min(1, 'Debe tener al menos 1 folio.').max(100_000, 'No puede pasar de 100 000 folios.'),
  annexes: optionalText(1000),
  /** Null takes the caller's office; only `outputs-create` may name another. */
  origin_office_id: optionalId,
  signer_id: optionalId,
  /** The entry this output replies to; it becomes `atendido`. */
  entry_id: optionalId,
  priority: z.enum(keys(ENTRY_PRIORITIES)).default('normal'),
  classification_id: optionalId,
  series_id: optionalId,
  subseries_id: optionalId,
  recipients: z
    .array(outputRecipientInput)
    .min(1, 'Agregue al menos un destinatario.')
    .max(50, 'Puede agregar como máximo 50 destinatarios.')
    .superRefine((recipients, ctx) => {
      const seen = new Set<number>();
      recipients.forEach((recipient, i) => {
        if (seen.has(recipient.citizen_id)) {
          ctx.addIssue({
            code: 'custom',
            path: [i, 'citizen_id'],
            message: 'Este destinatario ya figura en la lista.',
          });
        }
        seen.add(recipient.citizen_id);
      });
    }),
});
export type OutputInput = z.infer<typeof outputInput>;

export const outputUpdateInput = outputInput.extend(versioned);

export const deliveryInput = z
  .object({
    state: z.enum(['entregado', 'devuelto']),
    /** When it was delivered or returned; defaults to now. */
    delivered_at: dateTime,
    received_by_name: optionalText(200),
    /** DNI or other document of who received it. */
    received_by_document: optionalText(20),
    note: optionalText(500),
  })
  .superRefine((delivery, ctx) => {
    if (delivery.state === 'entregado' && delivery.received_by_name === null) {
      ctx.addIssue({ code: 'custom', path: ['received_by_name'], message: 'Indique quién recibió el documento.' });
    }
    if (delivery.state === 'entregado' && delivery.received_by_document === null) {
      ctx.addIssue({
        code: 'custom',
        path: ['received_by_document'],
        message: 'Indique el documento de identidad de quien lo recibió.',
      });
    }
    if (delivery.state === 'devuelto' && delivery.note === null) {
      ctx.addIssue({ code: 'custom', path: ['note'], message: 'Indique el motivo de la devolución.' });
    }
  });
export type DeliveryInput = z.infer<typeof deliveryInput>;

/** A peer institution refused the copy it received (outputs' `peer_refused`): who, when, why. */
export const peerRefusalInput = z.object({
  peer: text(200, 1),
  refused_at: z.iso.datetime({ offset: true }),
  reason: text(500, 1),
});

/** Mesa de partes received a returned copy's paper: an optional note (where it is kept, its state). */
export const returnAcknowledgeInput = z.object({ note: optionalText(500) });
export type ReturnAcknowledgeInput = z.infer<typeof returnAcknowledgeInput>;

/** A returned copy leaves again: the corrected address and its INEI distrito (both required). */
export const redispatchInput = z.object({
  address: text(300, 1),
  ubigeo: ubigeoInput
    .refine((v) => v !== null, 'Elija el distrito de la dirección corregida.')
    .meta({ examples: ['150101'] }),
});
export type RedispatchInput = z.infer<typeof redispatchInput>;

const nullableText = z.string().nullable();

/** One visit of a delivery attempt, as the output's delivery history shows it. */
export const deliveryVisitView = z.object({
  visit: z.number(),
  result: z.enum(['entregado', 'devuelto', 'reintentar']),
  at: z.string(),
  received_by_name: nullableText,
  received_by_document: nullableText,
  received_by_position: nullableText,
  signed: z.boolean(),
  sealed: z.boolean(),
  /** The return reason's name (Configuración). */
  reason: nullableText,
  note: nullableText,
  /** The photo or PDF of the signed cargo, opened at `GET /outputs/:id/cargos/:attachmentId`. */
  cargo: z.object({ id: z.number(), name: z.string(), content_type: z.string() }).nullable(),
});

/** One attempt: the copy on a delivery control, with its visits. */
export const deliveryAttemptView = z.object({
  item_id: z.number(),
  /** The control; `visible` when the caller may open it. */
  control: z.object({ id: z.number(), number: z.string(), state: z.string(), visible: z.boolean() }),
  /** The courier's name or the provider (with its guide). */
  carrier: nullableText,
  result: z.enum(['pendiente', 'entregado', 'devuelto']),
  dispatched_at: nullableText,
  closed_at: nullableText,
  visits: z.array(deliveryVisitView),
});

/** A return at the front desk: acknowledged (who, when, note) and maybe sent again. */
export const outputReturnView = z.object({
  acknowledged_at: z.string(),
  acknowledged_by: z.string(),
  note: nullableText,
  redispatched_at: nullableText,
  redispatched_by: nullableText,
  previous_address: nullableText,
  previous_district: nullableText,
  address: nullableText,
  district: nullableText,
});

/** `GET /outputs/:id/deliveries`: per recipient, every attempt and every return, oldest first. */
export const outputDeliveriesAnswer = z.object({
  data: z.array(
    z.object({
      recipient_id: z.number(),
      attempts: z.array(deliveryAttemptView),
      returns: z.array(outputReturnView),
      /** Notified in the citizen's casilla: the deposit and reading evidence. */
      electronic: electronicNoticeView.nullable(),
    }),
  ),
});
export type OutputDeliveries = z.infer<typeof outputDeliveriesAnswer>['data'];
export type DeliveryAttemptView = z.infer<typeof deliveryAttemptView>;
export type OutputReturnView = z.infer<typeof outputReturnView>;

export const outputRecord = named(
  'Output',
  z.object({
    id: z.number().int(),
    year: z.number().int(),
    sequence: z.number().int(),
    number: z.string(),
    issued_at: timestamp(),
    type_output_id: z.number().int(),
    reference: z.string().nullable(),
    document_date: calendarDay().nullable(),
    subject: z.string(),
    summary: z.string().nullable(),
    folios: z.number().int(),
    annexes: z.string().nullable(),
    origin_office_id: z.number().int(),
    registered_office_id: z.number().int(),
    registered_by: z.number().int(),
    signer_id: z.number().int().nullable(),
    entry_id: z.number().int().nullable(),
    priority: z.enum(keysOf(ENTRY_PRIORITIES)),
    classification_id: z.number().int().nullable(),
    series_id: z.number().int().nullable(),
    subseries_id: z.number().int().nullable(),
    state: z.enum(keysOf(OUTPUT_STATES)),
    annulled_reason: z.string().nullable(),
    version: z.number().int(),
    created_at: timestamp(),
    updated_at: timestamp(),
    type_output: codeNameRef,
    origin_office: codeNameRef,
    signer: personRef.nullable(),
    registered_by_user: personRef,
    classification: z
      .object({
        id: z.number().int(),
        name: z.string(),
        restricted: z.boolean(),
      })
      .nullable(),
    request: z
      .object({
        id: z.number().int(),
        number: z.string(),
      })
      .nullable(),
    entry: z
      .object({
        id: z.number().int(),
        number: z.string(),
        subject: z.string().optional(),
      })
      .nullable(),
    recipients: z.array(
      z.object({
        id: z.number().int(),
        citizen_id: z.number().int(),
        address: z.string().nullable(),
        district: z.string().nullable(),
        /** The INEI distrito the copy goes to: its own, else its citizen's. */
        ubigeo: z.string().nullable(),
        reference: z.string().nullable(),
        delivery_state: z.enum(keysOf(DELIVERY_STATES)),
        delivered_at: timestamp().nullable(),
        received_by_name: z.string().nullable(),
        received_by_document: z.string().nullable(),
        note: z.string().nullable(),
        return_acknowledged_at: timestamp().nullable(),
        /** The citizen holds an active casilla electrónica: the copy may be notified there. */
        casilla: z.boolean(),
        citizen: z.object({
          name: z.string(),
          document_type: z.string(),
          document_number: z.string(),
        }),
      }),
    ),
    /** Offices a signed output is addressed to: dispatched internally, received there. */
    office_recipients: z.array(
      z.object({
        id: z.number().int(),
        office_id: z.number().int(),
        office: z.string(),
        /** Sent a copy («c.c.») rather than addressed. */
        copy: z.boolean(),
        entry_id: z.number().int().nullable(),
        delivery_state: z.enum(['pendiente', 'entregado', 'devuelto']),
        dispatched_at: timestamp().nullable(),
        received_at: timestamp().nullable(),
        received_by: z.string().nullable(),
        note: z.string().nullable(),
      }),
    ),
    /** In a list searched with `q`: the attachment page whose text matched, when the output's own fields did not. */
    text_match: textMatchSchema.nullable().optional(),
    /** Opened only through a temporary permission: nothing may be done with it. */
    read_only: z.literal(true).optional(),
    can: documentAbilities,
  }),
  'Una salida documental con sus destinatarios.',
);
