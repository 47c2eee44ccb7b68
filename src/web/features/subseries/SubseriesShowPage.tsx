/** One subseries: its series, retention data and Historial. */
import { can } from '@shared/permissions';
import { ConfirmDialog } from 'primereact/confirmdialog';
import { Link } from 'react-router';
import { codeName } from '../../lib/crud/columns';
import { HistoryBelow } from '../../lib/crud/HistoryPanel';
import { RecordStatusActions } from '../../lib/crud/RecordStatusActions';
import { ShowHeader, showPage } from '../../lib/crud/ShowPage';
import { DataItem } from '../../lib/records/RecordData';
import { HISTORY_FORMATS, RetentionItems, relatedFormat } from '../../lib/retention';
import { useSession } from '../../lib/session';
import { HISTORY_LABELS, type Subseries } from './retention';

function SubseriesDetail({ record: subseries }: { record: Subseries }) {
  const { permissions } = useSession();
  const seesSeries = can(permissions, ['series-show', 'series-update']);
  const seriesName = codeName(subseries.series);
  const series = seesSeries ? <Link to={`/series/${subseries.series_id}`}>{seriesName}</Link> : seriesName;
  return (
    <div className="page">
      <ShowHeader
        trail={[{ to: '/subseries', label: 'Subseries documentales' }]}
        code={subseries.code}
        title={`${subseries.code} · ${subseries.name}`}
        subtitle={<>Subserie de {series}</>}
        actions={
          <RecordStatusActions
            resource="subseries"
            record={subseries}
            label={`${subseries.code} ${subseries.name}`}
            editPath={`/subseries/${subseries.id}/edit`}
          />
        }
      />

      <section className="panel" aria-label="Datos de la subserie">
        <dl className="detail-grid">
          <DataItem label="Serie">{series}</DataItem>
          <RetentionItems record={subseries} />
        </dl>
      </section>

      <HistoryBelow
        resource="subseries"
        id={subseries.id}
        labels={HISTORY_LABELS}
        formats={{
          ...HISTORY_FORMATS,
          office_id: relatedFormat(subseries.office),
          series_id: relatedFormat(subseries.series),
        }}
      />
      <ConfirmDialog />
    </div>
  );
}

export default showPage<Subseries>('subseries', SubseriesDetail);
