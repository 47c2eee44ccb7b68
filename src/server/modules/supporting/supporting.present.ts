/** How a supporting document is shown: the names selected with it and `can`. */
import { sql } from 'drizzle-orm';
import { citizenDisplayName, citizens, entries, outputs, requests } from '../../db/schema';
import { classificationName, codeAndName, officeName, personName, relatedName } from '../../lib/records/names';
import type { Transitions } from '../../lib/records/transitions';
import type { Auth } from '../../plugins/auth';
import type { SupportingKind, SupportingRow } from './supporting.kind';

/** The related names of a supporting document, selected with it (lib/records/names.ts). */
export function supportingNames(kind: SupportingKind) {
  const { table } = kind;
  return {
    type: codeAndName(kind.types, table.type_id),
    office: officeName(table.office_id),
    party_office: officeName(table.party_office_id),
    party_user: personName(table.party_user_id),
    party_citizen: relatedName(table.party_citizen_id, {
      table: citizens,
      columns: {
        name: citizenDisplayName,
        document_type: citizens.document_type,
        document_number: citizens.document_number,
      },
    }),
    registered_by_user: personName(table.registered_by),
    classification: classificationName(table.classification_id),
    // Only the number: the linked record's content stays behind its own scope.
    entry: relatedName(table.entry_id, { table: entries, columns: { number: entries.number } }),
    output: relatedName(table.output_id, { table: outputs, columns: { number: outputs.number } }),
    /** The request it was promoted into, `{ id, number }` (`${table}.id`: a bare column renders unqualified here). */
    request: sql<{
      id: number;
      number: string;
    } | null>`(select json_build_object('id', r.id, 'number', r.number) from ${requests} r where r.${sql.identifier(promotedColumn(kind))} = ${table}.id)`,
  };
}

/** The requests' column that links a promoted document of this kind. */
const promotedColumn = (kind: SupportingKind) =>
  kind.resource === 'supporting-entries' ? 'supporting_entry_id' : 'supporting_output_id';

/** Rows as the API shows them (names already selected with them) with `can`. */
export function supportingPresenter(transitions: Transitions<SupportingRow, null>) {
  return async (_db: unknown, caller: Auth, rows: SupportingRow[]) =>
    rows.map((row) => ({ ...row, can: transitions.abilities(caller, row, null) }));
}
