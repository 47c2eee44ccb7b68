/**
 * The citizens' e-mails go through an outbox: the transaction that causes one (the verification,
 * an operator's assign, observe or reject) writes a row, and the mail is sent after it commits by
 * a job of the job queue (lib/jobs) — sent right after the response of the route that wrote it,
 * and every minute for any left behind (a failed SMTP delivery is retried, at most MAX_ATTEMPTS times).
 */
import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../db/client';
import { virtualDeskMails } from '../../db/schema';
import { deskMessage } from './virtual-desk.messages';
import type { DeskMailKind } from './virtual-desk.service';

const MAX_ATTEMPTS = 5;
const CLAIM_MINUTES = 5;
const BATCH = 20;

/** Takes the pending mails no other sender holds now. */
async function claim(db: Executor) {
  const pending = db
    .select({ id: virtualDeskMails.id })
    .from(virtualDeskMails)
    .where(
      and(
        isNull(virtualDeskMails.sent_at),
        lt(virtualDeskMails.attempts, MAX_ATTEMPTS),
        or(
          isNull(virtualDeskMails.claimed_at),
          lt(virtualDeskMails.claimed_at, sql`now() - ${`${CLAIM_MINUTES} minutes`}::interval`),
        ),
      ),
    )
    .orderBy(virtualDeskMails.id)
    .limit(BATCH)
    .for('update', { skipLocked: true });
  return db
    .update(virtualDeskMails)
    .set({ claimed_at: sql`now()`, attempts: sql`${virtualDeskMails.attempts} + 1` })
    .where(inArray(virtualDeskMails.id, pending))
    .returning();
}

/** Sends what is pending; returns how many went out. */
export async function flushDeskMail(app: FastifyInstance): Promise<number> {
  const claimed = await claim(app.db);
  let sent = 0;
  for (const mail of claimed) {
    try {
      const message = await deskMessage(app, mail.submission_id, mail.kind as DeskMailKind);
      if (message) await app.mailer.send(message);
      await app.db.update(virtualDeskMails).set({ sent_at: sql`now()` }).where(eq(virtualDeskMails.id, mail.id));
      sent++;
    } catch (error) {
      app.log.error({ err: error, mail: mail.id }, 'virtual desk mail: not sent');
      await app.db.update(virtualDeskMails).set({ claimed_at: null }).where(eq(virtualDeskMails.id, mail.id));
    }
  }
  return sent;
}

/**
 * Sends on the job queue: a job after each successful write of the request routes and this
 * module's, and every minute for any left behind. Registered on the root instance (app.ts) before
 * the modules, so its hook sees their routes.
 */
export function registerDeskOutbox(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    if (request.method === 'GET' || reply.statusCode >= 400) return;
    const url = request.url;
    if (url.startsWith('/api/v1/entry-requests') || url.startsWith('/api/v1/public/virtual-desk'))
      await app.jobs.send('virtual-desk-mail');
  });
  app.jobs.every('virtual-desk-mail', '* * * * *', { run: async () => ({ sent: await flushDeskMail(app) }) });
}
