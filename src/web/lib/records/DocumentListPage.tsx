/**
 * The list of a document module, from its declaration: the number (linked) and the date first,
 * then the module's columns; search, filters and sort in the URL (the filters fold behind
 * "Filtros" on a phone), the filtered list as a spreadsheet and "Nuevo …" for who may create.
 * A request list opens on the queue for the operators (`list.landing`).
 */
import { can } from '@shared/permissions';
import { Link, Navigate, useLocation } from 'react-router';
import { ExportButton } from '../crud/ExportButton';
import { ResourceListPage } from '../crud/ResourceListPage';
import { useSession } from '../session';
import { dateColumn, numberColumn } from './columns';
import { type DocumentModule, type DocumentRecord, screensPath } from './module';
import './records.css';

export function DocumentListPage<T extends DocumentRecord>({ module }: { module: DocumentModule<T> }) {
  const { resource, list } = module;
  const { permissions } = useSession();
  const { search } = useLocation();
  const links = (list.links ?? []).filter((l) => can(permissions, l.permissions));
  const Tool = list.tool;
  // Who works the queue lands on it; any filter they choose afterwards stays.
  if (list.landing && search === '' && can(permissions, list.landing.permissions))
    return <Navigate to={list.landing.search} replace />;
  return (
    <ResourceListPage<T>
      resource={resource}
      basePath={screensPath(module)}
      title={module.title}
      subtitle={list.subtitle}
      defaultSort={list.defaultSort}
      createPermissions={list.createPermissions}
      createLabel={list.createLabel}
      searchPlaceholder={list.searchPlaceholder}
      filters={list.filters}
      toolbar={
        <>
          {Tool && <Tool />}
          {links.map((l) => (
            <Link key={l.to} to={l.to} className="p-button p-button-outlined p-button-secondary list-link">
              <span className={`${l.icon} p-button-icon p-button-icon-left`} aria-hidden="true" />
              <span className="p-button-label">{l.label}</span>
            </Link>
          ))}
          <ExportButton resource={resource} defaultSort={list.defaultSort} fileName={list.exportName} />
        </>
      }
      rowLabel={(row) => row.number}
      showPath={(row) => `${screensPath(module)}/${row.id}`}
      columns={[numberColumn(module), dateColumn(module), ...list.columns]}
      bulk={list.bulk}
      otherFilters={list.otherFilters}
    />
  );
}
