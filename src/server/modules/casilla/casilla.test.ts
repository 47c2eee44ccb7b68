/**
 * The casilla electrónica's accounts through the API with a real SMTP server: opening one with
 * the acceptance kept as evidence, the e-mail link, signing in with the password and the e-mailed
 * code, the session's account, ending it, recovering the password; a second opening for a taken
 * document, wrong codes spending the challenge, throttling, and sessions never mixed with staff ones.
 */
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { casillaAccounts, typeEntries } from '../../db/schema';
import { PDF } from '../../lib/attachments/test-files';
import { call, describeEachDatabase, login } from '../../test/harness';
import { suiteSmtp, type TestMail } from '../../test/smtp';
import { holdSubmission } from '../virtual-desk/virtual-desk.submit';
import { verifySubmission } from '../virtual-desk/virtual-desk.verify';

const env: Record<string, string> = {};
const smtp = suiteSmtp(env);

const BASE = '/api/v1/public/casilla';
let serial = 0;
const nextEmail = () => `casilla${++serial}-${Date.now()}@correo.test`;
let address = 0;
const nextAddress = () => `10.77.${Math.floor(++address / 250)}.${(address % 250) + 1}`;
const PASSWORD = 'Clave-segura-2026';

const linkOf = (mail: TestMail, route: string) => {
  const match = new RegExp(`/casilla/${route}/(\\S+)`).exec(mail.text);
  expect(match, mail.text).not.toBeNull();
  return match![1]!;
};
const codeOf = (mail: TestMail) => /código para ingresar a la casilla electrónica es: (\d{6})/.exec(mail.text)![1]!;

describeEachDatabase(
  'casilla electrónica',
  (ctx) => {
    const post = (url: string, body: unknown, ip = nextAddress(), token?: string) =>
      ctx().app.inject({
        method: 'POST',
        url: `${BASE}${url}`,
        payload: body as object,
        remoteAddress: ip,
        headers: {
          'user-agent': 'Prueba/1.0',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      });
    const get = (url: string, token?: string) => call(ctx().app, 'GET', `${BASE}${url}`, { token });

    const registration = (over: Record<string, unknown> = {}) => ({
      document_type: 'DNI',
      document_number: '41234567',
      name: 'Rosa Elena Quispe Mamani',
      email: nextEmail(),
      password: PASSWORD,
      password_confirmation: PASSWORD,
      accepted: true,
      ...over,
    });

    /** Opens and confirms a casilla; its address. */
    async function opened(over: Record<string, unknown> = {}) {
      const body = registration(over);
      const res = await post('/accounts', body);
      expect(res.statusCode, res.body).toBe(202);
      const verified = await post('/verifications', {
        token: linkOf(await smtp().waitFor(body.email as string, /confirme su casilla/), 'verificar'),
      });
      expect(verified.statusCode, verified.body).toBe(200);
      return body;
    }

    async function signedIn(documentNumber: string, email: string) {
      const started = await post('/sessions', {
        document_type: 'DNI',
        document_number: documentNumber,
        password: PASSWORD,
      });
      expect(started.statusCode, started.body).toBe(200);
      const { challenge } = started.json();
      const code = codeOf(await smtp().waitFor(email, /código de acceso/));
      const done = await post('/sessions/code', { challenge, code });
      expect(done.statusCode, done.body).toBe(200);
      return done.json().token as string;
    }

    it('opens a casilla with its acceptance as evidence, confirms it, and signs in with password and code', async () => {
      const terms = await get('/terms');
      expect(terms.statusCode).toBe(200);
      expect(terms.json().text).toContain('me notifique electrónicamente');

      const body = registration();
      const res = await post('/accounts', body, '10.9.9.9');
      expect(res.statusCode, res.body).toBe(202);
      expect(res.json().message).toContain(body.email);
      const [pending] = await ctx()
        .database.db.select()
        .from(casillaAccounts)
        .where(eq(casillaAccounts.document_number, '41234567'));
      expect(pending).toMatchObject({ state: 'por_verificar', name: 'Rosa Elena Quispe Mamani' });
      expect(pending!.password_hash).not.toContain(PASSWORD);
      expect(pending!.acceptance).toMatchObject({ ip: '10.9.9.9', user_agent: 'Prueba/1.0', terms_version: '2026-11' });
      expect(pending!.acceptance.text).toBe(terms.json().text);

      // Not before the address is confirmed.
      const early = await post('/sessions', { document_type: 'DNI', document_number: '41234567', password: PASSWORD });
      expect(early.statusCode).toBe(403);
      expect(early.json().message).toContain('Confirme primero su correo');

      const mail = await smtp().waitFor(body.email, /confirme su casilla/);
      const token = linkOf(mail, 'verificar');
      const verified = await post('/verifications', { token });
      expect(verified.statusCode, verified.body).toBe(200);
      expect(verified.json().data).toMatchObject({ state: 'activa', document_number: '41234567' });
      expect((await post('/verifications', { token })).statusCode).toBe(410);

      const started = await post('/sessions', {
        document_type: 'DNI',
        document_number: '41234567',
        password: PASSWORD,
      });
      expect(started.statusCode, started.body).toBe(200);
      expect(started.json().email_hint).toMatch(/^c•••@correo\.test$/);
      const code = codeOf(await smtp().waitFor(body.email, /código de acceso/));
      const wrong = await post('/sessions/code', {
        challenge: started.json().challenge,
        code: code === '000000' ? '111111' : '000000',
      });
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json().errors.code[0]).toContain('Le quedan 4 intentos');
      const done = await post('/sessions/code', { challenge: started.json().challenge, code });
      expect(done.statusCode, done.body).toBe(200);
      const session = done.json().token as string;
      expect((await post('/sessions/code', { challenge: started.json().challenge, code })).statusCode).toBe(410);

      const me = await get('/me', session);
      expect(me.statusCode, me.body).toBe(200);
      expect(me.json().data).toMatchObject({ name: 'Rosa Elena Quispe Mamani', email: body.email, state: 'activa' });
      expect((await get('/submissions', session)).json()).toEqual({ data: [] });

      // The casilla's session is not a staff one, and a staff token is not a casilla session.
      expect((await call(ctx().app, 'GET', '/api/v1/profile', { token: session })).statusCode).toBe(401);
      const staff = await login(ctx().app, 'admin');
      expect((await get('/me', staff)).statusCode).toBe(401);

      const out = await ctx().app.inject({
        method: 'DELETE',
        url: `${BASE}/sessions`,
        headers: { authorization: `Bearer ${session}` },
      });
      expect(out.statusCode).toBe(204);
      expect((await get('/me', session)).statusCode).toBe(401);
    });

    it('does not open a second casilla for a document, and tells its holder', async () => {
      const first = await opened({ document_number: '42345678' });
      const again = registration({ document_number: '42345678', email: nextEmail() });
      const res = await post('/accounts', again);
      expect(res.statusCode).toBe(202);
      await smtp().waitFor(first.email as string, /intento de abrir otra casilla/);
      const [row] = await ctx()
        .database.db.select()
        .from(casillaAccounts)
        .where(eq(casillaAccounts.document_number, '42345678'));
      expect(row!.email).toBe(first.email);
    });

    it('spends a challenge after five wrong codes and throttles wrong passwords', async () => {
      const body = await opened({ document_number: '43456789' });
      const started = await post('/sessions', {
        document_type: 'DNI',
        document_number: '43456789',
        password: PASSWORD,
      });
      const code = codeOf(await smtp().waitFor(body.email as string, /código de acceso/));
      const other = code === '123456' ? '654321' : '123456';
      for (let i = 0; i < 5; i++)
        expect((await post('/sessions/code', { challenge: started.json().challenge, code: other })).statusCode).toBe(
          422,
        );
      expect((await post('/sessions/code', { challenge: started.json().challenge, code })).statusCode).toBe(410);

      const ip = nextAddress();
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++)
        statuses.push(
          (await post('/sessions', { document_type: 'DNI', document_number: '43456789', password: 'equivocada' }, ip))
            .statusCode,
        );
      expect(statuses.slice(0, 5)).toEqual([422, 422, 422, 422, 422]);
      expect(statuses[5]).toBe(429);
    });

    it('recovers a forgotten password by e-mail, ending the open sessions', async () => {
      const body = await opened({ document_number: '44567890' });
      const session = await signedIn('44567890', body.email as string);
      const unknown = await post('/password/forgot', { document_type: 'DNI', document_number: '49999999' });
      const known = await post('/password/forgot', { document_type: 'DNI', document_number: '44567890' });
      expect(unknown.statusCode).toBe(202);
      expect(known.json().message).toBe(unknown.json().message);
      const token = linkOf(await smtp().waitFor(body.email as string, /restablezca la contraseña/), 'restablecer');
      const weak = await post('/password/reset', { token, password: 'abc', password_confirmation: 'abc' });
      expect(weak.statusCode).toBe(422);
      const NEW = 'Otra-clave-segura-77';
      const reset = await post('/password/reset', { token, password: NEW, password_confirmation: NEW });
      expect(reset.statusCode, reset.body).toBe(200);
      expect((await get('/me', session)).statusCode).toBe(401);
      const old = await post('/sessions', { document_type: 'DNI', document_number: '44567890', password: PASSWORD });
      expect(old.statusCode).toBe(422);
      const fresh = await post('/sessions', { document_type: 'DNI', document_number: '44567890', password: NEW });
      expect(fresh.statusCode).toBe(200);
    });

    it('lists in «Mis trámites» what the holder sent with the same document and address, and nothing else', async () => {
      const body = await opened({ document_number: '45678901' });
      const session = await signedIn('45678901', body.email as string);
      const [type] = await ctx()
        .database.db.insert(typeEntries)
        .values({ code: 'CAS', name: 'Solicitud', response_days: 5 })
        .returning();
      const stored = await ctx().app.files.put(PDF);
      const send = async (documentNumber: string, email: string, subject: string) => {
        const held = await holdSubmission(
          ctx().database.db,
          {
            document_type: 'DNI',
            document_number: documentNumber,
            name: 'Rosa Elena Quispe Mamani',
            email,
            phone: '987 654 321',
            address: 'Av. Los Olivos 123',
            type_entry_id: type!.id,
            subject,
            folios: 2,
          },
          [{ sha256: stored.sha256, name: 'a.pdf', size: PDF.length, content_type: 'application/pdf', main: true }],
          '10.1.1.1',
        );
        return verifySubmission(ctx().database.db, held.token, null);
      };
      const mine = await send('45678901', body.email as string, 'Solicitud de copia certificada');
      await send('45678901', nextEmail(), 'Con otro correo');
      await send('49876543', body.email as string, 'Con otro documento');
      const listed = await get('/submissions', session);
      expect(listed.statusCode, listed.body).toBe(200);
      expect(listed.json().data).toEqual([
        expect.objectContaining({
          request_number: mine.request_number,
          subject: 'Solicitud de copia certificada',
          state: 'pendiente',
          entry_number: null,
          tracking: null,
        }),
      ]);
    });

    it('refuses bad input with Spanish field errors', async () => {
      const res = await post(
        '/accounts',
        registration({ document_number: '123', accepted: false, email: 'no-es-correo' }),
      );
      expect(res.statusCode).toBe(422);
      const { errors } = res.json();
      expect(Object.keys(errors).sort(), res.body).toEqual(['accepted', 'document_number', 'email']);
      expect(errors.document_number[0]).toBe('El DNI debe tener exactamente 8 dígitos.');
      expect(errors.accepted[0]).toContain('Debe aceptar la notificación electrónica');
      expect(errors.email[0]).toBe('Ingrese un correo electrónico válido.');
      expect((await post('/sessions/code', { challenge: 'x'.repeat(30), code: '12' })).json().errors.code[0]).toBe(
        'Escriba los 6 dígitos del código.',
      );
    });
  },
  env,
);
