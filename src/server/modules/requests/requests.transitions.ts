/**
 * The requests' transitions table (docs/domain.md §3): an operator takes a pending request (it is theirs
 * for the configured minutes), assigns it (the real entry or output is registered in the same
 * transaction), observes or rejects it with a configured reason plus text; the requester cancels
 * it while it waits, or corrects an observed one and resubmits it. Every transition tells the
 * requester; a resubmitted request reaches the operators again.
 */
import { ADMIN } from '@shared/permissions';
import type { Settings } from '@shared/schemas/configs';
import { REQUEST_STATES, reasonCodeInput } from '@shared/schemas/requests';
import { and, eq, isNull } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client';
import { attachments, requests } from '../../db/schema';
import { conflict, forbidden, invalid } from '../../lib/errors';
import type { ScopedRecords } from '../../lib/records/scoped';
import { stateConflicts, type TransitionRule, transitions } from '../../lib/records/transitions';
import { getSettings } from '../../lib/settings/settings';
import { fieldErrors } from '../../lib/validation';
import type { Auth } from '../../plugins/auth';
import { peerRequestChanged } from '../peer-institutions/peer-institutions.service';
import { deskRequestChanged } from '../virtual-desk/virtual-desk.service';
import type { RequestKindDef } from './requests.kinds';
import { notifyRequest, type RequestRow } from './requests.scope';

export type RequestSettings = Settings['requests'];

export const stateConflict = stateConflicts('una solicitud', REQUEST_STATES);

/** Another operator holds it and their time has not run out. */
export function heldByOther(caller: Auth, row: RequestRow, settings: RequestSettings, now = Date.now()): boolean {
  if (row.state !== 'en_revision' || row.taken_by === null || row.taken_by === caller.user.id) return false;
  return (row.taken_at?.getTime() ?? 0) + settings.review_minutes * 60_000 > now;
}

const held = (caller: Auth, row: RequestRow, settings: RequestSettings) =>
  heldByOther(caller, row, settings) ? conflict('Otro operador está revisando esta solicitud.') : null;

/**
 * A proposal assigned as it is must be a whole record: the virtual desk's leaves the destination
 * office to mesa de partes, and assigning it unchosen names the missing field.
 */
function complete(def: RequestKindDef, proposal: Record<string, unknown>): Record<string, unknown> {
  const parsed = def.assignBody.safeParse({ record: proposal });
  if (parsed.success) return proposal;
  throw invalid(fieldErrors(parsed.error.issues.map((issue) => ({ ...issue, path: issue.path.slice(1) }))));
}

const isRequester = (caller: Auth, row: RequestRow) =>
  row.requested_by === caller.user.id || caller.permissions.includes(ADMIN);

const notRequester = (verb: string) => (caller: Auth, row: RequestRow) =>
  isRequester(caller, row) ? null : forbidden(`Solo quien hizo la solicitud puede ${verb}la.`);

/** The configured reason named by the body, or a 422 on `reason_code`. */
async function configuredReason(tx: Executor, code: unknown): Promise<string> {
  const { requests: settings } = await getSettings(tx);
  if (typeof code !== 'string' || !settings.reasons.includes(code))
    throw invalid({ reason_code: ['Elija un motivo de la lista configurada.'] });
  return code;
}

export function requestTransitions(def: RequestKindDef, findVisible: ScopedRecords<RequestRow>['findVisible']) {
  const base = `/api/v1/${def.resource}`;
  const { keys } = def;
  const tell = (tx: Executor, row: RequestRow, caller: Auth, text: string) =>
    row.requested_by === caller.user.id ? Promise.resolve() : notifyRequest(tx, def, row, [row.requested_by], text);
  const label = (row: RequestRow) => `Su ${def.noun} ${row.number}`;

  /**
   * Observing and rejecting: an operator who holds it (or nobody does) names a configured reason
   * and writes a note; the requester is told both.
   */
  const judgement = (
    action: 'observe' | 'reject',
    to: 'observada' | 'rechazada',
    verb: string,
    note: 'observation' | 'rejection',
  ): TransitionRule<RequestRow, RequestSettings> => ({
    permissions: [keys.assign],
    from: ['pendiente', 'en_revision'],
    to,
    verb,
    reason: note,
    body: reasonCodeInput,
    refuse: held,
    run: async (tx, { caller, body }) => {
      const reason = await configuredReason(tx, body.reason_code);
      return {
        set: { reason_code: reason },
        after: async (row) => {
          await tell(tx, row, caller, `${label(row)} fue ${to}: ${reason}. ${row[note]}`);
          await deskRequestChanged(tx, action, row);
          await peerRequestChanged(tx, action, row);
        },
      };
    },
  });

  return transitions<RequestRow, RequestSettings>({
    base,
    entity: def.resource,
    table: requests,
    findVisible,
    stateConflict,
    context: async (db) => {
      const { requests: settings } = await getSettings(db);
      return () => settings;
    },
    edit: {
      permissions: [keys.create],
      from: ['pendiente', 'observada'],
      verb: 'editar',
      refuse: notRequester('editar'),
    },
    attach: {
      permissions: [keys.create],
      from: ['pendiente', 'observada'],
      refuse: (caller, row) =>
        isRequester(caller, row) ? null : forbidden('Solo quien hizo la solicitud puede modificar sus adjuntos.'),
    },
    actions: {
      take: {
        permissions: [keys.assign],
        from: ['pendiente', 'en_revision'],
        to: 'en_revision',
        verb: 'tomar',
        refuse: (caller, row, settings) =>
          row.state === 'en_revision' && row.taken_by === caller.user.id
            ? conflict('Ya tiene esta solicitud en revisión.')
            : held(caller, row, settings),
        run: async (tx, { caller }) => ({
          set: { taken_by: caller.user.id, taken_at: new Date() },
          after: (row) => tell(tx, row, caller, `${label(row)} está en revisión.`),
        }),
      },
      assign: {
        permissions: [keys.assign],
        from: ['pendiente', 'en_revision'],
        to: 'asignada',
        verb: 'asignar',
        body: def.assignBody,
        refuse: held,
        run: async (tx, { caller, existing, body }) => {
          const proposal = (body.record as Record<string, unknown> | null) ?? complete(def, existing.proposal);
          const record = await def.register(tx as Tx, caller, def.normalise(proposal, existing.requesting_office_id));
          // The files change owner: the same stored bytes, now the record's (nothing copied).
          await tx
            .update(attachments)
            .set({ owner_type: def.record, owner_id: record.id })
            .where(
              and(
                eq(attachments.owner_type, def.resource),
                eq(attachments.owner_id, existing.id),
                isNull(attachments.deleted_at),
              ),
            );
          const now = new Date();
          return {
            set: {
              proposal,
              ...def.columns(proposal),
              ...(def.record === 'entries' ? { entry_id: record.id } : { output_id: record.id }),
              assigned_by: caller.user.id,
              assigned_at: now,
              taken_by: existing.taken_by ?? caller.user.id,
              taken_at: existing.taken_at ?? now,
            },
            changes: { [def.record === 'entries' ? 'entry' : 'output']: [null, record] },
            after: async (row) => {
              await tell(tx, row, caller, `${label(row)} fue asignada: ${def.recordNoun} ${record.number}.`);
              await deskRequestChanged(tx, 'assign', row);
              await peerRequestChanged(tx, 'assign', row);
            },
          };
        },
      },
      observe: judgement('observe', 'observada', 'observar', 'observation'),
      reject: judgement('reject', 'rechazada', 'rechazar', 'rejection'),
      cancel: {
        permissions: [keys.create],
        from: ['pendiente', 'observada'],
        to: 'cancelada',
        verb: 'cancelar',
        refuse: notRequester('cancelar'),
      },
      resubmit: {
        permissions: [keys.create],
        from: ['observada'],
        to: 'pendiente',
        verb: 'reenviar',
        refuse: notRequester('reenviar'),
        run: async (tx) => ({
          set: { submitted_at: new Date(), taken_by: null, taken_at: null },
          after: (row) =>
            notifyRequest(
              tx,
              def,
              row,
              [{ permission: keys.assign }],
              `Se corrigió y reenvió la ${def.noun} ${row.number}: ${row.subject}`,
            ),
        }),
      },
    },
  });
}
