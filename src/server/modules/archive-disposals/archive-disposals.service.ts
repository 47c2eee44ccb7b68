/**
 * The disposals' services: plain functions taking the transaction and a `Caller`, so the demo seed
 * drafts, approves and executes a disposal as the API does. The inventory's units are checked
 * under one lock, so two drafts never list the same unit.
 */
import { can } from '@shared/permissions';
import type { DisposalInput } from '@shared/schemas/archive-disposals';
import { calendarDate } from '@shared/working-days';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client';
import { archiveDisposalItems, archiveDisposals, archiveExpedients } from '../../db/schema';
import { auditCreation } from '../../lib/audit/audit';
import { versionedWrite } from '../../lib/crud/versioned-write';
import { forbidden, invalid } from '../../lib/errors';
import { actorOf, type Caller } from '../../lib/records/caller';
import { registrationNumber } from '../../lib/records/registration-number';
import { metresOfUnits } from '../archive-expedients/archive-expedients.service';
import { disposable, inDisposal } from './archive-disposals.candidates';
import { CREATE, type DisposalRow, ENTITY, listableUnits } from './archive-disposals.scope';
import { disposalTransitions } from './archive-disposals.transitions';

/** One sequence per office and year, the central archive's: `EL-2026-003`. */
export const DISPOSAL_NUMBER_FORMAT = 'EL-{AAAA}-{NNN}';

/** Serialises the inventories' writes: a unit is listed by one disposal in progress at most. */
const lockInventories = (tx: Executor) => tx.execute(sql`select pg_advisory_xact_lock(hashtext('folio.disposals'))`);

/**
 * 422 on `items` unless every unit is a candidate (or already in this draft) and only S units are
 * kept; the units' codes by id.
 */
async function checkItems(tx: Executor, caller: Caller, input: DisposalInput, disposalId: number | null) {
  const ids = input.items.map((i) => i.expedient_id);
  const found = await tx
    .select({
      id: archiveExpedients.id,
      code: archiveExpedients.code,
      disposition: archiveExpedients.disposition,
      ok: sql<boolean>`(${disposable(calendarDate(new Date()))} and not ${inDisposal(disposalId)})`,
    })
    .from(archiveExpedients)
    .where(and(inArray(archiveExpedients.id, ids), listableUnits(caller)));
  const byId = new Map(found.map((u) => [u.id, u]));
  const errors: string[] = [];
  for (const item of input.items) {
    const unit = byId.get(item.expedient_id);
    if (!unit) errors.push(`La unidad ${item.expedient_id} no existe.`);
    else if (!unit.ok)
      errors.push(
        `${unit.code} no es candidata: su retención no ha vencido, su disposición no es E ni S, está prestada o ya está en otra eliminación.`,
      );
    else if (item.keep && unit.disposition !== 'S')
      errors.push(`${unit.code} es de eliminación total (E): solo se conservan las de selección (S).`);
  }
  if (errors.length > 0) throw invalid({ items: errors }, errors[0]);
  return new Map(found.map((u) => [u.id, u.code]));
}

async function writeItems(tx: Executor, disposalId: number, input: DisposalInput) {
  await tx.delete(archiveDisposalItems).where(eq(archiveDisposalItems.disposal_id, disposalId));
  await tx.insert(archiveDisposalItems).values(
    input.items.map((item, index) => ({
      disposal_id: disposalId,
      expedient_id: item.expedient_id,
      keep: item.keep,
      position: index + 1,
    })),
  );
}

type Listed = { code: string; keep: boolean };

/** The inventory as its history shows it: each unit's code, «(se conserva)» when selection keeps it. */
const listed = (items: readonly Listed[]) => items.map((i) => (i.keep ? `${i.code} (se conserva)` : i.code));

const withCodes = (input: DisposalInput, codes: Map<number, string>): Listed[] =>
  input.items.map((i) => ({ code: codes.get(i.expedient_id) ?? String(i.expedient_id), keep: i.keep }));

/** Its volume, from the units it lists (archive-expedients.metres.ts). */
const volume = (tx: Executor, input: DisposalInput) =>
  metresOfUnits(
    tx,
    input.items.map((i) => i.expedient_id),
  );

/** Drafts a disposal (`borrador`) with its inventory and the next number of the caller's office. */
export async function registerDisposal(tx: Tx, caller: Caller, input: DisposalInput): Promise<DisposalRow> {
  if (!can(caller.permissions, CREATE)) throw forbidden();
  await lockInventories(tx);
  const codes = await checkItems(tx, caller, input, null);
  const officeId = caller.user.office_id ?? 0;
  const { year, sequence, number } = await registrationNumber(tx, {
    kind: ENTITY,
    format: DISPOSAL_NUMBER_FORMAT,
    officeId,
    scope: 'office',
    at: new Date(),
  });
  const [row] = await tx
    .insert(archiveDisposals)
    .values({
      year,
      sequence,
      number,
      office_id: caller.user.office_id ?? null,
      linear_metres: await volume(tx, input),
      notes: input.notes,
      created_by: caller.user.id,
      state: 'borrador',
    })
    .returning();
  await writeItems(tx, row!.id, input);
  await auditCreation(tx, actorOf(caller), ENTITY, row!, { inventario: [null, listed(withCodes(input, codes))] });
  return row!;
}

/** Edits a draft's inventory and notes, at `version`; its volume follows the units. */
export async function updateDisposal(
  tx: Executor,
  caller: Caller,
  id: number,
  version: number,
  input: DisposalInput,
): Promise<DisposalRow> {
  const existing = await disposalTransitions.lockForEdit(tx, caller, id, version);
  await lockInventories(tx);
  const codes = await checkItems(tx, caller, input, existing.id);
  const before = await tx
    .select({ code: archiveExpedients.code, keep: archiveDisposalItems.keep })
    .from(archiveDisposalItems)
    .innerJoin(archiveExpedients, eq(archiveExpedients.id, archiveDisposalItems.expedient_id))
    .where(eq(archiveDisposalItems.disposal_id, id))
    .orderBy(asc(archiveDisposalItems.position));
  await writeItems(tx, id, input);
  const after = listed(withCodes(input, codes));
  const was = listed(before);
  const changed = JSON.stringify(was) !== JSON.stringify(after);
  return versionedWrite(tx, {
    table: archiveDisposals,
    entity: ENTITY,
    actor: actorOf(caller),
    action: 'update',
    existing,
    version,
    set: { linear_metres: await volume(tx, input), notes: input.notes },
    extra: changed ? { inventario: [was, after] } : undefined,
  }) as Promise<DisposalRow>;
}

const act = disposalTransitions.act;

/** `{ version, resolution_number, resolution_date }`, once the signed resolution is attached. */
export const approveDisposal = act('approve');
/** `{ version, method, executed_on, witnesses }`: every unit becomes `eliminado` (or is kept). */
export const executeDisposal = act('execute');
/** `{ version, reason }`. */
export const annulDisposal = act('annul');
