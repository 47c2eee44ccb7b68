/** What every catalogue record's page starts with: the record of the `:id` loaded, and the head of the page. */
import { type ComponentType, Fragment, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { LoadError } from '../LoadError';
import { Spinner } from '../Spinner';
import { useResourceRecord } from './hooks';
import type { ResourceRecord } from './types';

interface ResourceShowPageProps<T extends ResourceRecord> {
  resource: string;
  /** The page, once the record is there. */
  children: (record: T) => ReactNode;
}

/** The record of the route's `:id`: a spinner while it loads, the error with a retry if it does not. */
export function ResourceShowPage<T extends ResourceRecord>({ resource, children }: ResourceShowPageProps<T>) {
  const id = Number(useParams().id);
  const record = useResourceRecord<T>(resource, id);
  if (record.error) return <LoadError error={record.error} onRetry={() => void record.refetch()} />;
  if (!record.data) return <Spinner />;
  return children(record.data);
}

/** A record page from its body: `export default showPage<Series>('series', SeriesDetail)`. */
export function showPage<T extends ResourceRecord>(resource: string, Detail: ComponentType<{ record: T }>) {
  return function ShowPage() {
    return <ResourceShowPage<T> resource={resource}>{(record) => <Detail record={record} />}</ResourceShowPage>;
  };
}

interface ShowHeaderProps {
  /** The pages above this one, the list first: `[{ to: '/series', label: 'Series documentales' }]`. */
  trail: { to: string; label: string }[];
  /** The record's short name, last in the breadcrumb. */
  code: string;
  title: ReactNode;
  titleClassName?: string;
  subtitle: ReactNode;
  actions: ReactNode;
}

/** Breadcrumb, title, subtitle and the record's actions. */
export function ShowHeader({ trail, code, title, titleClassName, subtitle, actions }: ShowHeaderProps) {
  return (
    <header className="page-header">
      <div>
        <nav aria-label="Ruta de navegación" className="breadcrumb">
          {trail.map((step, index) => (
            <Fragment key={step.to}>
              {index > 0 && <span aria-hidden="true"> / </span>}
              <Link to={step.to}>{step.label}</Link>
            </Fragment>
          ))}
          <span aria-hidden="true"> / </span>
          <span>{code}</span>
        </nav>
        <h1 className={titleClassName}>{title}</h1>
        <p className="page-subtitle">{subtitle}</p>
      </div>
      {actions}
    </header>
  );
}
