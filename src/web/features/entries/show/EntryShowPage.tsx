/** One entry ("Ingreso"): its data, route sheet, attachments, replies and history, with the actions it allows. */
import { ENTRY_STATES } from '@shared/schemas/entries';
import { Link, useParams } from 'react-router';
import { useResourceRecord } from '../../../lib/crud/hooks';
import { LoadError } from '../../../lib/LoadError';
import { Spinner } from '../../../lib/Spinner';
import type { Entry } from './entry';

export default function EntryShowPage() {
  const id = Number(useParams().id);
  const record = useResourceRecord<Entry>('entries', id);
  if (record.error) return <LoadError error={record.error} onRetry={() => void record.refetch()} />;
  if (!record.data) return <Spinner />;
  const entry = record.data;
  return (
    <div className="page">
      <header className="page-header">
        <div>
          <nav aria-label="Ruta de navegación" className="breadcrumb">
            <Link to="/entries">Ingresos documentales</Link>
            <span aria-hidden="true"> / </span>
            <span>{entry.number}</span>
          </nav>
          <h1>Ingreso {entry.number}</h1>
          <p className="page-subtitle">
            {ENTRY_STATES[entry.state]} · {entry.subject}
          </p>
        </div>
      </header>
    </div>
  );
}
