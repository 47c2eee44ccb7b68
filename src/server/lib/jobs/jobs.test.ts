/** The job queue on each database: a job sent in a transaction lives and dies with it; stop awaits the job in progress and its completion. */
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/harness';
import { registerJobs } from './jobs';

describeEachDatabase('job queue', (ctx) => {
  let app: FastifyInstance;
  const seen: string[] = [];

  beforeEach(() => {
    app = Fastify();
    app.decorate('database', ctx().database);
    registerJobs(app);
  });
  afterEach(async () => {
    await app.close();
  });

  const queued = async (mark: string) => {
    const rows = (await ctx().database.db.execute(
      sql`select count(*)::int as n from pgboss.job where name = 'orphan-file-sweep' and data->>'mark' = ${mark}`,
    )) as unknown as { rows: { n: number }[] };
    return rows.rows[0]!.n;
  };

  const until = async (done: () => boolean) => {
    for (let i = 0; i < 200 && !done(); i++) await new Promise((resolve) => setTimeout(resolve, 25));
    expect(done()).toBe(true);
  };

  it('keeps a job sent in a transaction only if the transaction commits, and runs it once', async () => {
    const { db } = ctx().database;
    await expect(
      db.transaction(async (tx) => {
        await app.jobs.send('orphan-file-sweep', { mark: 'rolled-back' }, { tx });
        throw new Error('the change fails');
      }),
    ).rejects.toThrow('the change fails');
    await db.transaction(async (tx) => {
      await app.jobs.send('orphan-file-sweep', { mark: 'committed' }, { tx });
    });
    expect(await queued('rolled-back')).toBe(0);
    expect(await queued('committed')).toBe(1);

    app.jobs.work<{ mark?: string }>('orphan-file-sweep', async (job) => {
      seen.push(job.data.mark ?? '');
    });
    await app.jobs.start();
    await until(() => seen.includes('committed'));
    expect(seen.filter((mark) => mark === 'committed')).toEqual(['committed']);
    expect(seen).not.toContain('rolled-back');
  });

  it('awaits the job in progress when the app closes', async () => {
    let release = () => {};
    let started = false;
    let finished = false;
    app.jobs.work('orphan-file-sweep', async () => {
      started = true;
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      finished = true;
    });
    await app.jobs.start();
    await app.jobs.send('orphan-file-sweep', { mark: 'slow' });
    await until(() => started);
    const closing = app.close();
    release();
    await closing;
    expect(finished).toBe(true);
  });

  it('records a finished job as completed before stop returns, so closing the pool right after loses nothing', async () => {
    let ran = false;
    app.jobs.work('orphan-file-sweep', async () => {
      ran = true;
    });
    await app.jobs.start();
    const id = await app.jobs.send('orphan-file-sweep', { mark: 'quick' });
    await until(() => ran);
    await app.jobs.stop();
    const rows = (await ctx().database.db.execute(
      sql`select state from pgboss.job where id = ${id}::uuid`,
    )) as unknown as { rows: { state: string }[] };
    expect(rows.rows[0]?.state).toBe('completed');
  });
});
