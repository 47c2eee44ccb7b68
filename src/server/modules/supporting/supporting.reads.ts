/**
 * The supporting documents' reads (lib/records/reads.ts): list, show, export and history from one
 * definition per kind — filters, search, sorts, names, presenter and the export's columns.
 */
import { listQuerySchema } from '@shared/crud';
import { PARTY_KINDS, SUPPORTING_STATES } from '@shared/schemas/supporting';
import { isoDate, queryId } from '@shared/zod';
import { eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Executor } from '../../db/client';
import { citizenDisplayName, citizens, offices, users } from '../../db/schema';
import { searchCondition, stateIs } from '../../lib/crud/list';
import { withinDays } from '../../lib/days';
import { labelOf } from '../../lib/export/limit';
import { recordReads } from '../../lib/records/reads';
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
    // Every word in the number, subject or reference (trigram index), ignoring accents and case.
    searchCondition(f.q, [kind.searchText]),
  ];

  const partyOffice = alias(offices, 'party_office');
  const partyUser = alias(users, 'party_user');

  /** One row of the spreadsheet. */
  function exportRows(db: Executor, { where, order, limit }: { where: SQL | undefined; order: SQL[]; limit: number }) {
    return db
      .select({
        number: table.number,
        document_at: table.document_at,
        type: kind.types.name,
        office: sql<string>`${offices.code} || ' - ' || ${offices.name}`,
        reference: table.reference,
        reference_date: table.reference_date,
        party: sql<
          string | null
        >`coalesce(${partyOffice.name}, ${partyUser.names} || ' ' || ${partyUser.surnames}, ${citizenDisplayName})`,
        subject: table.subject,
        folios: table.folios,
        state: table.state,
      })
      .from(table)
      .innerJoin(kind.types, eq(kind.types.id, table.type_id))
      .innerJoin(offices, eq(offices.id, table.office_id))
      .leftJoin(partyOffice, eq(partyOffice.id, table.party_office_id))
      .leftJoin(partyUser, eq(partyUser.id, table.party_user_id))
      .leftJoin(citizens, eq(citizens.id, table.party_citizen_id))
      .where(where)
      .orderBy(...order)
      .limit(limit);
  }
  type ExportRow = Awaited<ReturnType<typeof exportRows>>[number];

  return recordReads({
    resource: kind.resource,
    table,
    permissions: kind.read,
    scope: supportingScope(kind),
    query: supportingListQuery,
    conditions,
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
      rows: exportRows,
      columns: () => [
        { header: 'Número', value: (d: ExportRow) => d.number },
        { header: 'Fecha', value: (d: ExportRow) => d.document_at },
        { header: 'Tipo', value: (d: ExportRow) => d.type },
        { header: 'Oficina', value: (d: ExportRow) => d.office },
        { header: 'Referencia', value: (d: ExportRow) => d.reference },
        { header: 'Fecha del documento', value: (d: ExportRow) => d.reference_date },
        { header: kind.partyLabel, value: (d: ExportRow) => d.party },
        { header: 'Asunto', value: (d: ExportRow) => d.subject },
        { header: 'Folios', width: 8, value: (d: ExportRow) => d.folios },
        { header: 'Estado', value: (d: ExportRow) => labelOf(SUPPORTING_STATES, d.state) },
      ],
    },
  });
}
