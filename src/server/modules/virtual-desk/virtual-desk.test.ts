/**
 * Mesa de partes virtual, end to end through the API with a real SMTP server: captcha, the
 * e-mail link, the request in the operators' queue, assignment and the e-mail with the code and
 * the receipt, tracking with that code; observation and correction, rejection; file checks, the
 * RUC's check digit, rate limits and working hours.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_SETTINGS } from '@shared/schemas/configs';
import { addWorkingDays } from '@shared/working-days';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { citizens, requests, virtualDeskSubmissions } from '../../db/schema';
import { EXE, multipart, type Part, PDF, PNG, TEXT } from '../../lib/attachments/test-files';
import { call, describeEachDatabase } from '../../test/harness';
import { suiteSmtp, type TestMail } from '../../test/smtp';
import { type RequestFixtures, requestFixtures } from '../requests/requests.fixtures';
import { purgeUnconfirmed } from './virtual-desk.purge';

const env: Record<string, string> = { VIRTUAL_DESK_MAX_PER_EMAIL: '3', VIRTUAL_DESK_MAX_PER_IP: '4' };
const smtp = suiteSmtp(env);

let address = 0;
const nextAddress = () => `10.66.${Math.floor(++address / 250)}.${(address % 250) + 1}`;
let mailbox = 0;
const nextEmail = () => `ciudadano${++mailbox}-${Date.now()}@correo.test`;

const solve = (question: string) => {
  const [, a, op, b] = /(\d+) (más|menos) (\d+)/.exec(question)!;
  return String(op === 'más' ? Number(a) + Number(b) : Number(a) - Number(b));
};

function pdfText(pdf: Buffer): string {
  const file = path.join(os.tmpdir(), `cargo-${process.pid}-${Date.now()}.pdf`);
  fs.writeFileSync(file, pdf);
  try {
    return execFileSync('pdftotext', ['-layout', file, '-']).toString('utf8');
  } finally {
    fs.rmSync(file, { force: true });
  }
}

describeEachDatabase(
  'virtual desk',
  (ctx) => {
    let f: RequestFixtures;
    const REASON = 'Faltan anexos';

    beforeAll(async () => {
      f = await requestFixtures(ctx());
      // The citizens' e-mails go out on the job queue.
      await ctx().app.jobs.start();
    });

    const captcha = async (ip: string) => {
      const res = await ctx().app.inject({
        method: 'GET',
        url: '/api/v1/public/virtual-desk/captcha',
        remoteAddress: ip,
      });
      expect(res.statusCode, res.body).toBe(200);
      const { token, question } = res.json() as { token: string; question: string };
      return { captcha_token: token, captcha_answer: solve(question) };
    };

    const fields = (over: Record<string, string> = {}) => ({
      document_type: 'DNI',
      document_number: '45678912',
      name: 'Rosa Elena Quispe Mamani',
      email: nextEmail(),
      phone: '987 654 321',
      address: 'Av. Los Olivos 123, Lima',
      ubigeo: '150117',
      type_entry_id: String(f.ids.type),
      subject: 'Solicitud de copia de resolución',
      folios: '4',
      declaration: 'true',
      ...over,
    });

    const send = async (
      over: Record<string, string> = {},
      files: Part[] = [{ name: 'principal', filename: 'solicitud.pdf', content: PDF, type: 'application/pdf' }],
      ip = nextAddress(),
    ) => {
      const values = { ...(await captcha(ip)), ...fields(over) };
      const body = multipart([...Object.entries(values).map(([name, content]) => ({ name, content })), ...files]);
      const res = await ctx().app.inject({
        method: 'POST',
        url: '/api/v1/public/virtual-desk/submissions',
        remoteAddress: ip,
        ...body,
      });
      return { res, email: values.email };
    };

    const verify = (token: string) =>
      ctx().app.inject({
        method: 'POST',
        url: '/api/v1/public/virtual-desk/verifications',
        payload: { token },
        remoteAddress: nextAddress(),
      });

    const linkOf = (mail: TestMail, route: string) => {
      const match = new RegExp(`/mesa-virtual/${route}/(\\S+)`).exec(mail.text);
      expect(match, mail.text).not.toBeNull();
      return match![1]!;
    };

    /** Sends, follows the e-mail link: the request the submission became. */
    const submitted = async (over: Record<string, string> = {}, files?: Part[]) => {
      const { res, email } = await send(over, files);
      expect(res.statusCode, res.body).toBe(202);
      const link = linkOf(await smtp().waitFor(email, /confirme el envío/), 'confirmar');
      const verified = await verify(link);
      expect(verified.statusCode, verified.body).toBe(200);
      const [row] = await ctx()
        .database.db.select()
        .from(requests)
        .where(eq(requests.number, verified.json().request_number));
      return { request: row!, email, answer: verified.json(), link };
    };

    it('takes a submission from the form to an entry the citizen tracks with the e-mailed code', async () => {
      const options = await ctx().app.inject({ method: 'GET', url: '/api/v1/public/virtual-desk' });
      expect(options.statusCode).toBe(200);
      expect(options.json().type_entries).toContainEqual({ id: f.ids.type, name: 'Solicitud' });
      expect(options.json().settings).toMatchObject({ max_files: 5, max_file_mb: 10 });

      const annex = { name: 'anexos', filename: 'plano.png', content: PNG, type: 'image/png' };
      const main = { name: 'principal', filename: 'solicitud.pdf', content: PDF, type: 'application/pdf' };
      const { res, email } = await send({}, [main, annex]);
      expect(res.statusCode, res.body).toBe(202);
      expect(res.json().message).toContain(email);
      const first = await smtp().waitFor(email, /confirme el envío/);
      const link = linkOf(first, 'confirmar');
      // Held: nothing in the queue until the address is confirmed.
      const before = await ctx().database.db.select().from(requests);
      expect(before.some((r) => r.note?.includes(email))).toBe(false);

      const verified = await verify(link);
      expect(verified.statusCode, verified.body).toBe(200);
      const answer = verified.json();
      expect(answer.request_number).toMatch(/^SOL-ING-\d{4}-\d{6}$/);
      // The link again: the same answer, no second request.
      expect((await verify(link)).json()).toEqual(answer);
      expect((await verify('x'.repeat(43))).statusCode).toBe(404);

      const received = await smtp().waitFor(email, /recibida/);
      expect(received.subject).toContain(answer.request_number);
      expect(received.text).toContain('Solicitud de copia de resolución');

      const [row] = await ctx().database.db.select().from(requests).where(eq(requests.number, answer.request_number));
      expect(row!.state).toBe('pendiente');
      // No office chosen for the citizen: mesa de partes names it when assigning.
      expect(row!.proposal).toMatchObject({
        channel: 'mesa_virtual',
        folios: 4,
        type_entry_id: f.ids.type,
        destination_office_id: null,
      });
      // Asked from mesa de partes' own office (where its operators work), not the first office in the tree.
      expect(row!.requesting_office_id).toBe(f.ids.MP);
      const shown = await f.show(row!.id, f.tokens.mesapartes);
      expect(shown.proposal_names).toMatchObject({ destination_office: null });
      const [sender] = await ctx().database.db.select().from(citizens).where(eq(citizens.id, row!.sender_id!));
      expect(sender).toMatchObject({
        document_number: '45678912',
        names: 'Rosa Elena',
        surnames: 'Quispe Mamani',
        email,
        ubigeo: '150117',
      });

      // In the operators' queue, with its two files.
      const queue = await call(ctx().app, 'GET', '/api/v1/entry-requests?state=pendiente&per_page=100', {
        token: f.tokens.mesapartes,
      });
      expect(queue.statusCode, queue.body).toBe(200);
      expect(queue.json().data.map((r: { number: string }) => r.number)).toContain(answer.request_number);
      const files = await call(ctx().app, 'GET', `/api/v1/entry-requests/${row!.id}/attachments`, {
        token: f.tokens.mesapartes,
      });
      expect(files.json().data.map((a: { name: string }) => a.name)).toEqual(['solicitud.pdf', 'plano.png']);

      const unchosen = await f.act(row!, 'assign', f.tokens.mesapartes);
      expect(unchosen.statusCode, unchosen.body).toBe(422);
      expect(unchosen.json().errors).toEqual({ destination_office_id: ['Elija la oficina de destino.'] });
      const bulk = await call(ctx().app, 'POST', '/api/v1/entry-requests/bulk-assign', {
        token: f.tokens.mesapartes,
        body: { items: [{ id: row!.id, version: row!.version }] },
      });
      expect(bulk.json().data).toEqual([
        { id: row!.id, ok: false, message: 'Los datos enviados no son válidos. Elija la oficina de destino.' },
      ]);
      const assigned = await f.act(row!, 'assign', f.tokens.mesapartes, {
        record: { ...row!.proposal, destination_office_id: f.ids.OAJ },
      });
      expect(assigned.statusCode, assigned.body).toBe(200);
      const mail = await smtp().waitFor(email, /registrado/);
      const number = /número (\S+)$/.exec(mail.subject)![1]!;
      const code = /Código de verificación: (\w{4})-(\w{4})/.exec(mail.text)!.slice(1).join('');
      expect(mail.text).toContain(`/verificar/${number}?codigo=${code}`);
      expect(mail.attachments).toHaveLength(1);
      expect(mail.attachments[0]).toMatchObject({ filename: `cargo-${number}.pdf`, contentType: 'application/pdf' });
      const receipt = pdfText(mail.attachments[0]!.content);
      expect(receipt).toContain('Cargo de recepción');
      expect(receipt).toContain(number);
      expect(receipt).toContain('Solicitud de copia de resolución');
      expect(receipt).toContain(createHash('sha256').update(PDF).digest('hex'));
      expect(receipt).toContain(createHash('sha256').update(PNG).digest('hex'));
      expect(receipt.replace(/\s+/g, ' ')).toMatch(/Folios 4/);

      const tracked = await ctx().app.inject({
        method: 'GET',
        url: `/api/v1/public/tracking/${number}?codigo=${code}`,
        remoteAddress: nextAddress(),
      });
      expect(tracked.statusCode, tracked.body).toBe(200);
      expect(tracked.json()).toMatchObject({ number, subject: 'Solicitud de copia de resolución', restricted: false });
    });

    it('matches the sender to the citizen with that document', async () => {
      const { request } = await submitted({ document_number: '40123456', name: 'Otro Nombre Cualquiera' });
      expect(request.sender_id).toBe(f.ids.citizen);
      const [citizen] = await ctx().database.db.select().from(citizens).where(eq(citizens.id, f.ids.citizen!));
      expect(citizen).toMatchObject({ names: 'Ana María', surnames: 'Núñez Quispe' });
    });

    it('e-mails an observation with a correction link that puts the request back in the queue, once', async () => {
      const { request, email } = await submitted();
      const observed = await f.act(request, 'observe', f.tokens.mesapartes, {
        reason_code: REASON,
        reason: 'Adjunte el plano firmado',
      });
      expect(observed.statusCode, observed.body).toBe(200);
      const mail = await smtp().waitFor(email, /observada/);
      expect(mail.text).toContain(`Motivo: ${REASON}`);
      expect(mail.text).toContain('Adjunte el plano firmado');
      const token = linkOf(mail, 'corregir');

      const view = await ctx().app.inject({ method: 'GET', url: `/api/v1/public/virtual-desk/corrections/${token}` });
      expect(view.statusCode, view.body).toBe(200);
      expect(view.json()).toEqual({
        request_number: request.number,
        reason: REASON,
        observation: 'Adjunte el plano firmado',
        subject: 'Solicitud de copia de resolución',
        folios: 4,
      });
      const tampered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
      expect(
        (await ctx().app.inject({ method: 'GET', url: `/api/v1/public/virtual-desk/corrections/${tampered}` }))
          .statusCode,
      ).toBe(404);

      const correct = () =>
        ctx().app.inject({
          method: 'POST',
          url: `/api/v1/public/virtual-desk/corrections/${token}`,
          remoteAddress: nextAddress(),
          ...multipart([
            { name: 'subject', content: 'Solicitud de copia de resolución, con plano' },
            { name: 'folios', content: '5' },
            { name: 'principal', filename: 'solicitud-v2.pdf', content: PDF, type: 'application/pdf' },
            { name: 'anexos', filename: 'plano-firmado.png', content: PNG, type: 'image/png' },
          ]),
        });
      const res = await correct();
      expect(res.statusCode, res.body).toBe(200);
      const [row] = await ctx().database.db.select().from(requests).where(eq(requests.id, request.id));
      expect(row).toMatchObject({ state: 'pendiente', subject: 'Solicitud de copia de resolución, con plano' });
      expect(row!.proposal).toMatchObject({ folios: 5, annexes: 'plano-firmado.png' });
      const files = await call(ctx().app, 'GET', `/api/v1/entry-requests/${request.id}/attachments`, {
        token: f.tokens.mesapartes,
      });
      expect(files.json().data.map((a: { name: string }) => a.name)).toEqual(['solicitud-v2.pdf', 'plano-firmado.png']);
      // Used: the same link no longer works.
      expect((await correct()).statusCode).toBe(404);

      const rejected = await f.act(row!, 'reject', f.tokens.mesapartes, {
        reason_code: 'Documento duplicado',
        reason: 'Ya fue presentado',
      });
      expect(rejected.statusCode, rejected.body).toBe(200);
      const refusal = await smtp().waitFor(email, /rechazada/);
      expect(refusal.text).toContain('Motivo: Documento duplicado');
      expect(refusal.text).toContain('Ya fue presentado');
    });

    it('spends a challenge on its first answer, right or wrong, and counts wrong answers against the address', async () => {
      const ip = nextAddress();
      const body = (c: Record<string, string>) =>
        multipart([
          ...Object.entries({ ...c, ...fields() }).map(([name, content]) => ({ name, content })),
          { name: 'principal', filename: 'a.pdf', content: PDF, type: 'application/pdf' },
        ]);
      const post = (c: Record<string, string>) =>
        ctx().app.inject({
          method: 'POST',
          url: '/api/v1/public/virtual-desk/submissions',
          remoteAddress: ip,
          ...body(c),
        });
      const challenge = await captcha(ip);
      const wrong = { ...challenge, captcha_answer: String(Number(challenge.captcha_answer) + 1) };
      const refused = await post(wrong);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors.captcha_answer).toEqual([
        'El resultado no es correcto. Resuelva la nueva operación.',
      ]);
      // The right answer comes too late: a script cannot try answers on one challenge.
      const late = await post(challenge);
      expect(late.statusCode).toBe(422);
      expect(late.json().errors.captcha_answer).toEqual(['Esta operación ya fue usada. Resuelva la nueva.']);
      // Change the nonce's first character (always to a different one), so its signature no longer matches.
      const token = challenge.captcha_token;
      const forged = await post({ ...challenge, captcha_token: `${token[0] === 'x' ? 'y' : 'x'}${token.slice(1)}` });
      expect(forged.json().errors.captcha_answer).toEqual([
        'La verificación no es válida. Resuelva la nueva operación.',
      ]);
      // Three refusals so far; the address's fourth try (of VIRTUAL_DESK_MAX_PER_IP=4) is the last one.
      expect((await post(await captcha(ip))).statusCode).toBe(202);
      const blocked = await post(await captcha(ip));
      expect(blocked.statusCode).toBe(429);
    });

    it('checks the files by their content and asks for the main PDF', async () => {
      const renamed = await send({}, [
        { name: 'principal', filename: 'solicitud.pdf', content: TEXT, type: 'application/pdf' },
      ]);
      expect(renamed.res.statusCode).toBe(422);
      expect(renamed.res.json().errors.principal[0]).toContain('no corresponde');
      const png = await send({}, [{ name: 'principal', filename: 'foto.png', content: PNG, type: 'image/png' }]);
      expect(png.res.statusCode).toBe(422);
      expect(png.res.json().errors.principal).toBeDefined();
      const none = await send({}, []);
      expect(none.res.statusCode).toBe(422);
      expect(none.res.json().errors.principal).toEqual(['Adjunte el documento principal en PDF (uno solo).']);
      const program = await send({}, [
        { name: 'principal', filename: 'a.pdf', content: PDF, type: 'application/pdf' },
        { name: 'anexos', filename: 'anexo.pdf', content: EXE, type: 'application/pdf' },
      ]);
      expect(program.res.statusCode).toBe(422);
      expect(program.res.json().errors.anexos).toBeDefined();
      const many = await send(
        {},
        Array.from({ length: 6 }, (_, i) => ({
          name: i === 0 ? 'principal' : 'anexos',
          filename: `d${i}.pdf`,
          content: PDF,
        })),
      );
      expect(many.res.statusCode).toBe(422);
    });

    it('checks the document number: DNI of 8 digits, RUC with its check digit', async () => {
      const dni = await send({ document_number: '1234567' });
      expect(dni.res.statusCode).toBe(422);
      expect(dni.res.json().errors.document_number).toEqual(['El DNI debe tener exactamente 8 dígitos.']);
      const ruc = await send({ document_type: 'RUC', document_number: '20131312956' });
      expect(ruc.res.statusCode).toBe(422);
      expect(ruc.res.json().errors.document_number[0]).toMatch(/verificador/);
      const { request } = await submitted({
        document_type: 'RUC',
        document_number: '20131312955',
        name: 'Constructora Andina S.A.C.',
      });
      const [sender] = await ctx().database.db.select().from(citizens).where(eq(citizens.id, request.sender_id!));
      expect(sender).toMatchObject({ person_type: 'JURIDICA', business_name: 'Constructora Andina S.A.C.' });
    });

    it('limits submissions per e-mail address and per caller address, with Retry-After', async () => {
      const email = nextEmail();
      const from = (i: number) => `10.99.1.${i}`;
      for (let i = 1; i <= 3; i++) expect((await send({ email }, undefined, from(i))).res.statusCode).toBe(202);
      let blocked = await send({ email }, undefined, from(9));
      for (let i = 0; i < 3 && blocked.res.statusCode !== 429; i++)
        blocked = await send({ email }, undefined, from(10 + i));
      expect(blocked.res.statusCode).toBe(429);
      expect(Number(blocked.res.headers['retry-after'])).toBeGreaterThan(0);

      const ip = '10.99.2.1';
      for (let i = 0; i < 4; i++) expect((await send({}, undefined, ip)).res.statusCode).toBe(202);
      let held = await send({}, undefined, ip);
      for (let i = 0; i < 3 && held.res.statusCode !== 429; i++) held = await send({}, undefined, ip);
      expect(held.res.statusCode).toBe(429);
      expect(held.res.json().message).toMatch(/demasiados/);
    });

    it('purges an unconfirmed submission once its link expired, with the files only it named', async () => {
      const own = (label: string) => Buffer.concat([PDF, Buffer.from(`\n% ${label} ${Date.now()}\n`)]);
      const pdf = (content: Buffer) => ({
        name: 'principal',
        filename: 'solicitud.pdf',
        content,
        type: 'application/pdf',
      });
      const annex = { name: 'anexos', filename: 'plano.png', content: PNG, type: 'image/png' };
      const [expiredPdf, freshPdf] = [own('vencido'), own('vigente')];
      const expired = await send({}, [pdf(expiredPdf), annex]);
      const fresh = await send({}, [pdf(freshPdf), annex]);
      expect([expired.res.statusCode, fresh.res.statusCode]).toEqual([202, 202]);
      const { db, files } = ctx().app;
      const rowOf = async (email: string) =>
        (await db.select().from(virtualDeskSubmissions).where(eq(virtualDeskSubmissions.email, email)))[0];
      const [gone, kept] = [(await rowOf(expired.email))!, (await rowOf(fresh.email))!];
      await db
        .update(virtualDeskSubmissions)
        .set({ verify_expires_at: new Date(Date.now() - 60_000) })
        .where(eq(virtualDeskSubmissions.id, gone.id));

      // Files just written are left to the hourly sweep; past the grace they go with the row.
      const done = await purgeUnconfirmed(db, files, new Date(), -1000);
      expect(done.submissions).toBeGreaterThanOrEqual(1);
      expect(await rowOf(expired.email)).toBeUndefined();
      expect(await files.get(gone.files[0]!.sha256)).toBeNull();
      // The fresh one stays with its files; the annex both sent stays for it.
      expect((await rowOf(fresh.email))?.id).toBe(kept.id);
      expect(await files.get(kept.files[0]!.sha256)).toEqual(freshPdf);
      expect(await files.get(gone.files[1]!.sha256)).toEqual(PNG);
      // Its link no longer works.
      const link = linkOf(await smtp().waitFor(expired.email, /confirme el envío/), 'confirmar');
      expect((await verify(link)).statusCode).toBe(404);
    });

    const withSettings = async (
      change: (s: Record<string, unknown>) => Record<string, unknown>,
      run: () => Promise<void>,
    ) => {
      const current = await call(ctx().app, 'GET', '/api/v1/configs', { token: f.tokens.admin });
      const { logo: _logo, ...settings } = current.json().data;
      const saved = await call(ctx().app, 'PUT', '/api/v1/configs', {
        token: f.tokens.admin,
        body: { ...change(settings), version: current.json().version },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      try {
        await run();
      } finally {
        const now = await call(ctx().app, 'GET', '/api/v1/configs', { token: f.tokens.admin });
        await call(ctx().app, 'PUT', '/api/v1/configs', {
          token: f.tokens.admin,
          body: { ...settings, version: now.json().version },
        });
      }
    };

    const entryOf = async (id: number) => {
      const res = await call(ctx().app, 'GET', `/api/v1/entries/${id}`, { token: f.tokens.mesapartes });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as { number: string; received_at: string; due_date: string };
    };

    it('counts a submission outside working hours from the next working day: receipt, entry, tracking and cargo agree', async () => {
      // Closed all day but one minute: now is after closing (or before opening) whatever the hour.
      await withSettings(
        (s) => ({ ...s, virtual_desk: { ...(s.virtual_desk as object), opens: '00:00', closes: '00:01' } }),
        async () => {
          const { answer, email, request } = await submitted();
          expect(answer.outside_hours).toBe(true);
          const mail = await smtp().waitFor(email, /recibida/);
          expect(mail.text).toContain('fuera del horario de atención');

          const assigned = await f.act(request, 'assign', f.tokens.mesapartes, {
            record: { ...request.proposal, destination_office_id: f.ids.OAJ },
          });
          expect(assigned.statusCode, assigned.body).toBe(200);
          const entry = await entryOf(assigned.json().data.entry_id);
          // The real moment stays the received one; the 5 working days count from `counted_from`.
          expect(new Date(entry.received_at).toISOString()).toBe(answer.received_at);
          const due = addWorkingDays(answer.counted_from, 5, {
            workingDays: DEFAULT_SETTINGS.working_days,
            holidays: DEFAULT_SETTINGS.holidays,
          });
          expect(entry.due_date).toBe(due);

          const registered = await smtp().waitFor(email, /registrado/);
          const code = /Código de verificación: (\w{4})-(\w{4})/.exec(registered.text)!.slice(1).join('');
          const tracked = await ctx().app.inject({
            method: 'GET',
            url: `/api/v1/public/tracking/${entry.number}?codigo=${code}`,
            remoteAddress: nextAddress(),
          });
          expect(tracked.statusCode, tracked.body).toBe(200);
          expect(tracked.json().due_date).toBe(due);
          expect(tracked.json()).toMatchObject({ presented_on: answer.counted_from, received_outside_hours: true });
          const receipt = pdfText(registered.attachments[0]!.content).replace(/\s+/g, ' ');
          expect(receipt).toContain(`Fecha límite de respuesta ${due.split('-').reverse().join('/')}`);
          expect(receipt).toContain(`Plazo computado desde ${answer.counted_from.split('-').reverse().join('/')}`);
        },
      );
    });

    /** A virtual desk request assigned as received at `local` (Lima): the entry's due date (type of 5 working days). */
    const dueWhenReceived = async (local: string) => {
      const { request } = await submitted();
      const record = { ...request.proposal, received_at: `${local}-05:00`, destination_office_id: f.ids.OAJ };
      const assigned = await f.act(request, 'assign', f.tokens.mesapartes, { record });
      expect(assigned.statusCode, assigned.body).toBe(200);
      const entry = await entryOf(assigned.json().data.entry_id);
      expect(new Date(entry.received_at).toISOString()).toBe(new Date(`${local}-05:00`).toISOString());
      return entry.due_date;
    };

    it('counts the term of a virtual desk entry from the next working day start when received outside 08:30–16:30', async () => {
      // Friday 20/11/2026 18:30 → counts from Monday 23: Tue 24 … Mon 30 is the 5th working day.
      expect(await dueWhenReceived('2026-11-20T18:30:00')).toBe('2026-11-30');
      // Saturday 21/11 → Monday 23 as well.
      expect(await dueWhenReceived('2026-11-21T10:00:00')).toBe('2026-11-30');
      // Within the hours on Friday: counted from Friday, Mon 23 … Fri 27.
      expect(await dueWhenReceived('2026-11-20T10:00:00')).toBe('2026-11-27');
      // Monday 23 a holiday: Friday 18:30 counts from Tuesday 24, due Wed 25 … Tue 01/12.
      await withSettings(
        (s) => ({
          ...s,
          holidays: [...(s.holidays as object[]), { date: '2026-11-23', name: 'Feriado local', recurring: false }],
        }),
        async () => {
          expect(await dueWhenReceived('2026-11-20T18:30:00')).toBe('2026-12-01');
        },
      );
      // The rule is the virtual desk's: the same Friday evening at the counter counts from Friday.
      const counter = await f.register({ channel: 'presencial', received_at: '2026-11-20T18:30:00-05:00' });
      expect(counter.due_date).toBe('2026-11-27');
    });
  },
  env,
);
