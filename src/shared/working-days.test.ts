import { describe, expect, it } from 'vitest';
import { addWorkingDays, calendarDate, isoWeekday } from './working-days';

const weekdays = { workingDays: [1, 2, 3, 4, 5], holidays: [] };

describe('working days', () => {
  it('counts Monday first', () => {
    expect(isoWeekday('2026-11-23')).toBe(1);
    expect(isoWeekday('2026-11-22')).toBe(7);
  });

  it('skips weekends', () => {
    expect(addWorkingDays('2026-11-20', 1, weekdays)).toBe('2026-11-23'); // Friday → Monday
    expect(addWorkingDays('2026-11-21', 1, weekdays)).toBe('2026-11-23'); // Saturday → Monday
    expect(addWorkingDays('2026-11-16', 10, weekdays)).toBe('2026-11-30');
    expect(addWorkingDays('2026-11-20', 0, weekdays)).toBe('2026-11-20');
  });

  it('skips holidays, dated and recurring every year', () => {
    const calendar = {
      workingDays: [1, 2, 3, 4, 5],
      holidays: [
        { date: '2026-12-24', name: 'Día no laborable' },
        { date: '2020-12-25', name: 'Navidad', recurring: true },
      ],
    };
    expect(addWorkingDays('2026-12-23', 1, calendar)).toBe('2026-12-28');
    expect(addWorkingDays('2027-12-24', 1, calendar)).toBe('2027-12-27');
    expect(addWorkingDays('2025-12-24', 1, calendar)).toBe('2025-12-26');
  });

  it('counts Saturdays when they are working days', () => {
    expect(addWorkingDays('2026-11-20', 1, { workingDays: [1, 2, 3, 4, 5, 6], holidays: [] })).toBe('2026-11-21');
  });

  it('reads a date-time on the organisation’s calendar (Lima, UTC−5)', () => {
    expect(calendarDate(new Date('2026-11-21T03:00:00Z'))).toBe('2026-11-20');
    expect(addWorkingDays(new Date('2026-11-21T03:00:00Z'), 1, weekdays)).toBe('2026-11-23');
    expect(addWorkingDays('2026-11-20T22:00:00-05:00', 2, weekdays)).toBe('2026-11-24');
  });

  it('refuses impossible requests', () => {
    expect(() => addWorkingDays('2026-11-20', -1, weekdays)).toThrow(RangeError);
    expect(() => addWorkingDays('2026-11-20', 1, { workingDays: [], holidays: [] })).toThrow(RangeError);
    expect(() => addWorkingDays('mañana', 1, weekdays)).toThrow(RangeError);
  });
});
