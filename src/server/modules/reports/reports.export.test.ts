/** A report's Excel and PDF: content types, the header's lines, the table, read back from the files. */
import { expect, it } from 'vitest';
import { XLSX_CONTENT_TYPE } from '../../lib/export/spreadsheet';
import { call, describeEachDatabase } from '../../test/harness';
import { pdfText } from '../../test/pdf-text';
import { sheetValues } from '../../test/sheet-values';
import { reportSuite } from './reports.fixtures';

describeEachDatabase('reports export', (ctx) => {
  const f = reportSuite(ctx);

  const query = () => `type_entry_id=${f.ids.type}&by=office`;

  it('downloads the report as a spreadsheet with its filters, who and when, and the totals', async () => {
    const res = await call(ctx().app, 'GET', `/api/v1/reports/backlog/xlsx?${query()}`, { token: f.tokens.jefe });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe(XLSX_CONTENT_TYPE);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="reporte-backlog-2026-05-12\.xlsx"/);
    const values = await sheetValues(res.rawPayload);
    expect(values[1]).toEqual(['Pendientes y vencidos']);
    expect(values[2]).toEqual(['Periodo: todas las fechas']);
    expect(values[3]).toEqual(['Agrupado por: oficina']);
    expect(values[4]).toEqual(['Tipo de ingreso: Reporte']);
    expect(String(values[5]![0])).toMatch(/^Generado por .+ el 12\/05\/2026 10:00$/);
    expect(values[6]).toEqual([
      'Oficina',
      'Pendientes',
      'Al día',
      'Vencidos',
      '1–2 días',
      '3–5 días',
      '6–10 días',
      'Más de 10 días',
    ]);
    // jefe sees OAJ only: one row, then the totals.
    expect(values[7]!.slice(1)).toEqual([3, 0, 3, 1, 1, 1, 0]);
    expect(values[8]).toEqual(['Total', 3, 0, 3, 1, 1, 1, 0]);
  });

  it('prints the report as a PDF with its header, chart legend and table', async () => {
    const res = await call(ctx().app, 'GET', `/api/v1/reports/attention-time/pdf?from=2026-04-01&${query()}`, {
      token: f.tokens.mesapartes,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(res.rawPayload);
    expect(text).toContain('Tiempo de atención');
    expect(text).toMatch(/Periodo:\s+del 01\/04\/2026 al 12\/05\/2026/);
    expect(text).toMatch(/Tipo de ingreso:\s+Reporte/);
    expect(text).toMatch(/Generado por .+ el 12\/05\/2026 10:00/);
    // The legend of the chart, then the table: OAJ 2 attended, 2.5 · 2.5 · 2.9 days.
    expect(text).toMatch(/Media\s+Mediana\s+Percentil 90/);
    expect(text).toMatch(/OAJ - .+\s+2\s+2.5\s+2.5\s+2.9/);
    expect(text).toMatch(/Total\s+4\s+2.5\s+2.5\s+4.4/);
  });
});
