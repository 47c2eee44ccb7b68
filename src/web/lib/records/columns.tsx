/** The list columns document modules share: the number that opens the record, dates, offices, subject, state. */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { type ColumnDef, codeName } from '../crud/columns';
import { formatDayTime } from '../dates';
import { type DocumentModule, type DocumentRecord, screensPath } from './module';
import { TextMatchLine } from './TextMatchLine';
import { StateTag } from './tags';

/** The record's page: `/entries/12`. */
export const recordPath = (resource: string, id: number) => `/${resource}/${id}`;

/**
 * The number, linked to the record. On a phone the date and state columns are hidden: the date
 * and the tags go below the number.
 */
export function numberColumn<T extends DocumentRecord>(module: DocumentModule<T>): ColumnDef<T> {
  const { field } = module.list.date;
  return {
    field: 'number',
    header: 'Número',
    sortable: true,
    body: (row) => (
      <span className="cell-stack">
        <Link to={`${screensPath(module)}/${row.id}`} className="cell-link cell-code record-number">
          {row.number}
        </Link>
        <small className="show-mobile">{formatDayTime(row[field] as string)}</small>
        <span className="show-mobile">
          <span className="record-row-tags">
            <StateTag state={row.state} labels={module.states} />
            {module.tags?.(row)}
          </span>
        </span>
      </span>
    ),
  };
}

/** The list's date column (received, issued), sortable. */
export function dateColumn<T extends DocumentRecord>(module: DocumentModule<T>): ColumnDef<T> {
  const { field, header } = module.list.date;
  return {
    field,
    header,
    sortable: true,
    hideOnMobile: true,
    body: (row) => <span className="nowrap">{formatDayTime(row[field] as string)}</span>,
  };
}

/** The subject, clamped; `below` goes under it on a phone, where the columns it repeats are hidden. */
export function subjectColumn<T extends DocumentRecord>(below?: (row: T) => ReactNode): ColumnDef<T> {
  return {
    field: 'subject',
    header: 'Asunto',
    sortable: true,
    body: (row) => (
      <span className="cell-stack">
        <span className="cell-clamp">{row.subject}</span>
        {row.text_match && <TextMatchLine match={row.text_match} />}
        {below?.(row)}
      </span>
    ),
  };
}

/** An office by its code, named in full on hover. */
export function officeColumn<T extends DocumentRecord>(field: string & keyof T, header: string): ColumnDef<T> {
  return {
    field,
    header,
    hideOnMobile: true,
    body: (row) => {
      const office = row[field] as { code: string; name: string } | null;
      return <span title={codeName(office)}>{office?.code ?? '—'}</span>;
    },
  };
}

export function stateColumn<T extends DocumentRecord>(states: Record<string, string>): ColumnDef<T> {
  return {
    field: 'state',
    header: 'Estado',
    sortable: true,
    hideOnMobile: true,
    body: (row) => <StateTag state={row.state} labels={states} />,
  };
}
