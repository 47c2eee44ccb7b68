/**
 * Show answers an entry in one statement, its route sheet selected with it as JSON: the same
 * movements and assignments, to the character, as the separate reads of the route sheet give.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { auditLogs } from '../../db/schema';
import { call, describeEachDatabase } from '../../test/harness';
import { type EntryFixtures, entryFixtures } from './entries.fixtures';
import { movementsOf } from './entries.present';

describeEachDatabase('entries show', (ctx) => {
  let f: EntryFixtures;

  beforeAll(async () => {
    f = await entryFixtures(ctx());
  });

  it('answers the route sheet the separate reads give: movements received and pending, assignments', async () => {
    const { app, database } = ctx();
    const entry = await f.register({ subject: 'Hoja de ruta', assignee_id: f.ids['user:servidor'] });
    const post = (path: string, token: string, body?: unknown) => f.entryAction(entry.id, path, token, body);
    const derived = await post('derive', f.tokens.mesapartes, {
      version: entry.version,
      destinations: [
        { office_id: f.ids.OAJ, user_id: f.ids['user:servidor'], action: 'atencion', instructions: 'Atender «ya»' },
        { office_id: f.ids.GAF, action: 'conocimiento' },
      ],
    });
    await post(`movements/${derived.movements[0]!.id}/receive`, f.tokens.servidor);

    const shown = await call(app, 'GET', `/api/v1/entries/${entry.id}`, { token: f.tokens.admin });
    expect(shown.statusCode, shown.body).toBe(200);
    const { movements, assignments } = shown.json().data;
    expect(movements).toHaveLength(2);
    expect(movements.map((m: { state: string }) => m.state)).toEqual(['recibido', 'pendiente']);
    expect(movements).toEqual(JSON.parse(JSON.stringify(await movementsOf(database.db, [entry.id]))));

    const audited = await database.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.entity_id, String(entry.id)));
    const registration = audited.find((a) => a.entity === 'entries' && a.action === 'create')!;
    expect(assignments).toEqual([
      {
        user_id: f.ids['user:servidor'],
        user_name: expect.any(String),
        by_name: expect.any(String),
        at: registration.occurred_at.toISOString(),
        registration: true,
      },
    ]);
  });

  it('answers an entry without a route sheet with empty lists', async () => {
    const entry = await f.register({ subject: 'Sin derivar' });
    const shown = (await call(ctx().app, 'GET', `/api/v1/entries/${entry.id}`, { token: f.tokens.admin })).json().data;
    expect(shown.movements).toEqual([]);
    expect(shown.assignments).toEqual([]);
  });
});
