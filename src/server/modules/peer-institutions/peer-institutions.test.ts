/**
 * Two Folio instances (two databases, each its own listening server and job workers) exchange
 * documents: A sends a signed output to B, B's receipt marks A's recipient delivered, B's mesa de
 * partes assigns it (A learns the entry number) and answers with its own output, which arrives at
 * A as an entry request linked to the first output; a refusal comes back with its reason; a
 * receiver that is down mid-send loses nothing and duplicates nothing; the inbox refuses what is
 * not signed by a configured peer.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import { DEFAULT_REQUEST_REASONS } from '@shared/schemas/requests';
import { and, eq, sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { offices, outputRecipients, peerMessages, requests } from '../../db/schema';
import { PDF, uploadBody } from '../../lib/attachments/test-files';
import { sleep, waitFor } from '../../plugins/realtime/testing';
import { patchSettings } from '../../test/fixtures';
import { call, createTestApp, databaseKinds, login, type TestApp } from '../../test/harness';
import { deliverPeerMessage, INBOX_PATH, PEER_RUC_HEADER } from './peer-institutions.send';

const RUC_A = '20100000009';
const RUC_B = '20200000006';
const secret = () => `whsec_${randomBytes(32).toString('base64')}`;
const A_TO_B = secret();
const B_TO_A = secret();
const LONG = 120_000;

interface Side {
  test: TestApp;
  url: string;
  admin: string;
  mesa: string;
  peerId: number;
}

for (const kind of databaseKinds()) {
  describe(`exchange between two institutions [${kind}]`, () => {
    const a = {} as Side;
    const b = {} as Side;
    let restartedB: Awaited<ReturnType<typeof buildApp>> | null = null;

    const listen = async (side: Side, port = 0) => {
      await side.test.app.listen({ port, host: '127.0.0.1' });
      side.url = `http://127.0.0.1:${(side.test.app.server.address() as AddressInfo).port}`;
    };
    const app = (side: Side) => (side === b && restartedB ? restartedB : side.test.app);
    const api = (side: Side, method: 'GET' | 'POST' | 'PUT', url: string, token: string, body?: unknown) =>
      call(app(side), method, url, { token, body });

    beforeAll(async () => {
      a.test = await createTestApp(kind);
      b.test = await createTestApp(kind);
      await patchSettings(a.test.database.db, { tax_id: RUC_A, institution_name: 'Municipalidad de Prueba A' });
      await patchSettings(b.test.database.db, { tax_id: RUC_B, institution_name: 'Gobierno Regional B' });
      await listen(a);
      await listen(b);
      for (const side of [a, b]) {
        side.admin = await login(side.test.app, 'admin');
        side.mesa = await login(side.test.app, 'mesapartes');
        const type = await api(side, 'POST', '/api/v1/type-entries', side.admin, {
          code: 'OFI',
          name: 'Oficio',
          response_days: 5,
        });
        expect(type.statusCode, type.body).toBe(201);
      }
      const configure = async (side: Side, other: Side, name: string, ruc: string, send: string, receive: string) => {
        const res = await api(side, 'POST', '/api/v1/peer-institutions', side.admin, {
          name,
          ruc,
          base_url: other.url,
          active: true,
          send_secret: send,
          receive_secret: receive,
        });
        expect(res.statusCode, res.body).toBe(201);
        expect(res.json().data).toMatchObject({ has_receive_secret: true, send_secret: null });
        expect(res.body).not.toContain(send);
        side.peerId = res.json().data.id;
      };
      await configure(a, b, 'Gobierno Regional B', RUC_B, A_TO_B, B_TO_A);
      await configure(b, a, 'Municipalidad de Prueba A', RUC_A, B_TO_A, A_TO_B);
      await a.test.app.jobs.start();
      await b.test.app.jobs.start();
    }, LONG);

    afterAll(async () => {
      if (restartedB) {
        await restartedB.close();
        await b.test.database.close();
      } else await b.test?.close();
      await a.test?.close();
    });

    /** A registered output of `side` with a PDF and an anexo, to one recipient (a company). */
    const signedOutput = async (side: Side, subject: string, entryId?: number) => {
      const type = await api(side, 'POST', '/api/v1/type-outputs', side.admin, {
        code: `O${randomBytes(3).toString('hex')}`,
        name: 'Oficio',
      });
      const citizen = await api(side, 'POST', '/api/v1/citizens', side.admin, {
        person_type: 'JURIDICA',
        document_type: 'RUC',
        document_number: side === a ? RUC_B : RUC_A,
        business_name: side === a ? 'Gobierno Regional B' : 'Municipalidad de Prueba A',
      });
      const citizenId =
        citizen.statusCode === 201
          ? citizen.json().data.id
          : (await api(side, 'GET', `/api/v1/citizens?q=${side === a ? RUC_B : RUC_A}`, side.admin)).json().data[0].id;
      const output = await api(side, 'POST', '/api/v1/outputs', side.mesa, {
        type_output_id: type.json().data.id,
        subject,
        folios: 3,
        recipients: [{ citizen_id: citizenId }],
        ...(entryId && { entry_id: entryId }),
      });
      expect(output.statusCode, output.body).toBe(201);
      const { payload, headers } = uploadBody([
        { filename: 'Oficio firmado.pdf', content: PDF },
        { filename: 'Anexo 1.pdf', content: Buffer.concat([PDF, Buffer.from(subject)]) },
      ]);
      const uploaded = await app(side).inject({
        method: 'POST',
        url: `/api/v1/outputs/${output.json().data.id}/attachments`,
        headers: { authorization: `Bearer ${side.mesa}`, ...headers },
        payload,
      });
      expect(uploaded.statusCode, uploaded.body).toBe(201);
      return output.json().data as { id: number; number: string; recipients: { id: number }[] };
    };

    const send = async (from: Side, output: { id: number; recipients: { id: number }[] }) => {
      const res = await api(from, 'POST', `/api/v1/outputs/${output.id}/peer-dispatch`, from.mesa, {
        recipient_id: output.recipients[0]!.id,
        peer_id: from.peerId,
      });
      expect(res.statusCode, res.body).toBe(202);
      return res.json().data[0] as { id: string; state: string };
    };

    const exchange = async (side: Side, outputId: number) => {
      const res = await api(side, 'GET', `/api/v1/outputs/${outputId}/peer-exchanges`, side.mesa);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data[0];
    };
    type Exchange = { state: string; request_number?: string; entry_number?: string; refusal?: string };
    const until = async (side: Side, outputId: number, state: string) => {
      let last: unknown;
      try {
        return await waitFor(async () => {
          last = await exchange(side, outputId);
          const seen = last as Exchange | undefined;
          if (seen?.state === state) return seen;
          await sleep(150);
          return null;
        }, LONG);
      } catch {
        throw new Error(`expected «${state}», last seen ${JSON.stringify(last)}`);
      }
    };

    /** The entry request a message made on the receiving side. */
    const requestOf = async (side: Side, messageId: string) => {
      const [row] = await side.test.database.db
        .select({ request_id: peerMessages.request_id })
        .from(peerMessages)
        .where(eq(peerMessages.id, messageId));
      const res = await api(side, 'GET', `/api/v1/entry-requests/${row!.request_id}`, side.mesa);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data;
    };
    /** The receiving side's front desk rejects the request a message became, with a configured reason. */
    const reject = async (request: { id: number; version: number }, reasonCode: string, reason: string) => {
      const res = await api(b, 'POST', `/api/v1/entry-requests/${request.id}/reject`, b.mesa, {
        version: request.version,
        reason_code: reasonCode,
        reason,
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    const recipientRow = async (output: { recipients: { id: number }[] }) =>
      (
        await a.test.database.db
          .select()
          .from(outputRecipients)
          .where(eq(outputRecipients.id, output.recipients[0]!.id))
      )[0]!;
    const requestsOf = async (side: Side, messageId: string) =>
      (
        await side.test.database.db
          .select({ n: sql<number>`count(*)::int` })
          .from(requests)
          .innerJoin(peerMessages, eq(peerMessages.request_id, requests.id))
          .where(eq(peerMessages.id, messageId))
      )[0]!.n;

    it('sends an output to B, which receipts, assigns and answers with its own output linked to the first', {
      timeout: 4 * LONG,
    }, async () => {
      const output = await signedOutput(a, 'Solicitud de información presupuestal');
      const sent = await send(a, output);
      expect(sent.state).toBe('pendiente');

      const received = await until(a, output.id, 'recibido');
      expect(received.request_number).toMatch(/\d/);
      const shown = (await api(a, 'GET', `/api/v1/outputs/${output.id}`, a.mesa)).json().data;
      expect(shown.state).toBe('entregado');
      const [recipient] = await a.test.database.db
        .select()
        .from(outputRecipients)
        .where(eq(outputRecipients.id, output.recipients[0]!.id));
      expect(recipient).toMatchObject({ delivery_state: 'entregado', received_by_document: RUC_B });

      const request = await requestOf(b, sent.id);
      expect(request).toMatchObject({ number: received.request_number, state: 'pendiente' });
      expect(request.proposal).toMatchObject({ channel: 'interoperabilidad', sender_reference: output.number });
      const files = await api(b, 'GET', `/api/v1/entry-requests/${request.id}/attachments`, b.mesa);
      expect(files.json().data.map((f: { name: string }) => f.name)).toEqual(['Oficio firmado.pdf', 'Anexo 1.pdf']);

      const [office] = await b.test.database.db.select().from(offices).where(eq(offices.code, 'OAJ'));
      const assigned = await api(b, 'POST', `/api/v1/entry-requests/${request.id}/assign`, b.mesa, {
        version: request.version,
        record: { ...request.proposal, destination_office_id: office!.id },
      });
      expect(assigned.statusCode, assigned.body).toBe(200);
      const entryId = assigned.json().data.entry_id as number;
      const entry = (await api(b, 'GET', `/api/v1/entries/${entryId}`, b.admin)).json().data;
      const registered = await until(a, output.id, 'registrado');
      expect(registered.entry_number).toBe(entry.number);

      const reply = await signedOutput(b, 'Remite información presupuestal', entryId);
      const replySent = await send(b, reply);
      await until(b, reply.id, 'recibido');
      const back = await requestOf(a, replySent.id);
      expect(back.proposal).toMatchObject({
        channel: 'interoperabilidad',
        sender_reference: reply.number,
        summary: `Respuesta a su documento ${output.number}.`,
      });
      const linked = await exchange(a, output.id);
      expect(linked.replies).toEqual([{ request_id: back.id, number: back.number, output_number: reply.number }]);

      const history = (await api(a, 'GET', `/api/v1/outputs/${output.id}/history`, a.admin)).json().data;
      const actions = history.map((h: { action: string }) => h.action);
      expect(actions).toEqual(expect.arrayContaining(['peer-send', 'peer-receipt', 'peer-registered']));
    });

    it('brings a refusal back with its reason', { timeout: 2 * LONG }, async () => {
      const output = await signedOutput(a, 'Documento para otra entidad');
      const sent = await send(a, output);
      await until(a, output.id, 'recibido');
      const request = await requestOf(b, sent.id);
      await reject(request, DEFAULT_REQUEST_REASONS[3]!, 'Corresponde a la Dirección Regional de Salud.');
      const refused = await until(a, output.id, 'rechazado');
      const reason = `${DEFAULT_REQUEST_REASONS[3]}. Corresponde a la Dirección Regional de Salud.`;
      expect(refused.refusal).toBe(reason);

      // The receipt had delivered the copy; the refusal returns it, as a courier's «rehusado» does.
      const shown = (await api(a, 'GET', `/api/v1/outputs/${output.id}`, a.mesa)).json().data;
      expect(shown.state).toBe('devuelto');
      expect(shown.can).not.toHaveProperty('peer_refused');
      expect(shown.recipients[0]).toMatchObject({
        delivery_state: 'devuelto',
        note: `Rechazado por Gobierno Regional B: ${reason}`,
      });
      const history = (await api(a, 'GET', `/api/v1/outputs/${output.id}/history`, a.admin)).json().data;
      expect(history.map((h: { action: string }) => h.action)).toEqual(
        expect.arrayContaining(['peer-receipt', 'deliver', 'peer-refused', 'peer_refused']),
      );
      // No route records a refusal by hand: only the peer's signed message does.
      const byHand = await api(
        a,
        'POST',
        `/api/v1/outputs/${output.id}/recipients/${output.recipients[0]!.id}/peer-refused`,
        a.admin,
        { peer: 'x', refused_at: new Date().toISOString(), reason: 'x' },
      );
      expect(byHand.statusCode).toBe(404);
    });

    it('keeps another copy delivered when a peer refuses its own', { timeout: 2 * LONG }, async () => {
      const output = await signedOutput(a, 'Documento con dos destinatarios');
      const other = await a.test.database.db
        .insert(outputRecipients)
        .values({ output_id: output.id, citizen_id: (await recipientRow(output)).citizen_id })
        .returning();
      const sent = await send(a, output);
      await until(a, output.id, 'recibido');
      const delivered = await api(
        a,
        'POST',
        `/api/v1/outputs/${output.id}/recipients/${other[0]!.id}/deliver`,
        a.mesa,
        {
          state: 'entregado',
          received_by_name: 'Ana Quispe',
          received_by_document: '40000001',
        },
      );
      expect(delivered.statusCode, delivered.body).toBe(200);
      const request = await requestOf(b, sent.id);
      await reject(request, DEFAULT_REQUEST_REASONS[0]!, 'Ilegible.');
      await until(a, output.id, 'rechazado');
      expect((await recipientRow(output)).delivery_state).toBe('devuelto');
      const shown = (await api(a, 'GET', `/api/v1/outputs/${output.id}`, a.mesa)).json().data;
      expect(shown.state).toBe('entregado');
    });

    it('loses nothing and duplicates nothing when the receiver is down mid-send', { timeout: 3 * LONG }, async () => {
      const port = Number(new URL(b.url).port);
      await b.test.app.close();
      const output = await signedOutput(a, 'Enviado con el receptor caído');
      const sent = await send(a, output);
      const failed = await waitFor(async () => {
        const found = await exchange(a, output.id);
        if (found.attempts >= 1) return found;
        await sleep(150);
        return null;
      }, LONG);
      expect(failed).toMatchObject({ state: 'pendiente' });
      expect(failed.last_error).toMatch(/Sin respuesta/);

      // B comes back on the same database and port; the queue's retry delivers it.
      restartedB = await buildApp({ config: b.test.config, database: b.test.database, logger: false });
      await restartedB.listen({ port, host: '127.0.0.1' });
      await restartedB.jobs.start();
      // The retry's delay (15 s and more, queues.ts) passes: it comes due now.
      await waitFor(async () => {
        const due = (await a.test.database.db.execute(
          sql`update pgboss.job set start_after = now() where name = 'peer-delivery' and state = 'retry' returning id`,
        )) as unknown as { rows: unknown[] };
        if (due.rows.length > 0) return true;
        await sleep(100);
        return null;
      }, LONG);
      const received = await until(a, output.id, 'recibido');
      expect(await requestsOf(b, sent.id)).toBe(1);

      // The answer was lost on the way back: A sends the same message again, B answers the same receipt.
      await a.test.database.db
        .update(peerMessages)
        .set({ state: 'pendiente' })
        .where(and(eq(peerMessages.id, sent.id)));
      await deliverPeerMessage(a.test.app, { id: 'replay', data: { message: sent.id }, retryCount: 0, retryLimit: 12 });
      expect(await exchange(a, output.id)).toMatchObject({ request_number: received.request_number });
      expect(await requestsOf(b, sent.id)).toBe(1);
    });

    it('refuses unsigned, badly signed, stale, unknown and malformed messages', async () => {
      const body = JSON.stringify({ type: 'refused', message_id: randomUUID(), reason: 'x', refused_at: '' });
      const post = (headers: Record<string, string>, payload = body) =>
        app(b).inject({
          method: 'POST',
          url: INBOX_PATH,
          headers: { 'content-type': 'application/json', ...headers },
          payload,
        });
      const signed = (signer: string, at = new Date(), payload = body, ruc = RUC_A) => {
        const id = randomUUID();
        return {
          [PEER_RUC_HEADER]: ruc,
          'webhook-id': id,
          'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
          'webhook-signature': new Webhook(signer).sign(id, at, payload),
        };
      };
      expect((await post({ [PEER_RUC_HEADER]: RUC_A })).statusCode).toBe(401);
      expect((await post(signed(secret()))).statusCode).toBe(401);
      expect((await post(signed(A_TO_B, new Date(Date.now() - 10 * 60_000)))).statusCode).toBe(401);
      const unknown = await post(signed(A_TO_B, new Date(), body, '20131312955'));
      expect(unknown.statusCode).toBe(401);
      expect(unknown.json().message).toBe('Institución no reconocida.');
      const malformed = await post(signed(A_TO_B, new Date(), '{"type":"document"}'), '{"type":"document"}');
      expect(malformed.statusCode).toBe(422);
      const stranger = await post(signed(A_TO_B));
      expect(stranger.statusCode).toBe(404);
      expect(stranger.json().message).toBe('No se envió ese documento a esta institución.');
    });

    it('keeps the secrets out of every answer and the trail, and an empty secret on edit keeps it', async () => {
      const shown = await api(a, 'GET', `/api/v1/peer-institutions/${a.peerId}`, a.admin);
      expect(shown.body).not.toContain('whsec_');
      const edited = await api(a, 'PUT', `/api/v1/peer-institutions/${a.peerId}`, a.admin, {
        ...shown.json().data,
        name: 'Gobierno Regional B (sede central)',
        send_secret: null,
        receive_secret: '',
      });
      expect(edited.statusCode, edited.body).toBe(200);
      const history = await api(a, 'GET', `/api/v1/peer-institutions/${a.peerId}/history`, a.admin);
      expect(history.body).not.toContain('whsec_');
      const generated = await api(a, 'POST', '/api/v1/peer-institutions', a.admin, {
        name: 'Otra institución',
        ruc: '20131312955',
        base_url: 'http://otra.example.org/',
        active: true,
      });
      expect(generated.statusCode, generated.body).toBe(201);
      expect(generated.json().data).toMatchObject({
        base_url: 'http://otra.example.org',
        has_receive_secret: false,
        send_secret: expect.stringMatching(/^whsec_/),
      });
      const twice = await api(a, 'POST', '/api/v1/peer-institutions', a.admin, {
        name: 'Repetida',
        ruc: '20131312955',
        base_url: 'http://otra.example.org',
        active: true,
      });
      expect(twice.statusCode).toBe(422);
      expect(twice.json().errors).toEqual({ ruc: ['Ya hay una institución con este RUC.'] });
      fs.rmSync(a.test.outbox, { recursive: true, force: true });
    });
  });
}
