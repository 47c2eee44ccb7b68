/**
 * The outputs' reads (lib/records/reads.ts): list, show, export and history from one definition —
 * the list's filters, search and sorts, the names shown, the presenter and the export's columns.
 */

import { listQuerySchema } from '@shared/crud';
import { ENTRY_PRIORITIES } from '@shared/schemas/entries';
import { OUTPUT_STATES, outputRecord } from '@shared/schemas/outputs';
import { isoDate, queryId } from '@shared/zod';
import { eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Executor } from '../../db/client';
import {
  citizenDisplayName,
  citizenSearchText,
  citizens,
  entries,
  offices,
  outputRecipients,
  outputSearchText,
  outputs,
  typeOutputs,
  users,
} from '../../db/schema';
import { normalizedSearch, searchCondition, sortableColumns, stateIs } from '../../lib/crud/list';
import { withinDays } from '../../lib/days';
import { field, labelled } from '../../lib/export/spreadsheet';
import { codeDashName, fullName } from '../../lib/records/names';
import { recordReads } from '../../lib/records/reads';
import { recordSearch } from '../../lib/records/scoped-search';
import type { Auth } from '../../plugins/auth';
import { OUTPUT_CALLER_NAMES, OUTPUT_DETAILS, OUTPUT_NAMES, present } from './outputs.present';
import { outputScope, READ } from './outputs.scope';

const optionalId = queryId().optional();
const keys = <T extends Record<string, string>>(o: T) => Object.keys(o) as [keyof T & string, ...(keyof T & string)[]];

const listFilters = z.object({
  state: z.enum(keys(OUTPUT_STATES)).optional(),
  office_id: optionalId,
  type_output_id: optionalId,
  priority: z.enum(keys(ENTRY_PRIORITIES)).optional(),
  from: isoDate().optional(),
  to: isoDate().optional(),
  mine: z.enum(['true', 'false']).optional(),
  entry_id: optionalId,
});

export const outputListQuery = listQuerySchema.extend(listFilters.shape);
export type OutputListQuery = z.output<typeof outputListQuery>;

const SORTABLE = sortableColumns(outputs, ['id', 'number', 'issued_at', 'subject', 'state']);

/**
 * `q`: every word must appear in the output's own text (number, subject, reference) or in the
 * name or document of one of its recipients, ignoring accents and case: `search_text`, stored
 * already normalised and kept by triggers on outputs, recipients and citizens (migration 0016),
 * so the page filters with a plain `like` as it walks the sort's index and the trigram index
 * answers rare words (docs/benchmarks.md). A whole record number is looked up by its unique
 * number; otherwise results follow the list's sort (newest first), as entries do.
 */
const search = recordSearch(outputs.number, (word) => (/^\d{5,}$/.test(word) ? documentWord(word) : textWord(word)));

const textWord = (word: string) => normalizedSearch(word, sql`${outputs}.search_text`);

/**
 * A document number: the outputs of the recipients that carry it, through the citizens' index,
 * or the output's own text. In `search_text` its digit trigrams are shared by most outputs (every
 * recipient's document and every output number), which the trigram index must recheck one by one.
 */
const documentWord = (word: string) =>
  sql`(${searchCondition(word, [outputSearchText])} or ${outputs.id} = any(array(select ${outputRecipients.output_id} from ${outputRecipients}
    where ${outputRecipients.citizen_id} = any(array(select ${citizens.id} from ${citizens} where ${searchCondition(word, [citizenSearchText])})))))`;

/** The filters of a list query (the scope is added by the registrar). */
function filterConditions(query: OutputListQuery, caller: Auth): (SQL | undefined)[] {
  const userId = caller.user.id;
  return [
    query.state ? stateIs(outputs.state, query.state) : undefined,
    query.office_id ? eq(outputs.origin_office_id, query.office_id) : undefined,
    query.type_output_id ? eq(outputs.type_output_id, query.type_output_id) : undefined,
    query.priority ? eq(outputs.priority, query.priority) : undefined,
    // Dates are calendar days in the organisation's time zone.
    withinDays(outputs.issued_at, query.from, query.to),
    query.mine === 'true' ? sql`(${outputs.registered_by} = ${userId} or ${outputs.signer_id} = ${userId})` : undefined,
    query.entry_id ? eq(outputs.entry_id, query.entry_id) : undefined,
  ];
}

const signer = alias(users, 'signer');

export const outputReads = recordReads({
  resource: 'outputs',
  record: outputRecord,
  table: outputs,
  permissions: READ,
  scope: outputScope,
  query: outputListQuery,
  conditions: filterConditions,
  search,
  attachmentText: true,
  sortable: SORTABLE,
  defaultSort: '-issued_at',
  names: OUTPUT_NAMES,
  callerNames: OUTPUT_CALLER_NAMES,
  details: OUTPUT_DETAILS,
  present: (db, caller, rows, detail) => present(db, caller, rows, detail),
  lookup: { label: outputs.number, description: outputs.subject },
  export: {
    filename: 'salidas',
    sheetName: 'Salidas',
    title: 'Salidas documentales',
    query: (db: Executor) =>
      db
        .select({
          number: outputs.number,
          issued_at: outputs.issued_at,
          type: typeOutputs.name,
          reference: outputs.reference,
          document_date: outputs.document_date,
          subject: outputs.subject,
          origin_office: codeDashName(offices),
          recipients: sql<
            string | null
          >`(select string_agg(${citizenDisplayName}, '; ' order by ${outputRecipients.id}) from ${outputRecipients} join ${citizens} on ${citizens.id} = ${outputRecipients.citizen_id} where ${outputRecipients.output_id} = ${outputs.id})`,
          signer: fullName(signer),
          priority: outputs.priority,
          state: outputs.state,
          folios: outputs.folios,
          entry: entries.number,
        })
        .from(outputs)
        .innerJoin(typeOutputs, eq(typeOutputs.id, outputs.type_output_id))
        .innerJoin(offices, eq(offices.id, outputs.origin_office_id))
        .leftJoin(signer, eq(signer.id, outputs.signer_id))
        .leftJoin(entries, eq(entries.id, outputs.entry_id)),
    columns: () => [
      field('Número', 'number'),
      field('Fecha de emisión', 'issued_at'),
      field('Tipo', 'type'),
      field('Referencia', 'reference'),
      field('Fecha del documento', 'document_date'),
      field('Asunto', 'subject'),
      field('Oficina de origen', 'origin_office'),
      field('Destinatarios', 'recipients'),
      field('Firmante', 'signer'),
      labelled('Prioridad', ENTRY_PRIORITIES, 'priority'),
      labelled('Estado', OUTPUT_STATES, 'state'),
      field('Folios', 'folios', 8),
      field('En respuesta a', 'entry'),
    ],
  },
});
