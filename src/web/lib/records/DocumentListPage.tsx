/**
 * The list of a document module, from its declaration: the number (linked) and the date first,
 * then the module's columns; search, filters and sort in the URL (the filters fold behind
 * "Filtros" on a phone), the filtered list as a spreadsheet and "Nuevo …" for who may create.
 */
import { ExportButton } from '../crud/ExportButton';
import { ResourceListPage } from '../crud/ResourceListPage';
import { dateColumn, numberColumn } from './columns';
import { type DocumentModule, type DocumentRecord, screensPath } from './module';
import './records.css';

export function DocumentListPage<T extends DocumentRecord>({ module }: { module: DocumentModule<T> }) {
  const { resource, list } = module;
  const Toolbar = list.toolbar;
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
          {Toolbar && <Toolbar />}
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
