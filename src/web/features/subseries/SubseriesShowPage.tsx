/** One subseries: its series, retention data and Historial. */
import { can } from '@shared/permissions';
import { ConfirmDialog } from 'primereact/confirmdialog';
import { Link, useParams } from 'react-router';
import { ActiveTag, codeName } from '../../lib/crud/columns';
import { HistoryPanel } from '../../lib/crud/HistoryPanel';
import { useResourceRecord } from '../../lib/crud/hooks';
import { RecordStatusActions } from '../../lib/crud/RecordStatusActions';
import { LoadError } from '../../lib/LoadError';
import { Spinner } from '../../lib/Spinner';
import { useSession } from '../../lib/session';
import { dispositionLabel, HISTORY_FORMATS, HISTORY_LABELS, relatedFormat, type Subseries, years } from './retention';

export default function SubseriesShowPage() {
  const id = Number(useParams().id);
  const record = useResourceRecord<Subseries>('subseries', id);
  if (record.error) return <LoadError error={record.error} onRetry={() => void record.refetch()} />;
  if (!record.data) return <Spinner />;
  return <SubseriesDetail subseries={record.data} />;
}

function SubseriesDetail({ subseries }: { subseries: Subseries }) {
  const { permissions } = useSession();
  const seesSeries = can(permissions, ['series-show', 'series-update']);
  const seriesPath = `/series/${subseries.series_id}`;
  const seriesName = codeName(subseries.series);
  return (
    <div className="page">
      <header className="page-header">
        <div>
          <nav aria-label="Ruta de navegación" className="breadcrumb">
            <Link to="/subseries">Subseries documentales</Link>
            <span aria-hidden="true"> / </span>
            <span>{subseries.code}</span>
          </nav>
          <h1>
            {subseries.code} · {subseries.name}
          </h1>
          <p className="page-subtitle">
            Subserie de {seesSeries ? <Link to={seriesPath}>{seriesName}</Link> : seriesName}
          </p>
        </div>
        <RecordStatusActions
          resource="subseries"
          record={subseries}
          label={`${subseries.code} ${subseries.name}`}
          editPath={`/subseries/${subseries.id}/edit`}
        />
      </header>

      <section className="panel" aria-label="Datos de la subserie">
        <dl className="detail-grid">
          <div>
            <dt>Serie</dt>
            <dd>{seesSeries ? <Link to={seriesPath}>{seriesName}</Link> : seriesName}</dd>
          </div>
          <div>
            <dt>Oficina productora</dt>
            <dd>{codeName(subseries.office)}</dd>
          </div>
          <div>
            <dt>Estado</dt>
            <dd>
              <ActiveTag active={subseries.active} />
            </dd>
          </div>
          <div>
            <dt>Archivo de gestión</dt>
            <dd>{years(subseries.years_office)}</dd>
          </div>
          <div>
            <dt>Archivo central</dt>
            <dd>{years(subseries.years_central)}</dd>
          </div>
          <div>
            <dt>Disposición final</dt>
            <dd>
              {subseries.disposition} · {dispositionLabel(subseries.disposition)}
            </dd>
          </div>
        </dl>
      </section>

      <section aria-labelledby="historial">
        <h2 id="historial" className="section-title">
          <i className="pi pi-history panel-title-icon" aria-hidden="true" /> Historial
        </h2>
        <div className="panel table-card history-stack">
          <HistoryPanel
            resource="subseries"
            id={subseries.id}
            labels={HISTORY_LABELS}
            formats={{
              ...HISTORY_FORMATS,
              office_id: relatedFormat(subseries.office),
              series_id: relatedFormat(subseries.series),
            }}
          />
        </div>
      </section>
      <ConfirmDialog />
    </div>
  );
}
