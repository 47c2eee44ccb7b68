import os from 'node:os';
import path from 'node:path';
import Pusher from 'pusher-js';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { startTestS3, type TestS3 } from './lib/attachments/s3-server';
import { PDF, uploadBody } from './lib/attachments/test-files';
import { waitFor } from './plugins/realtime/testing';
import { type Instance, startFolio, stopFolio } from './test/instances';
import { cloneTemplate } from './test/postgres';

const serverUrl = process.env.TEST_DATABASE_URL;

describe('object store settings', () => {
  it('reads FILES_URL as bucket and prefix, and wants both S3 keys or neither', () => {
    const base = { DATA_DIR: os.tmpdir(), REALTIME_APP_SECRET: 'un-secreto-de-prueba' };
    expect(loadConfig(base).files).toEqual({ kind: 'local', root: path.join(os.tmpdir(), 'files') });
    expect(
      loadConfig({ ...base, FILES_URL: 's3://folio-files/prod/adjuntos', S3_FORCE_PATH_STYLE: 'true' }).files,
    ).toEqual({
      kind: 's3',
      bucket: 'folio-files',
      prefix: 'prod/adjuntos',
      endpoint: undefined,
      region: 'us-east-1',
      credentials: undefined,
      forcePathStyle: true,
    });
    expect(() => loadConfig({ ...base, FILES_URL: 's3://folio', S3_ACCESS_KEY_ID: 'solo-una' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, FILES_URL: 'ftp://folio' })).toThrow(/FILES_URL/);
  });
});

if (!serverUrl) {
  console.warn(
    '\n  ⚠ two-instances.test.ts: sin TEST_DATABASE_URL no se prueban dos procesos de Folio sobre un PostgreSQL.\n',
  );
}

if (serverUrl) {
  describe('two Folio processes on one PostgreSQL and one object store', () => {
    let s3: TestS3;
    let clone: Awaited<ReturnType<typeof cloneTemplate>>;
    const instances: Instance[] = [];

    beforeAll(async () => {
      s3 = await startTestS3();
      clone = await cloneTemplate(serverUrl, inject('postgresTemplate'));
      const env = {
        DATABASE_URL: clone.url,
        DEMO: 'false',
        APP_URL: 'http://folio.test',
        REALTIME_APP_SECRET: 'secreto-compartido-por-las-instancias',
        ...s3.env('compartido'),
      };
      instances.push(...(await Promise.all([startFolio(env), startFolio(env)])));
    }, 120_000);

    afterAll(async () => {
      await Promise.all(instances.map(stopFolio));
      await s3?.close();
      await clone?.drop();
    });

    const api = async (at: Instance, method: string, url: string, token?: string, body?: unknown) => {
      const res = await fetch(`${at.url}${url}`, {
        method,
        headers: {
          accept: 'application/json',
          ...(body !== undefined && { 'content-type': 'application/json' }),
          ...(token && { authorization: `Bearer ${token}` }),
        },
        ...(body !== undefined && { body: JSON.stringify(body) }),
      });
      const text = await res.text();
      return { status: res.status, body: text ? JSON.parse(text) : null };
    };
    const loginAt = async (at: Instance, username: string) =>
      (await api(at, 'POST', '/api/v1/login', undefined, { username, password: 'folio-demo' })).body
        .access_token as string;

    it('shares numbering, notifications and files between the instances', async () => {
      const [a, b] = instances as [Instance, Instance];
      const admin = await loginAt(a, 'admin');
      const desk = { a: await loginAt(a, 'mesapartes'), b: await loginAt(b, 'mesapartes') };
      const jefe = await loginAt(b, 'jefe');
      const type = await api(a, 'POST', '/api/v1/type-entries', admin, { code: 'DOS', name: 'Dos', response_days: 5 });
      const citizen = await api(b, 'POST', '/api/v1/citizens', admin, {
        person_type: 'NATURAL',
        document_type: 'DNI',
        document_number: '41234567',
        names: 'Rosa',
        surnames: 'Quispe',
      });
      const offices = await api(a, 'GET', '/api/v1/offices?per_page=100', admin);
      const oaj = offices.body.data.find((o: { code: string }) => o.code === 'OAJ').id as number;
      const body = {
        channel: 'presencial',
        type_entry_id: type.body.data.id,
        sender_id: citizen.body.data.id,
        subject: 'Registrada en dos instancias',
        folios: 1,
        destination_office_id: oaj,
      };

      // Registrations on both at once: every number taken once, none skipped.
      const created = await Promise.all(
        Array.from({ length: 16 }, (_, i) =>
          i % 2 === 0
            ? api(a, 'POST', '/api/v1/entries', desk.a, body)
            : api(b, 'POST', '/api/v1/entries', desk.b, body),
        ),
      );
      expect(created.map((r) => r.status)).toEqual(Array(16).fill(201));
      const serials = created
        .map((r) => Number(/(\d+)$/.exec(r.body.data.number as string)?.[1]))
        .sort((x, y) => x - y);
      expect(serials).toEqual(Array.from({ length: 16 }, (_, i) => serials[0]! + i));

      // Jefe listens on B; the derivation happens on A.
      const me = await api(b, 'GET', '/api/v1/user', jefe);
      const received: unknown[] = [];
      const pusher = new Pusher('folio-key', {
        cluster: '',
        wsHost: '127.0.0.1',
        wsPort: b.port,
        forceTLS: false,
        enabledTransports: ['ws'],
        disableStats: true,
        channelAuthorization: {
          endpoint: `${b.url}/api/broadcasting/auth`,
          transport: 'ajax',
          headers: { authorization: `Bearer ${jefe}` },
        },
      });
      try {
        let subscribed = false;
        const channel = pusher.subscribe(`private-App.Models.User.${me.body.user.id}`);
        channel.bind('pusher:subscription_succeeded', () => {
          subscribed = true;
        });
        channel.bind_global((event: string, data: unknown) => {
          if (!event.startsWith('pusher')) received.push(data);
        });
        await waitFor(() => subscribed, 15_000);
        const entry = created[0]!.body.data;
        const derived = await api(a, 'POST', `/api/v1/entries/${entry.id}/derive`, desk.a, {
          version: entry.version,
          destinations: [{ office_id: oaj, user_id: me.body.user.id, action: 'atencion' }],
        });
        expect(derived.status, JSON.stringify(derived.body)).toBe(200);
        await waitFor(() => received.length > 0, 15_000);
        expect(JSON.stringify(received)).toContain(entry.number);
      } finally {
        pusher.disconnect();
      }

      // A file uploaded on A downloads from B.
      const upload = uploadBody([{ filename: 'oficio.pdf', content: PDF }]);
      const uploaded = await fetch(`${a.url}/api/v1/entries/${created[1]!.body.data.id}/attachments`, {
        method: 'POST',
        headers: { authorization: `Bearer ${desk.a}`, ...upload.headers },
        body: upload.payload,
      });
      expect(uploaded.status).toBe(201);
      const { url } = ((await uploaded.json()) as { data: { url: string }[] }).data[0]!;
      const download = await fetch(`${b.url}${url}?download=1`, { headers: { authorization: `Bearer ${desk.b}` } });
      expect(download.status).toBe(200);
      expect(Buffer.from(await download.arrayBuffer()).equals(PDF)).toBe(true);
    }, 120_000);
  });
}
