/**
 * The supporting documents' writes, per kind (exposed by supporting.service.ts). Registration takes its number last, gapless, in the configured format: per office,
 * type and year when it names the type (`{TIPO} N.° {NNN}-{AAAA}-{SIGLA}` → `INFORME N.° 012-2026-OAJ`),
 * per office and year otherwise (`{OFICINA}-ING-{AAAA}-{NNNN}`).
 */
import { can } from '@shared/permissions';
import type { SupportingInput } from '@shared/schemas/supporting';
import type { Executor, Tx } from '../../db/client';
import { auditCreation } from '../../lib/audit/audit';
import { versionedWrite } from '../../lib/crud/versioned-write';
import { forbidden } from '../../lib/errors';
import { actorOf, type Caller } from '../../lib/records/caller';
import { registrationNumber } from '../../lib/records/registration-number';
import type { Transitions } from '../../lib/records/transitions';
import { getSettings } from '../../lib/settings/settings';
import { columns, resolveSupporting } from './supporting.input';
import type { SupportingKind, SupportingRow } from './supporting.kind';

export function supportingServices(kind: SupportingKind, transitions: Transitions<SupportingRow, null>) {
  async function register(tx: Tx, caller: Caller, input: SupportingInput): Promise<SupportingRow> {
    if (!can(caller.permissions, kind.create)) throw forbidden();
    const resolved = await resolveSupporting(tx, kind, caller, input, null);
    const format = (await getSettings(tx)).number_formats[kind.format];
    const { year, sequence, number } = await registrationNumber(tx, {
      kind: kind.resource,
      format,
      officeId: resolved.officeId,
      at: resolved.documentAt,
      // One sequence per type when the number names the type; otherwise one per office, so two
      // types never print the same number.
      scope: format.includes('{TIPO}') ? 'office-type' : 'office',
      type: resolved.type,
    });
    const [row] = await tx
      .insert(kind.table)
      .values({
        ...columns(input),
        year,
        sequence,
        number,
        document_at: resolved.documentAt,
        office_id: resolved.officeId,
        registered_by: caller.user.id,
        state: 'registrado',
      })
      .returning();
    await auditCreation(tx, actorOf(caller), kind.resource, row!);
    return row!;
  }

  /** Edits at `version`; the number stays (the type and office that numbered it cannot change). */
  async function update(tx: Executor, caller: Caller, id: number, version: number, input: SupportingInput) {
    const existing = await transitions.lockForEdit(tx, caller, id, version);
    const resolved = await resolveSupporting(
      tx,
      kind,
      caller,
      { ...input, type_id: existing.type_id, office_id: existing.office_id },
      existing,
    );
    const { type_id: _t, ...rest } = columns(input);
    return versionedWrite(tx, {
      table: kind.table,
      entity: kind.resource,
      actor: actorOf(caller),
      action: 'update',
      existing,
      version,
      set: { ...rest, document_at: resolved.documentAt },
    });
  }

  const { act } = transitions;
  return { register, update, attend: act('attend'), archive: act('archive'), annul: act('annul') };
}
