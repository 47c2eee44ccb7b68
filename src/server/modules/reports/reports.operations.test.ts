/**
 * The requests, delivery and archive reports against the hand-counted data set of
 * reports.operations.fixtures.ts, their scope, and the lists behind their numbers, on both databases.
 */
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { call, describeEachDatabase } from '../../test/harness';
import { pdfText } from '../../test/pdf-text';
import { sheetValues } from '../../test/sheet-values';
import { type OperationsFixtures, operationsFixtures } from './reports.operations.fixtures';

type Data = { rows: Row[]; totals: Row; filters: { label: string; value: string }[] };
type Row = { label: string; values: Record<string, number | null>; links: Record<string, string> };

/** OAJ's row of the archive report by office: its units and the loans of its items. */
const OAJ_HOLDINGS = { units: 3, boxes: 2, expedients: 1, metres: 0.24, retention_due: 2, loans: 1, overdue: 0 };

/** A report link (a screen's path) as the API call of that list. */
const api = (link: string) =>
  `/api/v1${link
    .replace('/archive-central/expedients', '/archive-expedients')
    .replace('/archive-central/permissions', '/archive-temporary-permissions')}`;

describeEachDatabase('reports of requests, deliveries and the archive', (ctx) => {
  let f: OperationsFixtures;

  // The data set goes through the API at a dozen moments: a loaded machine needs more than a minute.
  beforeAll(async () => {
    f = await operationsFixtures(ctx());
  }, 180_000);
  afterAll(() => {
    vi.useRealTimers();
  });

  const report = async (path: string, token: string): Promise<Data> => {
    const res = await call(ctx().app, 'GET', `/api/v1/reports/${path}`, { token });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  const table = (data: Data) => Object.fromEntries(data.rows.map((r) => [r.label, r.values]));
  const office = async (code: string) => {
    const res = await call(ctx().app, 'GET', `/api/v1/offices/${f.ids[code]}`, { token: f.tokens.admin });
    return `${code} - ${res.json().data.name}`;
  };
  /** Each link of `columns` answers as many records as its number. */
  const linksAnswer = async (data: Data, columns: string[], token: string) => {
    for (const row of [...data.rows, data.totals])
      for (const column of columns) {
        const link = row.links[column]!;
        const res = await call(ctx().app, 'GET', api(link), { token });
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json().meta.total, `${row.label} ${column} ${link}`).toBe(row.values[column]);
      }
  };

  const period = 'from=2026-04-01&to=2026-05-12';

  it('counts requests by state and the working days to assign them, by office', async () => {
    const data = await report(`requests?${period}`, f.tokens.admin);
    const none = { rechazada: 0, cancelada: 0, caducada: 0 };
    expect(table(data)).toEqual({
      [await office('GG')]: {
        sent: 1,
        queued: 0,
        observada: 0,
        asignada: 1,
        ...none,
        assign_mean: 0,
        assign_p90: 0,
      },
      [await office('OAJ')]: {
        sent: 4,
        queued: 1,
        observada: 1,
        asignada: 2,
        ...none,
        assign_mean: 2.5,
        assign_p90: 2.9,
      },
    });
    expect(data.totals.values).toEqual({
      sent: 5,
      queued: 1,
      observada: 1,
      asignada: 3,
      ...none,
      assign_mean: 1.7,
      assign_p90: 2.8,
    });
    expect(data.filters[0]).toEqual({ label: 'Solicitudes', value: 'De ingreso' });
    expect(data.rows[1]!.links.asignada).toBe(
      `/entry-requests?from=2026-04-01&to=2026-05-12&office_id=${f.ids.OAJ}&state=asignada`,
    );
    await linksAnswer(data, ['sent', 'queued', 'observada', 'asignada'], f.tokens.admin);

    const byMonth = await report(`requests?${period}&by=period`, f.tokens.admin);
    expect(byMonth.rows.map((r) => [r.label, r.values.sent, r.values.asignada, r.values.assign_mean])).toEqual([
      ['abr 2026', 2, 2, 2.5],
      ['may 2026', 3, 1, 0],
    ]);
    expect((await report(`requests?${period}&request_kind=output`, f.tokens.admin)).totals.values.sent).toBe(0);
  });

  it('counts delivered, returned and pending copies, visits and working days to deliver', async () => {
    const byResult = await report(`delivery?from=2026-05-01&to=2026-05-12`, f.tokens.mesapartes);
    const none = { days_mean: null, days_p90: null };
    expect(table(byResult)).toEqual({
      Entregado: {
        copies: 2,
        delivered: 2,
        returned: 0,
        pending: 0,
        visits: 2,
        visits_mean: 1,
        days_mean: 1.5,
        days_p90: 1.9,
      },
      Devuelto: { copies: 1, delivered: 0, returned: 1, pending: 0, visits: 2, visits_mean: 2, ...none },
      Pendiente: { copies: 1, delivered: 0, returned: 0, pending: 1, visits: 0, visits_mean: 0, ...none },
    });
    expect(byResult.rows.map((r) => r.label)).toEqual(['Pendiente', 'Entregado', 'Devuelto']);
    expect(byResult.totals.values).toEqual({
      copies: 4,
      delivered: 2,
      returned: 1,
      pending: 1,
      visits: 4,
      visits_mean: 1,
      days_mean: 1.5,
      days_p90: 1.9,
    });
    // The controls holding those copies: C1 and C2 delivered, C1 returned and pending.
    const controls = async (link: string) =>
      (await call(ctx().app, 'GET', api(link), { token: f.tokens.mesapartes })).json().meta.total;
    expect(await controls(byResult.totals.links.delivered!)).toBe(2);
    expect(await controls(byResult.totals.links.returned!)).toBe(1);
    expect(await controls(byResult.totals.links.pending!)).toBe(1);

    // The admin sees the control of GG too: its copy was refused.
    const byReason = await report(`delivery?from=2026-05-01&to=2026-05-12&by=reason`, f.tokens.admin);
    expect(table(byReason)).toMatchObject({
      'Ausente / cerrado': { copies: 1, returned: 1, visits: 2 },
      Rehusado: { copies: 1, returned: 1, visits: 1 },
    });
    const refused = byReason.rows.find((r) => r.label === 'Rehusado')!;
    expect(refused.links.returned).toBe(
      '/delivery-controls?from=2026-05-01&to=2026-05-12&item_result=devuelto&return_reason=rehusado',
    );
    expect(await controls(refused.links.returned!)).toBe(0);
    expect(
      (await call(ctx().app, 'GET', api(refused.links.returned!), { token: f.tokens.admin })).json().meta.total,
    ).toBe(1);
  });

  it('sums the archive holdings, linear metres and due retentions by series, office and shelf', async () => {
    const bySeries = await report('archive', f.more.archivero);
    expect(table(bySeries)).toEqual({
      'S1 - Informes legales': { units: 3, boxes: 2, expedients: 1, metres: 0.24, retention_due: 2 },
      'S2 - Órdenes de compra': { units: 2, boxes: 0, expedients: 1, metres: 0.1, retention_due: 0 },
    });
    expect(bySeries.totals.values).toEqual({ units: 5, boxes: 2, expedients: 2, metres: 0.34, retention_due: 2 });
    expect(bySeries.rows[0]!.links.retention_due).toBe(
      `/archive-central/expedients?series_id=${f.ids.S1}&retention_due=true`,
    );
    await linksAnswer(bySeries, ['units', 'boxes', 'expedients', 'retention_due'], f.more.archivero);

    const byOffice = await report('archive?by=office', f.more.archivero);
    expect(table(byOffice)).toEqual({
      [await office('GAF')]: { units: 2, boxes: 0, expedients: 1, metres: 0.1, retention_due: 0, loans: 1, overdue: 1 },
      [await office('OAJ')]: OAJ_HOLDINGS,
    });
    await linksAnswer(byOffice, ['units', 'loans', 'overdue'], f.more.archivero);
    // One office: the lists' filters take its id as query text (a number once made a 500).
    const oneOffice = await report(`archive?by=office&office_id=${f.ids.GAF}`, f.more.archivero);
    expect(Object.keys(table(oneOffice))).toEqual([await office('GAF')]);

    const byShelf = await report('archive?by=location', f.more.archivero);
    expect(table(byShelf)).toEqual({
      'A-D1-E01': {
        units: 2,
        boxes: 2,
        expedients: 0,
        metres: 0.24,
        retention_due: 1,
        capacity: 6,
        occupied: 2,
        occupancy: 33.3,
      },
      'A-D1-E02': {
        units: 1,
        boxes: 0,
        expedients: 1,
        metres: 0.02,
        retention_due: 0,
        capacity: 4,
        occupied: 1,
        occupancy: 25,
      },
      'Sin ubicar': {
        units: 2,
        boxes: 0,
        expedients: 1,
        metres: 0.08,
        retention_due: 1,
        capacity: null,
        occupied: null,
        occupancy: null,
      },
    });
    expect(byShelf.totals.values).toMatchObject({ units: 5, capacity: 10, occupied: 3, occupancy: 30 });
    await linksAnswer(byShelf, ['units', 'retention_due'], f.more.archivero);
  });

  it('exports the delivery report to Excel and the requests report to PDF, with their header and figures', async () => {
    const xlsx = await call(ctx().app, 'GET', '/api/v1/reports/delivery/xlsx?from=2026-05-01&to=2026-05-12', {
      token: f.tokens.mesapartes,
    });
    expect(xlsx.statusCode, xlsx.body).toBe(200);
    expect(xlsx.headers['content-length']).toBe(String(xlsx.rawPayload.length));
    const values = await sheetValues(xlsx.rawPayload);
    expect(values[1]).toEqual(['Entregas']);
    expect(values[2]).toEqual(['Periodo: del 01/05/2026 al 12/05/2026']);
    expect(values[3]).toEqual(['Agrupado por: resultado']);
    expect(values[5]).toEqual([
      'Resultado',
      'Copias',
      'Entregadas',
      'Devueltas',
      'Pendientes',
      'Visitas',
      'Visitas por copia',
      'Días a entregar (media)',
      'Días a entregar (P90)',
    ]);
    expect(values[7]).toEqual(['Entregado', 2, 2, 0, 0, 2, 1, 1.5, 1.9]);
    expect(values[9]).toEqual(['Total', 4, 2, 1, 1, 4, 1, 1.5, 1.9]);

    const pdf = await call(ctx().app, 'GET', `/api/v1/reports/requests/pdf?${period}`, { token: f.tokens.admin });
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('Solicitudes');
    expect(text).toMatch(/Solicitudes:\s+De ingreso/);
    expect(text).toMatch(/Periodo:\s+del 01\/04\/2026 al 12\/05\/2026/);
    expect(text).toMatch(/Total\s+5\s+1\s+1\s+3\s+0\s+0\s+0\s+1.7\s+2.8/);
  });

  it('limits each report to the scope of the caller; without `reports`, 403', async () => {
    // jefe heads OAJ: the requests of OAJ, no delivery control, the loans of OAJ's items, and OAJ's
    // own units (a head reads their office's expedients).
    expect((await report(`requests?${period}`, f.tokens.jefe)).totals.values).toMatchObject({ sent: 4, asignada: 2 });
    expect((await report(`delivery?${period}`, f.tokens.jefe)).totals.values.copies).toBe(0);
    expect((await report(`delivery?${period}`, f.tokens.admin)).totals.values.copies).toBe(5);
    const archive = await report('archive?by=office', f.tokens.jefe);
    expect(table(archive)).toEqual({
      [await office('OAJ')]: OAJ_HOLDINGS,
    });
    for (const path of ['requests', 'delivery', 'archive', 'archive/xlsx', 'delivery/pdf']) {
      const res = await call(ctx().app, 'GET', `/api/v1/reports/${path}`, { token: f.tokens.servidor });
      expect(res.statusCode).toBe(403);
    }
  });
});
