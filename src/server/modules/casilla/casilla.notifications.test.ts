/**
 * Outputs notified in a casilla electrónica through the API: the deposit (the signed PDF and the
 * anexos), the alert e-mail without the document, the acuse de lectura at the first opening, the
 * constancia made by the job and made again with the reading, the staff's evidence (never a
 * secret), the reply as a virtual-desk request; the «first reading» rule; the refusals; and
 * another casilla's notifications and files answering 404 to id guessing.
 */
import { DEFAULT_SETTINGS } from '@shared/schemas/configs';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import {
  attachments,
  casillaNotifications,
  drafts,
  offices,
  outputRecipients,
  outputs,
  requests,
  typeEntries,
  users,
} from '../../db/schema';
import { saveAttachments } from '../../lib/attachments/attachments';
import { multipart, PDF } from '../../lib/attachments/test-files';
import { saveSettings } from '../../lib/settings/settings';
import { call, describeEachDatabase, login } from '../../test/harness';
import { suiteSmtp } from '../../test/smtp';
import { runCasillaNotice } from './casilla.notices';
import { finishSignIn, openCasilla, startSignIn, verifyCasilla } from './casilla.service';

const env: Record<string, string> = {};
const smtp = suiteSmtp(env);

const CASILLA = '/api/v1/public/casilla';
const PASSWORD = 'Clave-segura-2026';
const ANNEX = Buffer.concat([PDF, Buffer.from('% anexo\n')]);

describeEachDatabase(
  'casilla electrónica: notifications',
  (ctx) => {
    const t = {} as Record<'admin' | 'mesapartes', string>;
    const ids = {} as Record<'type' | 'typeEntry' | 'ana' | 'bruno' | 'nobody' | 'office' | 'drafter', number>;
    const sessions = {} as Record<'ana' | 'bruno', string>;
    const emails = { ana: `ana-${Date.now()}@correo.test`, bruno: `bruno-${Date.now()}@correo.test` };

    const db = () => ctx().database.db;
    const citizen = async (document_number: string, names: string) => {
      const res = await call(ctx().app, 'POST', '/api/v1/citizens', {
        token: t.admin,
        body: { person_type: 'NATURAL', document_type: 'DNI', document_number, names, surnames: 'Quispe Mamani' },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data.id as number;
    };
    /** An active casilla for the document, signed in: its session token. */
    const casilla = async (document_number: string, email: string) => {
      const client = { ip: '10.1.1.1', userAgent: 'Prueba/1.0' };
      const input = {
        document_type: 'DNI' as const,
        document_number,
        name: 'Titular de prueba',
        email,
        password: PASSWORD,
        password_confirmation: PASSWORD,
        accepted: true as const,
      };
      await db().transaction(async (tx) => {
        const opened = await openCasilla(tx, input, 'Institución', client);
        if (opened.kind !== 'taken') await verifyCasilla(tx, opened.token);
      });
      const started = await db().transaction((tx) => startSignIn(tx, 'DNI', document_number, PASSWORD));
      const done = await db().transaction((tx) => finishSignIn(tx, started!.challenge, started!.code));
      return (done as { token: string }).token;
    };
    /** An output to these citizens, signed in Folio when `signed`: its signed PDF and one anexo attached. */
    const output = async (citizenIds: number[], signed = true) => {
      const res = await call(ctx().app, 'POST', '/api/v1/outputs', {
        token: t.mesapartes,
        body: {
          type_output_id: ids.type,
          subject: 'Resolución sobre su licencia',
          folios: 2,
          recipients: citizenIds.map((citizen_id) => ({ citizen_id })),
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      const row = res.json().data as { id: number; number: string; recipients: { id: number }[] };
      if (signed) {
        await db()
          .insert(drafts)
          .values({
            target: 'outputs',
            type_output_id: ids.type,
            office_id: ids.office,
            drafter_id: ids.drafter,
            subject: 'Resolución sobre su licencia',
            addressees: citizenIds.map((citizen_id) => ({ citizen_id })),
            body: { type: 'doc', content: [] },
            state: 'firmado',
            output_id: row.id,
            user_ids: [ids.drafter],
            office_ids: [ids.office],
          });
        await saveAttachments(db(), {
          store: ctx().app.files,
          ownerType: 'outputs',
          ownerId: row.id,
          files: [
            { filename: 'resolucion-firmada.pdf', content: PDF },
            { filename: 'anexo-plano.pdf', content: ANNEX },
          ],
          actor: { id: ids.drafter, ip: null },
        });
      }
      return row;
    };
    const notify = (outputId: number, recipientId: number) =>
      call(ctx().app, 'POST', `/api/v1/outputs/${outputId}/recipients/${recipientId}/notify`, {
        token: t.mesapartes,
        body: {},
      });
    const asHolder = (method: 'GET' | 'POST', url: string, token: string, ip = '10.2.2.2') =>
      ctx().app.inject({
        method,
        url: `${CASILLA}${url}`,
        remoteAddress: ip,
        headers: { authorization: `Bearer ${token}`, 'user-agent': 'Navegador del ciudadano/2.0' },
      });
    const noticeOf = async (recipientId: number) =>
      (await db().select().from(casillaNotifications).where(eq(casillaNotifications.recipient_id, recipientId)))[0]!;
    const deliveries = async (outputId: number) => {
      const res = await call(ctx().app, 'GET', `/api/v1/outputs/${outputId}/deliveries`, { token: t.mesapartes });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as { recipient_id: number; electronic: Record<string, unknown> | null }[];
    };

    beforeAll(async () => {
      const { app } = ctx();
      t.admin = await login(app, 'admin');
      t.mesapartes = await login(app, 'mesapartes');
      const type = await call(app, 'POST', '/api/v1/type-outputs', {
        token: t.admin,
        body: { code: 'RES', name: 'Resolución' },
      });
      ids.type = type.json().data.id;
      const [entryType] = await db()
        .insert(typeEntries)
        .values({ code: 'RSP', name: 'Respuesta', response_days: 5 })
        .returning();
      ids.typeEntry = entryType!.id;
      const [office] = await db().select().from(offices).limit(1);
      ids.office = office!.id;
      const [drafter] = await db().select().from(users).where(eq(users.username, 'jefe'));
      ids.drafter = drafter!.id;
      ids.ana = await citizen('46123457', 'Ana');
      ids.bruno = await citizen('47123458', 'Bruno');
      ids.nobody = await citizen('48123459', 'Nadie');
      sessions.ana = await casilla('46123457', emails.ana);
      sessions.bruno = await casilla('47123458', emails.bruno);
    });

    it('deposits the signed PDF and anexos, alerts by e-mail without them, records the acuse and the constancia, and takes a reply', async () => {
      const out = await output([ids.ana]);
      const recipientId = out.recipients[0]!.id;
      const shown = await call(ctx().app, 'GET', `/api/v1/outputs/${out.id}`, { token: t.mesapartes });
      expect(shown.json().data.recipients[0].casilla).toBe(true);
      expect(shown.json().data.can.notify).toBe(true);

      const res = await notify(out.id, recipientId);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.state).toBe('entregado');
      expect(res.json().data.recipients[0]).toMatchObject({ delivery_state: 'notificado' });
      expect((await notify(out.id, recipientId)).statusCode).toBe(409);
      const deposited = await noticeOf(recipientId);
      expect(deposited.files.map((f) => [f.name, f.role])).toEqual([
        ['resolucion-firmada.pdf', 'documento'],
        ['anexo-plano.pdf', 'anexo'],
      ]);
      expect(deposited.notified_at).toEqual(deposited.deposited_at);

      await runCasillaNotice(ctx().app, { notificationId: deposited.id, stage: 'deposito' });
      const alert = await smtp().waitFor(emails.ana, /notificación en su casilla/);
      expect(alert.text).toContain(out.number);
      expect(alert.attachments).toEqual([]);
      const first = await noticeOf(recipientId);
      expect(first).toMatchObject({ constancia_stage: 'deposito' });
      expect(first.alerted_at).not.toBeNull();

      const list = await asHolder('GET', '/notifications', sessions.ana);
      expect(list.statusCode, list.body).toBe(200);
      expect(list.json().data).toEqual([
        expect.objectContaining({ id: deposited.id, output_number: out.number, state: 'depositada', read_at: null }),
      ]);

      const opened = await asHolder('GET', `/notifications/${deposited.id}`, sessions.ana);
      expect(opened.statusCode, opened.body).toBe(200);
      const detail = opened.json().data;
      expect(detail.state).toBe('leida');
      expect(detail.files.map((f: { role: string }) => f.role)).toEqual(['documento', 'anexo', 'constancia']);
      const read = await noticeOf(recipientId);
      expect(read).toMatchObject({ read_ip: '10.2.2.2', read_user_agent: 'Navegador del ciudadano/2.0' });
      const again = await asHolder('GET', `/notifications/${deposited.id}`, sessions.ana, '10.3.3.3');
      expect(again.json().data.read_at).toBe(read.read_at!.toISOString());
      expect((await noticeOf(recipientId)).read_ip).toBe('10.2.2.2');

      const signedFile = await asHolder(
        'GET',
        `/notifications/${deposited.id}/files/${detail.files[0].id}`,
        sessions.ana,
      );
      expect(signedFile.statusCode).toBe(200);
      expect(signedFile.rawPayload.equals(PDF)).toBe(true);

      await runCasillaNotice(ctx().app, { notificationId: deposited.id, stage: 'lectura' });
      const second = await noticeOf(recipientId);
      expect(second.constancia_stage).toBe('lectura');
      expect(second.constancia_id).not.toBe(first.constancia_id);
      const [old] = await db().select().from(attachments).where(eq(attachments.id, first.constancia_id!));
      expect(old!.deleted_at).not.toBeNull();
      const constancia = await asHolder(
        'GET',
        `/notifications/${deposited.id}/files/${second.constancia_id}`,
        sessions.ana,
      );
      expect(constancia.statusCode).toBe(200);
      expect(constancia.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

      const { payload, headers } = multipart([
        { name: 'type_entry_id', content: String(ids.typeEntry) },
        { name: 'subject', content: 'Descargo a la resolución notificada' },
        { name: 'folios', content: '1' },
        { name: 'phone', content: '964123456' },
        { name: 'principal', filename: 'descargo.pdf', content: PDF, type: 'application/pdf' },
      ]);
      const replied = await ctx().app.inject({
        method: 'POST',
        url: `${CASILLA}/notifications/${deposited.id}/replies`,
        payload,
        remoteAddress: '10.2.2.2',
        headers: { ...headers, authorization: `Bearer ${sessions.ana}` },
      });
      expect(replied.statusCode, replied.body).toBe(201);
      const number = replied.json().request_number as string;
      const [request] = await db().select().from(requests).where(eq(requests.number, number));
      expect(request).toMatchObject({ state: 'pendiente', subject: 'Descargo a la resolución notificada' });
      expect(request!.note).toContain(`Respuesta desde la casilla electrónica a ${out.number}`);
      const listed = await asHolder('GET', '/notifications', sessions.ana);
      expect(listed.json().data[0].state).toBe('respondida');

      const [evidence] = await deliveries(out.id);
      expect(evidence!.electronic).toMatchObject({
        email: emails.ana,
        rule: 'deposito',
        read_ip: '10.2.2.2',
        read_user_agent: 'Navegador del ciudadano/2.0',
        constancia: { id: second.constancia_id },
        replies: [number],
      });
      const staffView = JSON.stringify(evidence);
      expect(staffView).not.toMatch(/password|secret|code_hash|challenge/i);
    });

    it('under the «first reading» rule, keeps the copy deposited until the first opening, which notifies it', async () => {
      await saveSettings(db(), {
        ...DEFAULT_SETTINGS,
        delivery: { ...DEFAULT_SETTINGS.delivery, electronic_notice: 'lectura' },
      });
      try {
        const out = await output([ids.ana, ids.nobody]);
        const [ana, nobody] = out.recipients;
        const res = await notify(out.id, ana!.id);
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json().data.state).toBe('en_despacho');
        expect(res.json().data.recipients[0]).toMatchObject({ delivery_state: 'depositado', delivered_at: null });
        // Deposited, the copy is no courier's: it leaves the pending list of delivery controls.
        const [row] = await db().select().from(outputRecipients).where(eq(outputRecipients.id, ana!.id));
        expect(row!.delivery_state).toBe('depositado');
        expect((await notify(out.id, nobody!.id)).json().message).toBe(
          'El destinatario no tiene una casilla electrónica activa.',
        );

        const notice = await noticeOf(ana!.id);
        expect(notice.notified_at).toBeNull();
        const opened = await asHolder('GET', `/notifications/${notice.id}`, sessions.ana);
        expect(opened.statusCode, opened.body).toBe(200);
        expect(opened.json().data.notified_at).toBe(opened.json().data.read_at);
        const [after] = await db().select().from(outputRecipients).where(eq(outputRecipients.id, ana!.id));
        expect(after).toMatchObject({ delivery_state: 'notificado' });
        expect(after!.delivered_at!.toISOString()).toBe(opened.json().data.read_at);
        const [saved] = await db().select().from(outputs).where(eq(outputs.id, out.id));
        expect(saved!.state).toBe('en_despacho');
      } finally {
        await saveSettings(db(), DEFAULT_SETTINGS);
      }
    });

    it('refuses an output not signed in Folio; another casilla’s notifications and files answer 404', async () => {
      const unsigned = await output([ids.ana], false);
      const refused = await notify(unsigned.id, unsigned.recipients[0]!.id);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toContain('firmada digitalmente');

      const out = await output([ids.ana]);
      expect((await notify(out.id, out.recipients[0]!.id)).statusCode).toBe(200);
      const notice = await noticeOf(out.recipients[0]!.id);
      const fileId = notice.files[0]!.attachment_id;
      const bruno = sessions.bruno;
      for (const id of [notice.id, notice.id - 1, notice.id + 1, 999_999]) {
        expect((await asHolder('GET', `/notifications/${id}`, bruno)).statusCode).toBe(404);
        expect((await asHolder('GET', `/notifications/${id}/files/${fileId}`, bruno)).statusCode).toBe(404);
        expect((await asHolder('POST', `/notifications/${id}/replies`, bruno)).statusCode).toBe(404);
      }
      // Ana's own notification, but a file of another output: 404 too.
      const [foreign] = await saveAttachments(db(), {
        store: ctx().app.files,
        ownerType: 'outputs',
        ownerId: unsigned.id,
        files: [{ filename: 'otro.pdf', content: ANNEX }],
        actor: { id: ids.drafter, ip: null },
      });
      expect((await asHolder('GET', `/notifications/${notice.id}/files/${foreign!.id}`, sessions.ana)).statusCode).toBe(
        404,
      );
      expect((await asHolder('GET', '/notifications', bruno)).json().data).toEqual([]);
      const unread = await db().select().from(casillaNotifications).where(eq(casillaNotifications.id, notice.id));
      expect(unread[0]!.read_at).toBeNull();
    });
  },
  env,
);
