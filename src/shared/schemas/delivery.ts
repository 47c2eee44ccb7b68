/**
 * Delivery (docs/domain.md §4): delivery controls ("planillas") with their items and visits, and the
 * receipt of documents by scanning their sticker. States, labels and the API inputs.
 */
import { TIME_ZONE } from '../working-days';
import { isoDate, optionalText, text, versioned, z } from '../zod';
import { calendarDay, documentAbilities, keysOf, named, personRef, timestamp } from './api';
import { codeNameRef } from './catalogs';
import { pastDateTime } from './pastDates';

export const DELIVERY_CONTROL_STATES = {
  borrador: 'Borrador',
  en_ruta: 'En ruta',
  cerrada: 'Cerrada',
  anulada: 'Anulada',
} as const;
export type DeliveryControlState = keyof typeof DELIVERY_CONTROL_STATES;

/** Open controls hold their copies: a copy is on one open control at most. */
/** What the planilla, the courier, the pending list and a scan show in place of a restricted document's subject. */
export const RESTRICTED_SUBJECT = 'Documento reservado';

export const OPEN_CONTROL_STATES = ['borrador', 'en_ruta'] as const;

export const DELIVERY_KINDS = {
  interno: 'Interno (a oficinas)',
  externo: 'Externo (a destinatarios)',
} as const;
export type DeliveryKind = keyof typeof DELIVERY_KINDS;

export const ITEM_RESULTS = { pendiente: 'Pendiente', entregado: 'Entregado', devuelto: 'Devuelto' } as const;
export type ItemResult = keyof typeof ITEM_RESULTS;

export const ATTEMPT_RESULTS = { entregado: 'Entregado', devuelto: 'Devuelto', reintentar: 'Reintentar' } as const;
export type AttemptResult = keyof typeof ATTEMPT_RESULTS;

export const returnReasonSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^[a-z0-9_]{1,40}$/, 'Use solo minúsculas, números y guion bajo (máximo 40).'),
  name: text(120, 1),
});
export type ReturnReason = z.infer<typeof returnReasonSchema>;

/** The usual reasons a courier brings a document back (docs/domain.md §4); Configuración may change them. */
export const DEFAULT_RETURN_REASONS: ReturnReason[] = [
  { code: 'rehusado', name: 'Rehusado' },
  { code: 'direccion_incorrecta', name: 'Dirección incorrecta o insuficiente' },
  { code: 'no_ubicado', name: 'No ubicado / no reside' },
  { code: 'destinatario_desconocido', name: 'Destinatario desconocido' },
  { code: 'ausente', name: 'Ausente / cerrado' },
  { code: 'se_mudo', name: 'Se mudó' },
  { code: 'fallecido', name: 'Fallecido' },
  { code: 'zona_riesgo', name: 'Zona de riesgo' },
  { code: 'excede_plazo', name: 'Excede el plazo' },
  { code: 'mal_registrado', name: 'Documento mal registrado' },
];

/** The delivery part of Configuración: visits before only a return remains, and the return reasons. */
/** When an output deposited in a casilla counts as notified: at the deposit, or at its first reading. */
export const ELECTRONIC_NOTICE_RULES = {
  deposito: 'Al depositarse en la casilla',
  lectura: 'Al abrirse por primera vez',
} as const;
export type ElectronicNoticeRule = keyof typeof ELECTRONIC_NOTICE_RULES;

export const deliverySettingsSchema = z.object({
  electronic_notice: z.enum(['deposito', 'lectura'], 'Elija cuándo surte efecto la notificación electrónica.'),
  max_visits: z.number().int().min(1, 'Al menos 1 visita.').max(10, 'Como máximo 10 visitas.'),
  return_reasons: z
    .array(returnReasonSchema)
    .min(1, 'Indique al menos un motivo de devolución.')
    .max(50)
    .superRefine((reasons, ctx) => {
      const seen = new Set<string>();
      reasons.forEach((reason, i) => {
        if (seen.has(reason.code))
          ctx.addIssue({ code: 'custom', path: [i, 'code'], message: 'Este código ya figura en la lista.' });
        seen.add(reason.code);
      });
    }),
});
export type DeliverySettings = z.infer<typeof deliverySettingsSchema>;

export const DEFAULT_DELIVERY_SETTINGS: DeliverySettings = {
  electronic_notice: 'deposito',
  max_visits: 2,
  return_reasons: DEFAULT_RETURN_REASONS,
};

const id = z.number().int().positive().max(2_147_483_647);
const optionalId = id.nullish().transform((v) => v ?? null);

export const deliveryControlInput = z
  .object({
    kind: z.enum(['interno', 'externo'], { message: 'Elija si es interno o externo.' }),
    /** A user with the courier role… */
    courier_id: optionalId,
    /** …or a provider with its guide or service-order number. */
    provider: optionalText(200),
    guide_number: optionalText(60),
    zone: optionalText(120),
    scheduled_date: isoDate('Ingrese la fecha programada.'),
    notes: optionalText(1000),
  })
  .superRefine((control, ctx) => {
    if (control.courier_id === null && control.provider === null)
      ctx.addIssue({ code: 'custom', path: ['courier_id'], message: 'Elija un mensajero o indique el proveedor.' });
    if (control.courier_id !== null && control.provider !== null)
      ctx.addIssue({ code: 'custom', path: ['provider'], message: 'Elija un mensajero o un proveedor, no ambos.' });
    if (control.provider !== null && control.guide_number === null)
      ctx.addIssue({
        code: 'custom',
        path: ['guide_number'],
        message: 'Indique el número de guía u orden de servicio del proveedor.',
      });
  });
export type DeliveryControlInput = z.infer<typeof deliveryControlInput>;
export const deliveryControlUpdateInput = deliveryControlInput.safeExtend(versioned);

/** Items picked from the pending documents: entry movements (interno) or recipient copies (externo). */
export const addItemsInput = z.object({
  entry_movement_ids: z.array(id).max(500).default([]),
  output_recipient_ids: z.array(id).max(500).default([]),
  /** The control leaves with them at once (one step from «Elegir pendientes»). */
  dispatch: z.boolean().default(false),
});

/** What a scanner typed: the sticker's Code 128 (the number) or QR (the verification address), or a number. */
export const scanText = text(500, 1);
export const scanInput = z.object({ text: scanText });

export const attemptInput = z
  .object({
    result: z.enum(['entregado', 'devuelto', 'reintentar'], { message: 'Elija el resultado.' }),
    /** When; defaults to now. */
    at: pastDateTime('La fecha y hora no pueden ser futuras.'),
    received_by_name: optionalText(200),
    received_by_document: optionalText(20),
    received_by_position: optionalText(120),
    signed: z.boolean().default(false),
    sealed: z.boolean().default(false),
    reason_code: optionalText(40),
    note: optionalText(500),
    /** The photo or PDF of the signed cargo, uploaded to the control first. */
    cargo_attachment_id: optionalId,
  })
  .superRefine((attempt, ctx) => {
    const need = (field: keyof typeof attempt, message: string) => {
      if (attempt[field] === null) ctx.addIssue({ code: 'custom', path: [field], message });
    };
    if (attempt.result === 'entregado') {
      need('received_by_name', 'Indique quién recibió.');
      need('received_by_document', 'Indique el DNI de quien recibió.');
    }
    if (attempt.result === 'devuelto') need('reason_code', 'Elija el motivo de la devolución.');
  });
export type AttemptInput = z.infer<typeof attemptInput>;

/** `POST /delivery-events`: receive what the scanner read (or a typed number). */
export const deliveryEventInput = z.object({
  text: scanText,
  /**
   * Who took it, when the one scanning receives for another office (a courier handing it over):
   * required then, as on a control's "Entregado"; one's own office's receipt is the scanner's own.
   */
  received_by_name: optionalText(200),
  received_by_document: optionalText(20),
  received_by_position: optionalText(120),
});
export type DeliveryEventInput = z.infer<typeof deliveryEventInput>;

/**
 * The document number a scanner read: the Code 128 carries the number itself, the QR the
 * verification address ending in it (`https://…/verificar/ING-2026-000123`). Upper case, trimmed.
 */
export function scannedNumber(scanned: string): string {
  const trimmed = scanned.trim();
  const path = trimmed.split(/[?#]/)[0] ?? '';
  const last = path.includes('/') ? (path.split('/').filter(Boolean).pop() ?? '') : path;
  let decoded = last;
  try {
    decoded = decodeURIComponent(last);
  } catch {
    decoded = last;
  }
  return decoded.trim().toUpperCase();
}

const LIMA_DAY_TIME = new Intl.DateTimeFormat('es-PE', {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** `21/11/2026 10:42`, as the organisation (Lima) reads it. */
export function limaDateTime(instant: Date | string): string {
  const parts = Object.fromEntries(LIMA_DAY_TIME.formatToParts(new Date(instant)).map((p) => [p.type, p.value]));
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`;
}

/** A copy to deliver: an entry's movement to an office (interno) or an output's recipient copy (externo). */
export const deliveryCopy = named(
  'DeliveryCopy',
  z.object({
    copy_id: z.number().int(),
    document: z.object({
      type: z.enum(['entries', 'outputs']),
      id: z.number().int(),
      number: z.string(),
      subject: z.string(),
      date: timestamp(),
      folios: z.number().int(),
    }),
    /** The office (interno) or the recipient (externo). */
    recipient: z.string(),
    address: z.string().nullable(),
    district: z.string().nullable(),
    /** The office that sends it: told of a return. */
    issuing_office_id: z.number().int().nullable(),
  }),
  'Una copia por entregar.',
);

/** A delivery control as the API answers it; `items`, `return_reasons` and `max_visits` in detail answers. */
export const deliveryControlRecord = named(
  'DeliveryControl',
  z.object({
    id: z.number().int(),
    year: z.number().int(),
    sequence: z.number().int(),
    number: z.string(),
    kind: z.enum(keysOf(DELIVERY_KINDS)),
    courier_id: z.number().int().nullable(),
    provider: z.string().nullable(),
    guide_number: z.string().nullable(),
    zone: z.string().nullable(),
    scheduled_date: calendarDay(),
    notes: z.string().nullable(),
    office_id: z.number().int(),
    registered_by: z.number().int(),
    state: z.enum(keysOf(DELIVERY_CONTROL_STATES)),
    dispatched_at: timestamp().nullable(),
    closed_at: timestamp().nullable(),
    annulled_reason: z.string().nullable(),
    version: z.number().int(),
    created_at: timestamp(),
    updated_at: timestamp(),
    courier: personRef.nullable(),
    office: codeNameRef.nullable(),
    registered_by_user: personRef.nullable(),
    subject: z.string(),
    items: z
      .array(
        z.object({
          id: z.number().int(),
          position: z.number().int(),
          copy_id: z.number().int(),
          result: z.enum(keysOf(ITEM_RESULTS)),
          visits: z.number().int(),
          copy: deliveryCopy.nullable(),
          attempts: z.array(
            z.object({
              id: z.number().int(),
              visit: z.number().int(),
              result: z.enum(keysOf(ATTEMPT_RESULTS)),
              at: timestamp(),
              received_by_name: z.string().nullable(),
              received_by_document: z.string().nullable(),
              received_by_position: z.string().nullable(),
              signed: z.boolean(),
              sealed: z.boolean(),
              reason_code: z.string().nullable(),
              note: z.string().nullable(),
              cargo_attachment_id: z.number().int().nullable(),
              recorded_by: z.number().int(),
              created_at: timestamp(),
            }),
          ),
        }),
      )
      .optional(),
    return_reasons: z.array(z.object({ code: z.string(), name: z.string() })).optional(),
    max_visits: z.number().int().optional(),
    totals: z.object({
      items: z.number().int(),
      folios: z.number().int(),
      entregado: z.number().int(),
      devuelto: z.number().int(),
      pendiente: z.number().int(),
    }),
    /** Opened only through a temporary permission: nothing may be done with it. */
    read_only: z.literal(true).optional(),
    can: documentAbilities,
  }),
  'Un control de entrega (planilla de reparto) con sus copias y visitas.',
);

/** A document received at an office by scanning its sticker (`POST /delivery-events`). */
export const deliveryEvent = named(
  'DeliveryEvent',
  z.object({
    number: z.string(),
    entry_id: z.number().int(),
    subject: z.string().nullable(),
    folios: z.number().int(),
    office: z.string(),
    control: z.string().nullable(),
    received_at: timestamp(),
    movement_id: z.number().int(),
  }),
  'Un documento recibido en la oficina.',
);

/** What scanning a sticker finds, before receiving it (`GET /delivery-events/lookup`). */
export const deliveryEventLookup = named(
  'DeliveryEventLookup',
  z.object({
    number: z.string(),
    /** Null when no entry has that number (see `refusal`). */
    entry_id: z.number().int().nullable(),
    subject: z.string().nullable(),
    folios: z.number().int().nullable(),
    /** Where the pending copy goes; null when nothing is pending. */
    office: z.string().nullable(),
    control: z.string().nullable(),
    receivable: z.boolean(),
    /** Why it cannot be received here, or null. */
    refusal: z.string().nullable(),
    receiver_needed: z.boolean(),
  }),
  'El documento leído, y si puede recibirse.',
);
