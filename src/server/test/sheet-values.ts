/** A workbook's first sheet as rows of cell values, each from its first column, for tests that read an Excel download. */
import ExcelJS from 'exceljs';

export async function sheetValues(bytes: Buffer | Uint8Array): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  return (workbook.worksheets[0]!.getSheetValues() as unknown[][]).map((r) => (r ?? []).slice(1));
}
