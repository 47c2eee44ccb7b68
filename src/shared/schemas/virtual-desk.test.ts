import { describe, expect, it } from 'vitest';
import { countedFrom } from './virtual-desk';

const hours = { opens: '08:30', closes: '16:30' };
const calendar = { workingDays: [1, 2, 3, 4, 5], holidays: [{ date: '2026-12-08', recurring: true }] };
/** A Lima time (UTC−5) as an instant. */
const lima = (local: string) => new Date(`${local}-05:00`);

describe('countedFrom (working hours)', () => {
  it('counts a submission within the hours of a working day from that day', () => {
    expect(countedFrom(lima('2026-11-26T10:00:00'), hours, calendar)).toEqual({ date: '2026-11-26', outside: false });
    expect(countedFrom(lima('2026-11-26T08:30:00'), hours, calendar)).toEqual({ date: '2026-11-26', outside: false });
  });

  it('counts one after closing, on a weekend or a holiday from the next working day', () => {
    expect(countedFrom(lima('2026-11-26T16:30:00'), hours, calendar)).toEqual({ date: '2026-11-27', outside: true });
    expect(countedFrom(lima('2026-11-27T23:59:00'), hours, calendar)).toEqual({ date: '2026-11-30', outside: true });
    expect(countedFrom(lima('2026-11-28T10:00:00'), hours, calendar)).toEqual({ date: '2026-11-30', outside: true });
    expect(countedFrom(lima('2026-12-07T18:00:00'), hours, calendar)).toEqual({ date: '2026-12-09', outside: true });
  });

  it('counts one before opening on a working day from that same day, flagged as outside the hours', () => {
    expect(countedFrom(lima('2026-11-26T07:00:00'), hours, calendar)).toEqual({ date: '2026-11-26', outside: true });
  });
});
