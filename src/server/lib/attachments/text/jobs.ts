/**
 * The extraction as jobs on the one job queue (docs/text-search.md): every minute, and at once after
 * an upload, `attachment-text-sweep` marks each new stored file (of the newest thousand attachments;
 * of all of them on the hour and at an instance's start) `pendiente` and sends it an
 * `attachment-text` job; that job reads the file in a child process (extract.ts) and keeps its
 * pages. `TEXT_WORKERS` jobs run at once per instance; a job whose worker died expires and is
 * retried, and a file that keeps failing ends in `error` with its reason.
 */
import { and, eq, inArray, max, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../../db/client';
import { attachments, attachmentTextPages, attachmentTexts } from '../../../db/schema';
import { registerTiles } from '../../dashboard/tiles';
import type { JobRun } from '../../jobs/jobs';
import { extractText } from './extract';
import { TEXT_TILES } from './tiles';

export const TEXT_STATES = ['pendiente', 'en_proceso', 'listo', 'sin_texto', 'error'] as const;
export type TextState = (typeof TEXT_STATES)[number];

interface TextJob {
  sha256: string;
}

/**
 * The attachments the sweep after an upload and on each minute looks at: the newest, by id. Looking
 * at all of them is an anti-join of every attachment against the texts (350 ms at 300 000; 3 ms for
 * the newest thousand), so that is done when an instance starts and on the hour, which also finds
 * the files of a larger import or a restore.
 */
export const RECENT_ATTACHMENTS = 1000;

/** Marks the stored files not read yet `pendiente` (among the `newest` attachments, or all); answers their hashes. */
export async function requestNewTexts(db: Executor, { newest, limit = 500 }: { newest?: number; limit?: number } = {}) {
  let from = sql``;
  if (newest !== undefined) {
    // The bound as a value, so that the planner sees how few rows it keeps.
    const [last] = await db.select({ id: max(attachments.id) }).from(attachments);
    from = sql`and a.id > ${(last?.id ?? 0) - newest}`;
  }
  const rows = await db.execute<{ sha256: string }>(sql`
    insert into ${attachmentTexts} (sha256)
    select distinct a.sha256 from ${attachments} a
    where a.deleted_at is null ${from}
      and not exists (select 1 from ${attachmentTexts} t where t.sha256 = a.sha256)
    limit ${limit}
    on conflict do nothing
    returning sha256`);
  return (rows as unknown as { rows: { sha256: string }[] }).rows.map((row) => row.sha256);
}

/** Marks a file to be read again (the attachment's «Reextraer»): its pages go, a job is sent. */
export async function requestTextAgain(app: FastifyInstance, sha256: string): Promise<void> {
  await app.db.transaction(async (tx) => {
    await tx.delete(attachmentTextPages).where(eq(attachmentTextPages.sha256, sha256));
    await tx
      .insert(attachmentTexts)
      .values({ sha256 })
      .onConflictDoUpdate({
        target: attachmentTexts.sha256,
        set: {
          state: 'pendiente',
          reason: null,
          pages: null,
          ocr_pages: 0,
          attempts: 0,
          requested_at: sql`now()`,
          started_at: null,
          finished_at: null,
        },
      });
    await app.jobs.send('attachment-text', { sha256 } satisfies TextJob, { tx });
  });
  app.jobs.wake('attachment-text');
}

async function finish(db: Executor, sha256: string, state: TextState, reason: string | null, pages?: number) {
  await db
    .update(attachmentTexts)
    .set({ state, reason, ...(pages === undefined ? {} : { pages }), finished_at: sql`now()` })
    .where(eq(attachmentTexts.sha256, sha256));
}

/** Reads one stored file and keeps its pages; throws (to be retried) when its child process died. */
export async function extractAttachmentText(
  app: FastifyInstance,
  job: Pick<JobRun<TextJob>, 'data' | 'retryCount' | 'retryLimit'>,
) {
  const { sha256 } = job.data;
  const [claimed] = await app.db
    .update(attachmentTexts)
    .set({ state: 'en_proceso', attempts: sql`${attachmentTexts.attempts} + 1`, started_at: sql`now()` })
    .where(and(eq(attachmentTexts.sha256, sha256), inArray(attachmentTexts.state, ['pendiente', 'en_proceso'])))
    .returning();
  if (!claimed) return;
  const [file] = await app.db
    .select({ content_type: attachments.content_type, size: attachments.size })
    .from(attachments)
    .where(eq(attachments.sha256, sha256))
    .limit(1);
  const { maxFileBytes, maxPages, pageSeconds, priority } = app.config.text;
  if (!file) return finish(app.db, sha256, 'sin_texto', 'El archivo ya no está adjunto a ningún registro.');
  if (file.size > maxFileBytes)
    return finish(
      app.db,
      sha256,
      'sin_texto',
      `Excede el tamaño máximo de ${maxFileBytes / 1024 / 1024} MB para leer su texto.`,
    );
  const bytes = await app.files.get(sha256);
  if (!bytes) return finish(app.db, sha256, 'error', 'El archivo no está en el almacén.');
  let extraction: Awaited<ReturnType<typeof extractText>>;
  try {
    extraction = await extractText(bytes, {
      contentType: file.content_type,
      maxPages,
      pageSeconds,
      priority,
      gate: app.requestGate,
      sha256,
    });
  } catch (error) {
    const reason = (error as Error).message.slice(0, 280);
    if (job.retryCount >= job.retryLimit) return finish(app.db, sha256, 'error', reason);
    await app.db.update(attachmentTexts).set({ state: 'pendiente', reason }).where(eq(attachmentTexts.sha256, sha256));
    throw error;
  }
  const { pages, outcome } = extraction;
  await app.db.transaction(async (tx) => {
    await tx.delete(attachmentTextPages).where(eq(attachmentTextPages.sha256, sha256));
    if (pages.length > 0)
      await tx.insert(attachmentTextPages).values(pages.map(({ page, text }) => ({ sha256, page, text })));
    await tx
      .update(attachmentTexts)
      .set({ ocr_pages: pages.filter((page) => page.ocr).length })
      .where(eq(attachmentTexts.sha256, sha256));
    await finish(tx, sha256, outcome.state, outcome.state === 'listo' ? null : outcome.reason, pages.length);
  });
}

/** The backlog's Tablero tile, the sweep on its clock and the extraction's workers (`TEXT_WORKERS`; none: other instances read). */
export function scheduleTextExtraction(app: FastifyInstance): void {
  registerTiles(TEXT_TILES);
  let started = false;
  app.jobs.every('attachment-text-sweep', '* * * * *', {
    run: async (now) => {
      const all = !started || now.getMinutes() === 0;
      started = true;
      const requested = await requestNewTexts(app.db, all ? {} : { newest: RECENT_ATTACHMENTS });
      for (const sha256 of requested) await app.jobs.send('attachment-text', { sha256 } satisfies TextJob);
      return { requested: requested.length };
    },
  });
  const { workers } = app.config.text;
  if (workers > 0)
    app.jobs.work<TextJob>('attachment-text', (job) => extractAttachmentText(app, job), {
      pollingIntervalSeconds: 2,
      workers,
    });
}
