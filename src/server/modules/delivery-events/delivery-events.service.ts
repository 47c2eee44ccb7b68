/**
 * Receiving documents by scanning their sticker ("Recibir documentos", docs/domain.md §4): what the
 * scanner read names an entry; its pending movement to the caller's office (or, with
 * `delivery-events-store`, to any office) is received through the entries service — the same
 * "Recibir" as the entry's page, so the route sheet shows it — and, when the copy travels on a
 * delivery control in route, its item is delivered. Refusals are plain Spanish sentences.
 */
import { can } from '@shared/permissions';
import { type DeliveryEventInput, limaDateTime, RESTRICTED_SUBJECT, scannedNumber } from '@shared/schemas/delivery';
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  deliveryControls,
  deliveryItems,
  documentClassifications,
  entries,
  entryMovements,
  offices,
  outputs,
  users,
} from '../../db/schema';
import { conflict, forbidden, HttpError, invalid } from '../../lib/errors';
import type { Caller } from '../../lib/records/caller';
import type { Auth } from '../../plugins/auth';
import { onBehalf } from '../delivery-controls/delivery-controls.scope';
import { type Receiver, receivedAtOffice } from '../delivery-controls/delivery-controls.service';
import { receiveMovement } from '../entries/entries.service';

export const ANY_OFFICE = 'delivery-events-store';
export const STORE = ['delivery-events-store', 'my-delivery-events-store', 'my-deliver-events-store'] as const;

type Movement = typeof entryMovements.$inferSelect;

export interface ScannedDocument {
  number: string;
  entry_id: number | null;
  subject: string | null;
  folios: number | null;
  /** Where the pending copy goes. */
  office: string | null;
  /** The delivery control the copy travels on, if any. */
  control: string | null;
}

export interface Inspection {
  document: ScannedDocument;
  movement: Movement | null;
  refusal: HttpError | null;
}

const notFoundScan = (number: string) => {
  const message = `No se encontró el documento «${number}».`;
  return new HttpError(422, message, { text: [message] });
};

/** Whether the caller's office (or the caller) is where the movement goes. */
const addressedTo = (caller: Auth, m: Movement) =>
  m.to_user_id === caller.user.id || (caller.user.office_id !== null && m.to_office_id === caller.user.office_id);

async function openControlOf(db: Executor, movementId: number) {
  const [row] = await db
    .select({ number: deliveryControls.number, state: deliveryControls.state })
    .from(deliveryItems)
    .innerJoin(deliveryControls, eq(deliveryControls.id, deliveryItems.control_id))
    .where(and(eq(deliveryItems.entry_movement_id, movementId), eq(deliveryItems.open, true)));
  return row ?? null;
}

/**
 * The subject a scan shows: only to whoever may receive the entry (where it goes, whoever
 * registered it there, or who receives for any office); a head of another office reads nothing
 * of it. A restricted entry's subject is reserved to those where it goes or registered it.
 */
async function shownSubject(
  db: Executor,
  caller: Auth,
  entry: typeof entries.$inferSelect,
  movements: Movement[],
): Promise<string | null> {
  const involved =
    caller.permissions.includes('admin') ||
    (caller.user.office_id !== null && entry.registered_office_id === caller.user.office_id) ||
    movements.some((m) => addressedTo(caller, m));
  if (!involved && !can(caller.permissions, [ANY_OFFICE])) return null;
  if (entry.classification_id === null) return entry.subject;
  const [classification] = await db
    .select({ restricted: documentClassifications.restricted })
    .from(documentClassifications)
    .where(eq(documentClassifications.id, entry.classification_id));
  return !classification?.restricted || involved ? entry.subject : RESTRICTED_SUBJECT;
}

/** What a read would do: the document, the movement it would receive, or why not. */
export async function inspectScan(db: Executor, caller: Auth, text: string): Promise<Inspection> {
  const number = scannedNumber(text);
  const blank: ScannedDocument = { number, entry_id: null, subject: null, folios: null, office: null, control: null };
  const [entry] = await db.select().from(entries).where(eq(entries.number, number));
  if (!entry) {
    const [output] = await db.select({ id: outputs.id }).from(outputs).where(eq(outputs.number, number));
    const refusal = output
      ? conflict(
          `${number} es una salida: su entrega se registra en el control de entrega, no se recibe en una oficina.`,
        )
      : notFoundScan(number);
    return { document: blank, movement: null, refusal };
  }
  const movements = await db
    .select()
    .from(entryMovements)
    .where(eq(entryMovements.entry_id, entry.id))
    .orderBy(asc(entryMovements.sent_at), asc(entryMovements.id));
  const anyOffice = can(caller.permissions, [ANY_OFFICE]);
  const mine = (m: Movement) => anyOffice || addressedTo(caller, m);
  const pending = movements.filter((m) => m.state === 'pendiente');
  const candidates = pending.filter(mine);
  const withControl = await Promise.all(candidates.map(async (m) => ({ m, control: await openControlOf(db, m.id) })));
  const chosen = withControl.find((c) => c.control?.state === 'en_ruta') ?? withControl[0];
  const officeOf = async (id: number) =>
    (await db.select({ name: offices.name }).from(offices).where(eq(offices.id, id)))[0]?.name ?? null;
  const document: ScannedDocument = {
    number,
    entry_id: entry.id,
    subject: await shownSubject(db, caller, entry, movements),
    folios: entry.folios,
    office: chosen ? await officeOf(chosen.m.to_office_id) : null,
    control: chosen?.control?.number ?? null,
  };
  if (entry.state === 'anulado') return { document, movement: null, refusal: conflict(`${number} está anulado.`) };
  if (chosen) return { document, movement: chosen.m, refusal: null };
  const received = movements
    .filter((m) => m.state === 'recibido' && mine(m))
    .sort((a, b) => (b.received_at?.getTime() ?? 0) - (a.received_at?.getTime() ?? 0))[0];
  if (received) {
    const [by] = await db
      .select({ names: users.names, surnames: users.surnames })
      .from(users)
      .where(eq(users.id, received.received_by!));
    const who = by ? `${by.names} ${by.surnames}` : 'otro usuario';
    return {
      document: { ...document, office: await officeOf(received.to_office_id) },
      movement: null,
      refusal: conflict(`Ya fue recibido el ${limaDateTime(received.received_at!)} por ${who}.`),
    };
  }
  if (pending.length > 0)
    return {
      document: { ...document, office: await officeOf(pending[0]!.to_office_id) },
      movement: null,
      refusal: forbidden(`${number} no está dirigido a su oficina.`),
    };
  return { document, movement: null, refusal: conflict(`${number} no figura en un control de entrega abierto.`) };
}

/** Whether the one scanning hands the copy to another office (and must name who took it). */
export const receiverNeeded = (caller: Auth, movement: Movement | null) =>
  movement !== null && !addressedTo(caller, movement);

/** Who took a copy handed to another office: name and document required, as on "Entregado". */
function receiverOf(input: DeliveryEventInput): Receiver {
  const errors: Record<string, string[]> = {};
  if (!input.received_by_name) errors.received_by_name = ['Indique quién recibió.'];
  if (!input.received_by_document) errors.received_by_document = ['Indique el DNI de quien recibió.'];
  if (Object.keys(errors).length > 0) throw invalid(errors, 'Indique quién recibió el documento en la oficina.');
  return {
    name: input.received_by_name!,
    document: input.received_by_document!,
    position: input.received_by_position,
  };
}

/** Receives what the scanner read, now, by the caller; the refusal as a 4xx otherwise. */
export async function receiveScan(tx: Executor, caller: Caller, input: DeliveryEventInput) {
  const { document, movement, refusal } = await inspectScan(tx, caller, input.text);
  if (refusal || !movement) throw refusal ?? conflict(`${document.number} no figura en un control de entrega abierto.`);
  const receiver = receiverNeeded(caller, movement) ? receiverOf(input) : null;
  await receiveMovement(tx, onBehalf(caller), movement.entry_id, movement.id);
  const [saved] = await tx.select().from(entryMovements).where(eq(entryMovements.id, movement.id));
  const control = await receivedAtOffice(tx, caller, movement.id, saved!.received_at ?? new Date(), receiver);
  return {
    ...document,
    control: control ?? document.control,
    received_at: saved!.received_at,
    movement_id: movement.id,
  };
}
