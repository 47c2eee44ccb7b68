/**
 * "Eliminación documental" as a document module: the disposals of the central archive — the list,
 * and the disposal's page with its inventory, the resolution's file, the actions its `can` allows
 * (approve, execute, annul) and its papers (inventory, spreadsheet, minutes).
 */
import { formatMetresUnit, formatQuantity } from '@shared/numbers';
import { DISPOSAL_METHODS, DISPOSAL_STATES } from '@shared/schemas/archive-disposals';
import { formatDate, formatDayTime } from '../../lib/dates';
import { labelOptions } from '../../lib/form/SelectField';
import { stateColumn } from '../../lib/records/columns';
import { annulAction } from '../../lib/records/items';
import { defineModule } from '../../lib/records/module';
import { personName } from '../../lib/records/names';
import { DISPOSALS_PATH, type Disposal } from './archive-disposals.record';
import { ApproveAction, ExecuteAction } from './show/DisposalDialogs';
import { DISPOSAL_FIELD_LABELS, DISPOSAL_HISTORY_ACTIONS, disposalHistoryFormats } from './show/history';
import { InventoryPanel, ResolutionNotice } from './show/InventoryPanel';
import { exportInventory, printInventory, printMinutes } from './show/print';
import './archive-disposals.css';

const units = (d: Disposal) => {
  const { units: n, kept, folios } = d.totals;
  return `${formatQuantity(n, 'unidad', 'unidades')}, ${formatQuantity(folios, 'folio', 'folios')}${kept > 0 ? ` (${kept} se ${kept === 1 ? 'conserva' : 'conservan'})` : ''}`;
};
const metres = (m: number | null) => (m === null ? null : formatMetresUnit(m));

export const archiveDisposalsModule = defineModule<Disposal>({
  resource: 'archive-disposals',
  path: DISPOSALS_PATH,
  title: 'Eliminación documental',
  noun: 'Eliminación',
  states: DISPOSAL_STATES,

  list: {
    subtitle:
      'Inventarios de expedientes con retención cumplida (eliminación o selección): aprobación por resolución, ejecución y acta.',
    defaultSort: '-id',
    createPermissions: ['archive-disposals-create'],
    createLabel: 'Nueva eliminación',
    searchPlaceholder: 'Buscar por número o resolución',
    filters: [{ name: 'state', label: 'Estado', options: labelOptions(DISPOSAL_STATES) }],
    exportName: 'eliminaciones',
    date: { field: 'created_at', header: 'Registrada' },
    columns: [
      { field: 'totals', header: 'Inventario', body: (d) => units(d) },
      {
        field: 'resolution_number',
        header: 'Resolución',
        hideOnMobile: true,
        body: (d) => (d.resolution_number ? `${d.resolution_number} (${formatDate(d.resolution_date!)})` : '—'),
      },
      {
        field: 'executed_on',
        header: 'Ejecutada',
        sortable: true,
        hideOnMobile: true,
        body: (d) => (d.executed_on ? formatDate(d.executed_on) : '—'),
      },
      stateColumn(DISPOSAL_STATES),
    ],
  },

  record: {
    annulled: 'Eliminación anulada',
    notices: [ResolutionNotice],
    actions: [
      { kind: 'dialog', can: 'approve', label: 'Aprobar', icon: 'pi pi-verified', dialog: ApproveAction },
      { kind: 'dialog', can: 'execute', label: 'Ejecutar eliminación', icon: 'pi pi-trash', dialog: ExecuteAction },
      { kind: 'run', can: 'minutes', label: 'Acta de eliminación', icon: 'pi pi-print', run: printMinutes },
      { kind: 'run', label: 'Inventario (PDF)', icon: 'pi pi-file-pdf', outlined: true, run: printInventory },
      { kind: 'run', label: 'Inventario (Excel)', icon: 'pi pi-file-excel', outlined: true, run: exportInventory },
      { kind: 'edit' },
      annulAction({
        noun: 'eliminación',
        note: 'Sus unidades vuelven a ser candidatas; el número queda anulado.',
        done: 'Eliminación anulada.',
      }),
    ],
    data: [
      {
        title: 'Inventario',
        items: [
          { label: 'Unidades', value: (d) => units(d) },
          { label: 'Volumen', value: (d) => metres(d.linear_metres), optional: true },
          {
            label: 'Registrada por',
            value: (d) => `${personName(d.created_by_user)} — ${formatDayTime(d.created_at)}`,
          },
          { label: 'Observaciones', value: (d) => d.notes, wide: true, optional: true },
        ],
      },
      {
        title: 'Aprobación y ejecución',
        items: [
          {
            label: 'Resolución',
            value: (d) => d.resolution_number && `N.° ${d.resolution_number} del ${formatDate(d.resolution_date!)}`,
            optional: true,
          },
          {
            label: 'Aprobada por',
            value: (d) => d.approved_at && `${personName(d.approved_by_user)} — ${formatDayTime(d.approved_at)}`,
            optional: true,
          },
          { label: 'Método', value: (d) => d.method && DISPOSAL_METHODS[d.method], optional: true },
          {
            label: 'Ejecutada',
            value: (d) => d.executed_on && `${formatDate(d.executed_on)} — ${personName(d.executed_by_user)}`,
            optional: true,
          },
          { label: 'Testigos', value: (d) => d.witnesses?.join(', '), wide: true, optional: true },
          { label: 'Motivo de la anulación', value: (d) => d.annulled_reason, wide: true, optional: true },
        ],
      },
    ],
    main: [InventoryPanel],
    side: ['attachments'],
    history: {
      labels: DISPOSAL_FIELD_LABELS,
      actions: DISPOSAL_HISTORY_ACTIONS,
      formats: disposalHistoryFormats,
    },
  },
});
