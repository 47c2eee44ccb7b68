/**
 * Spreadsheet exports (.xlsx) of any list: one sheet with an optional title row, a bold frozen
 * header row with an autofilter, real Excel dates and column widths that fit the content. See
 * README.md in this folder.
 */
import { PassThrough } from 'node:stream';
import { TIME_ZONE } from '@shared/working-days';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { contentDisposition } from '../attachments/filename';
import { clientGone, stopIfGone } from './disconnect';
import { labelOf } from './limit';

export type CellValue = string | number | Date | null;

export interface SpreadsheetColumn<T> {
  header: string;
  /** In characters; by default fitted to the header and the first rows' values. */
  width?: number;
  value: (row: T) => CellValue;
}

/** The fields of a row a cell can hold as they are. */
type CellField<T> = { [K in keyof T]: T[K] extends CellValue ? K : never }[keyof T];

/** A column that writes one field of the row as it is: `field('Número', 'number')`. */
export const field = <T>(header: string, key: CellField<T>, width?: number): SpreadsheetColumn<T> => ({
  header,
  width,
  value: (row) => row[key] as CellValue,
});

/** The fields of a row that hold a stored key (a state, a priority), or nothing. */
type KeyField<T> = { [K in keyof T]: T[K] extends string | null ? K : never }[keyof T];

/** A column that writes a stored key as its Spanish label (`labelOf`), an empty cell for none. */
export const labelled = <T>(
  header: string,
  labels: Record<string, string>,
  key: KeyField<T>,
): SpreadsheetColumn<T> => ({
  header,
  value: (row) => {
    const stored = row[key] as string | null;
    return stored === null ? null : labelOf(labels, stored);
  },
});

export interface Spreadsheet<T> {
  /** The download name, e.g. `ingresos-2026-03-01.xlsx`. */
  filename: string;
  sheetName: string;
  /** A bold line above the header (e.g. the report's name and filters). */
  title?: string;
  /** Plain lines under the title (a report's filters, who generated it and when). */
  subtitle?: readonly string[];
  columns: readonly SpreadsheetColumn<T>[];
  rows: readonly T[];
}

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const DATE_TIME_FORMAT = 'dd/mm/yyyy hh:mm';
const DATE_FORMAT = 'dd/mm/yyyy';
const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** Rows looked at to fit a column's width. */
const WIDTH_SAMPLE = 500;
const MIN_WIDTH = 8;
const MAX_WIDTH = 60;
/** Excel's limit per cell. */
const MAX_CELL_CHARS = 32_767;
// Characters XML 1.0 cannot carry: they would make the file unreadable.
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
const INVALID_XML = /[\x00-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff]/g;

const wallClock = new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/**
 * Excel dates have no time zone: a moment is written as the wall-clock time the organisation
 * sees (America/Lima), so a clerk reads the same hour as in the application.
 */
function localDateTime(instant: Date): Date {
  const parts = Object.fromEntries(wallClock.formatToParts(instant).map((p) => [p.type, Number(p.value)]));
  return new Date(Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!));
}

interface Cell {
  value: string | number | Date | null;
  format?: string;
}

/** A value as the cell stores it: a `YYYY-MM-DD` string is a calendar date. */
function toCell(value: CellValue): Cell {
  if (value === null) return { value: null };
  if (value instanceof Date) {
    return Number.isNaN(value.getTime()) ? { value: null } : { value: localDateTime(value), format: DATE_TIME_FORMAT };
  }
  if (typeof value === 'number') return { value: Number.isFinite(value) ? value : null };
  const date = CALENDAR_DATE.exec(value);
  if (date) return { value: new Date(Date.UTC(+date[1]!, +date[2]! - 1, +date[3]!)), format: DATE_FORMAT };
  return { value: value.replace(INVALID_XML, '').slice(0, MAX_CELL_CHARS) };
}

function displayLength(cell: Cell): number {
  if (cell.value === null) return 0;
  if (cell.format) return cell.format.length;
  return String(cell.value)
    .split('\n')
    .reduce((longest, line) => Math.max(longest, line.length), 0);
}

function fittedWidth<T>(column: SpreadsheetColumn<T>, rows: readonly T[]): number {
  if (column.width !== undefined) return column.width;
  let longest = column.header.length;
  for (const row of rows.slice(0, WIDTH_SAMPLE)) longest = Math.max(longest, displayLength(toCell(column.value(row))));
  return Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, longest + 2));
}

/** Excel refuses sheet names longer than 31 characters or with any of `[]:*?/\`. */
const safeSheetName = (name: string) => name.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || 'Hoja1';

/**
 * The workbook's bytes. Rows are written one at a time, so memory holds only the finished file;
 * an aborted `signal` (the client left, disconnect.ts) stops the writing.
 */
export async function buildSpreadsheet<T>(spreadsheet: Spreadsheet<T>, signal?: AbortSignal): Promise<Buffer> {
  const output = new PassThrough();
  const chunks: Buffer[] = [];
  output.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    output.on('end', resolve);
    output.on('error', reject);
  });

  const { columns, rows, title } = spreadsheet;
  const subtitle = title ? (spreadsheet.subtitle ?? []) : [];
  const headerRow = title ? 2 + subtitle.length : 1;
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: true });
  workbook.creator = 'Folio';
  workbook.created = new Date();
  const sheet = workbook.addWorksheet(safeSheetName(spreadsheet.sheetName), {
    views: [{ state: 'frozen', ySplit: headerRow }],
  });
  sheet.columns = columns.map((column) => ({ width: fittedWidth(column, rows) }));
  sheet.autoFilter = {
    from: { row: headerRow, column: 1 },
    to: { row: headerRow, column: Math.max(1, columns.length) },
  };

  if (title) {
    const row = sheet.addRow([title]);
    row.font = { bold: true, size: 13 };
    row.commit();
    for (const line of subtitle) sheet.addRow([line]).commit();
  }
  const header = sheet.addRow(columns.map((column) => column.header));
  header.font = { bold: true };
  header.eachCell((cell) => {
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE7ECF2' } };
    cell.border = { bottom: { style: 'thin', color: { argb: 'FF9AA5B1' } } };
  });
  header.commit();

  for (const [i, data] of rows.entries()) {
    if (i % 500 === 0) stopIfGone(signal);
    const cells = columns.map((column) => toCell(column.value(data)));
    const row = sheet.addRow(cells.map((cell) => cell.value));
    cells.forEach((cell, i) => {
      if (cell.format) row.getCell(i + 1).numFmt = cell.format;
    });
    row.commit();
  }
  sheet.commit();
  await workbook.commit();
  await finished;
  return Buffer.concat(chunks);
}

/** Answers the request with the workbook as a download (its length known, so the client shows progress). */
export async function sendSpreadsheet<T>(reply: FastifyReply, spreadsheet: Spreadsheet<T>): Promise<FastifyReply> {
  const signal = clientGone(reply);
  const content = await buildSpreadsheet(spreadsheet, signal);
  stopIfGone(signal);
  return reply
    .header('content-type', XLSX_CONTENT_TYPE)
    .header('content-disposition', contentDisposition('attachment', spreadsheet.filename))
    .header('content-length', String(content.length))
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .send(content);
}
