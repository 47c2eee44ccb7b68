/** How a supporting document is shown: the names selected with it and `can`. */
import { citizenDisplayName, citizens, entries, outputs } from '../../db/schema';
import { classificationName, codeAndName, officeName, personName, relatedName } from '../../lib/records/names';
import type { Transitions } from '../../lib/records/transitions';
import type { Auth } from '../../plugins/auth';
import type { SupportingKind, SupportingRow } from './supporting.kind';
import { canAttachFor } from './supporting.scope';

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
  };
}

/** Rows as the API shows them (names already selected with them) with `can`. */
export function supportingPresenter(kind: SupportingKind, transitions: Transitions<SupportingRow, null>) {
  const canAttach = canAttachFor(kind);
  return async (_db: unknown, caller: Auth, rows: SupportingRow[]) =>
    rows.map((row) => ({
      ...row,
      can: {
        ...transitions.abilities(caller, row, null),
        attach: canAttach(caller, row),
        file: true,
        activate: false,
        deactivate: false,
        delete: false,
      },
    }));
}
