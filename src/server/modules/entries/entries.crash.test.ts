/**
 * Numbering survives a crash: the real server (`src/server/main.ts`) takes a burst of concurrent
 * registrations, is killed with SIGKILL in the middle of it, and is started again on the same
 * data. Every registration it acknowledged (201) must be there, and the numbers must run 1..N with
 * no gap and no repeat — also the next one registered after the restart.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, kill, login, prepareData, type Server, startServer } from '../../test/child-server';
import { databaseKinds } from '../../test/harness';

const BURST = 60;
/** Acknowledged registrations before the kill: the rest of the burst is still in flight. */
const KILL_AFTER = 12;

interface Acknowledged {
  id: number;
  number: string;
  sequence: number;
}

for (const kind of databaseKinds()) {
  describe(`entries numbering across a crash [${kind}]`, () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'folio-crash-'));
    let env: Record<string, string> = {};
    let drop = async () => {};
    const servers: Server[] = [];

    beforeAll(async () => {
      ({ env, drop } = await prepareData(kind, dataDir));
    });

    afterAll(async () => {
      for (const server of servers) await kill(server);
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    });

    it('keeps every acknowledged entry and a gapless sequence after SIGKILL mid-burst', {
      timeout: 120_000,
    }, async () => {
      const first = await startServer(env);
      servers.push(first);
      // Sessions live in the database: the same token works after the restart.
      const admin = await login(first, 'admin');
      const type = await api(first, 'POST', '/api/v1/type-entries', admin, {
        code: 'CRASH',
        name: 'Prueba de caída',
        response_days: 5,
      });
      expect(type.status).toBe(201);
      const citizen = await api(first, 'POST', '/api/v1/citizens', admin, {
        person_type: 'NATURAL',
        document_type: 'DNI',
        document_number: '41234567',
        names: 'Rosa',
        surnames: 'Huamán Torres',
      });
      expect(citizen.status).toBe(201);
      const offices = await api(first, 'GET', '/api/v1/offices?per_page=100', admin);
      const oaj = offices.json.data.find((o: { code: string }) => o.code === 'OAJ').id;
      const entry = (i: number) => ({
        channel: 'presencial',
        type_entry_id: type.json.data.id,
        sender_id: citizen.json.data.id,
        subject: `Registro en ráfaga ${i}`,
        folios: 1,
        destination_office_id: oaj,
      });

      const acknowledged: Acknowledged[] = [];
      let killed: Promise<void> | undefined;
      await Promise.allSettled(
        Array.from({ length: BURST }, async (_, i) => {
          const res = await api(first, 'POST', '/api/v1/entries', admin, entry(i));
          if (res.status !== 201) throw new Error(`${res.status}`);
          acknowledged.push(res.json.data as Acknowledged);
          if (acknowledged.length === KILL_AFTER) killed = kill(first);
        }),
      );
      await killed;
      expect(first.child.signalCode).toBe('SIGKILL');
      expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER);

      const second = await startServer(env);
      servers.push(second);
      const after = await api(second, 'POST', '/api/v1/entries', admin, entry(BURST));
      expect(after.status).toBe(201);
      const list = await api(second, 'GET', '/api/v1/entries?per_page=100&sort=number', admin);
      expect(list.status).toBe(200);
      const stored = list.json.data as Acknowledged[];
      for (const a of acknowledged) {
        expect(stored.find((e) => e.id === a.id)).toMatchObject({ number: a.number, sequence: a.sequence });
      }
      const sequences = stored.map((e) => e.sequence).sort((a, b) => a - b);
      expect(sequences).toEqual(Array.from({ length: sequences.length }, (_, i) => i + 1));
      expect(new Set(stored.map((e) => e.number)).size).toBe(stored.length);
      expect(after.json.data.sequence).toBe(sequences.length);
      expect(stored.length).toBeLessThanOrEqual(BURST + 1);
    });
  });
}
