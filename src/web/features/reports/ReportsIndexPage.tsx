/** /reports: the reports available, each opening with its default filters. */
import { REPORT_SLUGS, REPORTS, type ReportSlug } from '@shared/schemas/reports';
import { Link } from 'react-router';
import { PageHeader } from '../../lib/PageHeader';
import './reports.css';

const ICONS: Record<ReportSlug, string> = {
  volume: 'pi pi-chart-bar',
  backlog: 'pi pi-clock',
  'attention-time': 'pi pi-stopwatch',
  requests: 'pi pi-inbox',
  delivery: 'pi pi-truck',
  archive: 'pi pi-box',
};

export default function ReportsIndexPage() {
  return (
    <div className="page">
      <PageHeader title="Reportes" subtitle="Elija un reporte: se abre con el mes en curso y puede filtrarlo." />
      <ul className="report-catalogue">
        {REPORT_SLUGS.map((slug) => (
          <li key={slug}>
            <Link to={`/reports/${slug}`} className="panel report-card">
              <i className={ICONS[slug]} aria-hidden="true" />
              <span>
                <strong>{REPORTS[slug].title}</strong>
                <small>{REPORTS[slug].description}</small>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
