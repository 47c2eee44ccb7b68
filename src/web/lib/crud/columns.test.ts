import { describe, expect, it } from 'vitest';
import { formatDateTime } from './columns';

describe('formatDateTime', () => {
  it('reads dd/mm/aaaa HH:mm, 24 h, in the organisation’s time zone whatever the browser’s', () => {
    expect(formatDateTime('2026-11-21T13:05:00Z')).toBe('21/11/2026 08:05');
    expect(formatDateTime('2026-11-21T23:30:00Z')).toBe('21/11/2026 18:30');
    expect(formatDateTime(null)).toBe('—');
  });
});
