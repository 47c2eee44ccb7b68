/**
 * The report's table: one row per group and the totals, each number a link to the list behind it
 * when the user may open that list (a head's report counts what their scope shows, not always a
 * page their keys open).
 */
import { canOpenPath } from '@shared/routes';
import { formatReportValue, type ReportColumn, type ReportResult, type ReportRow } from '@shared/schemas/reports';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Link } from 'react-router';
import { useSession } from '../../lib/session';

function Cell({ row, column }: { row: ReportRow; column: ReportColumn }) {
  const { permissions } = useSession();
  const value = row.values[column.key];
  const link = row.links[column.key];
  const text = formatReportValue(column, value);
  if (value === null || value === undefined || !link || !canOpenPath(link, permissions)) return <span>{text}</span>;
  return (
    <Link to={link} className="cell-link" aria-label={`${column.label} de ${row.label}: ${text}`}>
      {text}
    </Link>
  );
}

export function ReportTable({ report }: { report: ReportResult }) {
  const rows = report.totals ? [...report.rows, report.totals] : report.rows;
  return (
    <div className="panel table-card report-table">
      <DataTable
        value={rows}
        dataKey="label"
        size="small"
        stripedRows
        emptyMessage="No hay registros para los filtros elegidos."
        rowClassName={(row: ReportRow) => (row === report.totals ? 'report-total' : '')}
      >
        <Column field="label" header={report.dimension} />
        {report.columns.map((column) => (
          <Column
            key={column.key}
            header={column.label}
            align="right"
            alignHeader="right"
            body={(row: ReportRow) => <Cell row={row} column={column} />}
          />
        ))}
      </DataTable>
    </div>
  );
}
