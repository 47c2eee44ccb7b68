/** Working days for reports against days counted by hand on the May 2026 calendar (1 May is a holiday). */
import { describe, expect, it } from 'vitest';
import { agingRanges, workingDaysBetween } from './reports.calendar';

const CALENDAR = { workingDays: [1, 2, 3, 4, 5], holidays: [{ date: '2026-05-01', recurring: true }] };

describe('reports calendar', () => {
  it('counts the working days after a date up to another, skipping the weekend and the holiday', () => {
    expect(workingDaysBetween('2026-04-30', '2026-04-30', CALENDAR)).toBe(0);
    // Thu 30/04 → Mon 04/05: Friday is the holiday, then the weekend.
    expect(workingDaysBetween('2026-04-30', '2026-05-04', CALENDAR)).toBe(1);
    expect(workingDaysBetween('2026-04-29', '2026-05-04', CALENDAR)).toBe(2);
    expect(workingDaysBetween('2026-05-04', '2026-05-11', CALENDAR)).toBe(5);
    expect(workingDaysBetween('2026-05-11', '2026-05-04', CALENDAR)).toBe(0);
  });

  it('gives each aging bucket its range of due dates on a Tuesday after a long weekend', () => {
    expect(agingRanges('2026-05-12', CALENDAR)).toEqual([
      // Due Fri 08/05 → 2 days (Mon 11, Tue 12); due Mon 11/05 → 1.
      { key: 'aged_1_2', from: '2026-05-08', to: '2026-05-11' },
      { key: 'aged_3_5', from: '2026-05-05', to: '2026-05-07' },
      // Due Mon 27/04 → 28, 29, 30 April and 4–8, 11, 12 May: 10 days (1 May is not one).
      { key: 'aged_6_10', from: '2026-04-27', to: '2026-05-04' },
      { key: 'aged_over_10', from: null, to: '2026-04-26' },
    ]);
  });

  it('counts 0 working days overdue on a Sunday for what was due on Friday (bucket 1–2)', () => {
    const [first] = agingRanges('2026-05-10', CALENDAR);
    expect(first).toEqual({ key: 'aged_1_2', from: '2026-05-06', to: '2026-05-09' });
  });
});
