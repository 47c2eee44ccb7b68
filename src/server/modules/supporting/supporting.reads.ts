/**
 * The supporting documents' reads (lib/records/reads.ts): list, show, export and history from one
 * definition per kind — filters, search, sorts, names, presenter and the export's columns.
 */
import { listQuerySchema } from '@shared/crud';
import { PARTY_KINDS, SUPPORTING_STATES, supportingRecord } from '@shared/schemas/supporting';
import { isoDate, queryId } from '@shared/zod';
import { eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Executor } from '../../db/client';
import { citizenDisplayName, citizens, offices, users } from '../../db/schema';
import { searchCondition, stateIs } from '../../lib/crud/list';
import { withinDays } from '../../lib/days';
import { field, labelled } from '../../lib/export/spreadsheet';
import { codeDashName, fullName } from '../../lib/records/names';
import { recordReads } from '../../lib/records/reads';
import { recordSearch } from '../../lib/records/scoped-search';
import type { Transitions } from '../../lib/records/transitions';
import type { Auth } from '../../plugins/auth';
import type { SupportingKind, SupportingRow } from './supporting.kind';
import { supportingNames, supportingPresenter } from './supporting.present';
import { supportingScope } from './supporting.scope';

const keys = <T extends Record<string, string>>(o: T) => Object.keys(o) as [keyof T & string, ...(keyof T & string)[]];
const optionalId = queryId().optional();

export const supportingListQuery = listQuerySchema.extend({
  state: z.enum(keys(SUPPORTING_STATES)).optional(),
  office_id: optionalId,
  type_id: optionalId,
  party_kind: z.enum(keys(PARTY_KINDS)).optional(),
  from: isoDate().optional(),
  to: isoDate().optional(),
  mine: z.enum(['true', 'false']).optional(),
});
export type SupportingListQuery = z.output<typeof supportingListQuery>;

export function supportingReads(kind: SupportingKind, transitions: Transitions<SupportingRow, null>) {
  const { table } = kind;

  const conditions = (f: SupportingListQuery, caller: Auth): (SQL | undefined)[] => [
    f.state ? stateIs(table.state, f.state) : undefined,
    f.office_id ? eq(table.office_id, f.office_id) : undefined,
    f.type_id ? eq(table.type_id, f.type_id) : undefined,
    f.party_kind ? eq(table.party_kind, f.party_kind) : undefined,
    // Dates are calendar days in the organisation's time zone.
    withinDays(table.document_at, f.from, f.to),
    f.mine === 'true' ? eq(table.registered_by, caller.user.id) : undefined,
  ];

  const partyOffice = alias(offices, 'party_office');
  const partyUser = alias(users, 'party_user');

  return recordReads({
    resource: kind.resource,
    record: supportingRecord,
    table,
    permissions: kind.read,
    scope: supportingScope(kind),
    query: supportingListQuery,
    conditions,
    // Every word in the number, subject or reference (trigram index), ignoring accents and case.
    search: recordSearch(undefined, (word) => searchCondition(word, [kind.searchText])),
    sortable: {
      id: table.id,
      number: table.number,
      document_at: table.document_at,
      subject: table.subject,
      state: table.state,
    },
    defaultSort: '-document_at',
    names: supportingNames(kind),
    present: supportingPresenter(transitions),
    export: {
      filename: kind.filename,
      sheetName: kind.sheetName,
      title: kind.sheetName,
      query: (db: Executor) =>
        db
          .select({
            number: table.number,
            document_at: table.document_at,
            type: kind.types.name,
            office: codeDashName(offices),
            reference: table.reference,
            reference_date: table.reference_date,
            party: sql<string | null>`coalesce(${partyOffice.name}, ${fullName(partyUser)}, ${citizenDisplayName})`,
            subject: table.subject,
            folios: table.folios,
            state: table.state,
          })
          .from(table)
          .innerJoin(kind.types, eq(kind.types.id, table.type_id))
          .innerJoin(offices, eq(offices.id, table.office_id))
          .leftJoin(partyOffice, eq(partyOffice.id, table.party_office_id))
          .leftJoin(partyUser, eq(partyUser.id, table.party_user_id))
          .leftJoin(citizens, eq(citizens.id, table.party_citizen_id)),
      columns: () => [
        field('Número', 'number'),
        field('Fecha', 'document_at'),
        field('Tipo', 'type'),
        field('Oficina', 'office'),
        field('Referencia', 'reference'),
        field('Fecha del documento', 'reference_date'),
        field(kind.partyLabel, 'party'),
        field('Asunto', 'subject'),
        field('Folios', 'folios', 8),
        labelled('Estado', SUPPORTING_STATES, 'state'),
      ],
    },
  });
}
