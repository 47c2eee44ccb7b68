/** The office hierarchy (GET /api/v1/offices/tree), every branch open, filterable by text. */

import type { One } from '@shared/pagination';
import { can } from '@shared/permissions';
import { useQuery } from '@tanstack/react-query';
import { Column } from 'primereact/column';
import { IconField } from 'primereact/iconfield';
import { InputIcon } from 'primereact/inputicon';
import { InputText } from 'primereact/inputtext';
import type { TreeNode } from 'primereact/treenode';
import { TreeTable, type TreeTableExpandedKeysType } from 'primereact/treetable';
import { type ReactNode, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { api } from '../../lib/api';
import { ActiveTag } from '../../lib/crud/columns';
import { LoadError } from '../../lib/LoadError';
import { PageHeader } from '../../lib/PageHeader';
import { useSession } from '../../lib/session';
import { OFFICES_SUBTITLE, OFFICES_TITLE, type OfficeNode } from './types';

function toTreeNodes(nodes: OfficeNode[], level = 0): TreeNode[] {
  return nodes.map((node) => ({
    key: String(node.id),
    data: { ...node, label: `${node.code} - ${node.name}`, level },
    children: toTreeNodes(node.children, level + 1),
  }));
}

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
  const [filter, setFilter] = useState('');
  const [expanded, setExpanded] = useState<TreeTableExpandedKeysType | null>(null);
  const nodes = useMemo(() => toTreeNodes(tree.data ?? []), [tree.data]);
  const mayEdit = can(permissions, ['offices-update']);

  return (
    <div className="page">
      <PageHeader title={OFFICES_TITLE} subtitle={OFFICES_SUBTITLE} />
      <div className="list-toolbar">
        <IconField iconPosition="left" className="list-search">
          <InputIcon className="pi pi-search" />
          <InputText
            value={filter}
            onChange={(e) => setFilter(e.target.value)}
            placeholder="Buscar en la jerarquía"
            aria-label="Buscar en la jerarquía"
            maxLength={100}
          />
        </IconField>
        {switcher}
        {can(permissions, ['offices-create']) && (
          <Link to="/offices/create" className="p-button p-component list-create">
            <span className="p-button-icon p-button-icon-left pi pi-plus" aria-hidden="true" />
            <span className="p-button-label">Nueva oficina</span>
          </Link>
        )}
      </div>
      {tree.error ? (
        <LoadError error={tree.error} onRetry={() => void tree.refetch()} />
      ) : (
        <div className="panel table-card office-tree">
          <TreeTable
            // TreeTable keeps the columns it was first drawn with: remount when the session's
            // permissions arrive and the actions column appears.
            key={mayEdit ? 'with-actions' : 'read-only'}
            value={nodes}
            loading={tree.isFetching}
            expandedKeys={expanded ?? allKeys(tree.data ?? [])}
            onToggle={(e) => setExpanded(e.value)}
            globalFilter={filter.trim()}
            filterMode="lenient"
            emptyMessage="No se encontraron registros"
            rowClassName={(node: TreeNode) => ({ 'row-inactive': node.data?.active === false })}
            aria-label="Jerarquía de oficinas"
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
                    <Link
                      to={`/offices/${node.data.id}/edit`}
                      className="p-button p-button-text p-button-rounded p-button-icon-only"
                      aria-label={`Editar ${node.data.label}`}
                      title="Editar"
                    >
                      <span className="pi pi-pencil" aria-hidden="true" />
                    </Link>
                  </div>
                )}
              />
            )}
          </TreeTable>
        </div>
      )}
    </div>
  );
}
