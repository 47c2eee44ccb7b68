/**
 * The demo's signatures: the institution's seal configured (naming the demo RUC) and two entries
 * with a citizen's signed request, one intact and one altered, which the background check and the
 * entry's attachment list tell apart (the demo root is trusted).
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { checkPendingPdfs } from '../../modules/certificates/certificates.scheduler';
import { type EntryFixtures, entryFixtures } from '../../modules/entries/entries.fixtures';
import { createFileStore } from '../../plugins/files';
import { call, describeEachDatabase } from '../../test/harness';
import { seedDemoTrustedRoot } from './demo-pki';
import { DEMO_RUC, DEMO_SEAL_NAME, seedDemoSignatures } from './demo-signatures';

describeEachDatabase('demo signatures', (ctx) => {
  let f: EntryFixtures;

  beforeAll(async () => {
    const { app } = ctx();
    f = await entryFixtures(ctx());
    const store = createFileStore(await mkdtemp(path.join(tmpdir(), 'folio-signatures-')));
    await seedDemoTrustedRoot(app.db);
    await seedDemoSignatures(app.db, store, app.config.sealSecret);
    await checkPendingPdfs(app.db, store);
  }, 120_000);

  it('configures the seal naming the demo RUC', async () => {
    const seal = await call(ctx().app, 'GET', '/api/v1/institution-seal', { token: f.tokens.admin });
    expect(seal.json().data).toMatchObject({ subject_name: DEMO_SEAL_NAME, ruc: DEMO_RUC });
  });

  it('registers one entry with a valid signed PDF and one with the same PDF altered', async () => {
    const token = f.tokens.admin;
    const list = (await call(ctx().app, 'GET', '/api/v1/entries?q=devolución de pago', { token })).json().data;
    const bySubject = new Map<string, number>(
      list.map((entry: { subject: string; id: number }) => [entry.subject, entry.id]),
    );
    const checks = async (subject: string) => {
      const id = bySubject.get(subject);
      const files = (await call(ctx().app, 'GET', `/api/v1/entries/${id}/attachments`, { token })).json().data;
      return files[0].signature_check;
    };
    expect(await checks('Solicitud de devolución de pago, firmada digitalmente')).toMatchObject({
      status: 'checked',
      signatures: [{ intact: true, trusted: true, certificateValidAtSigning: true, reason: 'Solicito la devolución' }],
    });
    expect(await checks('Solicitud de devolución de pago, firmada y luego alterada')).toMatchObject({
      status: 'checked',
      signatures: [{ intact: false, trusted: true }],
    });
  });
});
