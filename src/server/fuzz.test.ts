/**
 * The route fuzz suite (issue 10): every registered route, bad values of every class, every demo
 * role and no session. No 5xx, no database change on a refused write, no gap in the numbering.
 * Seeded, so a failure replays; `npm run bench -- fuzz` runs a larger sample.
 */
import { beforeAll, expect, it } from 'vitest';
import { fuzzApp, fuzzRoutes } from './fuzz/route-fuzz';
import { DEMO_USERS, entryFixtures } from './modules/entries/entries.fixtures';
import { describeEachDatabase } from './test/harness';

const RUNS = 2000;
const SEED = 20_261_124;

describeEachDatabase('route fuzzing', (ctx) => {
  let tokens: (string | undefined)[] = [];
  let knownIds: string[] = [];

  beforeAll(async () => {
    const f = await entryFixtures(ctx());
    const entry = await f.register({ subject: 'Para el fuzz' });
    tokens = [...DEMO_USERS.map((u) => f.tokens[u]), undefined];
    knownIds = ['1', '2', String(entry.id), String(f.ids.citizen), String(f.ids.type)];
  });

  it('walks every API route', () => {
    const routes = fuzzRoutes(ctx().app);
    expect(routes.length).toBeGreaterThan(100);
    expect(routes.some((r) => r.bodyKeys.length > 0)).toBe(true);
    expect(routes.some((r) => r.queryKeys.includes('q'))).toBe(true);
  });

  it('answers bad input without a 5xx, a change on a refused write or a numbering gap', async () => {
    const report = await fuzzApp({ app: ctx().app, tokens, runs: RUNS, seed: SEED, knownIds });
    expect(report.failures).toEqual([]);
    expect(report.requests).toBe(RUNS);
    expect(report.refusedWrites).toBeGreaterThan(RUNS / 4);
  }, 120_000);
});
