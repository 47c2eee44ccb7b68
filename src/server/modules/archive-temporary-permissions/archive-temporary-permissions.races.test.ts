/**
 * One active loan per item, under real concurrency (PostgreSQL; PGlite would run them one by
 * one): ten archivists approving ten requests for the same expedient at once lend it once.
 */
import { calendarDate } from '@shared/working-days';
import { and, count, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { archiveTemporaryPermissions } from '../../db/schema';
import { officeIds, signedInUser } from '../../test/fixtures';
import { call, login } from '../../test/harness';
import { describeRaces } from '../../test/races';
import { archiveFixture } from './archive-temporary-permissions.fixtures';

const BASE = '/api/v1/archive-temporary-permissions';

await describeRaces('one active loan per item', (ctx) => {
  let archivist: string;
  let holder: number;
  let gaf: number;
  beforeAll(async () => {
    archivist = await login(ctx().app, 'archivero');
    gaf = (await officeIds(ctx().database.db)).GAF!;
    holder = (
      await signedInUser(ctx().database.db, { username: 'prestataria', role: 'Servidor de oficina', officeId: gaf })
    ).id;
  });

  it('lets exactly one of ten approvals of the same expedient lend it', { timeout: 60_000 }, async () => {
    const expedient = await archiveFixture(ctx().database.db).expedient({ office_id: gaf });
    const today = calendarDate(new Date());
    const requests = [];
    for (let i = 0; i < 10; i++) {
      const res = await call(ctx().app, 'POST', BASE, {
        token: archivist,
        body: {
          holder_id: holder,
          item_kind: 'archive-expedients',
          item_id: expedient.id,
          type: i % 2 === 0 ? 'prestamo_fisico' : 'consulta_sala',
          reason: `Consulta ${i}`,
          starts_on: today,
          until_on: today,
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      requests.push(res.json().data as { id: number; version: number });
    }
    const answers = await Promise.all(
      requests.map((r) =>
        call(ctx().app, 'POST', `${BASE}/${r.id}/approve`, { token: archivist, body: { version: r.version } }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, ...Array(9).fill(409)]);
    // The item's lock makes each loser find the loan and say who has it, not trip the unique index.
    for (const refused of answers.filter((a) => a.statusCode === 409))
      expect(refused.json().message).toContain('ya está prestado a');
    const [active] = await ctx()
      .database.db.select({ n: count() })
      .from(archiveTemporaryPermissions)
      .where(
        and(eq(archiveTemporaryPermissions.item_id, expedient.id), eq(archiveTemporaryPermissions.state, 'vigente')),
      );
    expect(active!.n).toBe(1);
  });
});
