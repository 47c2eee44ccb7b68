/** Cell renderers shared by resource tables. */
import { Column } from 'primereact/column';
import { Tag } from 'primereact/tag';
import type { ReactNode } from 'react';

export interface ColumnDef<T> {
  field: string;
  header: string;
  sortable?: boolean;
  body?: (row: T) => ReactNode;
  /** Hidden under 768 px to keep the table readable on a phone. */
  hideOnMobile?: boolean;
}

/** A `ColumnDef` as the table's column: a PrimeReact DataTable takes its columns as direct children. */
export function tableColumn<T>(column: ColumnDef<T>) {
  return (
    <Column
      key={column.field}
      field={column.field}
      header={column.header}
      sortable={column.sortable}
      body={column.body}
      className={column.hideOnMobile ? 'hide-mobile' : undefined}
      headerClassName={column.hideOnMobile ? 'hide-mobile' : undefined}
    />
  );
}

export function ActiveTag({ active }: { active: boolean | undefined }) {
  return active ? <Tag severity="success" value="Activo" /> : <Tag className="tag-muted" value="Inactivo" />;
}

/** The «Estado» column of a catalogue: Activo / Inactivo. */
export const activeColumn = <T extends { active?: boolean }>(hideOnMobile = true): ColumnDef<T> => ({
  field: 'active',
  header: 'Estado',
  hideOnMobile,
  body: (row) => <ActiveTag active={row.active} />,
});

export function YesNoTag({ value, yes = 'Sí', no = 'No' }: { value: boolean; yes?: string; no?: string }) {
  return value ? <Tag severity="warning" value={yes} /> : <span className="text-muted">{no}</span>;
}

/** `{ code, name }` of a related record, e.g. a row's office. */
export function codeName(value: unknown): string {
  if (!value || typeof value !== 'object') return '—';
  const { code, name } = value as { code?: string; name?: string };
  return code ? `${code} - ${name ?? ''}` : (name ?? '—');
}
