/**
 * The demo's scanned entries: registered with a scan as their only attachment (no text layer), and
 * once the background reading has OCR'd them, the entries list finds each by a word printed on
 * its paper, with the passage.
 */
import { beforeAll, expect, it } from 'vitest';
import { extractAttachmentText, requestNewTexts } from '../../lib/attachments/text/jobs';
import { type EntryFixtures, entryFixtures } from '../../modules/entries/entries.fixtures';
import { call, describeEachDatabase } from '../../test/harness';
import { DEMO_SCANS, seedDemoScans } from './demo-scans';

describeEachDatabase('demo scanned entries', (ctx) => {
  let f: EntryFixtures;

  beforeAll(async () => {
    const { app } = ctx();
    f = await entryFixtures(ctx());
    await seedDemoScans(app.db, app.files);
    for (const sha256 of await requestNewTexts(app.db))
      await extractAttachmentText(app, { data: { sha256 }, retryCount: 0, retryLimit: 0 });
  }, 180_000);

  it('finds each scan by a word printed on it, with the passage', async () => {
    const search = async (q: string) =>
      (await call(ctx().app, 'GET', `/api/v1/entries?q=${encodeURIComponent(q)}`, { token: f.tokens.admin })).json()
        .data as { subject: string; text_match: { name: string; snippet: string } | null }[];
    const [plan] = await search('Chilca');
    expect(plan).toMatchObject({ subject: DEMO_SCANS[0].subject, text_match: { name: 'solicitud-escaneada.png' } });
    const [claim] = await search('domicilio nulidad');
    expect(claim).toMatchObject({ subject: DEMO_SCANS[1].subject, text_match: { name: 'reclamo-escaneado.pdf' } });
  });
});
