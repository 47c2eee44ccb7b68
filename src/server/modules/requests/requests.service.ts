/**
 * The requests' services: create (numbered `SOL-ING-2026-000012`, one sequence per kind and
 * year), edit while pending or observed (only by who asked), and assigning several at once, each
 * in its own transaction so one failure does not undo the others and the answer says which.
 */
import { can } from '@shared/permissions';
import { type BulkAssignInput, REQUEST_STATES, type RequestState } from '@shared/schemas/requests';
import { eq } from 'drizzle-orm';
import type { Db, Executor, Tx } from '../../db/client';
import { attachments, requests } from '../../db/schema';
import { type AuditActor, auditCreation } from '../../lib/audit/audit';
import { versionedWrite } from '../../lib/crud/versioned-write';
import { forbidden, HttpError, invalid } from '../../lib/errors';
import { actorOf, type Caller } from '../../lib/records/caller';
import type { FieldErrors } from '../../lib/records/references';
import { registrationNumber } from '../../lib/records/registration-number';
import type { Transitions } from '../../lib/records/transitions';
import { getSettings } from '../../lib/settings/settings';
import { ENTRY_REQUESTS, type RequestInput, type RequestKindDef } from './requests.kinds';
import { linkPromoted, promotable } from './requests.promote';
import { notifyRequest, type RequestRow } from './requests.scope';
import type { RequestSettings } from './requests.transitions';

/** The two kinds of request, for the modules that count or open them (the requests report, the virtual desk). */
export { ENTRY_REQUESTS, OUTPUT_REQUESTS } from './requests.kinds';

async function checked(tx: Tx | Executor, def: RequestKindDef, input: RequestInput, officeId: number) {
  const { paper_to_come: _p, urgency: _u, note: _n, supporting_id: _s, ...own } = input;
  const proposal = def.normalise(own as Record<string, unknown>, officeId);
  const errors: FieldErrors = {};
  await def.check(tx as Tx, proposal, errors);
  if (Object.keys(errors).length > 0) throw invalid(errors);
  return proposal;
}

/**
 * Why a request the operator selected is no longer theirs to assign: it left the queue meanwhile
 * (cancelled, observed, assigned by someone else). Undefined when it never existed.
 */
async function leftQueue(db: Db, id: number): Promise<string | undefined> {
  const [row] = await db.select({ state: requests.state }).from(requests).where(eq(requests.id, id));
  if (!row) return undefined;
  return `Ya no está en la cola: ahora está «${REQUEST_STATES[row.state as RequestState]}».`;
}

type RequestColumns = Pick<typeof requests.$inferInsert, 'paper_to_come' | 'urgency' | 'note'>;

/** Numbers a request of `def` (by its office and the day `at`) and inserts it pending, submitted `at`. */
async function insertRequest(
  tx: Tx,
  def: RequestKindDef,
  {
    officeId,
    requestedBy,
    proposal,
    at,
    columns,
  }: { officeId: number; requestedBy: number; proposal: Record<string, unknown>; at: Date; columns: RequestColumns },
): Promise<RequestRow> {
  const settings = await getSettings(tx);
  const { year, sequence, number } = await registrationNumber(tx, {
    kind: def.resource,
    format: settings.number_formats[def.format],
    officeId,
    at,
  });
  const [row] = await tx
    .insert(requests)
    .values({
      kind: def.kind,
      year,
      sequence,
      number,
      requesting_office_id: officeId,
      requested_by: requestedBy,
      proposal,
      ...def.columns(proposal),
      ...columns,
      submitted_at: at,
      state: 'pendiente',
    })
    .returning();
  return row!;
}

interface StoredFile {
  name: string;
  content_type: string;
  sha256: string;
  size: number;
}

/**
 * Files an entry request that arrived from outside (the virtual desk, a peer institution) from
 * their service account: numbered, pending, with its files attached and its creation audited.
 */
export async function fileEntryRequest(
  tx: Tx,
  actor: AuditActor,
  account: { id: number; office_id: number },
  { proposal, note, files, at }: { proposal: Record<string, unknown>; note: string; files: StoredFile[]; at: Date },
): Promise<RequestRow> {
  const row = await insertRequest(tx, ENTRY_REQUESTS, {
    officeId: account.office_id,
    requestedBy: account.id,
    proposal,
    at,
    columns: { note },
  });
  await tx.insert(attachments).values(
    files.map((f) => ({
      owner_type: ENTRY_REQUESTS.resource,
      owner_id: row.id,
      sha256: f.sha256,
      original_name: f.name,
      content_type: f.content_type,
      size: f.size,
      uploaded_by: account.id,
    })),
  );
  await auditCreation(tx, actor, ENTRY_REQUESTS.resource, row);
  return row;
}

export function requestServices(def: RequestKindDef, table: Transitions<RequestRow, RequestSettings>) {
  async function createRequest(tx: Tx, caller: Caller, input: RequestInput): Promise<RequestRow> {
    if (!can(caller.permissions, [def.keys.create])) throw forbidden();
    const officeId = caller.user.office_id ?? null;
    if (officeId === null) throw forbidden('Necesita pertenecer a una oficina para hacer una solicitud.');
    const proposal = await checked(tx, def, input, officeId);
    const promoted = input.supporting_id ? await promotable(tx, caller, def, input.supporting_id) : null;
    const row = await insertRequest(tx, def, {
      officeId,
      requestedBy: caller.user.id,
      proposal,
      at: new Date(),
      columns: { paper_to_come: input.paper_to_come, urgency: input.urgency, note: input.note },
    });
    await auditCreation(tx, actorOf(caller), def.resource, row);
    if (promoted) await linkPromoted(tx, caller, def, promoted, row);
    await notifyRequest(
      tx,
      def,
      row,
      [{ permission: def.keys.assign }],
      `Nueva ${def.noun} ${row.number}: ${row.subject}`,
    );
    return row;
  }

  async function updateRequest(tx: Executor, caller: Caller, id: number, version: number, input: RequestInput) {
    const existing = await table.lockForEdit(tx, caller, id, version);
    const proposal = await checked(tx, def, input, existing.requesting_office_id);
    return versionedWrite(tx, {
      table: requests,
      entity: def.resource,
      actor: actorOf(caller),
      action: 'update',
      existing,
      version,
      set: {
        proposal,
        ...def.columns(proposal),
        paper_to_come: input.paper_to_come,
        urgency: input.urgency,
        note: input.note,
      },
    });
  }

  /** Each request assigned as proposed, in its own transaction: which succeeded, which failed and why. */
  async function bulkAssign(db: Db, caller: Caller, input: BulkAssignInput) {
    const results: { id: number; ok: boolean; number?: string; message?: string }[] = [];
    for (const item of input.items) {
      try {
        const row = await db.transaction((tx) =>
          table.apply(tx, caller, 'assign', item.id, { version: item.version, record: null }),
        );
        results.push({ id: item.id, ok: true, number: row.number });
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        const first = error.errors ? Object.values(error.errors)[0]?.[0] : undefined;
        const message = error.status === 404 ? await leftQueue(db, item.id) : undefined;
        results.push({
          id: item.id,
          ok: false,
          message: message ?? (first ? `${error.message} ${first}` : error.message),
        });
      }
    }
    return results;
  }

  return { createRequest, updateRequest, bulkAssign };
}
