import { expect, it } from 'vitest';
import { waitingTime } from './request';

it('says how long a request has waited, in days, hours or minutes', () => {
  const now = Date.parse('2026-03-10T15:00:00Z');
  expect(waitingTime('2026-03-10T14:55:00Z', now)).toBe('5 min');
  expect(waitingTime('2026-03-10T12:45:00Z', now)).toBe('2 h 15 min');
  expect(waitingTime('2026-03-07T11:00:00Z', now)).toBe('3 d 4 h');
  expect(waitingTime('2026-03-10T15:01:00Z', now)).toBe('0 min');
});
