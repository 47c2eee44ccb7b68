/** The printed inventories of a received transfer, read back: Peru's inventory and box register, the FUID, Excel, the labels. */
import ExcelJS from 'exceljs';
import { beforeAll, expect, it } from 'vitest';
import { call, describeEachDatabase } from '../../test/harness';
import { pdfText } from '../../test/pdf-text';
import { type ArchiveFixtures, archiveSetup, type Unit } from '../archive-expedients/archive-expedients.fixtures';
import type { EntryFixtures } from '../entries/entries.fixtures';

describeEachDatabase('archive transfers: inventories', (ctx) => {
  let f: EntryFixtures;
  let a: ArchiveFixtures;
  let transfer: { id: number; number: string };
  const get = (url: string, token = f.tokens.archivero) => call(ctx().app, 'GET', url, { token });
  const post = async (url: string, body: Record<string, unknown>, token = f.tokens.admin) => {
    const res = await call(ctx().app, 'POST', url, { token, body });
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res.json().data as Unit & { number: string; units: { item_id: number }[] };
  };

  beforeAll(async () => {
    ({ f, a } = await archiveSetup(ctx()));
    const close = async (u: Unit) => post(`/api/v1/archive-expedients/${u.id}/close`, { version: u.version });
    const box = await a.create({
      office_id: f.ids.OAJ,
      series_id: a.ids.serie,
      kind: 'caja',
      box_number: 12,
      title: 'Contratos 2019',
    });
    await close(
      await a.create({
        office_id: f.ids.OAJ,
        series_id: a.ids.serie,
        kind: 'expediente',
        container_id: box.id,
        title: 'Contrato de obra 14',
      }),
    );
    await close(box);
    const loose = await close(
      await a.create({
        office_id: f.ids.OAJ,
        series_id: a.ids.serie,
        subseries_id: a.ids.subserie,
        kind: 'legajo',
        title: 'Resoluciones sueltas',
      }),
    );
    const rejected = await close(
      await a.create({ office_id: f.ids.OAJ, series_id: a.ids.serie, kind: 'expediente', title: 'Sin foliar' }),
    );
    let t = await post(
      '/api/v1/archive-transfers',
      {
        office_id: f.ids.OAJ,
        transfer_date: '2026-03-10',
        notes: null,
        expedient_ids: [box.id, loose.id, rejected.id],
      },
      f.tokens.jefe,
    );
    t = await post(`/api/v1/archive-transfers/${t.id}/send`, { version: t.version }, f.tokens.jefe);
    const [iBox, iLoose, iRejected] = t.units.map((u) => u.item_id);
    t = await post(
      `/api/v1/archive-transfers/${t.id}/receive`,
      {
        version: t.version,
        decisions: [
          { item_id: iBox, decision: 'aceptado', observation: null },
          { item_id: iLoose, decision: 'aceptado', observation: null },
          { item_id: iRejected, decision: 'rechazado', observation: 'Expediente sin foliar.' },
        ],
      },
      f.tokens.archivero,
    );
    transfer = t;
  });

  it('prints the Peruvian inventory by series, unit type and medium, with the box register and signatures', async () => {
    const res = await get(`/api/v1/archive-transfers/${transfer.id}/inventory?format=peru`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = pdfText(res.rawPayload);
    expect(text).toContain('Inventario de transferencia de documentos');
    expect(text).toMatch(new RegExp(`Transferencia N\\.°:\\s+${transfer.number}`));
    expect(text).toMatch(/Fecha de transferencia:\s+10\/03\/2026/);
    expect(text).toMatch(/Oficina que transfiere:\s+OAJ/);
    // Box 0.12 + legajo 0.01; the rejected expediente went back to the office and counts in no total.
    expect(text).toMatch(/Volumen:\s+0\.13 metros lineales/);
    expect(text).toMatch(/Unidades rechazadas:\s+1/);
    expect(text).toMatch(/1\s+S\d+ Contratos \d+\s+S\.F\.\s+Caja\s+1\s+0\.12\s+Físico/);
    expect(text).toMatch(/Legajo\s+1\s+0\.01/);
    expect(text).not.toMatch(/Expediente\s+1\s+0\.01/);
    expect(text).toMatch(/Total\s+2\s+0\.13/);
    expect(text).toContain('Unidades rechazadas (devueltas a la oficina)');
    expect(text).toMatch(/1\s+EXP-\d+-\d+\s+Expediente — Sin foliar\s+S\d+ Contratos \d+\s+Expediente sin foliar\./);
    expect(text).toContain('Registro de cajas');
    expect(text).toMatch(/12 \(EXP-\d+-\d+\)\s+Caja — EXP-\d+-\d+ Contrato de obra 14/);
    expect(text).toContain('Responsable del archivo de gestión');
    expect(text).toMatch(/Jorge Salazar Núñez\s+Ana Torres Benítez/);
  });

  it('prints the FUID one row per expedient, the box as the unit of conservation, S.F. without dates, three signatures', async () => {
    const text = pdfText((await get(`/api/v1/archive-transfers/${transfer.id}/inventory?format=fuid`)).rawPayload);
    expect(text).toContain('Formato Único de Inventario Documental');
    expect(text).toMatch(/Objeto:\s+Transferencia primaria/);
    expect(text).toMatch(/1\s+S\d+\s+Contratos \d+ — Contrato de obra 14\s+S\.F\.\s+S\.F\.\s+Caja 12\s+1/);
    expect(text).toMatch(/2\s+S\d+\.1\s+Contratos de obra \d+ — Resoluciones sueltas\s+S\.F\.\s+S\.F\.\s+Legajo/);
    // The rejected expediente is no row of the inventory, and no row gives a unit code as its location.
    expect(text).not.toMatch(/\n\s*3\s+S\d+/);
    expect(text).toMatch(/Legajo\s+1\s+—\s+Físico\s+Sin ubicar/);
    expect(text).toContain('Unidades rechazadas (devueltas a la oficina)');
    expect(text).toMatch(/Elaborado por\s+Entregado por\s+Recibido por/);
  });

  it('uses the format chosen in Configuración when none is asked, and writes the same tables to Excel', async () => {
    const settings = (await call(ctx().app, 'GET', '/api/v1/configs', { token: f.tokens.admin })).json();
    expect(settings.data.archive).toEqual({ transfer_inventory: 'peru' });
    const { logo: _logo, ...data } = settings.data;
    const saved = await call(ctx().app, 'PUT', '/api/v1/configs', {
      token: f.tokens.admin,
      body: { ...data, archive: { transfer_inventory: 'fuid' }, version: settings.version },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const res = await get(`/api/v1/archive-transfers/${transfer.id}/inventory?file=xlsx`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(`fuid-${transfer.number}.xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const values = workbook.worksheets.flatMap((sheet) =>
      sheet.getSheetValues().map((row) => (Array.isArray(row) ? row.slice(1).map(String) : [])),
    );
    expect(values.flat()).toEqual(
      expect.arrayContaining(['Formato Único de Inventario Documental (FUID)', 'Caja 12', 'Elaborado por']),
    );
    const peru = await get(`/api/v1/archive-transfers/${transfer.id}/inventory?format=peru&file=xlsx`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(peru.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets.map((s) => s.name)).toEqual([
      'Inventario de transferencia',
      'Registro de cajas',
      'Unidades rechazadas',
    ]);
    // Metres are numbers with a two-decimal format, not text with a decimal point.
    const inventory = book.worksheets[0]!;
    const metres: ExcelJS.Cell[] = [];
    inventory.eachRow((row) => {
      if (row.getCell(2).value === 'Total') metres.push(row.getCell(6));
    });
    expect(metres[0]?.value).toBe(0.13);
    expect(metres[0]?.numFmt).toBe('#,##0.00');
  });

  it('prints a label per unit it kept, with its barcode', async () => {
    const res = await get(`/api/v1/archive-transfers/${transfer.id}/labels`);
    expect(res.statusCode).toBe(200);
    const text = pdfText(res.rawPayload);
    expect(text).toContain('Caja 12');
    expect(text).toContain('Legajo');
    expect(text).not.toContain('Sin foliar');
    expect(text).toContain(transfer.number);
  });
});
