/**
 * "Carpetas de apoyo" as a document module: the list of the folders the user may see (their
 * own, their office's, those shared with it) and the folder's page with its documents, drawn by
 * lib/records' DocumentListPage and RecordPage.
 */
import { formatQuantity } from '@shared/numbers';
import { FOLDER_ITEM_TYPES, FOLDER_STATES, FOLDER_VISIBILITIES, type FolderItemType } from '@shared/schemas/folders';
import { Tag } from 'primereact/tag';
import { Link } from 'react-router';
import { codeName } from '../../lib/crud/columns';
import { officeColumn, stateColumn, subjectColumn } from '../../lib/records/columns';
import { reopenAction } from '../../lib/records/items';
import { defineModule } from '../../lib/records/module';
import { personName } from '../../lib/records/names';
import { type Folder, STATE_OPTIONS, VISIBILITY_OPTIONS } from './folders.record';
import { ExpedientDialog } from './show/ExpedientDialog';
import { FolderItemsPanel } from './show/FolderItemsPanel';
import { printControlSheet, printLabel } from './show/print';
import '../../lib/records/numberedList.css';
import './folders.css';
import { formatDayTime } from '../../lib/dates';

const documents = (n: number) => formatQuantity(n, 'documento', 'documentos');

function VisibilityTag({ folder }: { folder: Folder }) {
  return (
    <Tag
      severity={folder.visibility === 'oficina' ? 'info' : 'secondary'}
      icon={folder.visibility === 'oficina' ? 'pi pi-building' : 'pi pi-user'}
      value={FOLDER_VISIBILITIES[folder.visibility]}
    />
  );
}

export const foldersModule = defineModule<Folder>({
  resource: 'folders',
  title: 'Carpetas de apoyo',
  noun: 'Carpeta',
  states: FOLDER_STATES,
  tags: (folder) => <VisibilityTag folder={folder} />,

  list: {
    subtitle: 'Sus carpetas personales y las de su oficina, con los documentos que guardan.',
    defaultSort: '-updated_at',
    createPermissions: ['folders-create'],
    createLabel: 'Nueva carpeta',
    searchPlaceholder: 'Buscar por nombre o descripción',
    filters: [
      { name: 'state', label: 'Estado', options: STATE_OPTIONS },
      { name: 'visibility', label: 'Tipo', options: VISIBILITY_OPTIONS },
      { kind: 'toggle', name: 'mine', label: 'Mis carpetas', icon: 'pi pi-user' },
    ],
    exportName: 'carpetas',
    date: { field: 'updated_at', header: 'Actualizada' },
    columns: [
      subjectColumn((row) => <small className="show-mobile">{documents(row.item_count)}</small>),
      { field: 'owner', header: 'Responsable', hideOnMobile: true, body: (row) => personName(row.owner) },
      officeColumn('office', 'Oficina'),
      { field: 'item_count', header: 'Documentos', hideOnMobile: true, body: (row) => row.item_count },
      stateColumn(FOLDER_STATES),
    ],
  },

  record: {
    annulled: 'Carpeta anulada',
    actions: [
      { kind: 'run', label: 'Hoja de control', icon: 'pi pi-print', run: printControlSheet },
      { kind: 'run', label: 'Rótulo', icon: 'pi pi-tag', outlined: true, run: printLabel },
      { kind: 'edit' },
      {
        kind: 'confirm',
        can: 'close',
        path: 'close',
        label: 'Cerrar carpeta',
        icon: 'pi pi-lock',
        outlined: true,
        header: 'Cerrar carpeta',
        message: (f) => `¿Cerrar la carpeta «${f.name}»? No se podrán archivar más documentos en ella.`,
        done: 'Carpeta cerrada.',
      },
      reopenAction({
        header: 'Reabrir carpeta',
        message: (f) => `¿Reabrir la carpeta «${f.name}»?`,
        done: 'Carpeta reabierta.',
      }),
      {
        kind: 'dialog',
        can: 'expedient',
        label: 'Convertir en expediente',
        icon: 'pi pi-briefcase',
        outlined: true,
        dialog: ExpedientDialog,
      },
    ],
    data: [
      {
        title: 'Carpeta',
        items: [
          { label: 'Nombre', value: (f) => f.name },
          { label: 'Oficina', value: (f) => codeName(f.office) },
          { label: 'Responsable', value: (f) => personName(f.owner) },
          { label: 'Tipo', value: (f) => FOLDER_VISIBILITIES[f.visibility] },
          {
            label: 'Compartida con',
            value: (f) => f.shared_offices.map((o) => codeName(o)).join(', '),
            optional: true,
          },
          { label: 'Creada', value: (f) => formatDayTime(f.created_at) },
          {
            label: 'Expediente',
            value: (f) =>
              f.expedient ? (
                <Link to={`/archive-central/expedients/${f.expedient.id}`} className="cell-code">
                  {f.expedient.code}
                </Link>
              ) : null,
            optional: true,
          },
          { label: 'Descripción', value: (f) => f.description, wide: true, optional: true },
        ],
      },
    ],
    main: [FolderItemsPanel],
    history: {
      labels: {
        name: 'Nombre',
        description: 'Descripción',
        visibility: 'Tipo',
        shared_office_ids: 'Compartida con',
        state: 'Estado',
        office_id: 'Oficina',
        owner_id: 'Responsable',
        item: 'Documento',
        order: 'Orden',
        expediente: 'Expediente',
      },
      actions: {
        close: 'Cierre',
        reopen: 'Reapertura',
        file: 'Documento archivado',
        unfile: 'Documento quitado',
        reorder: 'Orden cambiado',
        expedient: 'Convertida en expediente',
      },
      formats: (folder) => ({
        state: (v) => FOLDER_STATES[v as keyof typeof FOLDER_STATES] ?? String(v),
        visibility: (v) => FOLDER_VISIBILITIES[v as keyof typeof FOLDER_VISIBILITIES] ?? String(v),
        office_id: () => codeName(folder.office),
        owner_id: () => personName(folder.owner),
        item: (v) => {
          const item = v as { item_type?: string; position?: number } | null;
          return item
            ? `N.° ${item.position ?? ''} (${FOLDER_ITEM_TYPES[item.item_type as FolderItemType] ?? item.item_type})`
            : '—';
        },
        order: (v) => documents(Array.isArray(v) ? v.length : 0),
      }),
    },
  },
});
