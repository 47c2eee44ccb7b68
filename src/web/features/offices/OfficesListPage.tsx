/**
 * Offices: the paginated list or, with `?vista=jerarquia`, the whole hierarchy as a tree. The
 * view parameter never reaches the list API: the list is not mounted while the tree shows.
 */
import { SelectButton } from 'primereact/selectbutton';
import { useSearchParams } from 'react-router';
import { activeColumn, codeName } from '../../lib/crud/columns';
import { ACTIVE_FILTER } from '../../lib/crud/filters';
import { ResourceListPage } from '../../lib/crud/ResourceListPage';
import { OfficeTreeView } from './OfficeTreeView';
import { headName, OFFICES_SUBTITLE, OFFICES_TITLE, type Office } from './types';

const VIEW_PARAM = 'vista';
const TREE = 'jerarquia';
const VIEWS = [
  { label: 'Lista', value: 'lista', icon: 'pi pi-list' },
  { label: 'Jerarquía', value: TREE, icon: 'pi pi-sitemap' },
];

function ViewSwitch() {
  const [search, setSearch] = useSearchParams();
  const view = search.get(VIEW_PARAM) === TREE ? TREE : 'lista';
  return (
    <SelectButton
      value={view}
      options={VIEWS}
      allowEmpty={false}
      aria-label="Vista"
      className="view-switch"
      itemTemplate={(option: (typeof VIEWS)[number]) => (
        <span className="view-switch-option">
          <i className={option.icon} aria-hidden="true" />
          <span>{option.label}</span>
        </span>
      )}
      onChange={(e) => setSearch(e.value === TREE ? { [VIEW_PARAM]: TREE } : {})}
    />
  );
}

export default function OfficesListPage() {
  const [search] = useSearchParams();
  if (search.get(VIEW_PARAM) === TREE) return <OfficeTreeView switcher={<ViewSwitch />} />;
  return (
    <ResourceListPage<Office>
      resource="offices"
      title={OFFICES_TITLE}
      subtitle={OFFICES_SUBTITLE}
      createLabel="Nueva oficina"
      searchPlaceholder="Buscar por siglas o nombre"
      filters={[ACTIVE_FILTER]}
      toolbar={<ViewSwitch />}
      rowLabel={(row) => `${row.code} - ${row.name}`}
      columns={[
        { field: 'code', header: 'Siglas', sortable: true },
        { field: 'name', header: 'Nombre', sortable: true },
        { field: 'parent', header: 'Oficina superior', body: (row) => codeName(row.parent), hideOnMobile: true },
        { field: 'head', header: 'Jefe', body: (row) => headName(row.head), hideOnMobile: true },
        activeColumn(false),
      ]}
    />
  );
}
