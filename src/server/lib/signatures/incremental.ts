/**
 * Changes a PDF by an incremental update (ISO 32000-1 §7.5.6): the original bytes stay as they
 * are, and the objects added or changed are appended after them with their own cross-reference
 * section and a trailer pointing back (/Prev). Earlier signatures cover only the bytes before
 * their own revision's end, so they stay valid. pdf-lib edits the document; which objects changed
 * is found by comparing each object's serialisation before and after the edit. The update's
 * cross-reference is a table after a table and a stream after a stream: poppler has to rebuild
 * the whole table when a classic section points back to a cross-reference stream.
 */
import { PDFCrossRefStream, PDFDocument, PDFName, PDFNumber, type PDFObject, PDFRef } from 'pdf-lib';

export interface PdfUpdate {
  doc: PDFDocument;
  /** The original bytes followed by the update holding every object added or changed since `openForUpdate`. */
  save(): Uint8Array;
}

const latin1 = (text: string) => Buffer.from(text, 'latin1');

function serialize(object: PDFObject): Buffer {
  const bytes = Buffer.alloc(object.sizeInBytes());
  object.copyBytesInto(bytes, 0);
  return bytes;
}

const refKey = (ref: PDFRef) => `${ref.objectNumber} ${ref.generationNumber}`;

function previousXrefOffset(pdf: Uint8Array): number {
  const tail = Buffer.from(pdf.subarray(Math.max(0, pdf.length - 1024))).toString('latin1');
  const match = [...tail.matchAll(/startxref\s+(\d+)/g)].at(-1);
  if (!match?.[1]) throw new Error('El PDF no tiene tabla de referencias cruzadas (startxref).');
  return Number(match[1]);
}

/** Cross-reference subsections: runs of consecutive object numbers. */
function xrefSection(offsets: Offsets): string {
  const numbers = [...offsets.keys()].sort((a, b) => a - b);
  let text = 'xref\n';
  let start = 0;
  while (start < numbers.length) {
    let end = start;
    while (end + 1 < numbers.length && numbers[end + 1] === (numbers[end] ?? 0) + 1) end += 1;
    text += `${numbers[start]} ${end - start + 1}\n`;
    for (let at = start; at <= end; at += 1) {
      const entry = offsets.get(numbers[at] ?? 0);
      text += `${String(entry?.offset).padStart(10, '0')} ${String(entry?.generation).padStart(5, '0')} n\r\n`;
    }
    start = end + 1;
  }
  return text;
}

function trailerEntries(doc: PDFDocument, prev: number): string[] {
  const info = doc.context.trailerInfo;
  const entries = [`/Size ${doc.context.largestObjectNumber + 1}`, `/Root ${String(info.Root)}`, `/Prev ${prev}`];
  if (info.Info) entries.push(`/Info ${info.Info.toString()}`);
  if (info.ID) entries.push(`/ID ${info.ID.toString()}`);
  return entries;
}

function indirectObject(ref: PDFRef, object: PDFObject | Buffer): Buffer {
  const body = Buffer.isBuffer(object) ? object : serialize(object);
  return Buffer.concat([latin1(`${ref.objectNumber} ${ref.generationNumber} obj\n`), body, latin1('\nendobj\n')]);
}

type Offsets = Map<number, { offset: number; generation: number }>;

/** The update's cross-reference as a stream object (PDF 1.5), placed at `offset`. */
function xrefStream(doc: PDFDocument, offsets: Offsets, prev: number, offset: number): Buffer {
  const ref = doc.context.nextRef();
  const info = doc.context.trailerInfo;
  const dict = doc.context.obj({ Size: doc.context.largestObjectNumber + 1, Prev: prev });
  if (info.Root) dict.set(PDFName.of('Root'), info.Root);
  if (info.Info) dict.set(PDFName.of('Info'), info.Info);
  if (info.ID) dict.set(PDFName.of('ID'), info.ID);
  const stream = PDFCrossRefStream.create(dict);
  for (const [objectNumber, entry] of [...offsets].sort(([a], [b]) => a - b)) {
    stream.addUncompressedEntry(PDFRef.of(objectNumber, entry.generation), entry.offset);
  }
  stream.addUncompressedEntry(ref, offset);
  dict.set(PDFName.of('Size'), PDFNumber.of(doc.context.largestObjectNumber + 1));
  return indirectObject(ref, stream);
}

function isXrefTable(pdf: Uint8Array, offset: number): boolean {
  return Buffer.from(pdf.subarray(offset, offset + 4)).toString('latin1') === 'xref';
}

/** The previous trailer's /Size: pdf-lib does not count cross-reference streams and object streams. */
function previousSize(pdf: Buffer, prev: number): number {
  const from = isXrefTable(pdf, prev) ? pdf.lastIndexOf('trailer') : prev;
  const match = pdf
    .subarray(from, from + 4096)
    .toString('latin1')
    .match(/\/Size\s+(\d+)/);
  return Number(match?.[1] ?? 0);
}

export async function openForUpdate(pdf: Uint8Array): Promise<PdfUpdate> {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  const prev = previousXrefOffset(pdf);
  // New objects must not reuse the numbers of the original's object and cross-reference streams.
  doc.context.largestObjectNumber = Math.max(doc.context.largestObjectNumber, previousSize(Buffer.from(pdf), prev) - 1);
  const before = new Map(
    doc.context.enumerateIndirectObjects().map(([ref, object]) => [refKey(ref), serialize(object)]),
  );
  return {
    doc,
    save() {
      const head = pdf[pdf.length - 1] === 0x0a ? Buffer.from(pdf) : Buffer.concat([pdf, latin1('\n')]);
      const parts: Buffer[] = [head];
      let offset = head.length;
      const offsets: Offsets = new Map();
      for (const [ref, object] of doc.context.enumerateIndirectObjects()) {
        const bytes = serialize(object);
        const previous = before.get(refKey(ref));
        if (previous?.equals(bytes)) continue;
        const chunk = indirectObject(ref, bytes);
        offsets.set(ref.objectNumber, { offset, generation: ref.generationNumber });
        parts.push(chunk);
        offset += chunk.length;
      }
      const xref = isXrefTable(pdf, prev)
        ? latin1(`${xrefSection(offsets)}trailer\n<< ${trailerEntries(doc, prev).join(' ')} >>\n`)
        : xrefStream(doc, offsets, prev, offset);
      parts.push(xref, latin1(`startxref\n${offset}\n%%EOF\n`));
      return Buffer.concat(parts);
    },
  };
}
