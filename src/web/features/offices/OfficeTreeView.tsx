/** The office hierarchy (GET /api/v1/offices/tree), every branch open, filterable by text. */

import type { One } from '@shared/pagination';
import { can } from '@shared/permissions';
import { useQuery } from '@tanstack/react-query';
import { Column } from 'primereact/column';
import type { TreeNode } from 'primereact/treenode';
import type { TreeTableExpandedKeysType } from 'primereact/treetable';
import { type ReactNode, useMemo } from 'react';
import { api } from '../../lib/api';
import { ActiveTag } from '../../lib/crud/columns';
import { TreeListPage, toTreeNodes } from '../../lib/crud/TreeListPage';
import { IconLink } from '../../lib/LinkButton';
import { useSession } from '../../lib/session';
import { OFFICES_SUBTITLE, OFFICES_TITLE, type OfficeNode } from './types';

/**
 * The office's name beside the tree's toggler: a box as wide as what the indentation leaves, so a
 * long name wraps under itself and not under the toggler (PrimeReact indents 16px a level).
 */
function OfficeLabel({ node }: { node: TreeNode }) {
  return (
    <span className="office-tree-label" style={{ maxWidth: `calc(100% - ${node.data.level * 16 + 40}px)` }}>
      <strong>{node.data.code}</strong> - {node.data.name}
      {!node.data.active && <span className="office-tree-inactive"> (inactiva)</span>}
    </span>
  );
}

function allKeys(nodes: OfficeNode[], into: TreeTableExpandedKeysType = {}): TreeTableExpandedKeysType {
  for (const node of nodes) {
    if (node.children.length > 0) into[String(node.id)] = true;
    allKeys(node.children, into);
  }
  return into;
}

export function OfficeTreeView({ switcher }: { switcher: ReactNode }) {
  const { permissions } = useSession();
  const tree = useQuery({
    queryKey: ['offices', 'tree'],
    queryFn: ({ signal }) => api<One<OfficeNode[]>>('/api/v1/offices/tree', { signal }).then((a) => a.data),
  });
  const nodes = useMemo(
    () =>
      toTreeNodes(
        tree.data ?? [],
        (node) => node.children,
        (node) => `${node.code} - ${node.name}`,
      ),
    [tree.data],
  );
  const mayEdit = can(permissions, ['offices-update']);

  return (
    <TreeListPage
      title={OFFICES_TITLE}
      subtitle={OFFICES_SUBTITLE}
      search={{ placeholder: 'Buscar en la jerarquía', label: 'Buscar en la jerarquía' }}
      toolbar={switcher}
      create={can(permissions, ['offices-create']) && { to: '/offices/create', label: 'Nueva oficina' }}
      tree={tree}
      nodes={nodes}
      opened={allKeys(tree.data ?? [])}
      className="office-tree"
      label="Jerarquía de oficinas"
      withActions={mayEdit}
      rowClassName={(node) => ({ 'row-inactive': node.data?.active === false })}
    >
      <Column
        field="label"
        columnKey="label"
        header="Oficina"
        expander
        body={(node: TreeNode) => <OfficeLabel node={node} />}
      />
      <Column
        field="head_name"
        columnKey="head"
        header="Jefe"
        body={(node: TreeNode) => node.data.head_name ?? '—'}
        className="hide-mobile"
        headerClassName="hide-mobile"
      />
      <Column
        field="active"
        columnKey="active"
        header="Estado"
        body={(node: TreeNode) => <ActiveTag active={node.data.active} />}
        className="office-tree-state hide-mobile"
        headerClassName="office-tree-state hide-mobile"
      />
      {mayEdit && (
        <Column
          columnKey="actions"
          header="Acciones"
          className="actions-column"
          headerClassName="actions-column"
          body={(node: TreeNode) => (
            <div className="row-actions">
              <IconLink
                to={`/offices/${node.data.id}/edit`}
                icon="pi-pencil"
                label={`Editar ${node.data.label}`}
                title="Editar"
              />
            </div>
          )}
        />
      )}
    </TreeListPage>
  );
}
