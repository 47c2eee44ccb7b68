/**
 * Mean, median and 90th percentile of whole numbers given as a histogram (value → how many),
 * exactly as PostgreSQL's `avg` and `percentile_cont` over the values themselves: the database
 * answers a few hundred (value, count) pairs instead of sorting every record.
 */
export interface Bin {
  value: number;
  count: number;
}

export interface Measures {
  count: number;
  mean: number;
  median: number;
  p90: number;
}

/** The value at 0-based position `k` of the sorted values. */
function valueAt(sorted: readonly Bin[], k: number): number {
  let seen = 0;
  for (const bin of sorted) {
    seen += bin.count;
    if (k < seen) return bin.value;
  }
  throw new RangeError(`Position ${k} past ${seen} values`);
}

/** `percentile_cont(p)`: linear interpolation between the values around position p·(n − 1). */
function percentile(sorted: readonly Bin[], count: number, p: number): number {
  const position = p * (count - 1);
  const below = Math.floor(position);
  const low = valueAt(sorted, below);
  return low + (position - below) * (valueAt(sorted, Math.ceil(position)) - low);
}

/** The measures of a histogram; null when it holds no value. */
export function measure(bins: readonly Bin[]): Measures | null {
  const sorted = bins.filter((b) => b.count > 0).sort((a, b) => a.value - b.value);
  const count = sorted.reduce((total, b) => total + b.count, 0);
  if (count === 0) return null;
  return {
    count,
    mean: sorted.reduce((total, b) => total + b.value * b.count, 0) / count,
    median: percentile(sorted, count, 0.5),
    p90: percentile(sorted, count, 0.9),
  };
}
