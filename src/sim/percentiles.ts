/**
 * Percentiles over replicates: numpy's default method ('linear', type 7 of Hyndman & Fan).
 * For R sorted values x[0] ≤ … ≤ x[R−1] and a fraction p: h = (R − 1)·p, k = ⌊h⌋, t = h − k,
 * and the result is lerp(x[k], x[min(k+1, R−1)], t) with numpy's lerp, which is exact at both
 * ends: a + (b − a)·t when t < 0.5, else b − (b − a)·(1 − t). With one replicate it is that value.
 */
export const P05 = 0.05;
export const P95 = 0.95;

export function lerp(a: number, b: number, t: number): number {
  const d = b - a;
  return t >= 0.5 ? b - d * (1 - t) : a + d * t;
}

/** The order statistics the percentile p of R values reads: x[k] and x[k + 1] with weight t. */
export function percentileRank(replicates: number, p: number): { k: number; t: number } {
  const h = (replicates - 1) * p;
  const k = Math.floor(h);
  return { k, t: h - k };
}

/** The direct computation, from all values sorted ascending. */
export function percentileOfSorted(sorted: ArrayLike<number>, p: number): number {
  const { k, t } = percentileRank(sorted.length, p);
  return lerp(sorted[k], sorted[Math.min(k + 1, sorted.length - 1)], t);
}

/**
 * How many of the smallest and of the largest values per cell the reduce keeps to give the
 * 5th and 95th percentiles exactly: ranks 0 … k05+1 and k95 … R−1. For 100 replicates that is
 * 6 + 6 values instead of 100; for 20, 2 + 2.
 */
export function tailSizes(replicates: number): { low: number; high: number } {
  const low = Math.min(replicates, percentileRank(replicates, P05).k + 2);
  const high = replicates - percentileRank(replicates, P95).k;
  return { low, high };
}

/**
 * Inserts x into buf[off … off+size), which holds the smallest min(n, size) of the n values
 * seen so far in ascending order.
 */
export function keepLowest(buf: Float64Array, off: number, size: number, n: number, x: number): void {
  let len = Math.min(n, size);
  if (len === size) {
    if (!(x < buf[off + size - 1])) return;
    len = size - 1;
  }
  let i = len;
  while (i > 0 && buf[off + i - 1] > x) {
    buf[off + i] = buf[off + i - 1];
    i--;
  }
  buf[off + i] = x;
}

/**
 * Inserts x into buf[off … off+size), which holds the largest min(n, size) of the n values
 * seen so far in ascending order.
 */
export function keepHighest(buf: Float64Array, off: number, size: number, n: number, x: number): void {
  let len = Math.min(n, size);
  if (len === size) {
    if (!(x > buf[off])) return;
    for (let i = 0; i < size - 1; i++) buf[off + i] = buf[off + i + 1];
    len = size - 1;
  }
  let i = len;
  while (i > 0 && buf[off + i - 1] > x) {
    buf[off + i] = buf[off + i - 1];
    i--;
  }
  buf[off + i] = x;
}
