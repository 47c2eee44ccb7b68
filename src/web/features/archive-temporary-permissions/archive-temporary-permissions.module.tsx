/**
 * "Permisos de acceso" as a document module: the loans and access permissions of the central
 * archive — the list (overdue in red), and the permission's page with the actions its `can`
 * allows (approve, authorise, reject, return, renew, revoke, cancel) and its receipts.
 */
import {
  PERMISSION_ITEM_KINDS,
  PERMISSION_STATES,
  PERMISSION_TYPES,
} from '@shared/schemas/archive-temporary-permissions';
import { Link } from 'react-router';
import { codeName } from '../../lib/crud/columns';
import { formatDate, formatDayTime } from '../../lib/dates';
import { labelOptions } from '../../lib/form/SelectField';
import { stateColumn } from '../../lib/records/columns';
import { defineModule } from '../../lib/records/module';
import { personName } from '../../lib/records/names';
import { OverdueTag } from '../../lib/records/tags';
import { itemPath, type Permission } from './archive-temporary-permissions.record';
import { PERMISSION_FIELD_LABELS, PERMISSION_HISTORY_ACTIONS, permissionHistoryFormats } from './show/history';
import { RenewAction, ReturnAction } from './show/PermissionDialogs';
import { printLoanReceipt, printReturnReceipt } from './show/print';
import './archive-temporary-permissions.css';

const withOffice = (name: string, office: Permission['holder_office']) =>
  office ? `${name} — ${codeName(office)}` : name;
const period = (p: Permission) => `${formatDate(p.starts_on)} al ${formatDate(p.until_on)}`;

export const archiveTemporaryPermissionsModule = defineModule<Permission>({
  resource: 'archive-temporary-permissions',
  path: '/archive-central/permissions',
  title: 'Permisos de acceso',
  noun: 'Permiso',
  states: PERMISSION_STATES,
  tags: (p) => (p.overdue ? <OverdueTag /> : null),

  list: {
    subtitle: 'Préstamos y accesos temporales a expedientes y documentos reservados del archivo central.',
    defaultSort: '-id',
    createPermissions: ['archive-temporary-permission-create', 'archive-temporary-permission-update'],
    createLabel: 'Nuevo permiso',
    searchPlaceholder: 'Buscar por número, expediente o motivo',
    filters: [
      { name: 'state', label: 'Estado', options: labelOptions(PERMISSION_STATES) },
      { name: 'type', label: 'Tipo', options: labelOptions(PERMISSION_TYPES) },
      { kind: 'lookup', name: 'holder_id', label: 'Titular', resource: 'users' },
      { kind: 'toggle', name: 'overdue', label: 'Vencidos', icon: 'pi pi-clock' },
    ],
    exportName: 'permisos-de-acceso',
    date: { field: 'created_at', header: 'Solicitado' },
    columns: [
      {
        field: 'holder',
        header: 'Titular',
        hideOnMobile: true,
        body: (p) => (
          <span className="cell-stack">
            <span>{personName(p.holder)}</span>
            <small className="text-muted">{p.holder_office ? codeName(p.holder_office) : ''}</small>
          </span>
        ),
      },
      {
        field: 'item_label',
        header: 'Documento o expediente',
        body: (p) => (
          <span className="cell-stack">
            <span className="cell-code">{p.item_label}</span>
            <small className="text-muted">
              {PERMISSION_ITEM_KINDS[p.item_kind]} · {PERMISSION_TYPES[p.type]}
            </small>
          </span>
        ),
      },
      {
        field: 'until_on',
        header: 'Vence',
        sortable: true,
        hideOnMobile: true,
        body: (p) => (
          <span className={p.overdue ? 'nowrap permission-overdue' : 'nowrap'}>
            {formatDate(p.until_on)}
            {p.overdue && <span className="sr-only"> (vencido)</span>}
          </span>
        ),
      },
      stateColumn(PERMISSION_STATES),
    ],
  },

  record: {
    annulled: 'Permiso anulado',
    actions: [
      {
        kind: 'confirm',
        can: 'approve',
        path: 'approve',
        label: 'Aprobar',
        icon: 'pi pi-check',
        header: 'Aprobar permiso',
        message: (p) =>
          p.item_office && p.item_office.code !== p.holder_office?.code
            ? `¿Aprobar el permiso ${p.number}? ${p.item_label} es de ${codeName(p.item_office)}: su jefe debe autorizarlo antes de entregarlo.`
            : `¿Aprobar y entregar ${p.item_label} a ${personName(p.holder)} hasta el ${formatDate(p.until_on)}?`,
        done: 'Permiso aprobado.',
      },
      {
        kind: 'confirm',
        can: 'authorize',
        path: 'authorize',
        label: 'Autorizar',
        icon: 'pi pi-verified',
        header: 'Autorizar permiso',
        message: (p) =>
          `¿Autorizar que ${personName(p.holder)} acceda a ${p.item_label} del ${formatDate(p.starts_on)} al ${formatDate(p.until_on)}?`,
        done: 'Permiso autorizado: está vigente.',
      },
      { kind: 'dialog', can: 'return', label: 'Registrar devolución', icon: 'pi pi-inbox', dialog: ReturnAction },
      {
        kind: 'dialog',
        can: 'renew',
        label: 'Renovar',
        icon: 'pi pi-calendar-plus',
        outlined: true,
        dialog: RenewAction,
      },
      {
        kind: 'run',
        can: 'loan_receipt',
        label: 'Cargo de préstamo',
        icon: 'pi pi-print',
        outlined: true,
        run: printLoanReceipt,
      },
      {
        kind: 'run',
        can: 'return_receipt',
        label: 'Cargo de devolución',
        icon: 'pi pi-print',
        outlined: true,
        run: printReturnReceipt,
      },
      { kind: 'edit' },
      {
        kind: 'reason',
        can: 'reject',
        path: 'reject',
        label: 'Rechazar',
        icon: 'pi pi-times',
        severity: 'danger',
        outlined: true,
        header: (p) => `Rechazar permiso ${p.number}`,
        note: 'Se avisará al titular con el motivo.',
        reasonLabel: 'Motivo del rechazo',
        submitLabel: 'Rechazar permiso',
        done: 'Permiso rechazado.',
      },
      {
        kind: 'reason',
        can: 'revoke',
        path: 'revoke',
        label: 'Revocar',
        icon: 'pi pi-ban',
        severity: 'danger',
        outlined: true,
        header: (p) => `Revocar permiso ${p.number}`,
        note: 'El acceso termina en este momento; se avisará al titular.',
        reasonLabel: 'Motivo de la revocación',
        submitLabel: 'Revocar permiso',
        done: 'Permiso revocado.',
      },
      {
        kind: 'reason',
        can: 'cancel',
        path: 'cancel',
        label: 'Cancelar solicitud',
        icon: 'pi pi-undo',
        severity: 'secondary',
        outlined: true,
        header: (p) => `Cancelar permiso ${p.number}`,
        note: 'La solicitud queda cancelada y no podrá aprobarse.',
        reasonLabel: 'Motivo',
        submitLabel: 'Cancelar solicitud',
        done: 'Solicitud cancelada.',
      },
    ],
    data: [
      {
        title: 'Permiso',
        items: [
          { label: 'Titular', value: (p) => withOffice(personName(p.holder), p.holder_office) },
          {
            label: 'Documento o expediente',
            value: (p) => (
              <span>
                {PERMISSION_ITEM_KINDS[p.item_kind]}{' '}
                <Link className="cell-link cell-code" to={itemPath(p)}>
                  {p.item_label}
                </Link>
              </span>
            ),
          },
          { label: 'Oficina de origen', value: (p) => (p.item_office ? codeName(p.item_office) : '—') },
          { label: 'Tipo de acceso', value: (p) => PERMISSION_TYPES[p.type] },
          {
            label: 'Plazo',
            value: (p) => (
              <span className={p.overdue ? 'permission-overdue' : undefined}>
                {period(p)}
                {p.overdue ? ' — vencido' : ''}
              </span>
            ),
          },
          {
            label: 'Renovaciones',
            value: (p) => (p.renewals > 0 ? `${p.renewals} (vencía el ${formatDate(p.original_until_on)})` : null),
            optional: true,
          },
          { label: 'Motivo', value: (p) => p.reason, wide: true },
        ],
      },
      {
        title: 'Trámite',
        items: [
          {
            label: 'Solicitado por',
            value: (p) => `${personName(p.requested_by_user)} — ${formatDayTime(p.created_at)}`,
          },
          { label: 'Aprobado por', value: (p) => personName(p.granted_by_user) || null, optional: true },
          {
            label: 'Autorizado por',
            value: (p) => p.authorized_at && `${personName(p.authorized_by_user)} — ${formatDayTime(p.authorized_at)}`,
            optional: true,
          },
          { label: 'Entregado', value: (p) => p.granted_at && formatDayTime(p.granted_at), optional: true },
          {
            label: 'Devuelto',
            value: (p) =>
              p.returned_at &&
              `${formatDayTime(p.returned_at)}${p.received_by_user ? ` — recibió ${personName(p.received_by_user)}` : ' — terminó al vencer'}`,
            optional: true,
          },
          { label: 'Observaciones de la devolución', value: (p) => p.return_notes, wide: true, optional: true },
          { label: 'Motivo del cierre', value: (p) => p.closing_reason, wide: true, optional: true },
        ],
      },
    ],
    main: [],
    history: {
      labels: PERMISSION_FIELD_LABELS,
      actions: PERMISSION_HISTORY_ACTIONS,
      formats: permissionHistoryFormats,
    },
  },
});
