/**
 * The report's bars (Chart.js through react-chartjs-2), from the same rows as the table and the
 * PDF. Loaded on its own (React.lazy in ReportPage), so Chart.js never weighs on other pages.
 */
import { REPORT_COLOURS, type ReportResult } from '@shared/schemas/reports';
import { BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip } from 'chart.js';
import { Bar } from 'react-chartjs-2';

Chart.register(BarElement, CategoryScale, LinearScale, Legend, Tooltip);

export default function ReportChart({ report, dark }: { report: ReportResult; dark: boolean }) {
  const text = dark ? '#e5e7eb' : '#374151';
  const grid = dark ? 'rgba(255,255,255,0.12)' : 'rgba(0,0,0,0.08)';
  const series = report.chart.series.map((key) => report.columns.find((c) => c.key === key)!);
  const data = {
    labels: report.rows.map((r) => r.label),
    datasets: series.map((column, i) => ({
      label: column.label,
      data: report.rows.map((r) => r.values[column.key] ?? 0),
      backgroundColor: REPORT_COLOURS[i % REPORT_COLOURS.length],
      stack: report.chart.stacked ? 'all' : column.key,
    })),
  };
  return (
    <Bar
      data={data}
      aria-label={`Gráfico: ${report.title}`}
      role="img"
      options={{
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        plugins: { legend: { position: 'bottom', labels: { color: text } } },
        scales: {
          x: {
            stacked: report.chart.stacked,
            ticks: { color: text, autoSkip: true, maxRotation: 45 },
            grid: { color: grid },
          },
          y: {
            stacked: report.chart.stacked,
            beginAtZero: true,
            ticks: { color: text, precision: 0 },
            grid: { color: grid },
          },
        },
      }}
    />
  );
}
