/**
 * What may happen to a supporting document: attend, archive and annul (docs/domain.md §2:
 * `registrado → atendido → archivado`, `anulado` with a reason), and the edit while it is open.
 */
import { can } from '@shared/permissions';
import { SUPPORTING_STATES } from '@shared/schemas/supporting';
import { editorsOrRegistrar } from '../../lib/records/attach';
import { scopedRecords } from '../../lib/records/scoped';
import { stateConflicts, transitions } from '../../lib/records/transitions';
import type { Auth } from '../../plugins/auth';
import type { SupportingKind, SupportingRow } from './supporting.kind';
import { supportingScope } from './supporting.scope';

/** Who may promote: the same direction's request key, on a live document not promoted yet. */
const mayPromote = (kind: SupportingKind, caller: Auth, row: SupportingRow & { request?: unknown }) =>
  row.state !== 'anulado' &&
  !row.request &&
  can(caller.permissions, [
    kind.resource === 'supporting-entries' ? 'entry-requests-create' : 'output-requests-create',
  ]);

export function supportingTransitions(kind: SupportingKind) {
  const scoped = scopedRecords(kind.table, supportingScope(kind));
  const stateConflict = stateConflicts('un documento de apoyo', SUPPORTING_STATES);
  const table = transitions<SupportingRow>({
    base: `/api/v1/${kind.resource}`,
    entity: kind.resource,
    table: kind.table,
    findVisible: scoped.findVisible,
    stateConflict,
    edit: { permissions: kind.update, from: ['registrado', 'atendido'], verb: 'editar' },
    attach: editorsOrRegistrar(kind, ['registrado', 'atendido'], 'No puede modificar los adjuntos de este documento.'),
    actions: {
      attend: { permissions: kind.update, from: ['registrado'], to: 'atendido', verb: 'atender' },
      // The office, or the central archive filing it into an expedient.
      archive: {
        permissions: [...kind.update, 'archive-documents-create'],
        from: ['atendido'],
        to: 'archivado',
        verb: 'archivar',
      },
      annul: {
        permissions: kind.update,
        from: ['registrado', 'atendido'],
        to: 'anulado',
        verb: 'anular',
        reason: 'annulled_reason',
      },
    },
    offers: { promote: (caller, row) => mayPromote(kind, caller, row), file: () => true },
  });
  return { ...scoped, transitions: table };
}
