/**
 * What may happen to a supporting document: attend, archive and annul (docs/domain.md §2:
 * `registrado → atendido → archivado`, `anulado` with a reason), and the edit while it is open.
 */
import { SUPPORTING_STATES, type SupportingState } from '@shared/schemas/supporting';
import { conflict } from '../../lib/errors';
import { scopedRecords } from '../../lib/records/scoped';
import { transitions } from '../../lib/records/transitions';
import type { SupportingKind, SupportingRow } from './supporting.kind';
import { supportingScope } from './supporting.scope';

export function supportingTransitions(kind: SupportingKind) {
  const scoped = scopedRecords(kind.table, supportingScope(kind));
  const stateConflict = (verb: string, state: string) =>
    conflict(
      `No se puede ${verb} un documento de apoyo en estado «${SUPPORTING_STATES[state as SupportingState] ?? state}».`,
    );
  const table = transitions<SupportingRow, null>({
    base: `/api/v1/${kind.resource}`,
    entity: kind.resource,
    table: kind.table,
    findVisible: scoped.findVisible,
    stateConflict,
    context: async () => () => null,
    edit: { permissions: kind.update, from: ['registrado', 'atendido'], verb: 'editar' },
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
  });
  return { ...scoped, stateConflict, transitions: table };
}
