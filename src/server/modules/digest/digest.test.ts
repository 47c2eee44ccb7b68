/**
 * The digest e-mails through a real SMTP server, on a fixed data set in June 2026 with Monday 8
 * June a holiday: each demo role's daily digest is its Tablero (counts, rows, links to APP_URL);
 * the office head's weekly one lists the office's overdue items by person; nothing goes on a day
 * off or before the hour; each person gets each digest once; opting out in Mi perfil is respected;
 * a refused send is retried by the next run.
 */
import { calendarDate } from '@shared/working-days';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { archiveExpedients, deliveryControls, digestDeliveries, entries } from '../../db/schema';
import { createMailer } from '../../plugins/mail';
import { createUser, patchSettings } from '../../test/fixtures';
import { call, describeEachDatabase } from '../../test/harness';
import { readOutbox } from '../../test/outbox';
import { startSmtp, type TestMail, type TestSmtp } from '../../test/smtp';
import { type DatedEntry, type EntryFixtures, entryFixtures } from '../entries/entries.fixtures';
import { sendDigests } from './digest.send';

/** A day of June 2026 at a Lima time (UTC−5). */
const at = (day: number, hour: number, minute = 5) => new Date(Date.UTC(2026, 5, day, hour + 5, minute));

describeEachDatabase('digest e-mails', (ctx) => {
  let f: EntryFixtures;
  let smtp: TestSmtp;
  const n: Record<string, string> = {};
  const ids: Record<string, number> = {};

  /** A run at `now`, the server's clock reading it too (the lists' "overdue" is the server's today). */
  async function run(now: Date) {
    const mailer = createMailer({ smtpUrl: smtp.url, mailFrom: 'Folio <folio@folio.local>', dataDir: '' });
    vi.useFakeTimers({ toFake: ['Date'], now });
    try {
      return await sendDigests({ db: ctx().database.db, mailer, appUrl: 'http://folio.test' }, now);
    } finally {
      vi.useRealTimers();
    }
  }

  /** What the SMTP server received since the last call, by recipient. */
  const taken = () => {
    const mails = smtp.received.splice(0);
    return new Map<string, TestMail[]>(
      [...new Set(mails.map((m) => m.to))].map((to) => [to, mails.filter((m) => m.to === to)]),
    );
  };
  const only = (mails: Map<string, TestMail[]>, to: string) => {
    expect(mails.get(to), to).toHaveLength(1);
    return mails.get(to)![0]!;
  };

  async function entry(set: DatedEntry, over = {}) {
    const e = await f.registerDated(set, over);
    ids[e.number] = e.id;
    return e.number;
  }

  beforeAll(async () => {
    smtp = await startSmtp();
    const { database } = ctx();
    f = await entryFixtures(ctx());
    await patchSettings(database.db, {
      working_days: [1, 2, 3, 4, 5],
      holidays: [{ date: '2026-06-08', name: 'Aniversario provincial', recurring: false }],
      digest: { hour: 7, weekly_weekday: 1 },
    });
    // Lucía (servidor): B overdue, C due on Wednesday 10. Jorge (jefe): G overdue. OAJ: U unassigned and overdue.
    n.b = await entry({ received: '2026-06-01T15:00:00Z', days: 2, due: '2026-06-03', assignee: 'servidor' });
    n.c = await entry({ received: '2026-06-05T15:00:00Z', days: 2, due: '2026-06-10', assignee: 'servidor' });
    n.g = await entry({ received: '2026-06-01T15:00:00Z', days: 2, due: '2026-06-03', assignee: 'jefe' });
    n.u = await entry({ received: '2026-06-02T15:00:00Z', days: 2, due: '2026-06-04' });
    // The front desk registers every day (the entries' received dates are set, one per day below).
    for (const day of ['09', '10', '11', '15']) {
      n[`t${day}`] = await entry({ received: `2026-06-${day}T12:30:00Z`, days: 5, due: '2026-06-30' });
      await database.db
        .update(entries)
        .set({ state: 'atendido' })
        .where(eq(entries.id, ids[n[`t${day}`]!]!));
    }
    // The courier's open control; the archive's box past its retention.
    await database.db.insert(deliveryControls).values({
      year: 2026,
      sequence: 900,
      number: 'CE-2026-000900',
      kind: 'interno',
      courier_id: f.ids['user:mensajero']!,
      scheduled_date: '2026-06-09',
      office_id: f.ids.MP!,
      registered_by: f.ids['user:mesapartes']!,
      state: 'en_ruta',
    });
    await database.db
      .insert(archiveExpedients)
      .values({ code: 'CJ-001', title: 'Contratos 2010', state: 'transferido', central_retention_until: '2026-06-01' });
    // A worker with nothing pending.
    ids.idle = (
      await createUser(database.db, { username: 'sin-pendientes', role: 'Servidor de oficina', officeId: f.ids.OAJ })
    ).id;
  });

  afterAll(async () => {
    await smtp?.close();
  });

  it('sends nothing on a holiday', async () => {
    expect(await run(at(8, 9))).toEqual({ daily: 0, weekly: 0, failed: 0 });
    expect(smtp.received).toEqual([]);
  });

  it("sends the office head the week's overdue items by person on the first working day of the week", async () => {
    expect(await run(at(9, 7))).toMatchObject({ weekly: 1, failed: 0 });
    const mails = taken();
    const weekly = mails.get('jefe@folio.local')!.find((m) => m.subject.startsWith('Documentos vencidos'))!;
    expect(weekly.subject).toBe('Documentos vencidos de su oficina al martes, 9 de junio de 2026');
    expect(weekly.text).toContain('Estos son los documentos vencidos de su oficina, por persona');
    expect(weekly.text).toContain('Vencidos por persona: 3');
    for (const line of [
      'Jorge Salazar Núñez · 1 documento',
      'Lucía Pérez Castillo · 1 documento',
      'Sin asignar · 1 documento',
    ])
      expect(weekly.text).toContain(`  - ${line}`);
    expect(weekly.text).not.toContain('Ingresos a mi cargo');
    expect(weekly.html).toContain(
      `href="http://folio.test/entries?office_id=${f.ids.OAJ}&amp;overdue=true&amp;sort=due_date&amp;assignee_id=${f.ids['user:servidor']}"`,
    );
    // Nobody else heads an office with overdue items (the administrator has no office).
    expect([...mails.values()].flat().filter((m) => m.subject.startsWith('Documentos vencidos'))).toHaveLength(1);
  });

  it('sends nothing before the hour, then each role its Tablero once', async () => {
    expect(await run(at(10, 6, 59))).toEqual({ daily: 0, weekly: 0, failed: 0 });
    const done = await run(at(10, 7));
    // Weekly: already sent on Tuesday for this week.
    expect(done).toMatchObject({ weekly: 0, failed: 0 });
    const mails = taken();
    expect(done.daily).toBe(mails.size);

    const desk = only(mails, 'mesapartes@folio.local');
    expect(desk.subject).toBe('Sus pendientes en Folio del miércoles, 10 de junio de 2026');
    expect(desk.text).toContain('Hola, María:');
    expect(desk.text).toContain('MESA DE PARTES\nIngresos registrados hoy: 1');
    expect(desk.text).toContain(`  - ${n.t10}`);
    expect(desk.text).toContain(
      'Ver la lista: http://folio.test/entries?from=2026-06-10&to=2026-06-10&sort=-received_at',
    );
    expect(desk.text).toContain('Puede dejar de recibirlo en Mi perfil: http://folio.test/perfil');
    expect(desk.html).toContain(
      `<a href="http://folio.test/entries/${ids[n.t10!]}" style="color:#1d4ed8">${n.t10}</a>`,
    );

    const head = only(mails, 'jefe@folio.local');
    expect(head.text).toContain('MIS PENDIENTES\nIngresos a mi cargo: 1');
    expect(head.text).toContain('MI OFICINA');
    expect(head.text).toContain('Sin asignar: 1');
    expect(head.text).toContain('Vencidos por persona: 3');

    const worker = only(mails, 'servidor@folio.local');
    expect(worker.text).toContain('Ingresos a mi cargo: 2');
    expect(worker.text).toContain(`  - ${n.b} · Solicitud de información pública · 03/06/2026 · vencido`);
    expect(worker.text).toContain('Vencen hoy: 1');
    expect(worker.text).not.toContain('MI OFICINA');

    const courier = only(mails, 'mensajero@folio.local');
    expect(courier.text).toContain('MENSAJERÍA\nMis controles abiertos: 1');
    expect(courier.text).toContain('  - CE-2026-000900');

    const archivist = only(mails, 'archivero@folio.local');
    expect(archivist.text).toContain('ARCHIVO CENTRAL\nRetención cumplida: 1');
    expect(archivist.text).toContain('  - CJ-001');

    // Nothing pending: no e-mail, and the day is marked handled.
    expect(mails.has('sin-pendientes@folio.local')).toBe(false);
    const [handled] = await ctx()
      .database.db.select({ sent: digestDeliveries.sent })
      .from(digestDeliveries)
      .where(and(eq(digestDeliveries.user_id, ids.idle!), eq(digestDeliveries.day, '2026-06-10')));
    expect(handled?.sent).toBe(false);

    // Later runs the same day send nothing again.
    expect(await run(at(10, 11))).toEqual({ daily: 0, weekly: 0, failed: 0 });
    expect(smtp.received).toEqual([]);
  });

  it('respects the opt-out chosen in Mi perfil', async () => {
    const { app } = ctx();
    const before = await call(app, 'GET', '/api/v1/profile/digest', { token: f.tokens.servidor });
    expect(before.json().data).toEqual({ daily: true, weekly: true, weekly_applies: false });
    const head = await call(app, 'GET', '/api/v1/profile/digest', { token: f.tokens.jefe });
    expect(head.json().data.weekly_applies).toBe(true);
    const invalid = await call(app, 'PUT', '/api/v1/profile/digest', {
      token: f.tokens.servidor,
      body: { daily: 'no' },
    });
    expect(invalid.statusCode).toBe(422);
    const saved = await call(app, 'PUT', '/api/v1/profile/digest', {
      token: f.tokens.servidor,
      body: { daily: false, weekly: true },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toEqual({ daily: false, weekly: true, weekly_applies: false });

    expect((await run(at(11, 8))).failed).toBe(0);
    const mails = taken();
    expect(mails.has('servidor@folio.local')).toBe(false);
    expect(mails.has('jefe@folio.local')).toBe(true);
  });

  it('sends nothing on a weekend', async () => {
    expect(await run(at(13, 9))).toEqual({ daily: 0, weekly: 0, failed: 0 });
    expect(await run(at(14, 9))).toEqual({ daily: 0, weekly: 0, failed: 0 });
    expect(smtp.received).toEqual([]);
  });

  it('releases the claim of a refused e-mail so that the next run sends it', async () => {
    smtp.rejectOnce('jefe@folio.local');
    const first = await run(at(15, 7));
    expect(first).toMatchObject({ weekly: 1, failed: 1 });
    const mails = taken();
    expect(mails.get('jefe@folio.local')!.map((m) => m.subject)).toEqual([
      'Documentos vencidos de su oficina al lunes, 15 de junio de 2026',
    ]);
    expect(mails.has('mesapartes@folio.local')).toBe(true);

    expect(await run(at(15, 8))).toEqual({ daily: 1, weekly: 0, failed: 0 });
    const again = taken();
    expect([...again.keys()]).toEqual(['jefe@folio.local']);
    expect(again.get('jefe@folio.local')![0]!.subject).toBe('Sus pendientes en Folio del lunes, 15 de junio de 2026');
  });

  it('runs on the real app’s job queue when its workers start, on the real clock', async () => {
    const { app, database, outbox } = ctx();
    // Every day a working day from midnight: due whenever this runs.
    await patchSettings(database.db, {
      working_days: [1, 2, 3, 4, 5, 6, 7],
      holidays: [],
      digest: { hour: 0, weekly_weekday: 1 },
    });
    await app.jobs.start();
    // The run goes person by person: wait for the head's e-mail.
    const headMailed = async () =>
      (await readOutbox(outbox, { timeoutMs: 0, min: 0 })).some((m) => m.to === 'jefe@folio.local');
    for (let i = 0; i < 400 && !(await headMailed()); i++) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await headMailed()).toBe(true);
    const [row] = await database.db
      .select()
      .from(digestDeliveries)
      .where(
        and(
          eq(digestDeliveries.user_id, f.ids['user:jefe']!),
          eq(digestDeliveries.kind, 'daily'),
          eq(digestDeliveries.day, calendarDate(new Date())),
        ),
      );
    expect(row?.sent).toBe(true);
  });
});
