/**
 * The archive's location tree: buildings, deposits, shelves, bodies and levels, each with how full
 * it is. Buildings and deposits start open; a search opens what matches.
 */
import { can } from '@shared/permissions';
import { childKindOf, LOCATION_KIND_LABELS } from '@shared/schemas/archive';
import { Column } from 'primereact/column';
import { IconField } from 'primereact/iconfield';
import { InputIcon } from 'primereact/inputicon';
import { InputText } from 'primereact/inputtext';
import type { TreeNode } from 'primereact/treenode';
import { TreeTable, type TreeTableExpandedKeysType } from 'primereact/treetable';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { LoadError } from '../../lib/LoadError';
import { PageHeader } from '../../lib/PageHeader';
import { useSession } from '../../lib/session';
import { OccupancyBar } from './OccupancyBar';
import { KIND_ICONS, LOCATIONS_BASE, type LocationNode } from './types';
import { locationLabel, useLocationTree } from './useLocationTree';
import './physical-locations.css';

function toTreeNodes(nodes: LocationNode[]): TreeNode[] {
  const byParent = new Map<number | null, LocationNode[]>();
  for (const node of nodes) byParent.set(node.parent_id, [...(byParent.get(node.parent_id) ?? []), node]);
  const build = (parent: number | null, level: number): TreeNode[] =>
    (byParent.get(parent) ?? []).map((node) => ({
      key: String(node.id),
      data: { ...node, label: `${node.topographic_code} ${node.name ?? ''}`, level },
      children: build(node.id, level + 1),
    }));
  return build(null, 0);
}

/** Buildings and deposits open, so the first screen shows the shelves of each deposit. */
function openedByDefault(nodes: LocationNode[]): TreeTableExpandedKeysType {
  return Object.fromEntries(
    nodes.filter((n) => n.kind === 'edificio' || n.kind === 'deposito').map((n) => [String(n.id), true]),
  );
}

/** While searching every branch is open, so a match deep in the tree shows. */
function everyBranch(nodes: LocationNode[]): TreeTableExpandedKeysType {
  return Object.fromEntries(nodes.map((n) => [String(n.id), true]));
}

function LocationLabel({ node }: { node: TreeNode }) {
  const data = node.data as LocationNode & { level: number };
  return (
    <span className="location-label" style={{ maxWidth: `calc(100% - ${data.level * 16 + 40}px)` }}>
      <i className={KIND_ICONS[data.kind]} aria-hidden="true" />
      <span className="location-text">
        <Link to={`${LOCATIONS_BASE}/${data.id}`} className="cell-link">
          <strong>{data.code}</strong>
          {data.name ? ` · ${data.name}` : ''}
        </Link>
        <span className="location-kind">{LOCATION_KIND_LABELS[data.kind]}</span>
      </span>
    </span>
  );
}

export default function PhysicalLocationsTreePage() {
  const { permissions } = useSession();
  const tree = useLocationTree();
  const [filter, setFilter] = useState('');
  const [expanded, setExpanded] = useState<TreeTableExpandedKeysType | null>(null);
  const nodes = useMemo(() => toTreeNodes(tree.data ?? []), [tree.data]);
  const mayCreate = can(permissions, ['physical-locations-create']);

  return (
    <div className="page">
      <PageHeader
        title="Ubicaciones físicas"
        subtitle="Edificios, depósitos, estantes, cuerpos y niveles del archivo central, con su ocupación."
      />
      <div className="list-toolbar">
        <IconField iconPosition="left" className="list-search">
          <InputIcon className="pi pi-search" />
          <InputText
            value={filter}
            onChange={(e) => setFilter(e.target.value)}
            placeholder="Buscar por código o nombre"
            aria-label="Buscar ubicaciones"
            maxLength={100}
          />
        </IconField>
        {mayCreate && (
          <Link to={`${LOCATIONS_BASE}/create?kind=edificio`} className="p-button p-component list-create">
            <span className="p-button-icon p-button-icon-left pi pi-plus" aria-hidden="true" />
            <span className="p-button-label">Nuevo edificio</span>
          </Link>
        )}
      </div>
      {tree.error ? (
        <LoadError error={tree.error} onRetry={() => void tree.refetch()} />
      ) : (
        <div className="panel table-card location-tree">
          <TreeTable
            key={mayCreate ? 'with-actions' : 'read-only'}
            value={nodes}
            loading={tree.isFetching}
            expandedKeys={filter.trim() ? everyBranch(tree.data ?? []) : (expanded ?? openedByDefault(tree.data ?? []))}
            onToggle={(e) => setExpanded(e.value)}
            globalFilter={filter.trim()}
            filterMode="lenient"
            emptyMessage="No se encontraron registros"
            aria-label="Árbol de ubicaciones"
          >
            <Column
              field="label"
              columnKey="label"
              header="Ubicación"
              expander
              body={(node: TreeNode) => <LocationLabel node={node} />}
            />
            <Column
              field="topographic_code"
              columnKey="topographic"
              header="Código topográfico"
              className="hide-mobile location-code"
              headerClassName="hide-mobile"
            />
            <Column
              columnKey="occupancy"
              header="Ocupación"
              className="location-occupancy-column"
              headerClassName="location-occupancy-column"
              body={(node: TreeNode) => (
                <OccupancyBar
                  occupied={node.data.occupied}
                  capacity={node.data.capacity_total}
                  label={locationLabel(node.data)}
                />
              )}
            />
            {mayCreate && (
              <Column
                columnKey="actions"
                header="Acciones"
                className="actions-column hide-mobile"
                headerClassName="actions-column hide-mobile"
                body={(node: TreeNode) => {
                  const child = childKindOf(node.data.kind);
                  return child ? (
                    <div className="row-actions">
                      <Link
                        to={`${LOCATIONS_BASE}/create?kind=${child}&parent_id=${node.data.id}`}
                        className="p-button p-button-text p-button-rounded p-button-icon-only"
                        aria-label={`Agregar ${LOCATION_KIND_LABELS[child].toLowerCase()} en ${node.data.topographic_code}`}
                        title={`Agregar ${LOCATION_KIND_LABELS[child].toLowerCase()}`}
                      >
                        <span className="pi pi-plus" aria-hidden="true" />
                      </Link>
                    </div>
                  ) : null;
                }}
              />
            )}
          </TreeTable>
        </div>
      )}
    </div>
  );
}
