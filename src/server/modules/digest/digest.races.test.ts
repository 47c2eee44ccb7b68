/**
 * Several instances send each digest once: two runners at the same moment on PostgreSQL (PGlite
 * would run them one by one), each with its own connection, against one real SMTP server.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { digestDeliveries, entries } from '../../db/schema';
import { createMailer } from '../../plugins/mail';
import { createUser, patchSettings } from '../../test/fixtures';
import { describeRaces } from '../../test/races';
import { startSmtp, type TestSmtp } from '../../test/smtp';
import { entryFixtures } from '../entries/entries.fixtures';
import { sendDigests } from './digest.send';

const WORKERS = 12;

await describeRaces('digest e-mails sent once across instances', (ctx) => {
  let smtp: TestSmtp;

  beforeAll(async () => {
    smtp = await startSmtp();
    const { database } = ctx();
    const f = await entryFixtures(ctx());
    // Every day is a working day and the hour is midnight: the digest is due whenever the test runs.
    await patchSettings(database.db, {
      working_days: [1, 2, 3, 4, 5, 6, 7],
      holidays: [],
      digest: { hour: 0, weekly_weekday: 1 },
    });
    // A dozen workers of OAJ, each with an entry of their own.
    for (let i = 0; i < WORKERS; i++) {
      const worker = await createUser(database.db, {
        username: `carrera-${i}`,
        role: 'Servidor de oficina',
        officeId: f.ids.OAJ,
      });
      const entry = await f.register({ subject: `Asunto ${i}` });
      await database.db.update(entries).set({ assignee_id: worker.id }).where(eq(entries.id, entry.id));
    }
  });

  afterAll(async () => {
    await smtp?.close();
  });

  it('gives each person exactly one e-mail of each kind when two runners race', { timeout: 120_000 }, async () => {
    const { database } = ctx();
    const runner = () =>
      sendDigests(
        {
          db: database.db,
          mailer: createMailer({ smtpUrl: smtp.url, mailFrom: 'Folio <folio@folio.local>', dataDir: '' }),
          appUrl: 'http://folio.test',
        },
        new Date(),
      );
    const [a, b] = await Promise.all([runner(), runner()]);
    expect(a.failed + b.failed).toBe(0);

    const byKind = new Map<string, number>();
    for (const mail of smtp.received) {
      const key = `${mail.to} ${mail.subject.startsWith('Documentos vencidos') ? 'weekly' : 'daily'}`;
      byKind.set(key, (byKind.get(key) ?? 0) + 1);
    }
    // Every worker, the front desk (today’s registrations) and the administrator.
    for (let i = 0; i < WORKERS; i++) expect(byKind.get(`carrera-${i}@folio.local daily`)).toBe(1);
    expect(byKind.get('mesapartes@folio.local daily')).toBe(1);
    expect(byKind.get('admin@folio.local daily')).toBe(1);
    expect([...byKind.values()].every((count) => count === 1)).toBe(true);
    expect(a.daily + b.daily + a.weekly + b.weekly).toBe(smtp.received.length);

    const sent = await database.db.select().from(digestDeliveries).where(eq(digestDeliveries.sent, true));
    expect(sent).toHaveLength(smtp.received.length);
  });
});
