/** Citizens' tracking: the public lookup by number and verification code, on both databases. */

import { inflateSync } from 'node:zlib';
import { TRACKING_NOT_FOUND, TRACKING_TOO_MANY } from '@shared/schemas/tracking';
import { calendarDate } from '@shared/working-days';
import QRCode from 'qrcode';
import { beforeAll, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { trackingCode } from '../../lib/tracking-code';
import { call, describeEachDatabase } from '../../test/harness';
import { type Entry, type EntryFixtures, entryFixtures } from '../entries/entries.fixtures';

const LIMIT = 4;

/** The text runs and the QR's square cells (as row:column) of a sticker PDF (pdfkit's content streams). */
function readStickerPdf(pdf: Buffer) {
  const streams = [...pdf.toString('latin1').matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)].map((m) => {
    try {
      return inflateSync(Buffer.from(m[1]!, 'latin1')).toString('latin1');
    } catch {
      return '';
    }
  });
  const texts = streams.flatMap((content) =>
    [...content.matchAll(/\[(.*)\] TJ/g)].map((m) =>
      [...m[1]!.matchAll(/<([0-9a-f]*)>/g)].map((h) => Buffer.from(h[1]!, 'hex').toString('latin1')).join(''),
    ),
  );
  const rects = streams.flatMap((content) =>
    [...content.matchAll(/([\d.]+) ([\d.]+) ([\d.]+) ([\d.]+) re/g)].map((m) => m.slice(1, 5).map(Number)),
  );
  const cells = rects.filter(([, , w, h]) => Math.abs(w! - h!) < 1e-3);
  const size = cells[0]?.[2] ?? 1;
  const left = Math.min(...cells.map((c) => c[0]!));
  const top = Math.min(...cells.map((c) => c[1]!));
  const squares = cells.map(([x, y]) => `${Math.round((y! - top) / size)}:${Math.round((x! - left) / size)}`).sort();
  return { texts, squares };
}

/** The dark cells of the QR symbol of `text`, as the sticker draws it. */
function qrCells(text: string): string[] {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const cells: string[] = [];
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) if (modules.get(row, col)) cells.push(`${row}:${col}`);
  }
  return cells.sort();
}
let address = 0;
/** Each call from its own address unless told, so only the rate-limit test meets the limit. */
const nextAddress = () => `10.77.${Math.floor(++address / 250)}.${(address % 250) + 1}`;

describeEachDatabase(
  'citizens tracking',
  (ctx) => {
    let f: EntryFixtures;
    let entry: Entry;
    let code: string;

    const track = (number: string, codigo: string | null, remoteAddress = nextAddress()) =>
      ctx().app.inject({
        method: 'GET',
        url: `/api/v1/public/tracking/${encodeURIComponent(number)}${codigo === null ? '' : `?codigo=${encodeURIComponent(codigo)}`}`,
        headers: { accept: 'application/json' },
        remoteAddress,
      });

    const staffCode = async (id: number, token = f.tokens.mesapartes) => {
      const res = await call(ctx().app, 'GET', `/api/v1/entries/${id}/tracking`, { token });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as { code: string; url: string };
    };

    beforeAll(async () => {
      f = await entryFixtures(ctx());
      entry = await f.register({ subject: 'Solicitud de licencia de funcionamiento' });
      ({ code } = await staffCode(entry.id));
    });

    it('gives staff the code the sticker prints and the QR address that carries it', async () => {
      const { code: again, url } = await staffCode(entry.id);
      expect(again).toBe(code);
      expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{8}$/);
      expect(code).toBe(trackingCode(ctx().config.tracking.secret, entry));
      expect(url).toBe(`http://folio.test/verificar/${entry.number}?codigo=${code}`);
      // Another entry, another code; a user who cannot open the entry gets no code.
      const other = await f.register();
      expect((await staffCode(other.id)).code).not.toBe(code);
      const hidden = await call(ctx().app, 'GET', `/api/v1/entries/${entry.id}/tracking`, {
        token: f.tokens.mensajero,
      });
      expect([403, 404]).toContain(hidden.statusCode);
    });

    it('prints the code under the QR of the entry’s sticker, and the QR holds the tracking address', async () => {
      const res = await call(ctx().app, 'GET', `/api/v1/entries/${entry.id}/sticker`, { token: f.tokens.mesapartes });
      expect(res.statusCode).toBe(200);
      const { texts, squares } = readStickerPdf(res.rawPayload);
      expect(texts).toContain(`Código: ${code.slice(0, 4)}-${code.slice(4)}`);
      // «Scan» the QR: its dark cells are exactly those of the address with the code.
      const url = `http://folio.test/verificar/${entry.number}?codigo=${code}`;
      expect(squares).toEqual(qrCells(url));
      expect(squares).not.toEqual(qrCells(`http://folio.test/verificar/${entry.number}`));
    });

    it('shows a citizen the entry, its offices with dates and, once answered, the reply', async () => {
      const { app } = ctx();
      const first = await track(entry.number, code);
      expect(first.statusCode, first.body).toBe(200);
      expect(first.headers['cache-control']).toBe('no-store');
      expect(first.json()).toEqual({
        number: entry.number,
        state: {
          key: 'registrado',
          label: 'Recibido',
          description: 'Su documento fue recibido en mesa de partes y será enviado a la oficina que lo atenderá.',
        },
        restricted: false,
        received_at: expect.any(String),
        presented_on: calendarDate(new Date(first.json().received_at)),
        received_outside_hours: false,
        subject: 'Solicitud de licencia de funcionamiento',
        due_date: entry.due_date,
        steps: [
          {
            office: expect.any(String),
            sent_at: expect.any(String),
            received_at: expect.any(String),
            returned: false,
          },
        ],
        reply: null,
      });

      const derived = await call(app, 'POST', `/api/v1/entries/${entry.id}/derive`, {
        token: f.tokens.mesapartes,
        body: { version: entry.version, destinations: [{ office_id: f.ids.OAJ, action: 'atencion' }] },
      });
      expect(derived.statusCode, derived.body).toBe(200);
      const movement = derived.json().data.movements[0].id as number;
      const received = await call(app, 'POST', `/api/v1/entries/${entry.id}/movements/${movement}/receive`, {
        token: f.tokens.jefe,
      });
      expect(received.statusCode, received.body).toBe(200);
      const type = await call(app, 'POST', '/api/v1/type-outputs', {
        token: f.tokens.admin,
        body: { code: 'OFT', name: 'Oficio de trámite' },
      });
      const reply = await call(app, 'POST', '/api/v1/outputs', {
        token: f.tokens.jefe,
        body: {
          type_output_id: type.json().data.id,
          subject: 'Respuesta a la solicitud de licencia',
          folios: 1,
          entry_id: entry.id,
          recipients: [{ citizen_id: f.ids.citizen }],
        },
      });
      expect(reply.statusCode, reply.body).toBe(201);

      // Typed as a person would: lower case, grouped, with the letters people confuse.
      const typed = `${code.slice(0, 4)}-${code.slice(4)}`.toLowerCase().replace(/1/g, 'l').replace(/0/g, 'o');
      const attended = await track(entry.number.toLowerCase(), typed);
      expect(attended.statusCode, attended.body).toBe(200);
      const body = attended.json();
      expect(body.state).toMatchObject({ key: 'atendido', label: 'Atendido' });
      expect(body.steps.map((s: { office: string }) => s.office)).toEqual([
        expect.any(String),
        'Oficina de Asesoría Jurídica',
      ]);
      expect(body.steps[1].received_at).not.toBeNull();
      expect(body.reply).toEqual({ number: reply.json().data.number, issued_at: expect.any(String) });
      // Office names only: no person, no instructions, no ids.
      const staff = await ctx().database.db.select({ names: users.names, surnames: users.surnames }).from(users);
      for (const person of staff) {
        expect(attended.body).not.toContain(person.surnames);
      }
      expect(body.steps[0].office).toBe('Mesa de Partes');
      expect(attended.body).not.toMatch(/"(id|sent_by|received_by|to_user|instructions)"/);
    });

    it('answers a wrong code exactly as a number that does not exist, in similar time', async () => {
      const wrongCode = code === 'ABCDEFGH' ? 'ABCDEFGJ' : 'ABCDEFGH';
      const wrong = await track(entry.number, wrongCode);
      const missing = await track('ING-1999-999999', code);
      expect(wrong.statusCode).toBe(404);
      expect(missing.statusCode).toBe(404);
      // The same answer but for the request's own id.
      const { request_id: _w, ...wrongBody } = wrong.json();
      const { request_id: _m, ...missingBody } = missing.json();
      expect(wrongBody).toEqual(missingBody);
      expect(wrong.json()).toEqual({ message: TRACKING_NOT_FOUND, request_id: expect.any(String) });
      const headers = (h: Record<string, unknown>) => {
        const { date: _date, 'x-request-id': _id, ...rest } = h;
        return rest;
      };
      expect(headers(wrong.headers)).toEqual(headers(missing.headers));

      // Medians of interleaved calls, so load on the machine hits both alike.
      const times: Record<'wrong' | 'missing', number[]> = { wrong: [], missing: [] };
      for (let i = 0; i < 30; i++) {
        for (const kind of ['wrong', 'missing'] as const) {
          const started = performance.now();
          const res = kind === 'wrong' ? await track(entry.number, wrongCode) : await track('ING-1999-999999', code);
          times[kind].push(performance.now() - started);
          expect(res.statusCode).toBe(404);
        }
      }
      const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
      const [a, b] = [median(times.wrong), median(times.missing)];
      expect(Math.abs(a - b)).toBeLessThan(Math.max(5, 0.5 * Math.max(a, b)));
    });

    it('shows a restricted entry only by its number and state', async () => {
      const classification = await call(ctx().app, 'POST', '/api/v1/document-classifications', {
        token: f.tokens.admin,
        body: { name: 'Reservado seguimiento', description: null, restricted: true },
      });
      expect(classification.statusCode, classification.body).toBe(201);
      const restricted = await f.register({ classification_id: classification.json().data.id, subject: 'Denuncia' });
      const { code: restrictedCode } = await staffCode(restricted.id, f.tokens.admin);
      const res = await track(restricted.number, restrictedCode);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({
        number: restricted.number,
        state: expect.objectContaining({ key: 'registrado', label: 'Recibido' }),
        restricted: true,
      });
      expect(res.body).not.toContain('Denuncia');
    });

    it('asks for a well-formed code with a Spanish field error', async () => {
      const missing = await track(entry.number, null);
      expect(missing.statusCode).toBe(422);
      expect(missing.json().errors.codigo).toBeDefined();
      const short = await track(entry.number, 'ABC');
      expect(short.statusCode).toBe(422);
      expect(short.json().errors.codigo).toEqual(['El código tiene 8 caracteres (letras y números).']);
    });

    it('limits the calls of one address, shared through the database, with Retry-After', async () => {
      const from = '10.88.0.1';
      for (let i = 0; i < LIMIT - 1; i++) expect((await track(entry.number, code, from)).statusCode).toBe(200);
      // The call that reaches the limit is still answered; the next waits.
      expect((await track('ING-1999-999999', code, from)).statusCode).toBe(404);
      // The first wait is one second: on a slow machine a call may come after it and wait longer.
      let blocked = await track(entry.number, code, from);
      for (let i = 0; i < 3 && blocked.statusCode !== 429; i++) blocked = await track(entry.number, code, from);
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      expect(blocked.json()).toEqual({ message: TRACKING_TOO_MANY, request_id: expect.any(String) });
      // Another address is not held back.
      expect((await track(entry.number, code, '10.88.0.2')).statusCode).toBe(200);
    });
  },
  { TRACKING_MAX_REQUESTS_PER_IP: String(LIMIT) },
);
