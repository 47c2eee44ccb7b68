import { describe, expect, it } from 'vitest';
import { limaMinute, limaSecond } from './local-time';

describe('Lima times on printed documents', () => {
  it('reads an instant on Lima’s clock (UTC−5), to the second or the minute', () => {
    const instant = new Date('2026-11-29T03:04:05Z');
    expect(limaSecond(instant)).toBe('28/11/2026, 22:04:05');
    expect(limaMinute(instant)).toBe('28/11/2026, 22:04');
  });
});
