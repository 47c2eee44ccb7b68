/**
 * The route fuzz suite (issue 10): every registered route, bad values of every class, every demo
 * role, a casilla holder's session (notified of a signed output) and no session. No 5xx, no database change on a refused write, no gap in the numbering.
 * Seeded, so a failure replays; `npm run bench -- fuzz` runs a larger sample.
 */
import { beforeAll, expect, it } from 'vitest';
import { casillaHolder } from './fuzz/casilla-holder';
import { fuzzApp, fuzzRoutes } from './fuzz/route-fuzz';
import { DEMO_USERS, entryFixtures } from './modules/entries/entries.fixtures';
import { describeEachDatabase } from './test/harness';

const RUNS = 2000;
const SEED = 20_261_124;
const CASILLA_RUNS = 300;

describeEachDatabase('route fuzzing', (ctx) => {
  let tokens: (string | undefined)[] = [];
  let knownIds: string[] = [];
  let holderToken = '';

  beforeAll(async () => {
    const f = await entryFixtures(ctx());
    const entry = await f.register({ subject: 'Para el fuzz' });
    const holder = await casillaHolder(ctx(), f);
    holderToken = holder.token;
    tokens = [...DEMO_USERS.map((u) => f.tokens[u]), holder.token, undefined];
    knownIds = ['1', '2', String(entry.id), String(f.ids.citizen), String(f.ids.type), ...holder.ids];
  });

  it('walks every API route', () => {
    const routes = fuzzRoutes(ctx().app);
    expect(routes.length).toBeGreaterThan(100);
    expect(routes.some((r) => r.bodyKeys.length > 0)).toBe(true);
    expect(routes.some((r) => r.queryKeys.includes('q'))).toBe(true);
    expect(routes.filter((r) => r.url.startsWith('/api/v1/public/casilla/notifications')).length).toBe(4);
  });

  it('answers bad input without a 5xx, a change on a refused write or a numbering gap', async () => {
    const report = await fuzzApp({ app: ctx().app, tokens, runs: RUNS, seed: SEED, knownIds });
    expect(report.failures).toEqual([]);
    expect(report.requests).toBe(RUNS);
    expect(report.refusedWrites).toBeGreaterThan(RUNS / 4);
  }, 120_000);

  it('answers bad input to the casilla routes with its holder’s session as well', async () => {
    const report = await fuzzApp({
      app: ctx().app,
      tokens: [holderToken, tokens[0], undefined],
      runs: CASILLA_RUNS,
      seed: SEED,
      knownIds,
      under: '/api/v1/public/casilla',
    });
    expect(report.failures).toEqual([]);
    expect(report.statuses[200]).toBeGreaterThan(0);
  }, 60_000);
});
