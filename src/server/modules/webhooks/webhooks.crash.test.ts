/**
 * The outbox survives a crash: the real server registers an entry (an instance without job
 * workers, so the event waits in the queue, not yet fanned out), is killed with SIGKILL, and is
 * started again on the same data with its workers: the event arrives once, signed, with the id
 * the delivery log then shows for it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, kill, login, prepareData, type Server, startServer } from '../../test/child-server';
import { databaseKinds } from '../../test/harness';
import { httpReceiver, type Receiver } from '../../test/http-receiver';

for (const kind of databaseKinds()) {
  describe(`webhooks across a crash [${kind}]`, () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'folio-webhook-crash-'));
    const received: { headers: Record<string, string>; body: string }[] = [];
    let receiver: Receiver;
    let env: Record<string, string> = {};
    let drop = async () => {};
    const servers: Server[] = [];

    beforeAll(async () => {
      ({ env, drop } = await prepareData(kind, dataDir));
      receiver = await httpReceiver((request, body, res) => {
        received.push({ headers: request.headers as Record<string, string>, body });
        res.writeHead(200).end();
      });
    });

    afterAll(async () => {
      for (const server of servers) await kill(server);
      await receiver.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    });

    it('delivers an event committed before SIGKILL once the server is back, with its id', {
      timeout: 180_000,
    }, async () => {
      const first = await startServer({ ...env, JOB_WORKERS: 'false' });
      servers.push(first);
      const admin = await login(first, 'admin');
      const url = receiver.url('/hooks');
      const subscription = await api(first, 'POST', '/api/v1/webhooks', admin, {
        name: 'Receptor',
        url,
        events: ['entry.registered'],
        office_id: null,
        active: true,
      });
      expect(subscription.status).toBe(201);
      const { id, secret } = subscription.json.data as { id: number; secret: string };
      const oneOf = async (resource: string) =>
        (await api(first, 'GET', `/api/v1/${resource}?per_page=1`, admin)).json.data[0].id as number;
      const entry = await api(first, 'POST', '/api/v1/entries', admin, {
        channel: 'presencial',
        type_entry_id: (
          await api(first, 'POST', '/api/v1/type-entries', admin, { code: 'CRH', name: 'Caída', response_days: 5 })
        ).json.data.id,
        sender_id: (
          await api(first, 'POST', '/api/v1/citizens', admin, {
            person_type: 'NATURAL',
            document_type: 'DNI',
            document_number: '40123456',
            names: 'Ana María',
            surnames: 'Núñez Quispe',
          })
        ).json.data.id,
        subject: 'Antes de la caída',
        folios: 1,
        destination_office_id: await oneOf('offices'),
      });
      expect(entry.status, JSON.stringify(entry.json)).toBe(201);
      const before = await api(first, 'GET', `/api/v1/webhooks/${id}/deliveries`, admin);
      expect(before.json.data).toEqual([]);
      await kill(first);
      expect(received).toEqual([]);
      const second = await startServer(env);
      servers.push(second);
      for (let i = 0; i < 600 && received.length === 0; i++) await new Promise((resolve) => setTimeout(resolve, 100));
      const log = await api(second, 'GET', `/api/v1/webhooks/${id}/deliveries`, await login(second, 'admin'));
      const [delivered, ...more] = log.json.data as { id: string; state: string }[];
      expect(more).toEqual([]);
      expect(received.length).toBeGreaterThan(0);
      expect(new Set(received.map((r) => r.headers['webhook-id']))).toEqual(new Set([delivered!.id]));
      const payload = new Webhook(secret).verify(received[0]!.body, received[0]!.headers) as { data: { id: number } };
      expect(payload.data.id).toBe(entry.json.data.id);
    });
  });
}
