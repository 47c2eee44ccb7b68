import { describe, expect, it } from 'vitest';
import { COUNT_LIMIT, pageReport, thousands, totalText } from './pagination';

describe('pagination texts', () => {
  it('groups thousands with a space', () => {
    expect([7, 999, 1000, 12_345, 1_000_000].map(thousands)).toEqual(['7', '999', '1 000', '12 345', '1 000 000']);
  });

  it('says "más de" the cap when the count stopped there', () => {
    expect(totalText({ total: COUNT_LIMIT, total_capped: true })).toBe('más de 1 000');
    expect(totalText({ total: COUNT_LIMIT, total_capped: false })).toBe('1 000');
    expect(totalText({ total: 0, total_capped: false })).toBe('0');
  });

  it('reports the page the table shows', () => {
    const capped = { page: 40, per_page: 25, total: COUNT_LIMIT, last_page: 40, total_capped: true };
    expect(pageReport(capped, 25)).toBe('976–1 000 de más de 1 000');
    expect(pageReport({ ...capped, page: 1, total: 7, last_page: 1, total_capped: false }, 7)).toBe('1–7 de 7');
    expect(pageReport({ page: 1, per_page: 25, total: 0, last_page: 1, total_capped: false }, 0)).toBe('0–0 de 0');
  });
});
