/**
 * The one way a person reads a number, on screen, in PDFs and in Excel: Peru's es-PE format
 * (thousands with a comma, decimals with a point, as CLDR and the country's usage write them).
 */
const COUNT = new Intl.NumberFormat('es-PE');
const METRES = new Intl.NumberFormat('es-PE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const ONE_DECIMAL = new Intl.NumberFormat('es-PE', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** A whole count: «1,250». */
export const formatCount = (n: number): string => COUNT.format(n);

/** A count with its noun in agreement: «1 folio», «20 folios», «1,250 documentos». */
export const formatQuantity = (n: number, one: string, many: string): string =>
  `${formatCount(n)} ${n === 1 ? one : many}`;

/** Linear metres, always two decimals: «0.14», «1,002.50». */
export const formatMetres = (m: number): string => METRES.format(m);

/** Linear metres with their unit: «0.14 m». */
export const formatMetresUnit = (m: number): string => `${formatMetres(m)} m`;

/** An average or a rate with one decimal: «3.5». */
export const formatOneDecimal = (n: number): string => ONE_DECIMAL.format(n);

/** Excel's number format for the same values, so a cell stays a number and reads as on screen. */
export const EXCEL_FORMATS = { count: '#,##0', metres: '#,##0.00', oneDecimal: '#,##0.0' } as const;

const SIZE = new Intl.NumberFormat('es-PE', { maximumFractionDigits: 1 });

/** A file's size: «820 B», «12.5 KB», «3.2 MB». */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${formatCount(bytes)} B`;
  if (bytes < 1024 * 1024) return `${SIZE.format(bytes / 1024)} KB`;
  return `${SIZE.format(bytes / (1024 * 1024))} MB`;
}
