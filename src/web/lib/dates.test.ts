import { describe, expect, it } from 'vitest';
import { formatDate, formatDayTime, fromIsoDate, longDate, toIsoDate } from './dates';

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
});
