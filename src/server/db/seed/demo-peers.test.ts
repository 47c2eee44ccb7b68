/**
 * The demo's two institutions know each other with no setup: the peer's first run (`npm run
 * start:peer`) seeds the Gobierno Regional with the municipality as its peer, each one's RUC and
 * secrets crosswise to the other's; started side by side (here on test ports instead of 3000 and
 * 3001), a document the municipality sends arrives at the regional government's mesa de partes.
 */
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDF, uploadBody } from '../../lib/attachments/test-files';
import { getSettings } from '../../lib/settings/settings';
import { sleep, waitFor } from '../../plugins/realtime/testing';
import { call, createTestApp, databaseKinds, login, openEmptyPglite, type TestApp } from '../../test/harness';
import { cloneTemplate } from '../../test/postgres';
import { openPostgres } from '../client';
import { prepareDatabase } from '../prepare';
import { peerInstitutions } from '../schema';
import { DEMO_INSTITUTIONS, DEMO_PEER_RUC, seedDemoPeers } from './demo-peers';

for (const kind of databaseKinds()) {
  describe(`the demo's two institutions [${kind}]`, () => {
    let main: TestApp;
    let peer: TestApp;
    const peerRow = async (side: TestApp) => (await side.database.db.select().from(peerInstitutions))[0]!;
    const listen = async (side: TestApp) => {
      await side.app.listen({ port: 0, host: '127.0.0.1' });
      return `http://127.0.0.1:${(side.app.server.address() as AddressInfo).port}`;
    };

    beforeAll(async () => {
      main = await createTestApp(kind);
      await seedDemoPeers(main.database.db, 'main');
      peer = await createTestApp(kind, {}, async () => {
        const opened =
          kind === 'pglite'
            ? { database: await openEmptyPglite(), drop: async () => {} }
            : await cloneTemplate(process.env.TEST_DATABASE_URL!, 'template0').then(async (clone) => ({
                database: await openPostgres(clone.url, 4),
                drop: clone.drop,
              }));
        await prepareDatabase(opened.database, { demo: true, demoData: true, institution: 'peer' });
        return opened;
      });
    }, 180_000);
    afterAll(async () => {
      await peer?.close();
      await main?.close();
    });

    it('seeds the peer as the Gobierno Regional, knowing the municipality with the secrets crosswise', async () => {
      const settings = await getSettings(peer.database.db);
      expect(settings).toMatchObject({ institution_name: 'Gobierno Regional de Ejemplo', tax_id: DEMO_PEER_RUC });
      const mainSettings = await getSettings(main.database.db);
      const [knowsMain, knowsPeer] = [await peerRow(peer), await peerRow(main)];
      expect(knowsMain).toMatchObject({
        name: mainSettings.institution_name,
        ruc: mainSettings.tax_id,
        base_url: DEMO_INSTITUTIONS.main.base_url,
        active: true,
      });
      expect(knowsPeer).toMatchObject({
        name: settings.institution_name,
        ruc: settings.tax_id,
        base_url: 'http://localhost:3001',
      });
      expect(knowsMain.send_secret).toBe(knowsPeer.receive_secret);
      expect(knowsMain.receive_secret).toBe(knowsPeer.send_secret);
      expect(knowsMain.send_secret).not.toBe(knowsMain.receive_secret);
    });

    it('delivers a document sent from the municipality to the regional government', { timeout: 180_000 }, async () => {
      // The demo's ports (3000, 3001) stand for whatever ports the tests got.
      await peer.database.db.update(peerInstitutions).set({ base_url: await listen(main) });
      await main.database.db.update(peerInstitutions).set({ base_url: await listen(peer) });
      await main.app.jobs.start();
      const admin = await login(main.app, 'admin');
      const mesa = await login(main.app, 'mesapartes');
      const type = await call(main.app, 'POST', '/api/v1/type-outputs', {
        token: admin,
        body: { code: 'OFI', name: 'Oficio' },
      });
      const citizen = await call(main.app, 'POST', '/api/v1/citizens', {
        token: admin,
        body: {
          person_type: 'JURIDICA',
          document_type: 'RUC',
          document_number: DEMO_PEER_RUC,
          business_name: 'Gobierno Regional de Ejemplo',
        },
      });
      expect(citizen.statusCode, citizen.body).toBe(201);
      const output = await call(main.app, 'POST', '/api/v1/outputs', {
        token: mesa,
        body: {
          type_output_id: type.json().data.id,
          subject: 'Convenio de cooperación',
          folios: 2,
          recipients: [{ citizen_id: citizen.json().data.id }],
        },
      });
      expect(output.statusCode, output.body).toBe(201);
      const { id, recipients } = output.json().data as { id: number; recipients: { id: number }[] };
      const { payload, headers } = uploadBody([{ filename: 'Oficio firmado.pdf', content: PDF }]);
      const uploaded = await main.app.inject({
        method: 'POST',
        url: `/api/v1/outputs/${id}/attachments`,
        headers: { authorization: `Bearer ${mesa}`, ...headers },
        payload,
      });
      expect(uploaded.statusCode, uploaded.body).toBe(201);
      const sent = await call(main.app, 'POST', `/api/v1/outputs/${id}/peer-dispatch`, {
        token: mesa,
        body: { recipient_id: recipients[0]!.id, peer_id: (await peerRow(main)).id },
      });
      expect(sent.statusCode, sent.body).toBe(202);

      const received = await waitFor(async () => {
        const res = await call(main.app, 'GET', `/api/v1/outputs/${id}/peer-exchanges`, { token: mesa });
        const exchange = res.json().data[0];
        if (exchange?.state === 'recibido') return exchange;
        await sleep(200);
        return null;
      }, 120_000);
      expect(received.request_number).toMatch(/\d/);
      const desk = await login(peer.app, 'mesapartes');
      const queue = await call(peer.app, 'GET', '/api/v1/entry-requests?per_page=50', { token: desk });
      expect(queue.json().data).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ number: received.request_number, subject: 'Convenio de cooperación' }),
        ]),
      );
      expect((await peerRow(peer)).ruc).toBe((await getSettings(main.database.db)).tax_id);
      expect(
        await peer.database.db.select().from(peerInstitutions).where(eq(peerInstitutions.active, true)),
      ).toHaveLength(1);
    });
  });
}
