/**
 * What may happen to a temporary access permission (docs/domain.md §5.5), written once: requested
 * (`solicitado`) → approved by the archive, straight to `vigente`, or first `por_autorizar` when
 * the item belongs to another office than the holder's (that office's head, or the archive on
 * its behalf, authorises) → `devuelto`; or `rechazado`, `cancelado`, `revocado`. Renewal moves
 * the until date of an active one. One active loan per item, also under concurrency.
 */
import {
  MAX_PERMISSION_DAYS,
  PERMISSION_STATES,
  PERMISSION_TYPES,
  renewInput,
  returnInput,
} from '@shared/schemas/archive-temporary-permissions';
import { calendarDate } from '@shared/working-days';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { archiveTemporaryPermissions, offices, users } from '../../db/schema';
import { conflict, forbidden, invalid } from '../../lib/errors';
import { scopedRecords } from '../../lib/records/scoped';
import { stateConflicts, transitions } from '../../lib/records/transitions';
import type { Auth } from '../../plugins/auth';
import {
  ENTITY,
  manages,
  notifyHolder,
  notifyPermission,
  type PermissionRow,
  permissionScope,
  READ,
  UPDATE,
} from './archive-temporary-permissions.scope';

export const BASE = '/api/v1/archive-temporary-permissions';

export const { findVisible } = scopedRecords(archiveTemporaryPermissions, permissionScope);

export const stateConflict = stateConflicts('un permiso de acceso', PERMISSION_STATES);

/** Whether the item's office must authorise first: it belongs to an office other than the holder's. */
export const needsAuthorisation = (row: Pick<PermissionRow, 'item_office_id' | 'holder_office_id'>) =>
  row.item_office_id !== null && row.item_office_id !== row.holder_office_id;

/** A rejection's or revocation's `run`: once saved, the holder is told why it was closed (`closing_reason`). */
const tellHolderClosed = (participle: 'rechazado' | 'revocado') => async (tx: Executor) => ({
  after: (saved: PermissionRow) =>
    notifyHolder(
      tx,
      saved,
      `Su permiso ${saved.number} sobre ${saved.item_label} fue ${participle}: ${saved.closing_reason}`,
    ),
});

/** What `refuse` needs: the head of the item's office. */
async function headContext(db: Executor, rows: readonly PermissionRow[]) {
  const officeIds = [...new Set(rows.map((r) => r.item_office_id).filter((id): id is number => id !== null))];
  const heads = new Map<number, number | null>();
  if (officeIds.length > 0) {
    const found = await db
      .select({ id: offices.id, head: offices.head_user_id })
      .from(offices)
      .where(inArray(offices.id, officeIds));
    for (const o of found) heads.set(o.id, o.head);
  }
  return (row: PermissionRow) => ({
    head: row.item_office_id === null ? null : (heads.get(row.item_office_id) ?? null),
  });
}

const person = (u: { names: string; surnames: string } | undefined) =>
  u ? `${u.names} ${u.surnames}` : 'otra persona';

/**
 * Takes the item for this loan: the item's advisory lock makes a second approval of the same item
 * wait for the first to commit, then find it lent (409). A digital access is never exclusive.
 */
async function takeItem(tx: Executor, row: PermissionRow) {
  const today = calendarDate(new Date());
  if (row.until_on < today) throw conflict('El permiso ya venció antes de entregarse; corrija sus fechas o recházelo.');
  if (row.type === 'acceso_digital') return;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`folio.loan:${row.item_kind}:${row.item_id}`}))`);
  const [lent] = await tx
    .select({ number: archiveTemporaryPermissions.number, names: users.names, surnames: users.surnames })
    .from(archiveTemporaryPermissions)
    .innerJoin(users, eq(users.id, archiveTemporaryPermissions.holder_id))
    .where(
      and(
        eq(archiveTemporaryPermissions.item_kind, row.item_kind),
        eq(archiveTemporaryPermissions.item_id, row.item_id),
        eq(archiveTemporaryPermissions.state, 'vigente'),
        ne(archiveTemporaryPermissions.type, 'acceso_digital'),
        ne(archiveTemporaryPermissions.id, row.id),
      ),
    )
    .limit(1);
  if (lent)
    throw conflict(
      `${row.item_label} ya está prestado a ${person(lent)} (${lent.number}); registre su devolución primero.`,
    );
}

/** The permission becomes active: the item is taken, the holder told. */
async function activate(tx: Executor, row: PermissionRow) {
  await takeItem(tx, row);
  return {
    set: { state: 'vigente', granted_at: new Date() } as Partial<PermissionRow>,
    after: (saved: PermissionRow) =>
      notifyHolder(
        tx,
        saved,
        `Su permiso ${saved.number} (${PERMISSION_TYPES[saved.type as keyof typeof PERMISSION_TYPES]} de ${saved.item_label}) está vigente hasta el ${saved.until_on.split('-').reverse().join('/')}.`,
      ),
  };
}

const mayAuthorise = (caller: Auth, context: { head: number | null }) =>
  manages(caller) || (context.head !== null && context.head === caller.user.id);

const notHead = forbidden(
  'Solo el jefe de la oficina a la que pertenece el documento, o el archivo central, lo autoriza.',
);

const lent = (row: PermissionRow) => row.type !== 'acceso_digital' && row.granted_at !== null;

export const permissionTransitions = transitions<PermissionRow, { head: number | null }>({
  base: BASE,
  entity: ENTITY,
  table: archiveTemporaryPermissions,
  findVisible,
  stateConflict,
  context: headContext,
  edit: { permissions: UPDATE, from: ['solicitado', 'por_autorizar'], verb: 'editar' },
  actions: {
    approve: {
      permissions: UPDATE,
      from: ['solicitado'],
      verb: 'aprobar',
      run: async (tx, { caller, existing }) => {
        if (needsAuthorisation(existing)) {
          return {
            set: { state: 'por_autorizar', granted_by: caller.user.id },
            after: async (saved) => {
              const [office] = await tx
                .select({ head: offices.head_user_id })
                .from(offices)
                .where(eq(offices.id, saved.item_office_id!));
              if (office?.head)
                await notifyPermission(
                  tx,
                  saved,
                  [office.head],
                  `El permiso ${saved.number} sobre ${saved.item_label}, de su oficina, espera su autorización.`,
                );
            },
          };
        }
        const { set, after } = await activate(tx, existing);
        return { set: { ...set, granted_by: caller.user.id }, after };
      },
    },
    authorize: {
      permissions: READ,
      from: ['por_autorizar'],
      verb: 'autorizar',
      refuse: (caller, _row, context) => (mayAuthorise(caller, context) ? null : notHead),
      run: async (tx, { caller, existing }) => {
        const { set, after } = await activate(tx, existing);
        return { set: { ...set, authorized_by: caller.user.id, authorized_at: new Date() }, after };
      },
    },
    reject: {
      permissions: READ,
      from: ['solicitado', 'por_autorizar'],
      to: 'rechazado',
      verb: 'rechazar',
      reason: 'closing_reason',
      refuse: (caller, row, context) =>
        manages(caller) || (row.state === 'por_autorizar' && mayAuthorise(caller, context)) ? null : notHead,
      run: tellHolderClosed('rechazado'),
    },
    cancel: {
      permissions: READ,
      from: ['solicitado', 'por_autorizar'],
      to: 'cancelado',
      verb: 'cancelar',
      reason: 'closing_reason',
      refuse: (caller, row) =>
        manages(caller) || row.requested_by === caller.user.id || row.holder_id === caller.user.id
          ? null
          : forbidden('Solo quien lo pidió, su titular o el archivo central cancelan el permiso.'),
    },
    return: {
      permissions: UPDATE,
      from: ['vigente'],
      to: 'devuelto',
      verb: 'registrar la devolución de',
      body: returnInput,
      run: async (_tx, { caller, body }) => ({
        set: { returned_at: new Date(), received_by: caller.user.id, return_notes: body.return_notes as string | null },
      }),
    },
    renew: {
      permissions: UPDATE,
      from: ['vigente'],
      verb: 'renovar',
      body: renewInput,
      run: async (tx, { existing, body }) => {
        const until = body.until_on as string;
        if (until <= existing.until_on)
          throw invalid({ until_on: ['La nueva fecha debe ser posterior al vencimiento actual.'] });
        const limit = new Date(Date.parse(calendarDate(new Date())) + MAX_PERMISSION_DAYS * 86_400_000);
        if (until > limit.toISOString().slice(0, 10))
          throw invalid({ until_on: [`Renueve como máximo ${MAX_PERMISSION_DAYS} días desde hoy.`] });
        return {
          set: { until_on: until, renewals: existing.renewals + 1 },
          after: (saved) =>
            notifyHolder(
              tx,
              saved,
              `Su permiso ${saved.number} sobre ${saved.item_label} se renovó hasta el ${until.split('-').reverse().join('/')}.`,
            ),
        };
      },
    },
    revoke: {
      permissions: UPDATE,
      from: ['vigente'],
      to: 'revocado',
      verb: 'revocar',
      reason: 'closing_reason',
      run: tellHolderClosed('revocado'),
    },
  },
  // A physical loan leaves a signed receipt when delivered and another when it comes back.
  offers: {
    loan_receipt: (_caller, row) => lent(row),
    return_receipt: (_caller, row) => lent(row) && row.state === 'devuelto',
  },
});
