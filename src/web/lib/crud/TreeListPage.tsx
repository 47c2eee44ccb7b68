/**
 * A catalogue shown whole as a tree (the offices' hierarchy, the archive's locations): a text
 * filter over every branch, the "Nuevo" link, and the tree's own columns.
 */
import type { TreeNode } from 'primereact/treenode';
import { TreeTable, type TreeTableExpandedKeysType } from 'primereact/treetable';
import { type ReactNode, useState } from 'react';
import { LinkButton } from '../LinkButton';
import { LoadError } from '../LoadError';
import { PageHeader } from '../PageHeader';
import { SearchBox } from './SearchBox';

interface TreeListPageProps {
  title: string;
  subtitle: string;
  search: { placeholder: string; label: string };
  /** Beside the search (a switch to the list view). */
  toolbar?: ReactNode;
  /** The "Nuevo …" link, for those who may create. */
  create?: { to: string; label: string } | false;
  tree: { error: unknown; isFetching: boolean; refetch: () => unknown };
  nodes: TreeNode[];
  /** The branches open until the user toggles one. */
  opened: TreeTableExpandedKeysType;
  /** The branches open while a search is typed, when not those the user left open. */
  openedWhileSearching?: TreeTableExpandedKeysType;
  /** The panel's class and the table's accessible name. */
  className: string;
  label: string;
  /**
   * Whether the actions column shows: TreeTable keeps the columns it was first drawn with, so it
   * remounts when the session's permissions arrive and the column appears.
   */
  withActions: boolean;
  rowClassName?: (node: TreeNode) => Record<string, boolean>;
  /** The `Column`s. */
  children: ReactNode;
}

export function TreeListPage(props: TreeListPageProps) {
  const [filter, setFilter] = useState('');
  const [expanded, setExpanded] = useState<TreeTableExpandedKeysType | null>(null);
  const searching = filter.trim();
  return (
    <div className="page">
      <PageHeader title={props.title} subtitle={props.subtitle} />
      <div className="list-toolbar">
        <SearchBox
          value={filter}
          onChange={setFilter}
          placeholder={props.search.placeholder}
          label={props.search.label}
        />
        {props.toolbar}
        {props.create && (
          <LinkButton to={props.create.to} icon="pi-plus" label={props.create.label} className="list-create" />
        )}
      </div>
      {props.tree.error ? (
        <LoadError error={props.tree.error} onRetry={() => void props.tree.refetch()} />
      ) : (
        <div className={`panel table-card ${props.className}`}>
          <TreeTable
            key={props.withActions ? 'with-actions' : 'read-only'}
            value={props.nodes}
            loading={props.tree.isFetching}
            expandedKeys={
              searching && props.openedWhileSearching ? props.openedWhileSearching : (expanded ?? props.opened)
            }
            onToggle={(e) => setExpanded(e.value)}
            globalFilter={searching}
            filterMode="lenient"
            emptyMessage="No se encontraron registros"
            rowClassName={props.rowClassName}
            aria-label={props.label}
          >
            {props.children}
          </TreeTable>
        </div>
      )}
    </div>
  );
}

/** A tree's rows from nested records: each node's data is the record, its label and its depth. */
export function toTreeNodes<N extends { id: number }>(
  nodes: N[],
  childrenOf: (node: N) => N[],
  label: (node: N) => string,
  level = 0,
): TreeNode[] {
  return nodes.map((node) => ({
    key: String(node.id),
    data: { ...node, label: label(node), level },
    children: toTreeNodes(childrenOf(node), childrenOf, label, level + 1),
  }));
}
