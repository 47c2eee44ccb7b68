/** How an output is shown: the names selected with it (`OUTPUT_NAMES`), its recipients and `can`. */
import { ubigeoPlace } from '@shared/ubigeo/ubigeo';
import { asc, type Column, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  casillaAccounts,
  citizenDisplayName,
  citizens,
  entries,
  outputRecipients,
  outputReturns,
  outputs,
  recipientTypedDistrict,
  recipientUbigeo,
  requests,
  typeOutputs,
} from '../../db/schema';
import { isoTimestamp, type Json, jsonRows } from '../../lib/records/json-rows';
import { classificationName, codeAndName, officeName, personName, relatedName } from '../../lib/records/names';
import type { Auth } from '../../plugins/auth';
import { entryOpenTo } from '../entries/entries.scope';
import { officeRecipientsDetail, officeRecipientsOf } from './outputs.copies';
import type { OutputRow } from './outputs.scope';
import { outputTransitions } from './outputs.transitions';

/** The related names of an output, selected with it (lib/records/names.ts). */
export const OUTPUT_NAMES = {
  type_output: codeAndName(typeOutputs, outputs.type_output_id),
  origin_office: officeName(outputs.origin_office_id),
  signer: personName(outputs.signer_id),
  registered_by_user: personName(outputs.registered_by),
  classification: classificationName(outputs.classification_id),
  /** The request it was registered from (modules/requests), `{ id, number, kind }`. */
  request: sql<{
    id: number;
    number: string;
  } | null>`(select json_build_object('id', r.id, 'number', r.number) from ${requests} r where r.output_id = ${outputs}.id)`,
  entry: relatedName(outputs.entry_id, {
    table: entries,
    columns: { number: entries.number, subject: entries.subject },
  }),
};

const RECIPIENT_FIELDS = {
  id: outputRecipients.id,
  output_id: outputRecipients.output_id,
  citizen_id: outputRecipients.citizen_id,
  name: citizenDisplayName,
  document_type: citizens.document_type,
  document_number: citizens.document_number,
  address: outputRecipients.address,
  typed_district: recipientTypedDistrict,
  /** The INEI distrito the copy goes to: its own, else its citizen's (none after a typed correction). */
  ubigeo: recipientUbigeo,
  reference: outputRecipients.reference,
  delivery_state: outputRecipients.delivery_state,
  delivered_at: outputRecipients.delivered_at,
  received_by_name: outputRecipients.received_by_name,
  received_by_document: outputRecipients.received_by_document,
  note: outputRecipients.note,
  /** The citizen holds an active casilla electrónica: the copy may be notified there. */
  casilla: sql<boolean>`exists (select 1 from ${casillaAccounts} a where a.document_type = ${citizens.document_type} and a.document_number = upper(${citizens.document_number}) and a.state = 'activa')`,
  /** The return at the front desk: acknowledged (when) and not sent again yet. */
  return_acknowledged_at: sql<
    string | null
  >`(select ${isoTimestamp(outputReturns.acknowledged_at)} from ${outputReturns} where ${outputReturns.recipient_id} = ${outputRecipients.id} and ${outputReturns.redispatched_at} is null)`,
};
type RecipientRow = {
  [K in keyof typeof RECIPIENT_FIELDS]: (typeof RECIPIENT_FIELDS)[K] extends SQL<infer T>
    ? T
    : (typeof RECIPIENT_FIELDS)[K] extends Column
      ?
          | (typeof RECIPIENT_FIELDS)[K]['_']['data']
          | ((typeof RECIPIENT_FIELDS)[K]['_']['notNull'] extends true ? never : null)
      : never;
};

/** A recipient as the API answers it: the district's name and the citizen's name and document. */
function presentRecipient({
  name,
  document_type,
  document_number,
  typed_district,
  ...recipient
}: Json<RecipientRow> | RecipientRow) {
  return {
    ...recipient,
    // The corrected district of a re-dispatch, else the INEI distrito's name (the copy's or the citizen's).
    district: typed_district ?? ubigeoPlace(recipient.ubigeo)?.district ?? null,
    citizen: { name, document_type, document_number },
  };
}

/** The recipients of some outputs with their citizens' names and documents, in the order entered. */
export async function recipientsOf(db: Executor, outputIds: number[]) {
  if (outputIds.length === 0) return [];
  const rows = await db
    .select(RECIPIENT_FIELDS)
    .from(outputRecipients)
    .innerJoin(citizens, eq(citizens.id, outputRecipients.citizen_id))
    .where(inArray(outputRecipients.output_id, outputIds))
    .orderBy(asc(outputRecipients.id));
  return rows.map(presentRecipient);
}

/** Show's recipients and office recipients, in the output's own statement. */
export const OUTPUT_DETAILS = {
  recipients: jsonRows<RecipientRow>(
    RECIPIENT_FIELDS,
    sql`${outputRecipients} inner join ${citizens} on ${citizens.id} = ${outputRecipients.citizen_id}`,
    sql`${outputRecipients.output_id} = ${outputs}.id`,
    outputRecipients.id,
  ),
  office_recipients: officeRecipientsDetail,
};

/**
 * Whether the caller may open the entry the output answers, selected with the output: its subject
 * is shown only then (a restricted one, or one a loan opened that has ended, shows its number alone).
 */
export const OUTPUT_CALLER_NAMES = {
  entry_open: (caller: Auth) => entryOpenTo(caller, outputs.entry_id),
};

type Named = OutputRow & {
  entry?: { id: number; number: string; subject?: string } | null;
  entry_open?: boolean;
};

/** The entry it answers, as the caller may see it (`OUTPUT_CALLER_NAMES`). */
const answeredEntry = (entry: Named['entry'], open: boolean | undefined) =>
  entry && !open ? { id: entry.id, number: entry.number } : (entry ?? null);

/**
 * Rows as the API shows them (names already selected with them): recipients and `can`. Show's row
 * brings its recipients (`OUTPUT_DETAILS`); a page's are read for all its rows at once.
 */
export async function present(db: Executor, caller: Auth, rows: Named[], detail: boolean) {
  const ids = rows.map((r) => r.id);
  const recipients = detail ? [] : await recipientsOf(db, ids);
  const offices = detail ? [] : await officeRecipientsOf(db, ids);
  return rows.map(({ entry_open, ...row }) => {
    const own = <T extends { output_id: number }>(all: T[]) =>
      all.filter((r) => r.output_id === row.id).map(({ output_id: _o, ...r }) => r);
    const shown = row as Named & Partial<Record<keyof typeof OUTPUT_DETAILS, { output_id: number }[]>>;
    return {
      ...row,
      entry: answeredEntry(row.entry, entry_open),
      recipients: own(detail ? ((shown.recipients ?? []) as Json<RecipientRow>[]).map(presentRecipient) : recipients),
      office_recipients: own(detail ? (shown.office_recipients ?? []) : offices),
      can: outputTransitions.abilities(caller, row, null),
    };
  });
}
