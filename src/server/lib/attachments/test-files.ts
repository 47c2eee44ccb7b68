/** Files and multipart bodies for the upload tests (generated here, no fixtures on disk). */
import { randomBytes } from 'node:crypto';
import zlib from 'node:zlib';

export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

function chunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid 1×1 RGB PNG. */
export const PNG = (() => {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.from([0, 0x1a, 0x73, 0xe8]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
})();

export const EXE = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(120)]);
export const TEXT = Buffer.from('Esto es un texto plano, no un PDF.\n');

export interface Part {
  name: string;
  filename?: string;
  content: Buffer | string;
  type?: string;
}

export function multipart(parts: Part[]) {
  const boundary = `----folio${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}`;
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: ${disposition}\r\n` +
          (part.filename === undefined ? '' : `Content-Type: ${part.type ?? 'application/octet-stream'}\r\n`) +
          '\r\n',
        'utf8',
      ),
      Buffer.isBuffer(part.content) ? part.content : Buffer.from(part.content),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export const file = (filename: string, content: Buffer, type?: string): Part => ({
  name: 'files',
  filename,
  content,
  type,
});

export interface Upload {
  filename: string;
  content: Buffer;
}

/** The body of an upload of `files` under the `files` field, as a browser sends PDFs. */
export const uploadBody = (files: Upload[]) =>
  multipart(files.map((f) => file(f.filename, f.content, 'application/pdf')));
