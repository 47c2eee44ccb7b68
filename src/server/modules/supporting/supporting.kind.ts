/**
 * The two kinds of supporting document, one table and one set of keys each: everything else in
 * this folder is written once for both and built per kind (`supportingModule`).
 */
import type { PermissionKey } from '@shared/permissions';
import type { Settings } from '@shared/schemas/configs';
import {
  type SupportingTable,
  supportingEntries,
  supportingEntrySearchText,
  supportingOutputSearchText,
  supportingOutputs,
  typeEntries,
  typeOutputs,
} from '../../db/schema';

export interface SupportingKind {
  /** URL segment, audit entity, attachment owner and sequence kind. */
  resource: 'supporting-entries' | 'supporting-outputs';
  table: SupportingTable;
  searchText: typeof supportingEntrySearchText;
  types: typeof typeEntries;
  format: keyof Settings['number_formats'];
  /** «documento de ingreso de apoyo», for messages. */
  noun: string;
  /** The export's file name and sheet. */
  filename: string;
  sheetName: string;
  read: readonly PermissionKey[];
  create: readonly PermissionKey[];
  update: readonly PermissionKey[];
  all: PermissionKey;
  index: PermissionKey;
  anyOffice: PermissionKey;
  /** Field and label of the party: «Remitente» (ingreso) or «Destinatario» (salida). */
  partyLabel: string;
}

type Keys = 'read' | 'create' | 'update' | 'all' | 'index' | 'anyOffice';

/** A kind on its resource: the permission keys are that resource's (shared/permissions, `crud`). */
function supportingKind(
  resource: SupportingKind['resource'],
  rest: Omit<SupportingKind, 'resource' | Keys>,
): SupportingKind {
  return {
    resource,
    read: [`${resource}-all`, `${resource}-index`, `${resource}-me`, `${resource}-show`],
    create: [`${resource}-create`, `${resource}-create-office`],
    update: [`${resource}-update`],
    all: `${resource}-all`,
    index: `${resource}-index`,
    anyOffice: `${resource}-create`,
    ...rest,
  };
}

export const SUPPORTING_ENTRIES = supportingKind('supporting-entries', {
  table: supportingEntries,
  searchText: supportingEntrySearchText,
  types: typeEntries,
  format: 'supporting_entries',
  noun: 'documento de ingreso de apoyo',
  filename: 'documentos-ingreso-apoyo',
  sheetName: 'Doc. ingreso apoyo',
  partyLabel: 'Remitente',
});

export const SUPPORTING_OUTPUTS = supportingKind('supporting-outputs', {
  table: supportingOutputs as unknown as SupportingTable,
  searchText: supportingOutputSearchText,
  types: typeOutputs as unknown as typeof typeEntries,
  format: 'supporting_outputs',
  noun: 'documento de salida de apoyo',
  filename: 'documentos-salida-apoyo',
  sheetName: 'Doc. salida apoyo',
  partyLabel: 'Destinatario',
});

export type SupportingRow = SupportingTable['$inferSelect'];
