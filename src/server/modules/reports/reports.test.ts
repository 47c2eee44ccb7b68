/** Each report's figures against the hand-counted data set of reports.fixtures.ts, on both databases. */
import { readFileSync } from 'node:fs';
import { inArray, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { entries } from '../../db/schema';
import { call, describeEachDatabase } from '../../test/harness';
import { reportSuite, TODAY } from './reports.fixtures';

describeEachDatabase('reports', (ctx) => {
  const f = reportSuite(ctx);

  const report = async (path: string, token = f.tokens.mesapartes) => {
    const res = await call(ctx().app, 'GET', `/api/v1/reports/${path}`, { token });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  const table = (data: { rows: { label: string; values: Record<string, number | null> }[] }) =>
    Object.fromEntries(data.rows.map((r) => [r.label, r.values]));

  it('counts entries and outputs by week, with the header and links to the lists behind them', async () => {
    const data = await report('volume?from=2026-04-20&to=2026-05-12&by=period&bucket=week');
    expect(data.rows.map((r: { label: string }) => r.label)).toEqual([
      'Semana del 20/04/2026',
      'Semana del 27/04/2026',
      'Semana del 04/05/2026',
      'Semana del 11/05/2026',
    ]);
    expect(data.rows.map((r: { values: object }) => r.values)).toEqual([
      { entries: 1, outputs: 0 },
      { entries: 4, outputs: 2 },
      { entries: 3, outputs: 1 },
      { entries: 1, outputs: 1 },
    ]);
    expect(data.totals.values).toEqual({ entries: 9, outputs: 4 });
    expect(data.rows[1].links).toEqual({
      entries: '/entries?from=2026-04-27&to=2026-05-03',
      outputs: '/outputs?from=2026-04-27&to=2026-05-03',
    });
    expect(data.filters).toEqual([
      { label: 'Periodo', value: 'del 20/04/2026 al 12/05/2026' },
      { label: 'Agrupado por', value: 'periodo (semana)' },
    ]);
    expect(data.generated_by).toBe(await personName('mesapartes'));
    expect(data.generated_at).toBe(new Date(TODAY).toISOString());
  });

  it('counts by office (entries by destination, outputs by origin) and by channel', async () => {
    const period = 'from=2026-04-01&to=2026-05-12';
    const byOffice = table(await report(`volume?${period}&by=office`));
    expect(byOffice).toEqual({
      [`GAF - ${await officeName('GAF')}`]: { entries: 4, outputs: 2 },
      [`OAJ - ${await officeName('OAJ')}`]: { entries: 5, outputs: 2 },
    });
    const byChannel = await report(`volume?${period}&by=channel&type_entry_id=${f.ids.type}`);
    expect(table(byChannel)).toEqual({
      Presencial: { entries: 5, outputs: null },
      Correo: { entries: 2, outputs: null },
      'Mesa de partes virtual': { entries: 2, outputs: null },
    });
    expect(byChannel.rows[0].links.entries).toBe(
      `/entries?from=2026-04-01&to=2026-05-12&type_entry_id=${f.ids.type}&channel=presencial`,
    );
  });

  it('ages open entries in working days by office and by person, over the weekend and the holiday', async () => {
    const byOffice = await report(`backlog?type_entry_id=${f.ids.type}`);
    const oaj = `OAJ - ${await officeName('OAJ')}`;
    const gaf = `GAF - ${await officeName('GAF')}`;
    expect(table(byOffice)).toEqual({
      [oaj]: { open: 3, on_time: 0, overdue: 3, aged_1_2: 1, aged_3_5: 1, aged_6_10: 1, aged_over_10: 0 },
      [gaf]: { open: 2, on_time: 1, overdue: 1, aged_1_2: 0, aged_3_5: 0, aged_6_10: 0, aged_over_10: 1 },
    });
    const oajRow = byOffice.rows.find((r: { label: string }) => r.label === oaj);
    expect(oajRow.links.aged_3_5).toBe(
      `/entries?destination_office_id=${f.ids.OAJ}&type_entry_id=${f.ids.type}&open=true&due_from=2026-05-05&due_to=2026-05-07`,
    );
    expect(byOffice.totals.values).toMatchObject({ open: 5, overdue: 4 });

    const byPerson = await report(`backlog?type_entry_id=${f.ids.type}&by=person`);
    expect(table(byPerson)).toEqual({
      [await personName('servidor')]: {
        open: 2,
        on_time: 0,
        overdue: 2,
        aged_1_2: 0,
        aged_3_5: 1,
        aged_6_10: 1,
        aged_over_10: 0,
      },
      'Sin responsable': { open: 3, on_time: 1, overdue: 2, aged_1_2: 1, aged_3_5: 0, aged_6_10: 0, aged_over_10: 1 },
    });
  });

  it('measures attention time in working days: mean, median and 90th percentile', async () => {
    const period = `from=2026-04-01&to=2026-05-12&type_entry_id=${f.ids.type}`;
    const byOffice = await report(`attention-time?${period}`);
    expect(table(byOffice)).toEqual({
      [`OAJ - ${await officeName('OAJ')}`]: { attended: 2, mean: 2.5, median: 2.5, p90: 2.9 },
      [`GAF - ${await officeName('GAF')}`]: { attended: 2, mean: 2.5, median: 2.5, p90: 4.5 },
    });
    expect(byOffice.totals.values).toEqual({ attended: 4, mean: 2.5, median: 2.5, p90: 4.4 });
    const byPerson = table(await report(`attention-time?${period}&by=person`));
    expect(byPerson).toEqual({
      'Sin responsable': { attended: 3, mean: 2.3, median: 2, p90: 4.4 },
      [await personName('servidor')]: { attended: 1, mean: 3, median: 3, p90: 3 },
    });
  });

  it('stores when an entry was attended, and migration 0025 recovers it from the audit trail', async () => {
    const { db } = ctx().database;
    const replied = ['E1', 'E2', 'E3', 'E4'].map((key) => f.ids[key]!);
    const attended = async () =>
      Object.fromEntries(
        (
          await db.select({ id: entries.id, at: entries.attended_at }).from(entries).where(inArray(entries.id, replied))
        ).map((r) => [r.id, r.at?.toISOString() ?? null]),
      );
    // Each reply's moment (reports.fixtures.ts).
    const expected = {
      [f.ids.E1!]: '2026-04-30T21:00:00.000Z',
      [f.ids.E2!]: '2026-05-04T14:00:00.000Z',
      [f.ids.E3!]: '2026-04-30T22:00:00.000Z',
      [f.ids.E4!]: '2026-05-11T14:00:00.000Z',
    };
    expect(await attended()).toEqual(expected);
    const migration = readFileSync(new URL('../../db/migrations/0025_attended_at.sql', import.meta.url), 'utf8');
    const backfill = migration.split('--> statement-breakpoint').at(-1)!;
    await db.update(entries).set({ attended_at: null }).where(inArray(entries.id, replied));
    await db.execute(sql.raw(backfill));
    expect(await attended()).toEqual(expected);
  });

  it('the lists answer exactly the records behind each number (the entries list filters they use)', async () => {
    const type = `type_entry_id=${f.ids.type}`;
    const counted: Record<string, string[]> = {
      [`backlog?${type}&by=person`]: [
        'open',
        'on_time',
        'overdue',
        'aged_1_2',
        'aged_3_5',
        'aged_6_10',
        'aged_over_10',
      ],
      [`backlog?${type}`]: ['open', 'on_time', 'overdue', 'aged_1_2', 'aged_3_5', 'aged_6_10', 'aged_over_10'],
      [`attention-time?from=2026-04-01&${type}&by=person`]: ['attended'],
      [`attention-time?from=2026-04-01&${type}&by=office`]: ['attended'],
      'volume?from=2026-04-20&to=2026-05-12&by=office': ['entries', 'outputs'],
    };
    for (const [path, columns] of Object.entries(counted)) {
      const data = await report(path);
      for (const row of [...data.rows, data.totals] as {
        values: Record<string, number>;
        links: Record<string, string>;
      }[])
        for (const column of columns) {
          const link = row.links[column]!;
          const res = await call(ctx().app, 'GET', `/api/v1${link}`, { token: f.tokens.mesapartes });
          expect(res.statusCode, res.body).toBe(200);
          expect(res.json().meta.total, `${path} ${column} ${link}`).toBe(row.values[column]);
        }
    }
  });

  it('counts from the facts the triggers keep: a restricted entry for those who may see it, and every write reaches them', async () => {
    const { app, database } = ctx();
    const post = async (url: string, token: string, body: unknown) => {
      const res = await call(app, 'POST', url, { token, body });
      expect(res.statusCode, res.body).toBeLessThan(300);
      return res.json().data;
    };
    const classification = await post('/api/v1/document-classifications', f.tokens.admin, {
      name: 'Reservado de reportes',
      description: null,
      restricted: true,
    });
    // In March, outside every other test's period; annulled below, so no backlog counts it.
    let entry = await post('/api/v1/entries', f.tokens.mesapartes, {
      channel: 'correo',
      type_entry_id: f.ids.type,
      sender_id: f.ids.citizen,
      subject: 'Reservado para el reporte',
      folios: 1,
      received_at: '2026-03-10T15:00:00.000Z',
      destination_office_id: f.ids.GAF,
      classification_id: classification.id,
    });
    const march = 'volume?from=2026-03-01&to=2026-03-31&by=office';
    const gaf = { [`GAF - ${await officeName('GAF')}`]: { entries: 1, outputs: 0 } };
    // admin sees everything; the front desk's office registered it; OAJ has nothing to do with it.
    expect(table(await report(march, f.tokens.admin))).toEqual(gaf);
    expect(table(await report(march, f.tokens.mesapartes))).toEqual(gaf);
    expect(table(await report(march, f.tokens.jefe))).toEqual({});
    // Derived to OAJ, its head sees it.
    entry = await post(`/api/v1/entries/${entry.id}/derive`, f.tokens.admin, {
      version: entry.version,
      destinations: [{ office_id: f.ids.OAJ, action: 'opinion' }],
    });
    expect(table(await report(march, f.tokens.jefe))).toEqual(gaf);
    await post(`/api/v1/entries/${entry.id}/annul`, f.tokens.admin, { version: entry.version, reason: 'Prueba' });
    // Every entry's and output's facts are what the documents say now, both ways.
    for (const [view, facts] of [
      ['entry_fact_rows', 'entry_facts'],
      ['output_fact_rows', 'output_facts'],
    ]) {
      const differ = await database.db.execute(
        sql.raw(
          `(select * from ${view} except select * from ${facts}) union all (select * from ${facts} except select * from ${view})`,
        ),
      );
      expect((differ as unknown as { rows: unknown[] }).rows).toEqual([]);
    }
    const [fact] = (
      (await database.db.execute(sql`select state from entry_facts where entry_id = ${entry.id}`)) as unknown as {
        rows: { state: string }[];
      }
    ).rows;
    expect(fact).toEqual({ state: 'anulado' });
  });

  it('limits each report to the scope of the caller; a worker without `reports` gets 403', async () => {
    const period = 'from=2026-04-01&to=2026-05-12';
    // jefe heads OAJ with entries-index and outputs-index: GAF's entries and outputs are not theirs.
    expect(table(await report(`volume?${period}&by=office`, f.tokens.jefe))).toEqual({
      [`OAJ - ${await officeName('OAJ')}`]: { entries: 5, outputs: 2 },
    });
    expect((await report(`backlog?type_entry_id=${f.ids.type}`, f.tokens.jefe)).totals.values).toMatchObject({
      open: 3,
      overdue: 3,
    });
    expect(
      (await report(`attention-time?${period}&type_entry_id=${f.ids.type}`, f.tokens.jefe)).totals.values,
    ).toMatchObject({ attended: 2 });
    for (const path of ['volume', 'backlog', 'attention-time', 'volume/xlsx', 'backlog/pdf']) {
      const res = await call(ctx().app, 'GET', `/api/v1/reports/${path}`, { token: f.tokens.servidor });
      expect(res.statusCode).toBe(403);
    }
  });

  it('refuses a grouping the report does not have and a period backwards, in Spanish', async () => {
    const by = await call(ctx().app, 'GET', '/api/v1/reports/backlog?by=channel', { token: f.tokens.mesapartes });
    expect(by.statusCode).toBe(422);
    expect(by.json().errors.by).toEqual(['Este reporte se agrupa por oficina, responsable.']);
    const period = await call(ctx().app, 'GET', '/api/v1/reports/volume?from=2026-05-02&to=2026-05-01', {
      token: f.tokens.mesapartes,
    });
    expect(period.statusCode).toBe(422);
    expect(period.json().errors.to).toEqual(['La fecha final no puede ser anterior a la inicial.']);
  });

  async function personName(username: string) {
    const res = await call(ctx().app, 'GET', `/api/v1/users/${f.ids[`user:${username}`]}`, { token: f.tokens.admin });
    const user = res.json().data;
    return `${user.names} ${user.surnames}`;
  }

  async function officeName(code: string) {
    const res = await call(ctx().app, 'GET', `/api/v1/offices/${f.ids[code]}`, { token: f.tokens.admin });
    return res.json().data.name as string;
  }
});
