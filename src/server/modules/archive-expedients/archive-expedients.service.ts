/**
 * The expedients' services: register and edit a unit, close, reopen, place, move and take it off
 * the shelf, and what the archived documents need (the open expedient to file into, its date
 * range and folios recomputed) — plain functions another module calls in its own transaction.
 */
import { can } from '@shared/permissions';
import type { ArchiveExpedientInput } from '@shared/schemas/archive-expedients';
import { EXPEDIENT_STATES, type ExpedientState } from '@shared/schemas/archive-expedients';
import { and, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client';
import { archiveDocuments, archiveExpedients, offices } from '../../db/schema';
import { auditCreation } from '../../lib/audit/audit';
import { versionedWrite } from '../../lib/crud/versioned-write';
import { forbidden, invalid } from '../../lib/errors';
import { actorOf, type Caller } from '../../lib/records/caller';
import { checkFiling, checkReferences, type FieldErrors } from '../../lib/records/references';
import { CREATE, type ExpedientRow, expedientScope } from './archive-expedients.scope';
import { expedientTransitions, placeCode } from './archive-expedients.transitions';

/** Shelf space in linear metres: the one rule of transfers, disposals and the archive report. */
export { metresOfUnits, sumMetres, unitMetres } from './archive-expedients.metres';
/** The list's filters, for what counts the same units elsewhere (the archive report). */
export { conditions as expedientListConditions, expedientListQuery } from './archive-expedients.reads';

async function checkInput(tx: Executor, input: ArchiveExpedientInput, existing: ExpedientRow | null) {
  const errors: FieldErrors = {};
  await checkReferences(tx, errors, [[offices, input.office_id, 'office_id', 'La oficina no existe.']]);
  await checkFiling(tx, errors, { classification_id: null, ...input });
  const [taken] = await tx
    .select({ id: archiveExpedients.id })
    .from(archiveExpedients)
    .where(
      and(
        sql`lower(${archiveExpedients.code}) = lower(${input.code})`,
        existing ? ne(archiveExpedients.id, existing.id) : undefined,
      ),
    );
  if (taken) errors.code = [`Ya existe una unidad con el código ${input.code}.`];
  if (input.container_id !== null) {
    const [box] = await tx.select().from(archiveExpedients).where(eq(archiveExpedients.id, input.container_id));
    if (!box) errors.container_id = ['La caja no existe.'];
    else if (box.kind !== 'caja' || box.id === existing?.id)
      errors.container_id = ['Elija una caja distinta de esta unidad.'];
    else if (input.kind === 'caja') errors.container_id = ['Una caja no va dentro de otra caja.'];
  }
  if (Object.keys(errors).length > 0) throw invalid(errors);
}

export async function createExpedient(tx: Tx, caller: Caller, input: ArchiveExpedientInput): Promise<ExpedientRow> {
  if (!can(caller.permissions, CREATE)) throw forbidden();
  return openExpedient(tx, caller, input);
}

/**
 * Registers an open unit without asking for the archive's key: what another module's own rule
 * already allowed (a support folder its owner turns into their office's expedient).
 */
export async function openExpedient(tx: Executor, caller: Caller, input: ArchiveExpedientInput): Promise<ExpedientRow> {
  await checkInput(tx, input, null);
  const [row] = await tx
    .insert(archiveExpedients)
    .values({ ...input, state: 'abierto' })
    .returning();
  await auditCreation(tx, actorOf(caller), 'archive-expedients', row!);
  return row!;
}

export async function updateExpedient(
  tx: Executor,
  caller: Caller,
  id: number,
  version: number,
  input: ArchiveExpedientInput,
): Promise<ExpedientRow> {
  const existing = await expedientTransitions.lockForEdit(tx, caller, id, version);
  await checkInput(tx, input, existing);
  return versionedWrite(tx, {
    table: archiveExpedients,
    entity: 'archive-expedients',
    actor: actorOf(caller),
    action: 'update',
    existing,
    version,
    set: input,
    extra: await namedReferences(tx, existing, input),
  });
}

const REFERENCES = {
  office_id: sql`(select code || ' - ' || name from offices where id = ref.id)`,
  series_id: sql`(select code || ' - ' || name from series where id = ref.id)`,
  subseries_id: sql`(select code || ' - ' || name from subseries where id = ref.id)`,
  container_id: sql`(select code from archive_expedients where id = ref.id)`,
} as const;

/** The history names the office, series, subseries and box an edit changed, never their ids. */
async function namedReferences(tx: Executor, existing: ExpedientRow, input: ArchiveExpedientInput) {
  const changes: Record<string, [unknown, unknown]> = {};
  for (const [field, name] of Object.entries(REFERENCES) as [keyof typeof REFERENCES, SQL][]) {
    const before = existing[field];
    const after = input[field];
    if (before === after) continue;
    const named = async (id: number | null) => {
      if (id === null) return null;
      const { rows } = (await tx.execute(
        sql`select ${name} as name from (select ${id}::int as id) ref`,
      )) as unknown as {
        rows: { name: string | null }[];
      };
      return rows[0]?.name ?? null;
    };
    changes[field] = [await named(before), await named(after)];
  }
  return changes;
}

const act = expedientTransitions.act;

/** `{ version, closed_on? }`: copies the retention of the subseries (or series) and computes its due dates. */
export const closeExpedient = act('close');
export const reopenExpedient = act('reopen');
/** `{ version, location_id, position }` on a level of the location tree. */
export const placeExpedient = act('place');
export const moveExpedient = act('move');
export const removeExpedient = act('remove');

/**
 * The open expedient a document is filed into, locked: 422 on `expedient_id` when the caller
 * cannot see it or it is not open (a closed unit is sealed until reopened).
 */
export async function expedientToFile(tx: Executor, caller: Caller, id: number): Promise<ExpedientRow> {
  const [row] = await tx
    .select()
    .from(archiveExpedients)
    .where(and(eq(archiveExpedients.id, id), expedientScope(caller, 'write')))
    .for('update', { of: archiveExpedients });
  if (!row) throw invalid({ expedient_id: ['El expediente no existe.'] }, 'El expediente no existe.');
  if (row.state !== 'abierto') {
    const message = `El expediente ${row.code} está «${EXPEDIENT_STATES[row.state as ExpedientState] ?? row.state}»: solo se archiva en uno abierto.`;
    throw invalid({ expedient_id: [message] }, message);
  }
  return row;
}

/**
 * The expedient's date range and folios from its documents (earliest and latest date; folios
 * counted over every document's range), written with an audit row when they changed.
 */
export async function refreshContents(tx: Executor, caller: Caller, expedient: ExpedientRow): Promise<ExpedientRow> {
  const [totals] = await tx
    .select({
      date_from: sql<string | null>`min(${archiveDocuments.document_date})::text`,
      date_to: sql<string | null>`max(${archiveDocuments.document_date})::text`,
      folios: sql<number>`coalesce(sum(${archiveDocuments.folio_to} - ${archiveDocuments.folio_from} + 1), 0)::int`,
    })
    .from(archiveDocuments)
    .where(eq(archiveDocuments.expedient_id, expedient.id));
  const set = { date_from: totals!.date_from, date_to: totals!.date_to, folios: Number(totals!.folios) };
  if (set.date_from === expedient.date_from && set.date_to === expedient.date_to && set.folios === expedient.folios)
    return expedient;
  return versionedWrite(tx, {
    table: archiveExpedients,
    entity: 'archive-expedients',
    actor: actorOf(caller),
    action: 'contents',
    existing: expedient,
    set,
  });
}

/** The expedient if the caller may see it (404 otherwise). */
export const findExpedient = (db: Executor, caller: Caller, id: number) =>
  expedientTransitions.table.findVisible(db, caller, id);

/**
 * The end of a unit's life cycle, for the disposal module inside its execution's transaction: it
 * becomes `eliminado` (its shelf position freed; everything else about it kept forever) or, when
 * selection keeps it, `conservacion_permanente`. Audited as `dispose` / `preserve` in its history.
 * Answers the topographic code it sat at.
 */
export async function disposeExpedient(
  tx: Executor,
  caller: Caller,
  expedient: ExpedientRow,
  keep: boolean,
): Promise<string | null> {
  const at = await placeCode(tx, expedient.location_id, expedient.position);
  await versionedWrite(tx, {
    table: archiveExpedients,
    entity: 'archive-expedients',
    actor: actorOf(caller),
    action: keep ? 'preserve' : 'dispose',
    existing: expedient,
    set: keep
      ? { state: 'conservacion_permanente' }
      : { state: 'eliminado', location_id: null, position: null, placed_at: null, placed_by: null },
    extra: !keep && at ? { ubicacion: [at, null] } : undefined,
  });
  return at;
}
