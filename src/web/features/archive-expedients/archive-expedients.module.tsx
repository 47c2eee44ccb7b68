/**
 * "Expedientes/Cajas" as a document module: the list of the central archive's units with their
 * location and retention (and a field that opens the unit whose label is scanned), and the unit's
 * page with its documents in order, where it sits, its retention dates and its actions (close,
 * reopen, place, move, take off the shelf, print its label).
 */

import { EXPEDIENT_KINDS, EXPEDIENT_MEDIA, EXPEDIENT_STATES } from '@shared/schemas/archive-expedients';
import { DISPOSITIONS, type Disposition } from '@shared/schemas/catalogs';
import { Tag } from 'primereact/tag';
import { Link } from 'react-router';
import { codeName } from '../../lib/crud/columns';
import { type HistoryFormat, historyDate, sameId } from '../../lib/crud/historyFormats';
import { officeColumn, stateColumn, subjectColumn } from '../../lib/records/columns';
import { reopenAction } from '../../lib/records/items';
import { defineModule } from '../../lib/records/module';
import { personName } from '../../lib/records/names';
import { openPdf } from '../../lib/records/openPdf';
import { day, EXPEDIENTS_PATH, type Expedient, KIND_OPTIONS, STATE_OPTIONS } from './archive-expedients.record';
import { ScanLabelField } from './list/ScanLabelField';
import { ExpedientDocumentsPanel } from './show/ExpedientDocumentsPanel';
import { MoveDialog, PlaceDialog } from './show/PlaceDialog';
import '../../lib/records/numberedList.css';
import './archive-expedients.css';
import { formatDayTime } from '../../lib/dates';

const LOCATIONS = '/archive-central/physical-locations';
const PLACED_OPTIONS = [
  { value: 'true', label: 'Ubicadas' },
  { value: 'false', label: 'Sin ubicar' },
];

function RetentionTag({ unit }: { unit: Expedient }) {
  if (!unit.central_retention_due) return null;
  return <Tag severity="danger" icon="pi pi-clock" value="Retención cumplida" />;
}

function Location({ unit }: { unit: Expedient }) {
  if (!unit.location) return <span className="text-muted">Sin ubicar</span>;
  return (
    <Link to={`${LOCATIONS}/${unit.location.id}`} className="cell-link cell-code">
      {unit.location.topographic_code}
    </Link>
  );
}

/** A name the server recorded, or the id of the unit's current reference named. */
const named =
  (id: number | null, label: string | undefined): HistoryFormat =>
  (value) =>
    typeof value === 'string' ? value : sameId(id, label)(value);

const retention = (until: string | null, years: number | null) =>
  until ? `${day(until)} (${years} ${years === 1 ? 'año' : 'años'})` : '';

export const expedientsModule = defineModule<Expedient>({
  resource: 'archive-expedients',
  path: EXPEDIENTS_PATH,
  title: 'Expedientes/Cajas',
  noun: 'Unidad',
  states: EXPEDIENT_STATES,
  tags: (unit) => <RetentionTag unit={unit} />,

  list: {
    subtitle: 'Las cajas y expedientes del archivo central, dónde están y cuándo vence su retención.',
    defaultSort: '-updated_at',
    createPermissions: ['archive-expedients-create'],
    createLabel: 'Nueva unidad',
    links: [
      {
        label: 'Transferencias',
        icon: 'pi pi-truck',
        to: '/archive-central/transfers',
        permissions: [
          'archive-transfers-index',
          'archive-transfers-show',
          'archive-transfers-create',
          'archive-transfers-create-office',
          'archive-transfers-update',
        ],
      },
      {
        label: 'Eliminación documental',
        icon: 'pi pi-trash',
        to: '/archive-central/disposals',
        permissions: ['archive-disposals-index', 'archive-disposals-create'],
      },
    ],
    tool: ScanLabelField,
    searchPlaceholder: 'Buscar por código o título',
    filters: [
      { name: 'state', label: 'Estado', options: STATE_OPTIONS },
      { name: 'kind', label: 'Tipo', options: KIND_OPTIONS },
      { kind: 'lookup', name: 'office_id', label: 'Oficina', resource: 'offices' },
      { kind: 'lookup', name: 'series_id', label: 'Serie', resource: 'series' },
      { kind: 'lookup', name: 'subseries_id', label: 'Subserie', resource: 'subseries' },
      { name: 'placed', label: 'Ubicación', options: PLACED_OPTIONS },
      { kind: 'toggle', name: 'retention_due', label: 'Retención cumplida', icon: 'pi pi-clock' },
    ],
    exportName: 'expedientes',
    date: { field: 'updated_at', header: 'Actualizado' },
    columns: [
      subjectColumn((row) => (
        <small className="show-mobile">
          <Location unit={row} />
        </small>
      )),
      { field: 'kind', header: 'Tipo', hideOnMobile: true, body: (row) => EXPEDIENT_KINDS[row.kind] },
      officeColumn('office', 'Oficina'),
      { field: 'location', header: 'Ubicación', hideOnMobile: true, body: (row) => <Location unit={row} /> },
      { field: 'folios', header: 'Folios', hideOnMobile: true, body: (row) => row.folios },
      {
        field: 'central_retention_until',
        header: 'Retención hasta',
        sortable: true,
        hideOnMobile: true,
        body: (row) => <span className="nowrap">{day(row.central_retention_until)}</span>,
      },
      stateColumn(EXPEDIENT_STATES),
    ],
  },

  record: {
    annulled: 'Unidad anulada',
    actions: [
      { kind: 'dialog', can: 'place', label: 'Ubicar', icon: 'pi pi-map-marker', dialog: PlaceDialog },
      { kind: 'dialog', can: 'move', label: 'Mover', icon: 'pi pi-arrows-h', outlined: true, dialog: MoveDialog },
      {
        kind: 'confirm',
        can: 'close',
        path: 'close',
        label: 'Cerrar unidad',
        icon: 'pi pi-lock',
        header: 'Cerrar unidad',
        message: (u) =>
          `¿Cerrar ${u.code}? Se fijan hoy los plazos de retención de su ${u.subseries ? 'subserie' : 'serie'} y no se archivarán más documentos en ella.`,
        done: 'Unidad cerrada.',
      },
      reopenAction({
        header: 'Reabrir unidad',
        message: (u) => `¿Reabrir ${u.code}? Se borran su fecha de cierre y sus plazos de retención.`,
        done: 'Unidad reabierta.',
      }),
      { kind: 'edit' },
      {
        kind: 'run',
        label: 'Rótulo',
        icon: 'pi pi-tag',
        outlined: true,
        run: (u) => openPdf('archive-expedients', `/${u.id}/label`, `rotulo-${u.code}.pdf`),
      },
      {
        kind: 'confirm',
        can: 'remove',
        path: 'remove',
        label: 'Retirar del estante',
        icon: 'pi pi-sign-out',
        outlined: true,
        severity: 'secondary',
        header: 'Retirar del estante',
        message: (u) =>
          `¿Retirar ${u.code} de ${u.location?.topographic_code ?? 'su ubicación'}? La posición queda libre.`,
        done: 'Unidad retirada del estante.',
      },
    ],
    data: [
      {
        title: 'Unidad',
        items: [
          { label: 'Código', value: (u) => u.code },
          { label: 'Tipo', value: (u) => EXPEDIENT_KINDS[u.kind] },
          { label: 'N.° de caja', value: (u) => u.box_number, optional: true },
          {
            label: 'Dentro de la caja',
            value: (u) =>
              u.container ? <Link to={`${EXPEDIENTS_PATH}/${u.container.id}`}>{u.container.code}</Link> : null,
            optional: true,
          },
          { label: 'Oficina productora', value: (u) => codeName(u.office) },
          { label: 'Serie', value: (u) => codeName(u.series), optional: true },
          { label: 'Subserie', value: (u) => codeName(u.subseries), optional: true },
          { label: 'Soporte', value: (u) => EXPEDIENT_MEDIA[u.medium] },
          {
            label: 'Fechas extremas',
            value: (u) => (u.date_from ? `${day(u.date_from)} – ${day(u.date_to)}` : 'Sin documentos'),
          },
          { label: 'Folios', value: (u) => String(u.folios) },
          { label: 'Observaciones', value: (u) => u.notes, wide: true, optional: true },
        ],
      },
      {
        title: 'Ubicación y retención',
        items: [
          { label: 'Ubicación topográfica', value: (u) => <Location unit={u} /> },
          {
            label: 'Ubicada por',
            value: (u) => (u.placed_at ? `${personName(u.placed_by_user)}, ${formatDayTime(u.placed_at)}` : null),
            optional: true,
          },
          { label: 'Cerrada el', value: (u) => day(u.closed_on), optional: true },
          {
            label: 'Archivo de gestión hasta',
            value: (u) => retention(u.office_retention_until, u.years_office),
            optional: true,
          },
          {
            label: 'Archivo central hasta',
            value: (u) => retention(u.central_retention_until, u.years_central),
            optional: true,
          },
          {
            label: 'Disposición final',
            value: (u) => (u.disposition ? DISPOSITIONS[u.disposition as Disposition] : null),
            optional: true,
          },
        ],
      },
    ],
    main: [ExpedientDocumentsPanel],
    history: {
      labels: {
        code: 'Código',
        title: 'Título',
        kind: 'Tipo',
        box_number: 'N.° de caja',
        container_id: 'Caja',
        office_id: 'Oficina',
        series_id: 'Serie',
        subseries_id: 'Subserie',
        medium: 'Soporte',
        state: 'Estado',
        notes: 'Observaciones',
        closed_on: 'Cerrada el',
        years_office: 'Años en archivo de gestión',
        years_central: 'Años en archivo central',
        disposition: 'Disposición final',
        office_retention_until: 'Archivo de gestión hasta',
        central_retention_until: 'Archivo central hasta',
        ubicacion: 'Ubicación',
        location_id: 'Nivel',
        position: 'Posición',
        placed_at: 'Ubicada el',
        placed_by: 'Ubicada por',
        date_from: 'Fecha inicial',
        date_to: 'Fecha final',
        folios: 'Folios',
        transferencia: 'Transferencia',
        observacion: 'Observación del archivo central',
      },
      actions: {
        close: 'Cierre',
        reopen: 'Reapertura',
        place: 'Ubicada en estante',
        move: 'Movida',
        remove: 'Retirada del estante',
        contents: 'Documentos archivados',
        transfer_send: 'Enviada en transferencia',
        transfer_accept: 'Aceptada por el archivo central',
        transfer_reject: 'Rechazada por el archivo central',
      },
      // Where it sits is told by `ubicacion` (the topographic codes), who and when by the row.
      hidden: ['location_id', 'position', 'placed_at', 'placed_by'],
      formats: (unit) => ({
        state: (v) => EXPEDIENT_STATES[v as keyof typeof EXPEDIENT_STATES] ?? String(v),
        kind: (v) => EXPEDIENT_KINDS[v as keyof typeof EXPEDIENT_KINDS] ?? String(v),
        medium: (v) => EXPEDIENT_MEDIA[v as keyof typeof EXPEDIENT_MEDIA] ?? String(v),
        disposition: (v) => DISPOSITIONS[v as Disposition] ?? String(v ?? '—'),
        // Edits record names; a creation, the ids of the unit as it is.
        office_id: named(unit.office_id, codeName(unit.office)),
        series_id: named(unit.series_id, codeName(unit.series)),
        subseries_id: named(unit.subseries_id, codeName(unit.subseries)),
        container_id: named(unit.container_id, unit.container?.code),
        closed_on: historyDate,
        office_retention_until: historyDate,
        central_retention_until: historyDate,
        date_from: historyDate,
        date_to: historyDate,
      }),
    },
  },
});
