/**
 * "Controles de entrega" as a document module: the list (the courier's "my open controls" is its
 * `mine` filter) and the control's page — its items, built by scanning stickers or picking pending
 * documents while a draft, and each item's result once in route — drawn by lib/records.
 */
import { formatCount, formatQuantity } from '@shared/numbers';
import { DELIVERY_CONTROL_STATES, DELIVERY_KINDS } from '@shared/schemas/delivery';
import { Tag } from 'primereact/tag';
import { codeName } from '../../lib/crud/columns';
import { formatDate, formatDayTime } from '../../lib/dates';
import { labelOptions } from '../../lib/form/SelectField';
import { stateColumn, subjectColumn } from '../../lib/records/columns';
import { annulAction, dispatchAction } from '../../lib/records/items';
import { defineModule } from '../../lib/records/module';
import { personName } from '../../lib/records/names';
import type { DeliveryControl } from './delivery-controls.record';
import { CONTROL_FIELD_LABELS, CONTROL_HISTORY_ACTIONS, controlHistoryFormats } from './show/history';
import { ItemsPanel } from './show/ItemsPanel';
import { downloadSpreadsheet, printPlanilla, printReturns } from './show/print';
import './delivery-controls.css';

function Progress({ control }: { control: DeliveryControl }) {
  const { items, entregado, devuelto } = control.totals;
  if (items === 0) return null;
  return <Tag severity="info" icon="pi pi-list-check" value={`${entregado + devuelto} de ${items} con resultado`} />;
}

const carrier = (c: DeliveryControl) =>
  c.courier ? personName(c.courier) : c.provider ? `${c.provider} (guía ${c.guide_number ?? '—'})` : '—';

export const deliveryControlsModule = defineModule<DeliveryControl>({
  resource: 'delivery-controls',
  title: 'Controles de entrega',
  noun: 'Control',
  states: DELIVERY_CONTROL_STATES,

  list: {
    subtitle: 'Planillas de los documentos que salen con un mensajero o un courier, y su resultado.',
    defaultSort: '-id',
    createPermissions: ['delivery-controls-create'],
    createLabel: 'Nuevo control',
    searchPlaceholder: 'Buscar por número, zona o proveedor',
    filters: [
      { name: 'state', label: 'Estado', options: labelOptions(DELIVERY_CONTROL_STATES) },
      { name: 'kind', label: 'Tipo', options: labelOptions(DELIVERY_KINDS) },
      { kind: 'date-range', name: 'from', to: 'to', label: 'Fecha programada' },
      { kind: 'toggle', name: 'mine', label: 'Mis controles abiertos', icon: 'pi pi-truck' },
    ],
    otherFilters: { open: 'abiertos (borrador o en ruta)' },
    exportName: 'controles-de-entrega',
    date: { field: 'created_at', header: 'Preparado' },
    columns: [
      {
        field: 'scheduled_date',
        header: 'Programado',
        sortable: true,
        hideOnMobile: true,
        body: (c) => <span className="nowrap">{formatDate(c.scheduled_date)}</span>,
      },
      subjectColumn(),
      {
        field: 'totals',
        header: 'Documentos',
        hideOnMobile: true,
        body: (c) =>
          `${formatCount(c.totals.items)} (${formatQuantity(c.totals.entregado, 'entregado', 'entregados')}, ${formatQuantity(c.totals.devuelto, 'devuelto', 'devueltos')})`,
      },
      stateColumn(DELIVERY_CONTROL_STATES),
    ],
  },

  record: {
    tags: (control) => <Progress control={control} />,
    annulled: 'Control anulado',
    actions: [
      dispatchAction({
        header: 'Despachar control',
        message: (c) => `¿Entregar el control ${c.number} al mensajero? Sus documentos ya no podrán cambiarse.`,
        done: 'Control en ruta.',
      }),
      { kind: 'run', label: 'Imprimir planilla', icon: 'pi pi-print', outlined: true, run: printPlanilla },
      { kind: 'run', label: 'Devoluciones', icon: 'pi pi-replay', outlined: true, run: printReturns },
      { kind: 'run', label: 'Excel', icon: 'pi pi-file-excel', outlined: true, run: downloadSpreadsheet },
      { kind: 'edit' },
      annulAction({
        noun: 'control',
        note: 'Los documentos pendientes quedan libres para otro control.',
        done: 'Control anulado.',
      }),
    ],
    data: [
      {
        title: 'Control',
        items: [
          { label: 'Tipo', value: (c) => DELIVERY_KINDS[c.kind] },
          { label: 'Fecha programada', value: (c) => formatDate(c.scheduled_date) },
          { label: 'Mensajero o proveedor', value: carrier },
          { label: 'Zona o ruta', value: (c) => c.zone },
          { label: 'Preparado por', value: (c) => `${personName(c.registered_by_user)} — ${codeName(c.office)}` },
          { label: 'Salió a ruta', value: (c) => c.dispatched_at && formatDayTime(c.dispatched_at), optional: true },
          { label: 'Cerrado', value: (c) => c.closed_at && formatDayTime(c.closed_at), optional: true },
          { label: 'Observaciones', value: (c) => c.notes, wide: true, optional: true },
        ],
      },
    ],
    main: [ItemsPanel],
    side: ['attachments'],
    history: { labels: CONTROL_FIELD_LABELS, actions: CONTROL_HISTORY_ACTIONS, formats: controlHistoryFormats },
  },
});
