/** `perCaller` keeps a caller's scope only while nothing it is built from has changed. */
import { sql } from 'drizzle-orm';
import { afterEach, expect, it, vi } from 'vitest';
import type { Auth } from '../../plugins/auth';
import { perCaller } from './scope';
import { registerScopeGrant } from './scope-grants';

afterEach(() => {
  vi.useRealTimers();
});

it('builds again for another caller, a grant registered or removed, and the next day', () => {
  let builds = 0;
  const built = perCaller(() => ++builds);
  const caller = { user: { id: 1 }, permissions: [], tokenId: 1 } as unknown as Auth;
  expect([built(caller), built(caller)]).toEqual([1, 1]);
  expect(built({ ...caller })).toBe(2);
  const remove = registerScopeGrant('per-caller-test', () => sql`true`);
  expect([built(caller), built(caller)]).toEqual([3, 3]);
  remove();
  expect(built(caller)).toBe(4);
  vi.useFakeTimers({ now: Date.now() + 86_400_000 });
  expect([built(caller), built(caller)]).toEqual([5, 5]);
});
