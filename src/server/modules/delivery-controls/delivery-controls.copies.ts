/**
 * The document copies a delivery control carries: an entry's pending movement to an office
 * (interno) or an output's pending recipient copy (externo). One query shape describes a copy
 * wherever it is shown: the pending list to pick from, the control's items, the printed planilla.
 */
import { type DeliveryKind, RESTRICTED_SUBJECT } from '@shared/schemas/delivery';
import { searchDistricts, ubigeoPlace } from '@shared/ubigeo/ubigeo';
import { and, asc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { alias, type PgColumn, type PgSelect } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import {
  citizenDisplayName,
  citizens,
  deliveryItems,
  documentClassifications,
  entries,
  entryMovements,
  offices,
  outputRecipients,
  outputs,
  recipientTypedDistrict,
  recipientUbigeo,
} from '../../db/schema';
import { likePattern } from '../../lib/crud/list';
import { withinDays } from '../../lib/days';

const toOffice = alias(offices, 'to_office');

/**
 * A restricted classification's subject never leaves the offices involved: the people who carry
 * the copy (mesa de partes, couriers, providers) read only that it is reserved.
 */
function shownSubject(subject: PgColumn, classification: PgColumn): SQL<string> {
  return sql<string>`case when ${classification} = any(array(select dc.id from ${documentClassifications} dc where dc.restricted)) then ${RESTRICTED_SUBJECT} else ${subject} end`;
}

/** What a copy shows: its document, where it goes and how many folios. */
export interface CopyView {
  /** The entry movement's or the recipient copy's id. */
  copy_id: number;
  document: { type: 'entries' | 'outputs'; id: number; number: string; subject: string; date: string; folios: number };
  /** The office (interno) or the recipient (externo). */
  recipient: string;
  address: string | null;
  district: string | null;
  /** The office that sends it: told of a return. */
  issuing_office_id: number | null;
}

const movementColumns = {
  copy_id: entryMovements.id,
  document_id: entries.id,
  number: entries.number,
  subject: shownSubject(entries.subject, entries.classification_id),
  date: entries.received_at,
  folios: entries.folios,
  recipient: sql<string>`${toOffice.code} || ' - ' || ${toOffice.name}`,
  address: sql<string | null>`null`,
  district: sql<string | null>`null`,
  ubigeo: sql<string | null>`null`,
  issuing_office_id: sql<number | null>`coalesce(${entryMovements.from_office_id}, ${entries.registered_office_id})`,
};

const recipientColumns = {
  copy_id: outputRecipients.id,
  document_id: outputs.id,
  number: outputs.number,
  subject: shownSubject(outputs.subject, outputs.classification_id),
  date: outputs.issued_at,
  folios: outputs.folios,
  recipient: sql<string>`${citizenDisplayName}`,
  address: sql<string | null>`coalesce(${outputRecipients.address}, ${citizens.address})`,
  // A corrected district typed at re-dispatch wins over the copy's (or the citizen's) INEI distrito.
  district: recipientTypedDistrict,
  ubigeo: recipientUbigeo,
  issuing_office_id: sql<number | null>`${outputs.origin_office_id}`,
};

type CopyRow = {
  copy_id: number;
  document_id: number;
  number: string;
  subject: string;
  date: Date;
  folios: number;
  recipient: string;
  address: string | null;
  district: string | null;
  ubigeo: string | null;
  issuing_office_id: number | null;
};

const view =
  (kind: DeliveryKind) =>
  (r: CopyRow): CopyView => ({
    copy_id: r.copy_id,
    document: {
      type: kind === 'interno' ? 'entries' : 'outputs',
      id: r.document_id,
      number: r.number,
      subject: r.subject,
      date: new Date(r.date).toISOString(),
      folios: r.folios,
    },
    recipient: r.recipient,
    address: r.address,
    // The INEI distrito's name, or the place typed before the ubigeo existed.
    district: ubigeoPlace(r.ubigeo)?.district ?? r.district,
    issuing_office_id: r.issuing_office_id,
  });

/** A kind's copies with what they show: their document and where each goes. */
function shownQuery(db: Executor, kind: DeliveryKind) {
  return kind === 'interno'
    ? db
        .select(movementColumns)
        .from(entryMovements)
        .innerJoin(entries, eq(entries.id, entryMovements.entry_id))
        .innerJoin(toOffice, eq(toOffice.id, entryMovements.to_office_id))
        .$dynamic()
    : db
        .select(recipientColumns)
        .from(outputRecipients)
        .innerJoin(outputs, eq(outputs.id, outputRecipients.output_id))
        .innerJoin(citizens, eq(citizens.id, outputRecipients.citizen_id))
        .$dynamic();
}

/** A query narrowed by `where`, in `order`, at most `limit` rows. */
const limited = <Q extends PgSelect>(query: Q, where: SQL | undefined, order: SQL[], limit: number) =>
  query
    .where(where)
    .orderBy(...order)
    .limit(limit);

/** The copies of a kind that meet `where`, as shown, in `order` (at most `limit`). */
async function shownCopies(
  db: Executor,
  kind: DeliveryKind,
  where: SQL | undefined,
  order: SQL[],
  limit: number,
): Promise<CopyView[]> {
  const rows = await limited(shownQuery(db, kind), where, order, limit);
  return rows.map((r) => view(kind)(r as CopyRow));
}

/** The copies of these ids, as shown. */
export async function copiesByIds(db: Executor, kind: DeliveryKind, ids: number[]): Promise<Map<number, CopyView>> {
  if (ids.length === 0) return new Map();
  const copies = await shownCopies(db, kind, inArray(sources[kind].copies.id, ids), [], ids.length);
  return new Map(copies.map((c) => [c.copy_id, c]));
}

const notOnOpenMovement = sql`not exists (select 1 from ${deliveryItems} where ${deliveryItems.entry_movement_id} = ${entryMovements.id} and ${deliveryItems.open})`;
const notOnOpenRecipient = sql`not exists (select 1 from ${deliveryItems} where ${deliveryItems.output_recipient_id} = ${outputRecipients.id} and ${deliveryItems.open})`;

/** A movement still to be taken: pending, of an entry not annulled, on no open control. */
const pendingMovement = and(
  eq(entryMovements.state, 'pendiente'),
  sql`${entries.state} <> 'anulado'`,
  notOnOpenMovement,
);
/** A recipient copy still to be taken: pending, of an output registered or in dispatch, on no open control. */
const pendingRecipient = and(
  eq(outputRecipients.delivery_state, 'pendiente'),
  inArray(outputs.state, ['registrado', 'en_despacho']),
  notOnOpenRecipient,
);

/** Where a kind's copies live: their table, their document's, how the two join, which are still to be taken. */
const sources = {
  interno: {
    copies: entryMovements,
    document: entries,
    joined: eq(entries.id, entryMovements.entry_id),
    pending: pendingMovement,
  },
  externo: {
    copies: outputRecipients,
    document: outputs,
    joined: eq(outputs.id, outputRecipients.output_id),
    pending: pendingRecipient,
  },
};

/** What the pending list filters a kind's copies on: the office, the document's type, the day sent. */
const filtered = {
  interno: { office: entryMovements.to_office_id, type: entries.type_entry_id, day: entryMovements.sent_at },
  externo: { office: outputs.origin_office_id, type: outputs.type_output_id, day: outputs.issued_at },
};

/** The ids of a kind's copies still to be taken that meet `where` (joined to their documents). */
function pendingOf(db: Executor, kind: DeliveryKind, where: SQL) {
  const { copies, document, joined, pending } = sources[kind];
  return db
    .select({ id: sql<number>`${copies.id}` })
    .from(copies)
    .innerJoin(document, joined)
    .where(and(where, pending))
    .$dynamic();
}

/**
 * A recipient whose distrito's name contains `typed`: the copy's INEI code (its own, else its
 * citizen's), or the text typed for it (before the ubigeo existed, or as the corrected district of a re-dispatch, which wins).
 */
function inDistrict(typed: string): SQL | undefined {
  const codes = searchDistricts(typed);
  const legacy = sql`f_unaccent(lower(${recipientTypedDistrict})) like f_unaccent(lower(${likePattern(typed)}))`;
  const byCode = inArray(recipientUbigeo, codes);
  return codes.length > 0 ? or(byCode, legacy) : legacy;
}

export interface PendingFilters {
  kind: DeliveryKind;
  office_id?: number;
  district?: string;
  from?: string;
  to?: string;
  type_id?: number;
  q?: string;
}

/** The copies waiting for a control (at most 200, oldest first), filtered. */
export async function pendingCopies(db: Executor, f: PendingFilters): Promise<CopyView[]> {
  const { copies, document, pending } = sources[f.kind];
  const on = filtered[f.kind];
  const where = and(
    pending,
    f.office_id ? eq(on.office, f.office_id) : undefined,
    f.type_id ? eq(on.type, f.type_id) : undefined,
    f.kind === 'externo' && f.district ? inDistrict(f.district) : undefined,
    withinDays(on.day, f.from, f.to),
    f.q ? sql`${document.number} ilike ${likePattern(f.q)}` : undefined,
  );
  return shownCopies(db, f.kind, where, [asc(on.day), asc(copies.id)], 200);
}

/** Of these ids, the ones still to be taken (pending and on no open control), locked. */
export async function lockPending(tx: Executor, kind: DeliveryKind, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const { copies } = sources[kind];
  const rows = await pendingOf(tx, kind, inArray(copies.id, ids)).for('update', { of: copies });
  return rows.map((r) => r.id);
}

/** The pending copies of the document numbered `number` (every pending movement or recipient). */
export async function pendingCopiesOf(tx: Executor, kind: DeliveryKind, number: string): Promise<number[]> {
  const rows = await pendingOf(tx, kind, eq(sources[kind].document.number, number));
  return rows.map((r) => r.id);
}

/** Whether a document numbered `number` exists at all, of either kind. */
export async function documentKindOf(db: Executor, number: string): Promise<DeliveryKind | null> {
  const [entry] = await db.select({ id: entries.id }).from(entries).where(eq(entries.number, number));
  if (entry) return 'interno';
  const [output] = await db.select({ id: outputs.id }).from(outputs).where(eq(outputs.number, number));
  return output ? 'externo' : null;
}

/** The copy id column of an item of this kind. */
export const copyColumn = (kind: DeliveryKind) =>
  kind === 'interno' ? deliveryItems.entry_movement_id : deliveryItems.output_recipient_id;
