import type { ReportResult } from '@shared/schemas/reports';
import { describe, expect, it } from 'vitest';
import { reportSpreadsheet } from './reports.xlsx';

describe('a report spreadsheet', () => {
  it("is named with Lima's date, not UTC's, when generated after 19:00 in Lima", () => {
    const report = {
      report: 'backlog',
      title: 'Pendientes',
      dimension: 'Oficina',
      generated_at: '2026-05-13T01:30:00.000Z',
      filters: [],
      columns: [],
      rows: [],
      totals: null,
    } as unknown as ReportResult;
    expect(reportSpreadsheet(report).filename).toBe('reporte-backlog-2026-05-12.xlsx');
  });
});
