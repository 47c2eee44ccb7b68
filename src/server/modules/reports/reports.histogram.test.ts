import { describe, expect, it } from 'vitest';
import { measure } from './reports.histogram';

/** The values one by one, as PostgreSQL's `avg` and `percentile_cont` would take them. */
function direct(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) => {
    const position = p * (sorted.length - 1);
    const below = Math.floor(position);
    return sorted[below]! + (position - below) * (sorted[Math.ceil(position)]! - sorted[below]!);
  };
  return {
    count: sorted.length,
    mean: sorted.reduce((a, b) => a + b, 0) / sorted.length,
    median: at(0.5),
    p90: at(0.9),
  };
}

const histogram = (values: number[]) => {
  const counts = new Map<number, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts].map(([value, count]) => ({ value, count }));
};

describe('measures from a histogram', () => {
  it('interpolates as percentile_cont: hand-worked on 0, 1, 1, 2, 5, 9', () => {
    // n = 6: median at position 2.5 → 1 + 0.5 × (2 − 1) = 1.5; p90 at 4.5 → 5 + 0.5 × (9 − 5) = 7.
    expect(
      measure([
        { value: 9, count: 1 },
        { value: 1, count: 2 },
        { value: 0, count: 1 },
        { value: 5, count: 1 },
        { value: 2, count: 1 },
      ]),
    ).toEqual({ count: 6, mean: 3, median: 1.5, p90: 7 });
  });

  it('answers one value for itself and nothing for an empty histogram', () => {
    expect(measure([{ value: 4, count: 1 }])).toEqual({ count: 1, mean: 4, median: 4, p90: 4 });
    expect(measure([])).toBeNull();
    expect(measure([{ value: 3, count: 0 }])).toBeNull();
  });

  it('agrees with the values taken one by one on random data', () => {
    let seed = 7;
    const next = () => {
      seed = (seed * 48_271) % 2_147_483_647;
      return seed;
    };
    for (let round = 0; round < 50; round++) {
      const values = Array.from({ length: 1 + (next() % 200) }, () => next() % 25);
      const found = measure(histogram(values))!;
      const expected = direct(values);
      expect(found.count).toBe(expected.count);
      expect(found.mean).toBeCloseTo(expected.mean, 9);
      expect(found.median).toBeCloseTo(expected.median, 9);
      expect(found.p90).toBeCloseTo(expected.p90, 9);
    }
  });
});
