import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_SETTINGS } from '@shared/schemas/configs';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import type { Database } from '../../db/client';
import { attachments, auditLogs } from '../../db/schema';
import { databaseKinds, openTestDatabase } from '../../test/harness';
import { saveSettings } from '../settings/settings';
import {
  attachmentData,
  findAttachment,
  listAttachments,
  MB,
  removeAttachment,
  saveAttachments,
  sendAttachment,
  validateUploads,
} from './attachments';
import { detectContentType } from './content-type';
import { contentDisposition, extensionOf, sanitizeFilename } from './filename';
import { EXE, file, multipart, type Part, PDF, PNG, TEXT } from './test-files';
import { readUploads } from './uploads';

// ---- pure helpers ---------------------------------------------------------------------------

describe('attachment content detection', () => {
  it('detects by bytes, never by name', () => {
    expect(detectContentType(PDF)?.contentType).toBe('application/pdf');
    expect(detectContentType(PNG)?.contentType).toBe('image/png');
    expect(detectContentType(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]))?.contentType).toBe('image/jpeg');
    expect(detectContentType(Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'))?.contentType).toBe('image/gif');
    expect(detectContentType(Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 ', 'latin1'))?.contentType).toBe('image/webp');
    expect(detectContentType(Buffer.from([0x49, 0x49, 0x2a, 0x00, 8, 0, 0, 0]))?.contentType).toBe('image/tiff');
    expect(detectContentType(Buffer.from([0x4d, 0x4d, 0x00, 0x2a, 0, 0, 0, 8]))?.contentType).toBe('image/tiff');
    expect(detectContentType(EXE)).toBeNull();
    expect(detectContentType(TEXT)).toBeNull();
    expect(detectContentType(Buffer.alloc(0))).toBeNull();
    // A PNG signature without its IHDR chunk is not a PNG.
    expect(detectContentType(PNG.subarray(0, 8))).toBeNull();
  });

  it('tells office documents apart by what the archive holds', () => {
    const zip = (...names: string[]) =>
      Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(26), ...names.map((n) => Buffer.from(n))]);
    expect(detectContentType(zip('[Content_Types].xml', 'word/document.xml'))?.extensions).toEqual(['docx']);
    expect(detectContentType(zip('[Content_Types].xml', 'xl/workbook.xml'))?.extensions).toEqual(['xlsx']);
    expect(detectContentType(zip('mimetype', 'application/vnd.oasis.opendocument.text'))?.extensions).toEqual(['odt']);
    expect(detectContentType(zip('mimetype', 'application/vnd.oasis.opendocument.spreadsheet'))?.extensions).toEqual([
      'ods',
    ]);
    // Any other ZIP (a .jar, an .apk…) is refused.
    expect(detectContentType(zip('META-INF/MANIFEST.MF', 'Main.class'))).toBeNull();
    const ole = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    expect(detectContentType(Buffer.concat([ole, Buffer.from('WordDocument', 'utf16le')]))?.extensions).toEqual([
      'doc',
    ]);
    expect(detectContentType(Buffer.concat([ole, Buffer.from('Workbook', 'utf16le')]))?.extensions).toEqual(['xls']);
  });

  it('knows every kind it accepts by its own bytes, and none of their look-alikes', () => {
    const zip = (...names: string[]) =>
      Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(26), ...names.map((n) => Buffer.from(n))]);
    const ole = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    const kind = (content: Buffer) => detectContentType(content)?.extensions ?? null;
    expect(kind(Buffer.from('GIF87a\x01\x00\x01\x00', 'latin1'))).toEqual(['gif']);
    expect(kind(zip('[Content_Types].xml', 'ppt/presentation.xml'))).toEqual(['pptx']);
    // In a real file the next entry follows the mimetype.
    const next = '\x50\x4b\x03\x04';
    expect(kind(zip('mimetype', 'application/vnd.oasis.opendocument.text', next))).toEqual(['odt']);
    expect(kind(zip('mimetype', 'application/vnd.oasis.opendocument.spreadsheet', next))).toEqual(['ods']);
    // Excel 5 names its stream «Book», not «Workbook».
    expect(kind(Buffer.concat([ole, Buffer.from('Book', 'utf16le')]))).toEqual(['xls']);
    // A signature exactly as long as the file is still that kind.
    expect(kind(Buffer.from([0xff, 0xd8, 0xff]))).toEqual(['jpg', 'jpeg', 'jpe', 'jfif']);
    // A WAV is a RIFF file too; a TIFF needs the whole of its four bytes.
    expect(kind(Buffer.from('RIFF\x10\x00\x00\x00WAVEfmt ', 'latin1'))).toBeNull();
    expect(kind(Buffer.from([0x49, 0x49, 0x2a, 0x01, 8, 0, 0, 0]))).toBeNull();
    expect(kind(Buffer.from([0x4d, 0x4d, 0x00, 0x2b, 0, 0, 0, 8]))).toBeNull();
    // OpenDocument templates and masters («…text-template») and other OpenDocument kinds are not accepted.
    expect(kind(zip('mimetype', 'application/vnd.oasis.opendocument.text-template'))).toBeNull();
    expect(kind(zip('mimetype', 'application/vnd.oasis.opendocument.spreadsheet-template'))).toBeNull();
    expect(kind(zip('mimetype', 'application/vnd.oasis.opendocument.presentation'))).toBeNull();
    // An OOXML package of another kind, the parts without their [Content_Types].xml, an OLE file of another program.
    expect(kind(zip('[Content_Types].xml', 'visio/document.xml'))).toBeNull();
    expect(kind(zip('word/document.xml'))).toBeNull();
    expect(kind(Buffer.concat([ole, Buffer.from('PowerPoint Document', 'utf16le')]))).toBeNull();
    // The chunk name without the PNG signature, the stream name without the OLE one.
    expect(kind(Buffer.concat([Buffer.alloc(12), Buffer.from('IHDR')]))).toBeNull();
    expect(kind(Buffer.from('Book', 'utf16le'))).toBeNull();
  });
});

describe('attachment limits without the upload route (the virtual desk validates its own parts)', () => {
  const limits = { maxFileBytes: PDF.length, maxFiles: 2, allowedExtensions: ['pdf'] };
  const file = (filename: string, content: Buffer) => ({ filename, content });

  it('takes a file of exactly the size limit and cuts one byte more off with a 413', () => {
    expect(validateUploads([file('justo.pdf', PDF)], limits).map((v) => v.name)).toEqual(['justo.pdf']);
    const over = Buffer.concat([PDF, Buffer.from('\n')]);
    expect(() => validateUploads([file('justo.pdf', PDF), file('grande.pdf', over)], limits)).toThrow(
      expect.objectContaining({ status: 413 }),
    );
  });

  it('refuses more files than allowed in one request, on the given field', () => {
    const three = [file('a.pdf', PDF), file('b.pdf', PDF), file('c.pdf', PDF)];
    expect(() => validateUploads(three, { ...limits, maxFileBytes: MB }, 'annexes')).toThrow(
      expect.objectContaining({
        status: 422,
        errors: { annexes: ['Puede adjuntar como máximo 2 archivos por documento.'] },
      }),
    );
  });
});

describe('attachment names', () => {
  it('keeps only a clean display name', () => {
    expect(sanitizeFilename('../../etc/passwd.pdf')).toBe('passwd.pdf');
    expect(sanitizeFilename('..\\..\\Windows\\win.ini.pdf')).toBe('win.ini.pdf');
    expect(sanitizeFilename('carta\u0000.exe.pdf')).toBe('carta.exe.pdf');
    expect(sanitizeFilename('factura\u202Efdp.exe')).toBe('facturafdp.exe');
    expect(sanitizeFilename('  .hidden.pdf ')).toBe('hidden.pdf');
    expect(sanitizeFilename('a<b>:"c"|?*.pdf')).toBe('a_b___c____.pdf');
    expect(sanitizeFilename('../')).toBe('archivo');
    expect(sanitizeFilename('Resolución Nº 12.pdf')).toBe('Resolución Nº 12.pdf');
    const long = sanitizeFilename(`${'á'.repeat(500)}.pdf`);
    expect([...long]).toHaveLength(200);
    expect(long.endsWith('.pdf')).toBe(true);
  });

  it('cleans every invisible character and space, and cuts a long name at its own bounds', () => {
    // DEL and the C1 controls go; the printable characters around them, and a no-break space, stay.
    expect(sanitizeFilename('a\u007fb\u0080c\u009fd~\u00a0e.pdf')).toBe('abcd~ e.pdf');
    expect(sanitizeFilename('\u200eacta\u2066\u2069\ufeff.pdf')).toBe('acta.pdf');
    // Half a surrogate pair goes; a whole pair (an emoji) stays.
    expect(sanitizeFilename('a\ud800b\udc00c😀.pdf')).toBe('abc😀.pdf');
    expect(sanitizeFilename('informe \t  final.pdf')).toBe('informe final.pdf');
    expect(sanitizeFilename('carta.pdf. . ')).toBe('carta.pdf');
    expect(sanitizeFilename('. ..oculto.pdf')).toBe('oculto.pdf');
    // Exactly two hundred characters is kept as it is, a space before the extension included.
    const exact = `${'a'.repeat(195)} .pdf`;
    expect(sanitizeFilename(exact)).toBe(exact);
    // Cut where a word ends: no space before the extension.
    expect(sanitizeFilename(`${'a'.repeat(195)} ${'b'.repeat(10)}.pdf`)).toBe(`${'a'.repeat(195)}.pdf`);
    // An «extension» longer than ten characters is no extension to keep.
    expect(sanitizeFilename(`${'a'.repeat(195)}.${'b'.repeat(11)}`)).toBe(`${'a'.repeat(195)}.${'b'.repeat(4)}`);
    expect(sanitizeFilename(`${'a'.repeat(195)}.${'b'.repeat(10)}`)).toBe(`${'a'.repeat(189)}.${'b'.repeat(10)}`);
    expect(sanitizeFilename('a'.repeat(300))).toBe('a'.repeat(200));
  });

  it('builds an RFC 5987 Content-Disposition with an ASCII fallback', () => {
    expect(contentDisposition('inline', 'Resolución "final" (1).pdf')).toBe(
      `inline; filename="Resolucion _final_ (1).pdf"; filename*=UTF-8''Resoluci%C3%B3n%20%22final%22%20%281%29.pdf`,
    );
    // Nothing of the header's own syntax in the fallback; nothing RFC 5987 reserves unescaped.
    expect(contentDisposition('attachment', "a\\b%c;d'e*f~.pdf")).toBe(
      `attachment; filename="a_b_c_d'e*f~.pdf"; filename*=UTF-8''a%5Cb%25c%3Bd%27e%2Af~.pdf`,
    );
  });

  it('reads an extension in lower case, and none from a name without a dot', () => {
    expect(extensionOf('ACTA.Final.PDF')).toBe('pdf');
    expect(extensionOf('acta')).toBe('');
    expect(extensionOf('acta.')).toBe('');
  });
});

// ---- through a test-only route --------------------------------------------------------------

const OWNER = 'test-notes';
const HIDDEN_OWNER = 999;

/** Test-only routes (not in the app) that use the helpers as an owner module would. */
function registerTestRoutes(app: FastifyInstance) {
  const actor = { id: 1, ip: '127.0.0.1' };
  // Reads a form as the virtual desk does: its own field and limits, nothing saved.
  app.post('/test/uploads', async (request) => {
    const limits = { maxFileBytes: MB, maxFiles: 2, allowedExtensions: ['pdf'] };
    const { files, fields } = await readUploads(request, { field: 'anexos', limits });
    return { files: files.map((f) => ({ filename: f.filename, size: f.content.length, field: f.field })), fields };
  });
  app.post<{ Params: { owner: string } }>('/test/notes/:owner/attachments', async (request, reply) => {
    const ownerId = Number(request.params.owner);
    const { files, fields } = await readUploads(request);
    const saved = await app.db.transaction((tx) =>
      saveAttachments(tx, { store: app.files, ownerType: OWNER, ownerId, files, actor }),
    );
    return reply.status(201).send({
      fields,
      data: saved.map((row) => attachmentData(row, `/test/notes/${ownerId}/attachments/${row.id}`)),
    });
  });
  app.get<{ Params: { owner: string } }>('/test/notes/:owner/attachments', async (request) => {
    const rows = await listAttachments(app.db, OWNER, Number(request.params.owner));
    return { data: rows.map((row) => attachmentData(row, '')) };
  });
  app.get<{ Params: { owner: string; id: string } }>('/test/notes/:owner/attachments/:id', async (request, reply) => {
    const attachment = await findAttachment(app.db, {
      ownerType: OWNER,
      ownerId: Number(request.params.owner),
      attachmentId: Number(request.params.id),
      canSee: (ownerId) => ownerId !== HIDDEN_OWNER,
    });
    return sendAttachment(reply, attachment);
  });
  app.delete<{ Params: { owner: string; id: string } }>(
    '/test/notes/:owner/attachments/:id',
    async (request, reply) => {
      const attachment = await findAttachment(app.db, {
        ownerType: OWNER,
        ownerId: Number(request.params.owner),
        attachmentId: Number(request.params.id),
        canSee: () => true,
      });
      await app.db.transaction((tx) => removeAttachment(tx, attachment, actor));
      return reply.status(204).send();
    },
  );
}

const LIMITS = { max_file_mb: 1, max_files: 3, allowed_extensions: ['pdf', 'png', 'jpg', 'jpeg', 'gif', 'docx'] };

for (const kind of databaseKinds()) {
  describe(`attachments through routes [${kind}]`, () => {
    let app: FastifyInstance;
    let database: Database;
    let drop: () => Promise<void>;
    let dataDir: string;

    beforeAll(async () => {
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'folio-attachments-'));
      const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', APP_URL: 'http://folio.test' });
      ({ database, drop } = await openTestDatabase(kind));
      await saveSettings(database.db, { ...DEFAULT_SETTINGS, uploads: LIMITS });
      app = await buildApp({ config, database, logger: false });
      registerTestRoutes(app);
      await app.ready();
    });
    afterAll(async () => {
      await app?.close();
      await database?.close();
      await drop?.();
      fs.rmSync(dataDir, { recursive: true, force: true });
    });

    const upload = (owner: number, parts: Part[]) =>
      app.inject({ method: 'POST', url: `/test/notes/${owner}/attachments`, ...multipart(parts) });

    it('stores a real PDF and PNG with their detected types and serves them safely', async () => {
      const res = await upload(1, [
        { name: 'subject', content: 'Oficio' },
        file('Oficio Nº 12 – año.pdf', PDF, 'image/png'),
        file('foto.png', PNG, 'application/pdf'),
      ]);
      expect(res.statusCode, res.body).toBe(201);
      const { data, fields } = res.json();
      expect(fields).toEqual({ subject: 'Oficio' });
      expect(
        data.map((a: { name: string; content_type: string; size: number }) => [a.name, a.content_type, a.size]),
      ).toEqual([
        ['Oficio Nº 12 – año.pdf', 'application/pdf', PDF.length],
        ['foto.png', 'image/png', PNG.length],
      ]);

      const pdf = await app.inject({ method: 'GET', url: data[0].url });
      expect(pdf.statusCode).toBe(200);
      expect(pdf.rawPayload.equals(PDF)).toBe(true);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.headers['content-length']).toBe(String(PDF.length));
      expect(pdf.headers['content-disposition']).toBe(
        `inline; filename="Oficio No 12 _ ano.pdf"; filename*=UTF-8''Oficio%20N%C2%BA%2012%20%E2%80%93%20a%C3%B1o.pdf`,
      );
      expect(pdf.headers['x-content-type-options']).toBe('nosniff');
      expect(pdf.headers['content-security-policy']).toBe("default-src 'none'");
      expect(pdf.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(pdf.headers['cache-control']).toBe('private, no-cache');
      expect(pdf.headers.etag).toBe(`"${createHash('sha256').update(PDF).digest('hex')}"`);

      const png = await app.inject({ method: 'GET', url: data[1].url });
      expect(png.rawPayload.equals(PNG)).toBe(true);
      expect(png.headers['content-type']).toBe('image/png');
      expect(png.headers['content-disposition']).toMatch(/^inline; filename="foto.png"/);

      const list = await app.inject({ method: 'GET', url: '/test/notes/1/attachments' });
      expect(list.json().data.map((a: { name: string }) => a.name)).toEqual(['Oficio Nº 12 – año.pdf', 'foto.png']);

      const [trail] = await database.db
        .select()
        .from(auditLogs)
        .where(and(eq(auditLogs.entity, OWNER), eq(auditLogs.entity_id, '1'), eq(auditLogs.action, 'attach')));
      expect(trail?.actor_id).toBe(1);
      expect(trail?.changes).toEqual({
        attachments: [
          null,
          data.map((a: { id: number; name: string; size: number }, i: number) => ({
            id: a.id,
            name: a.name,
            sha256: createHash('sha256')
              .update(i === 0 ? PDF : PNG)
              .digest('hex'),
            size: a.size,
          })),
        ],
      });
    });

    it('refuses a text file or a program named .pdf, and a PDF named .png, with Spanish field errors', async () => {
      for (const [name, content] of [
        ['informe.pdf', TEXT],
        ['factura.pdf', EXE],
        ['escaneo.png', PDF],
        ['programa.exe', EXE],
        ['vacío.pdf', Buffer.alloc(0)],
      ] as const) {
        const res = await upload(2, [file(name, content, 'application/pdf')]);
        expect(res.statusCode, name).toBe(422);
        expect(res.json().message).toBe('Los datos enviados no son válidos.');
        expect(res.json().errors.files[0], name).toContain(`«${name}»`);
      }
      const list = await app.inject({ method: 'GET', url: '/test/notes/2/attachments' });
      expect(list.json().data).toEqual([]);
      expect((await upload(2, [file('informe.pdf', TEXT)])).json().errors.files).toEqual([
        '«informe.pdf»: el contenido no corresponde a un archivo «.pdf» válido.',
      ]);
      expect((await upload(2, [file('vacío.pdf', Buffer.alloc(0))])).json().errors.files).toEqual([
        '«vacío.pdf» está vacío.',
      ]);
      expect((await upload(2, [file('escaneo.png', PDF)])).json().errors.files).toEqual([
        '«escaneo.png»: el contenido es un archivo PDF, no corresponde a la extensión «.png».',
      ]);
    });

    it('cuts an oversize file off with a 413', async () => {
      const big = Buffer.concat([PDF, Buffer.alloc(1024 * 1024)]);
      const res = await upload(3, [file('grande.pdf', big)]);
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({
        message: 'Cada archivo puede pesar como máximo 1 MB.',
        request_id: expect.any(String),
      });
      expect((await app.inject({ method: 'GET', url: '/test/notes/3/attachments' })).json().data).toEqual([]);
    });

    it('refuses more files than allowed, per request and per owner', async () => {
      const four = Array.from({ length: 4 }, (_, i) => file(`doc${i}.pdf`, PDF));
      const res = await upload(4, four);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.files).toEqual(['Puede adjuntar como máximo 3 archivos por documento.']);

      expect((await upload(4, four.slice(0, 2))).statusCode).toBe(201);
      const more = await upload(4, four.slice(2));
      expect(more.statusCode).toBe(422);
      expect(more.json().errors.files).toEqual(['Puede adjuntar como máximo 3 archivos por documento.']);
    });

    it('reads a form under the limits it is given, skipping empty file inputs and keeping its fields', async () => {
      const read = (parts: Part[]) => app.inject({ method: 'POST', url: '/test/uploads', ...multipart(parts) });
      const res = await read([
        { name: 'asunto', content: 'Solicitud de copia' },
        // A file input left empty: no name, no bytes.
        { name: 'anexos', filename: '', content: Buffer.alloc(0) },
        { name: 'anexos', filename: '', content: PDF },
      ]);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({
        files: [{ filename: '', size: PDF.length, field: 'anexos' }],
        fields: { asunto: 'Solicitud de copia' },
      });
      // Cut off while reading, by its own limits (not the settings' 3 files), on its own field.
      const three = await read([file('a.pdf', PDF), file('b.pdf', PDF), file('c.pdf', PDF)]);
      expect(three.statusCode).toBe(422);
      expect(three.json().errors).toEqual({ anexos: ['Puede adjuntar como máximo 2 archivos por documento.'] });
      const big = await read([file('grande.pdf', Buffer.concat([PDF, Buffer.alloc(MB)]))]);
      expect(big.statusCode).toBe(413);
      expect(big.json()).toEqual({
        message: 'Cada archivo puede pesar como máximo 1 MB.',
        request_id: expect.any(String),
      });
      const longField = await read([{ name: 'asunto', content: 'a'.repeat(MB + 1) }]);
      expect(longField.statusCode).toBe(413);
      expect(longField.json()).toEqual({
        message: 'Un campo del formulario es demasiado largo.',
        request_id: expect.any(String),
      });
      // The parser's own limits keep their answer; a body cut short is a malformed form.
      const manyFields = await read(Array.from({ length: 101 }, (_, i) => ({ name: `campo${i}`, content: 'x' })));
      expect(manyFields.statusCode).toBe(413);
      expect(manyFields.json()).toEqual({
        message: 'El formulario tiene demasiados campos.',
        request_id: expect.any(String),
      });
      const whole = multipart([file('a.pdf', PDF)]);
      const cut = await app.inject({
        method: 'POST',
        url: '/test/uploads',
        headers: whole.headers,
        payload: whole.payload.subarray(0, whole.payload.length - 20),
      });
      expect(cut.statusCode).toBe(400);
      expect(cut.json()).toEqual({
        message: 'El formulario llegó incompleto o mal formado. Vuelva a enviarlo.',
        request_id: expect.any(String),
      });
    });

    it('answers 415 to a request that is not multipart', async () => {
      const res = await app.inject({ method: 'POST', url: '/test/notes/5/attachments', payload: { a: 1 } });
      expect(res.statusCode).toBe(415);
      expect(res.json()).toEqual({
        message: 'Envíe los archivos como multipart/form-data.',
        request_id: expect.any(String),
      });
    });

    it('stores path-trick names safely: display only, storage by hash', async () => {
      const long = `${'x'.repeat(400)}.pdf`;
      const res = await upload(6, [
        file('../../../etc/passwd.pdf', PDF),
        file('..\\\\..\\\\boot.pdf', PDF),
        file(long, PDF),
      ]);
      expect(res.statusCode, res.body).toBe(201);
      const names: string[] = res.json().data.map((a: { name: string }) => a.name);
      for (const name of names) {
        expect(name).not.toMatch(/[/\\\0]/);
        expect(name.startsWith('.')).toBe(false);
        expect(name.length).toBeLessThanOrEqual(200);
        expect(name.endsWith('.pdf')).toBe(true);
      }
      expect(names[0]).toBe('passwd.pdf');
      // Nothing was written outside the store, and the store names files by hash only.
      const stored = fs.readdirSync(path.join(dataDir, 'files'), { recursive: true, withFileTypes: true });
      for (const entry of stored.filter((e) => e.isFile())) expect(entry.name).toMatch(/^[0-9a-f]{64}$/);
      expect(fs.existsSync(path.join(dataDir, 'etc'))).toBe(false);
    });

    it('stores the same bytes once (content-addressed dedupe)', async () => {
      const content = Buffer.concat([PDF, Buffer.from(`% ${randomBytes(8).toString('hex')}\n`)]);
      const first = await upload(7, [file('a.pdf', content)]);
      const second = await upload(8, [file('b.pdf', content)]);
      expect(first.statusCode).toBe(201);
      expect(second.statusCode).toBe(201);
      const rows = await database.db.select().from(attachments).where(eq(attachments.owner_type, OWNER));
      const mine = rows.filter((r) => r.owner_id === 7 || r.owner_id === 8);
      expect(mine).toHaveLength(2);
      expect(mine[0]!.sha256).toBe(mine[1]!.sha256);
      const sha = mine[0]!.sha256;
      const copies = fs
        .readdirSync(path.join(dataDir, 'files'), { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile() && e.name.startsWith(sha));
      expect(copies).toHaveLength(1);
    });

    it('answers 404 for another owner, a hidden owner, or a removed attachment', async () => {
      const res = await upload(HIDDEN_OWNER, [file('secreto.pdf', PDF)]);
      const hidden = res.json().data[0];
      expect((await app.inject({ method: 'GET', url: hidden.url })).statusCode).toBe(404);

      const visible = (await upload(9, [file('visible.pdf', PDF)])).json().data[0];
      expect((await app.inject({ method: 'GET', url: visible.url })).statusCode).toBe(200);
      const otherOwner = visible.url.replace('/notes/9/', '/notes/10/');
      expect((await app.inject({ method: 'GET', url: otherOwner })).statusCode).toBe(404);
      expect((await app.inject({ method: 'GET', url: '/test/notes/9/attachments/abc' })).statusCode).toBe(404);
      expect((await app.inject({ method: 'GET', url: '/test/notes/9/attachments/1.5' })).statusCode).toBe(404);

      expect((await app.inject({ method: 'DELETE', url: visible.url })).statusCode).toBe(204);
      expect((await app.inject({ method: 'GET', url: visible.url })).statusCode).toBe(404);
      expect((await app.inject({ method: 'GET', url: '/test/notes/9/attachments' })).json().data).toEqual([]);
      const [detach] = await database.db
        .select()
        .from(auditLogs)
        .where(and(eq(auditLogs.entity, OWNER), eq(auditLogs.entity_id, '9'), eq(auditLogs.action, 'detach')));
      expect(detach?.changes).toEqual({
        attachments: [
          [{ id: visible.id, name: 'visible.pdf', sha256: expect.stringMatching(/^[0-9a-f]{64}$/), size: PDF.length }],
          null,
        ],
      });
    });
  });
}
