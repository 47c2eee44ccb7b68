/**
 * What an uploaded file really is, judged by its bytes and never by its name or declared type.
 * Each detected kind lists the extensions a file of that kind may carry, so a PDF named `.png`
 * or a program named `.pdf` is refused.
 */

export interface DetectedType {
  /** The content type the file is served with. */
  contentType: string;
  /** The extensions (lower case, without dot) a file with these bytes may have. */
  extensions: readonly string[];
  /** Spanish name for messages: "PDF", "imagen PNG"… */
  label: string;
  /** Shown in the browser (PDF and images) or only downloaded (office documents). */
  inline: boolean;
}

const startsWith = (content: Buffer, bytes: readonly number[], offset = 0) =>
  content.length >= offset + bytes.length && bytes.every((byte, i) => content[offset + i] === byte);
const ascii = (content: Buffer, start: number, end: number) => content.subarray(start, end).toString('latin1');

const PDF: DetectedType = { contentType: 'application/pdf', extensions: ['pdf'], label: 'PDF', inline: true };
const PNG: DetectedType = { contentType: 'image/png', extensions: ['png'], label: 'imagen PNG', inline: true };
const JPEG: DetectedType = {
  contentType: 'image/jpeg',
  extensions: ['jpg', 'jpeg', 'jpe', 'jfif'],
  label: 'imagen JPEG',
  inline: true,
};
const GIF: DetectedType = { contentType: 'image/gif', extensions: ['gif'], label: 'imagen GIF', inline: true };
const WEBP: DetectedType = { contentType: 'image/webp', extensions: ['webp'], label: 'imagen WEBP', inline: true };
const TIFF: DetectedType = {
  contentType: 'image/tiff',
  extensions: ['tif', 'tiff'],
  label: 'imagen TIFF',
  inline: true,
};
const office = (contentType: string, extension: string, label: string): DetectedType => ({
  contentType,
  extensions: [extension],
  label,
  inline: false,
});
const DOCX = office(
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'docx',
  'documento de Word',
);
const XLSX = office('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'xlsx', 'hoja de Excel');
const PPTX = office(
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'pptx',
  'presentación de PowerPoint',
);
const ODT = office('application/vnd.oasis.opendocument.text', 'odt', 'documento de OpenDocument');
const ODS = office('application/vnd.oasis.opendocument.spreadsheet', 'ods', 'hoja de OpenDocument');
const DOC = office('application/msword', 'doc', 'documento de Word 97-2003');
const XLS = office('application/vnd.ms-excel', 'xls', 'hoja de Excel 97-2003');

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/** OOXML and ODF are ZIP archives; which one is told by the entries they hold. */
function zipDocument(content: Buffer): DetectedType | null {
  // ODF: the first entry is an uncompressed `mimetype` file naming the document type.
  if (ascii(content, 30, 38) === 'mimetype') {
    const mimetype = ascii(content, 38, 38 + 60);
    if (mimetype.startsWith(ODT.contentType)) return mimetype.startsWith(`${ODT.contentType}-`) ? null : ODT;
    if (mimetype.startsWith(ODS.contentType)) return mimetype.startsWith(`${ODS.contentType}-`) ? null : ODS;
    return null;
  }
  // OOXML: entry names are stored uncompressed in the local headers and the central directory.
  if (!content.includes('[Content_Types].xml', 0, 'latin1')) return null;
  if (content.includes('word/document.xml', 0, 'latin1')) return DOCX;
  if (content.includes('xl/workbook.xml', 0, 'latin1')) return XLSX;
  if (content.includes('ppt/presentation.xml', 0, 'latin1')) return PPTX;
  return null;
}

/** Word 97-2003 and Excel 97-2003 are OLE compound files; the stream names (UTF-16) tell them apart. */
function oleDocument(content: Buffer): DetectedType | null {
  if (content.includes(Buffer.from('WordDocument', 'utf16le'))) return DOC;
  if (content.includes(Buffer.from('Workbook', 'utf16le')) || content.includes(Buffer.from('Book', 'utf16le'))) {
    return XLS;
  }
  return null;
}

/** The file's type, or null when the bytes are not one of the kinds Folio accepts. */
export function detectContentType(content: Buffer): DetectedType | null {
  if (ascii(content, 0, 5) === '%PDF-') return PDF;
  if (startsWith(content, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) && ascii(content, 12, 16) === 'IHDR') {
    return PNG;
  }
  if (startsWith(content, [0xff, 0xd8, 0xff])) return JPEG;
  if (ascii(content, 0, 6) === 'GIF87a' || ascii(content, 0, 6) === 'GIF89a') return GIF;
  if (ascii(content, 0, 4) === 'RIFF' && ascii(content, 8, 12) === 'WEBP') return WEBP;
  if (startsWith(content, [0x49, 0x49, 0x2a, 0x00]) || startsWith(content, [0x4d, 0x4d, 0x00, 0x2a])) return TIFF;
  if (startsWith(content, ZIP)) return zipDocument(content);
  if (startsWith(content, OLE)) return oleDocument(content);
  return null;
}
