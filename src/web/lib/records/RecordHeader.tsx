/** The head of a registered document's page: breadcrumb, number, state tags, subject and its actions. */
import { Message } from 'primereact/message';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface RecordHeaderProps {
  /** The list it belongs to: `{ path: '/entries', title: 'Ingresos documentales' }`. */
  list: { path: string; title: string };
  number: string;
  title: string;
  tags: ReactNode;
  subject: string;
  actions: ReactNode;
}

export function RecordHeader({ list, number, title, tags, subject, actions }: RecordHeaderProps) {
  return (
    <header className="page-header">
      <div className="record-title">
        <nav aria-label="Ruta de navegación" className="breadcrumb">
          <Link to={list.path}>{list.title}</Link>
          <span aria-hidden="true"> / </span>
          <span>{number}</span>
        </nav>
        <h1>{title}</h1>
        <div className="record-tags">{tags}</div>
        <p className="page-subtitle record-subject">{subject}</p>
      </div>
      {actions}
    </header>
  );
}

/** "Ingreso anulado. Motivo: …" */
export function AnnulledMessage({ label, reason }: { label: string; reason: string | null }) {
  return (
    <Message severity="error" className="record-annulled" text={`${label}${reason ? `. Motivo: ${reason}` : '.'}`} />
  );
}
