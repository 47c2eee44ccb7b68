/**
 * The extraction on the real job queue: the child process reading an uploaded file is killed
 * (found by the file's hash in its title, so no other test file's child is touched); the job
 * fails, waits for its retry with the file back `pendiente`, and its retry reads the file, which
 * the list then finds.
 */
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { attachmentTexts } from '../../../db/schema';
import { entryFixtures } from '../../../modules/entries/entries.fixtures';
import { call, describeEachDatabase } from '../../../test/harness';
import { requestNewTexts } from './jobs';
import { scannedPdf, textPdf } from './scans';
import { readerOf, until } from './text.fixtures';

describeEachDatabase('text extraction on the job queue', (ctx) => {
  let made: Awaited<ReturnType<typeof entryFixtures>> | undefined;
  const fixtures = async () => (made ??= await entryFixtures(ctx()));

  // Before the queue starts: no sweep of its own runs meanwhile.
  it('sweeps the newest attachments after an upload, and every attachment when asked for all', async () => {
    const f = await fixtures();
    const entry = await f.register({ subject: 'Oficio con dos informes' });
    const older = await textPdf([`Informe anterior ${Date.now()}`]);
    const newer = await textPdf([`Informe posterior ${Date.now()}`]);
    for (const [filename, content] of [
      ['anterior.pdf', older],
      ['posterior.pdf', newer],
    ] as const)
      expect((await f.uploadFiles(entry.id, [{ filename, content }])).statusCode).toBe(201);
    const hash = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
    expect(await requestNewTexts(ctx().database.db, { newest: 1 })).toEqual([hash(newer)]);
    expect(await requestNewTexts(ctx().database.db)).toContain(hash(older));
  });

  it('retries the job of a file whose reading child process was killed, and the retry reads it', async () => {
    const { app, database } = ctx();
    const f = await fixtures();
    const entry = await f.register({ subject: 'Oficio con informe adjunto' });
    // A scan: its OCR keeps the child at work long enough to be found and killed.
    const pdf = await scannedPdf(['Informe sobre el puente Quillabamba', `Referencia ${Date.now()}`]);
    const sha256 = createHash('sha256').update(pdf).digest('hex');
    const uploaded = await f.uploadFiles(entry.id, [{ filename: 'puente.pdf', content: pdf }]);
    expect(uploaded.statusCode, uploaded.body).toBe(201);

    const job = async () => {
      const result = await database.db.execute<{ id: string; state: string; retry_count: number }>(
        sql`select id, state, retry_count from pgboss.job where name = 'attachment-text' and data->>'sha256' = ${sha256}`,
      );
      return (result as unknown as { rows: { id: string; state: string; retry_count: number }[] }).rows[0];
    };
    const text = async () =>
      (await database.db.select().from(attachmentTexts).where(eq(attachmentTexts.sha256, sha256)))[0];

    // The sweep sends the file's job as the queue starts; its worker hands the file to a reading child.
    await app.jobs.start();
    const pid = await until(() => readerOf(sha256), 'the child reading the file');
    process.kill(pid, 'SIGKILL');

    const failed = await until(async () => {
      const row = await job();
      return row?.state === 'retry' ? row : undefined;
    }, 'the job waiting for its retry');
    expect(await text()).toMatchObject({ state: 'pendiente', attempts: 1, reason: expect.stringContaining('SIGKILL') });

    // Its retry is due now rather than after the queue's delay.
    await database.db.execute(sql`update pgboss.job set start_after = now() where id = ${failed.id}`);
    app.jobs.wake('attachment-text');
    const done = await until(async () => {
      const row = await job();
      return row?.state === 'completed' ? row : undefined;
    }, 'the retry');
    expect(done.retry_count).toBe(1);
    expect(await text()).toMatchObject({ state: 'listo', attempts: 2, pages: 1, reason: null });

    const res = await call(app, 'GET', '/api/v1/entries?q=quillabamba', { token: f.tokens.mesapartes });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.map((row: { id: number }) => row.id)).toEqual([entry.id]);
  }, 120_000);
});
