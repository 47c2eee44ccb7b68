/**
 * "Transferencias" as a document module: the office's transfers to the central archive (every
 * office's for the archivist), and the transfer's page with its units and the actions its `can`
 * allows — add units and send while a draft, receive once sent — and its printed papers.
 */
import { formatMetresUnit } from '@shared/numbers';
import { TRANSFER_STATES } from '@shared/schemas/archive-transfers';
import { codeName } from '../../lib/crud/columns';
import { labelOptions } from '../../lib/form/SelectField';
import { officeColumn, stateColumn } from '../../lib/records/columns';
import { defineModule } from '../../lib/records/module';
import { personName } from '../../lib/records/names';
import { day, RESOURCE, TRANSFERS_PATH, type Transfer } from './archive-transfers.record';
import { AddUnitsDialog } from './show/AddUnitsDialog';
import { TRANSFER_FIELD_LABELS, TRANSFER_HISTORY_ACTIONS, transferHistoryFormats } from './show/history';
import { PrintDialog } from './show/PrintDialog';
import { ReceiveDialog } from './show/ReceiveDialog';
import { UnitsPanel } from './show/UnitsPanel';
import '../../lib/records/numberedList.css';
import './archive-transfers.css';
import { formatDayTime } from '../../lib/dates';

const receivedCounts = (accepted: number, rejected: number) =>
  `${accepted} ${accepted === 1 ? 'aceptada' : 'aceptadas'} · ${rejected} ${rejected === 1 ? 'rechazada' : 'rechazadas'}`;

const units = (t: Transfer) =>
  `${t.unit_count} ${t.unit_count === 1 ? 'unidad' : 'unidades'} · ${formatMetresUnit(t.linear_metres)}`;
const by = (at: string | null, who: Transfer['sent_by_user']) =>
  at ? `${formatDayTime(at)} — ${personName(who)}` : null;

export const transfersModule = defineModule<Transfer>({
  resource: RESOURCE,
  path: TRANSFERS_PATH,
  title: 'Transferencias',
  noun: 'Transferencia',
  states: TRANSFER_STATES,

  list: {
    subtitle: 'Las transferencias de los archivos de gestión al archivo central: borradores, enviadas y recibidas.',
    defaultSort: '-id',
    createPermissions: ['archive-transfers-create', 'archive-transfers-create-office'],
    createLabel: 'Nueva transferencia',
    searchPlaceholder: 'Buscar por número u observaciones',
    filters: [
      { name: 'state', label: 'Estado', options: labelOptions(TRANSFER_STATES) },
      { kind: 'lookup', name: 'office_id', label: 'Oficina', resource: 'offices' },
      { kind: 'toggle', name: 'rejected', label: 'Con rechazos', icon: 'pi pi-times-circle' },
    ],
    otherFilters: { received_from: 'recibidas desde el' },
    exportName: 'transferencias',
    date: { field: 'transfer_date', header: 'Fecha' },
    columns: [
      officeColumn<Transfer>('office', 'Oficina'),
      { field: 'unit_count', header: 'Unidades', body: (t) => <span className="nowrap">{units(t)}</span> },
      stateColumn(TRANSFER_STATES),
    ],
  },

  record: {
    annulled: 'Transferencia anulada',
    actions: [
      { kind: 'dialog', can: 'add_items', label: 'Agregar unidades', icon: 'pi pi-plus', dialog: AddUnitsDialog },
      {
        kind: 'confirm',
        can: 'send',
        path: 'send',
        label: 'Enviar al archivo central',
        icon: 'pi pi-send',
        header: 'Enviar transferencia',
        message: (t) =>
          `¿Enviar la transferencia ${t.number} con ${units(t)}? Sus unidades quedarán pendientes de transferencia hasta que el archivo central las reciba.`,
        done: 'Transferencia enviada al archivo central.',
      },
      { kind: 'dialog', can: 'receive', label: 'Recibir', icon: 'pi pi-inbox', dialog: ReceiveDialog },
      { kind: 'dialog', can: 'inventory', label: 'Imprimir', icon: 'pi pi-print', outlined: true, dialog: PrintDialog },
      { kind: 'edit' },
    ],
    data: [
      {
        title: 'Transferencia',
        items: [
          { label: 'Oficina', value: (t) => codeName(t.office) },
          { label: 'Fecha de transferencia', value: (t) => day(t.transfer_date) },
          { label: 'Unidades', value: units },
          {
            label: 'Resultado',
            value: (t) => (t.state === 'recibida' ? receivedCounts(t.accepted_count, t.rejected_count) : null),
            optional: true,
          },
          { label: 'Observaciones', value: (t) => t.notes, wide: true, optional: true },
        ],
      },
      {
        title: 'Trámite',
        items: [
          {
            label: 'Preparada por',
            value: (t) => `${personName(t.created_by_user)} — ${formatDayTime(t.created_at)}`,
          },
          { label: 'Enviada', value: (t) => by(t.sent_at, t.sent_by_user), optional: true },
          { label: 'Recibida', value: (t) => by(t.received_at, t.received_by_user), optional: true },
        ],
      },
    ],
    main: [UnitsPanel],
    history: { labels: TRANSFER_FIELD_LABELS, actions: TRANSFER_HISTORY_ACTIONS, formats: transferHistoryFormats },
  },
});
