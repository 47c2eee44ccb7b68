import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDayTime,
  fromIsoDate,
  fromOrganisationClock,
  fullDay,
  longDate,
  organisationHour,
  toIsoDate,
  toOrganisationClock,
} from './dates';

describe('dates', () => {
  it('turns calendar dates into local Dates and back', () => {
    const date = fromIsoDate('2026-02-28');
    expect(date?.getDate()).toBe(28);
    expect(toIsoDate(date as Date)).toBe('2026-02-28');
    expect(fromIsoDate('28/02/2026')).toBeNull();
    expect(fromIsoDate(null)).toBeNull();
  });

  it('shows dates and date-times as dd/mm/aaaa [hh:mm] in Lima', () => {
    expect(formatDate('2026-07-05')).toBe('05/07/2026');
    expect(formatDayTime('2026-11-21T13:05:00Z')).toBe('21/11/2026 08:05');
    expect(formatDayTime('2026-11-22T03:30:00Z')).toBe('21/11/2026 22:30');
    expect(longDate('2026-05-25')).toBe('lunes, 25 de mayo de 2026');
  });

  it('shows the Lima day of a timestamp registered after 19:00, and a date-only value without a time', () => {
    // 20:15 in Lima on 21/11 is already 22/11 in UTC.
    expect(formatDate('2026-11-22T01:15:00.000Z')).toBe('21/11/2026');
    expect(formatDate(new Date('2026-11-22T01:15:00Z'))).toBe('21/11/2026');
    // A transfer's day is that day, not the evening before with a time.
    expect(formatDayTime('2026-11-21')).toBe('21/11/2026');
    expect(formatDate(null)).toBe('—');
    expect(formatDayTime(undefined)).toBe('—');
  });

  it("shows and reads a date-time on the organisation's clock, whatever the machine's zone", () => {
    const instant = new Date('2026-11-25T02:30:00Z');
    const clock = toOrganisationClock(instant);
    expect([clock.getFullYear(), clock.getMonth() + 1, clock.getDate(), clock.getHours(), clock.getMinutes()]).toEqual([
      2026, 11, 24, 21, 30,
    ]);
    expect(fromOrganisationClock(new Date(2026, 10, 24, 21, 30)).toISOString()).toBe('2026-11-25T02:30:00.000Z');
    expect(fromOrganisationClock(toOrganisationClock(instant)).getTime()).toBe(instant.getTime());
    expect(organisationHour(instant)).toBe(21);
    expect(fullDay(instant)).toBe('Martes, 24 de noviembre de 2026');
  });
});
