/**
 * The few statistics the Analyst needs, written out so that their exact definitions are
 * documented (docs/analyst.md) and match the kernel's percentiles.
 */

/**
 * The p-quantile of `xs` by linear interpolation between order statistics (h = (n − 1)·p,
 * "type 7"), the definition the kernel uses for metrics p05/p95. ±Infinity sort to the
 * ends and propagate: a quantile that touches +Infinity is +Infinity. NaN is not allowed.
 */
export function quantile(xs: readonly number[], p: number): number {
  if (!xs.length) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  const h = (s.length - 1) * p;
  const lo = Math.floor(h);
  const hi = Math.ceil(h);
  if (lo === hi) return s[lo];
  const a = s[lo];
  const b = s[hi];
  if (a === b) return a; // also keeps Infinity − Infinity out
  // Between a finite value and an infinite one, any interior point is infinite.
  if (b === Infinity) return Infinity;
  if (a === -Infinity) return -Infinity;
  return a + (h - lo) * (b - a);
}

export const median = (xs: readonly number[]): number => quantile(xs, 0.5);

export function mean(xs: readonly number[]): number {
  if (!xs.length) return NaN;
  let s = 0;
  for (const x of xs) s += x;
  return s / xs.length;
}

/** Sample standard deviation (n − 1); 0 for fewer than two values. */
export function sampleSd(xs: readonly number[]): number {
  if (xs.length < 2) return 0;
  const m = mean(xs);
  let s = 0;
  for (const x of xs) s += (x - m) ** 2;
  return Math.sqrt(s / (xs.length - 1));
}

/** z of a two-sided 90% interval. */
export const Z90 = 1.6448536269514722;

/**
 * Wilson score interval at 90% for k successes in n trials: the range of a probability
 * estimated from n replicates, which stays inside [0, 1] and is not [0, 0] for k = 0.
 */
export function wilson90(k: number, n: number): [number, number] {
  if (n <= 0) return [NaN, NaN];
  const z = Z90;
  const p = k / n;
  const z2 = z * z;
  const denom = 1 + z2 / n;
  const centre = (p + z2 / (2 * n)) / denom;
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / denom;
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

/**
 * Two-sided Student t quantile for a 1 − alpha interval with `df` degrees of freedom
 * (Hill's 1970 approximation, accurate to ~1e-4 for df ≥ 2, which is all a noise test needs).
 */
export function tQuantile(alpha: number, df: number): number {
  if (df < 1) return Infinity;
  if (df === 1) return Math.tan((Math.PI * (1 - alpha)) / 2);
  if (df === 2) return Math.sqrt(2 / (alpha * (2 - alpha)) - 2);
  const a = 1 / (df - 0.5);
  const b = 48 / (a * a);
  let c = ((20700 * a) / b - 98) * a - 16;
  c = c * a + 96.36;
  const d = ((94.5 / (b + c) - 3) / b + 1) * Math.sqrt((a * Math.PI) / 2) * df;
  let x = d * alpha;
  let y = x ** (2 / df);
  if (y > 0.05 + a) {
    x = normalQuantile(alpha * 0.5);
    y = x * x;
    if (df < 5) c += 0.3 * (df - 4.5) * (x + 0.6);
    c = (((0.05 * d * x - 5) * x - 7) * x - 2) * x + b + c;
    y = (((((0.4 * y + 6.3) * y + 36) * y + 94.5) / c - y - 3) / b + 1) * x;
    y = a * y * y;
    y = y > 0.002 ? Math.exp(y) - 1 : 0.5 * y * y + y;
  } else {
    y = ((1 / (((df + 6) / (df * y) - 0.089 * d - 0.822) * (df + 2) * 3) + 0.5 / (df + 4)) * y - 1) * (df + 1) / (df + 2) + 1 / y;
  }
  return Math.sqrt(df * y);
}

/** −Φ⁻¹(p) for p ≤ 0.5: the z with P(Z ≥ z) = p (Acklam's rational approximation). */
function normalQuantile(p: number): number {
  const a = [-39.69683028665376, 220.9460984245205, -275.9285104469687, 138.357751867269, -30.66479806614716, 2.506628277459239];
  const b = [-54.47609879822406, 161.5858368580409, -155.6989798598866, 66.80131188771972, -13.28068155288572];
  const c = [-0.007784894002430293, -0.3223964580411365, -2.400758277161838, -2.549732539343734, 4.374664141464968, 2.938163982698783];
  const d = [0.007784695709041462, 0.3224671290700398, 2.445134137142996, 3.754408661907416];
  if (p < 0.02425) {
    const q = Math.sqrt(-2 * Math.log(p));
    return -((((((c[0] * q + c[1]) * q + c[2]) * q + c[3]) * q + c[4]) * q + c[5]) / ((((d[0] * q + d[1]) * q + d[2]) * q + d[3]) * q + 1));
  }
  const q = p - 0.5;
  const r = q * q;
  return -(((((((a[0] * r + a[1]) * r + a[2]) * r + a[3]) * r + a[4]) * r + a[5]) * q) / (((((b[0] * r + b[1]) * r + b[2]) * r + b[3]) * r + b[4]) * r + 1));
}

/** z with P(Z ≥ z) = p for a standard normal Z (0 < p < 1). */
export function normalQuantileUpper(p: number): number {
  return p <= 0.5 ? normalQuantile(p) : -normalQuantile(1 - p);
}

/** Φ(x), the standard normal distribution function (Abramowitz–Stegun 7.1.26, |error| < 1.5e-7). */
export function normalCdf(x: number): number {
  const z = Math.abs(x) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * z);
  const erfc = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429)))) * Math.exp(-z * z);
  return x >= 0 ? 1 - erfc / 2 : erfc / 2;
}
