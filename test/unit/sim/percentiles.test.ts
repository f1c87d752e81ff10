import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { keepHighest, keepLowest, lerp, P05, P95, percentileOfSorted, percentileRank, tailSizes } from '../../../src/sim/percentiles.js';

describe('percentiles over replicates (linear interpolation, numpy default)', () => {
  it('interpolate between the order statistics around (R − 1)·p', () => {
    const tens = Array.from({ length: 20 }, (_, i) => 10 * i); // 0, 10, …, 190
    // h = 19 · 0.05 = 0.95 → 0 + 0.95 · 10; h = 19 · 0.95 = 18.05 → 180 + 0.05 · 10
    assert.ok(Math.abs(percentileOfSorted(tens, P05) - 9.5) < 1e-12);
    assert.ok(Math.abs(percentileOfSorted(tens, P95) - 180.5) < 1e-12);
    assert.equal(percentileOfSorted([1, 2, 3, 4, 5], 0.5), 3, 'exact at an order statistic');
    assert.equal(percentileOfSorted([7], P05), 7, 'one replicate: the value itself');
    assert.equal(percentileOfSorted([7], P95), 7);
    assert.ok(Math.abs(percentileOfSorted([1, 2, 3, 4], P05) - 1.15) < 1e-12);
    assert.ok(Math.abs(percentileOfSorted([1, 2, 3, 4], P95) - 3.85) < 1e-12);
    assert.deepEqual(percentileRank(101, P05), { k: 5, t: 0 });
  });

  it('lerp is exact at both ends and monotone', () => {
    assert.equal(lerp(0.1, 0.7, 0), 0.1);
    assert.equal(lerp(0.1, 0.7, 1), 0.7);
    assert.equal(lerp(3, 3, 0.37), 3);
    fc.assert(
      fc.property(fc.double({ min: -1e6, max: 1e6, noNaN: true }), fc.double({ min: -1e6, max: 1e6, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true }), (a, b, t) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        const v = lerp(lo, hi, t);
        return v >= lo && v <= hi;
      }),
    );
  });

  it('keep only the tails the 5th and 95th percentiles read', () => {
    assert.deepEqual(tailSizes(1), { low: 1, high: 1 });
    assert.deepEqual(tailSizes(5), { low: 2, high: 2 });
    assert.deepEqual(tailSizes(20), { low: 2, high: 2 });
    assert.deepEqual(tailSizes(100), { low: 6, high: 6 });
  });

  it('the kept tails give the same bits as sorting every value', () => {
    fc.assert(
      // Group means are never −0 (their sums start from +0), so neither are the values here.
      fc.property(fc.array(fc.double({ min: -1e3, max: 1e3, noNaN: true, noDefaultInfinity: true }).map((x) => x + 0), { minLength: 1, maxLength: 120 }), (xs) => {
        const R = xs.length;
        const { low, high } = tailSizes(R);
        const lo = new Float64Array(low);
        const hi = new Float64Array(high);
        xs.forEach((x, n) => {
          keepLowest(lo, 0, low, n, x);
          keepHighest(hi, 0, high, n, x);
        });
        const sorted = Float64Array.from(xs).sort();
        assert.deepEqual([...lo], [...sorted.subarray(0, low)]);
        assert.deepEqual([...hi], [...sorted.subarray(R - high)]);
        const p05 = percentileRank(R, P05);
        const p95 = percentileRank(R, P95);
        const fromLow = p05.t === 0 ? lo[p05.k] : lerp(lo[p05.k], lo[p05.k + 1], p05.t);
        const fromHigh = p95.t === 0 ? hi[p95.k - (R - high)] : lerp(hi[p95.k - (R - high)], hi[p95.k - (R - high) + 1], p95.t);
        assert.equal(fromLow, percentileOfSorted(sorted, P05));
        assert.equal(fromHigh, percentileOfSorted(sorted, P95));
      }),
      { numRuns: 300 },
    );
  });
});
