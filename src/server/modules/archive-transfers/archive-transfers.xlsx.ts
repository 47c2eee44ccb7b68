/**
 * The inventory as an Excel workbook (exceljs), the same tables the PDF prints: one sheet per
 * table with the heading above it and the signatures below the last one.
 */

import { EXCEL_FORMATS } from '@shared/numbers';
import ExcelJS from 'exceljs';
import type { Cell, Inventory } from './archive-transfers.inventory';

const safeSheetName = (name: string) => name.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31);
const SHADE = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE7ECF2' } } as const;
const THIN = { style: 'thin', color: { argb: 'FF9AA5B1' } } as const;

/** Metres go in as numbers with their format, so Excel sums them and shows them as the PDF does. */
function addCells(sheet: ExcelJS.Worksheet, cells: Cell[]): ExcelJS.Row {
  const row = sheet.addRow(cells.map((c) => (typeof c === 'object' ? c.metres : c)));
  cells.forEach((c, i) => {
    if (typeof c !== 'string')
      row.getCell(i + 1).numFmt = typeof c === 'number' ? EXCEL_FORMATS.count : EXCEL_FORMATS.metres;
  });
  return row;
}

export async function inventoryXlsx(inv: Inventory): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Folio';
  workbook.created = new Date();
  inv.tables.forEach((table, index) => {
    const sheet = workbook.addWorksheet(safeSheetName(table.sheet ?? table.title));
    sheet.columns = table.columns.map((c) => ({ width: Math.max(8, Math.round(c.width / 5.5)) }));
    sheet.addRow([inv.institution]).font = { bold: true };
    sheet.addRow([table.title]).font = { bold: true, size: 13 };
    for (const [label, value] of inv.heading) sheet.addRow([`${label}:`, value]);
    sheet.addRow([]);
    const header = sheet.addRow(table.columns.map((c) => c.header));
    header.font = { bold: true };
    header.eachCell((cell) => {
      cell.fill = SHADE;
      cell.border = { top: THIN, bottom: THIN, left: THIN, right: THIN };
      cell.alignment = { wrapText: true, vertical: 'middle' };
    });
    for (const cells of table.rows) {
      const row = addCells(sheet, cells);
      row.eachCell((cell) => {
        cell.border = { top: THIN, bottom: THIN, left: THIN, right: THIN };
        cell.alignment = { wrapText: true, vertical: 'top' };
      });
    }
    if (table.total) addCells(sheet, table.total).font = { bold: true };
    if (index === inv.tables.length - 1) {
      sheet.addRow([]);
      for (const [role, name] of inv.signatures) sheet.addRow([role, name || '', 'Firma: ____________________']);
    }
    sheet.views = [{ state: 'frozen', ySplit: header.number }];
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
