/**
 * The archive's location tree: buildings, deposits, shelves, bodies and levels, each with how full
 * it is. Buildings and deposits start open; a search opens what matches.
 */
import { can } from '@shared/permissions';
import { childKindOf, LOCATION_KIND_LABELS } from '@shared/schemas/archive';
import { Column } from 'primereact/column';
import type { TreeNode } from 'primereact/treenode';
import type { TreeTableExpandedKeysType } from 'primereact/treetable';
import { useMemo } from 'react';
import { TreeListPage, toTreeNodes } from '../../lib/crud/TreeListPage';
import { IconLink } from '../../lib/LinkButton';
import { useSession } from '../../lib/session';
import { LocationName } from './LocationName';
import { OccupancyBar } from './OccupancyBar';
import { LOCATIONS_BASE, type LocationNode } from './types';
import { locationLabel, useLocationTree } from './useLocationTree';
import './physical-locations.css';

/** The flat list as a tree: each location under its parent. */
function toLocationNodes(nodes: LocationNode[]): TreeNode[] {
  const byParent = new Map<number | null, LocationNode[]>();
  for (const node of nodes) byParent.set(node.parent_id, [...(byParent.get(node.parent_id) ?? []), node]);
  return toTreeNodes(
    byParent.get(null) ?? [],
    (node) => byParent.get(node.id) ?? [],
    (node) => `${node.topographic_code} ${node.name ?? ''}`,
  );
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
  return <LocationName location={data} style={{ maxWidth: `calc(100% - ${data.level * 16 + 40}px)` }} />;
}

export default function PhysicalLocationsTreePage() {
  const { permissions } = useSession();
  const tree = useLocationTree();
  const nodes = useMemo(() => toLocationNodes(tree.data ?? []), [tree.data]);
  const mayCreate = can(permissions, ['physical-locations-create']);

  return (
    <TreeListPage
      title="Ubicaciones físicas"
      subtitle="Edificios, depósitos, estantes, cuerpos y niveles del archivo central, con su ocupación."
      search={{ placeholder: 'Buscar por código o nombre', label: 'Buscar ubicaciones' }}
      create={mayCreate && { to: `${LOCATIONS_BASE}/create?kind=edificio`, label: 'Nuevo edificio' }}
      tree={tree}
      nodes={nodes}
      opened={openedByDefault(tree.data ?? [])}
      openedWhileSearching={everyBranch(tree.data ?? [])}
      className="location-tree"
      label="Árbol de ubicaciones"
      withActions={mayCreate}
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
                <IconLink
                  to={`${LOCATIONS_BASE}/create?kind=${child}&parent_id=${node.data.id}`}
                  icon="pi-plus"
                  label={`Agregar ${LOCATION_KIND_LABELS[child].toLowerCase()} en ${node.data.topographic_code}`}
                  title={`Agregar ${LOCATION_KIND_LABELS[child].toLowerCase()}`}
                />
              </div>
            ) : null;
          }}
        />
      )}
    </TreeListPage>
  );
}
