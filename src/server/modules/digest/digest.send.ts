/**
 * Sends the digests due at `now` (digest.calendar.ts) to each person who wants them and has
 * something pending, once per person, kind and day across every instance: the person's row in
 * `digest_deliveries` is claimed (INSERT … ON CONFLICT DO NOTHING) in the transaction that
 * composes and sends the e-mail, so a second instance waits on the claim and then skips the
 * person, and a failed send rolls the claim back for the next run to retry.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { digestDeliveries } from '../../db/schema';
import { getSettings } from '../../lib/settings/settings';
import type { Mailer } from '../../plugins/mail';
import { dueDigests } from './digest.calendar';
import { composeDigest, type DigestKind, mayReceive, type Recipient, recipients } from './digest.compose';
import { renderDigest } from './digest.render';

export interface DigestSender {
  db: Db;
  mailer: Mailer;
  /** The app's public address (APP_URL): the e-mails' links start with it. */
  appUrl: string;
  log?: FastifyBaseLogger;
}

export type DigestRun = Record<DigestKind | 'failed', number>;

/** Sends what is due at `now`; returns how many e-mails of each kind went out and how many failed. */
export async function sendDigests(sender: DigestSender, now: Date): Promise<DigestRun> {
  const done: DigestRun = { daily: 0, weekly: 0, failed: 0 };
  const due = dueDigests(now, await getSettings(sender.db));
  if (due.length === 0) return done;
  const people = await recipients(sender.db);
  for (const { kind, day } of due) {
    const handled = await handledOn(sender.db, kind, day);
    for (const person of people) {
      if (handled.has(person.user.id) || !person.wants[kind] || !mayReceive(kind, person)) continue;
      try {
        if (await sendOne(sender, { kind, day, person, now })) done[kind]++;
      } catch (error) {
        done.failed++;
        sender.log?.error({ err: error, userId: person.user.id, kind }, 'digest: could not send');
      }
    }
  }
  return done;
}

/** Who already has this digest's row (sent, or nothing to say): skipped without a transaction. */
async function handledOn(db: Db, kind: DigestKind, day: string): Promise<Set<number>> {
  const rows = await db
    .select({ user_id: digestDeliveries.user_id })
    .from(digestDeliveries)
    .where(and(eq(digestDeliveries.kind, kind), eq(digestDeliveries.day, day)));
  return new Set(rows.map((r) => r.user_id));
}

/** Claims, composes and sends one person's digest; false when another run has it or nothing is pending. */
async function sendOne(
  { db, mailer, appUrl }: DigestSender,
  { kind, day, person, now }: { kind: DigestKind; day: string; person: Recipient; now: Date },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [claim] = await tx
      .insert(digestDeliveries)
      .values({ user_id: person.user.id, kind, day, sent: true })
      .onConflictDoNothing()
      .returning({ user_id: digestDeliveries.user_id });
    if (!claim) return false;
    const content = await composeDigest(tx, kind, person, now);
    if (!content) {
      await tx
        .update(digestDeliveries)
        .set({ sent: false })
        .where(
          and(
            eq(digestDeliveries.user_id, person.user.id),
            eq(digestDeliveries.kind, kind),
            eq(digestDeliveries.day, day),
          ),
        );
      return false;
    }
    // Sent last: an error rolls the claim back and the next run tries again.
    await mailer.send(renderDigest(content, person.user, appUrl));
    return true;
  });
}
