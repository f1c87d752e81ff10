/**
 * Randomness of the kernel (simulation-model.md "Randomness"), engine abm-kernel/2.
 *
 * Generator: sfc32 (Chris Doty-Humphrey's Small Fast Chaotic PRNG, 128-bit state with a
 * 32-bit counter word, so every stream has a period of at least 2^32). It needs only adds,
 * xors and shifts, so four streams step together in one 128-bit SIMD register.
 *
 * Every (seed, group, chunk, step) owns STREAMS_PER_CHUNK fresh streams, seeded through an
 * injective chain of murmur3 finalisers and warmed up by 12 outputs:
 * - streams 0..3, the lanes: agent j of the chunk (j = index − chunk start) draws from lane
 *   j mod 4, its fixed draws in a fixed order (see docs/simulation-kernel.md);
 * - streams 4..7, the side streams of lanes 0..3: draws whose number varies (the wedges and
 *   tail of the ziggurat, large-n binomials), in agent order within the lane.
 *
 * The WebAssembly kernel (src/sim/wasm) generates the same arithmetic; this file is its
 * scalar reference, used by the tests and to build the kernel's tables.
 */

/** Lanes of the SIMD generator, and streams per (seed, group, chunk, step): lanes + side streams. */
export const LANES = 4;
export const STREAMS_PER_CHUNK = 2 * LANES;

export const TWO_POW_M32 = 2.3283064365386963e-10; // 2^-32
export const TWO_POW_M33 = 1.1641532182693481e-10; // 2^-33
/**
 * Offset of uniforms: an output read as a signed 32-bit integer t gives t · 2^-32 + ½ + 2^-33
 * (signed conversion is one SIMD instruction, unsigned several). Exact in doubles, in
 * [2^-33, 1 − 2^-33]: never 0 nor 1.
 */
export const UNIFORM_OFFSET = 0.5 + TWO_POW_M33;
export const TWO_POW_M24 = 5.960464477539063e-8; // 2^-24
const TWO_POW_M53 = 1.1102230246251565e-16;

export const WARMUP_ROUNDS = 12;

export function fmix32(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h | 0;
}

/** Stream seeding constants (hex digits of pi). */
export const SEED_K1 = 0x243f6a88;
export const SEED_K2 = 0x85a308d3 | 0;
export const SEED_K3 = 0x13198a2e;

/**
 * State words a, b, c of stream `stream` (0..7) of (seed, group, chunk, step); d starts at 1.
 * Each word is a bijection of its input xor the previous word, so distinct tuples give
 * distinct states (group < 4096, chunk < 2^20 and step < 2^29 keep the packing injective).
 */
export function streamSeed(seed: number, group: number, chunk: number, step: number, stream: number, out: Int32Array): void {
  const a = fmix32((seed | 0) ^ SEED_K1);
  const b = fmix32((((group << 20) | chunk) ^ SEED_K2) ^ a);
  const c = fmix32((((step << 3) | stream) ^ SEED_K3) ^ b);
  out[0] = a;
  out[1] = b;
  out[2] = c;
  out[3] = 1;
}

export function nextU32(st: Int32Array): number {
  const s0 = st[0],
    s1 = st[1],
    s2 = st[2],
    s3 = st[3];
  const t = (((s0 + s1) | 0) + s3) | 0;
  st[3] = (s3 + 1) | 0;
  st[0] = s1 ^ (s1 >>> 9);
  st[1] = (s2 + (s2 << 3)) | 0;
  const r = (s2 << 21) | (s2 >>> 11);
  st[2] = (r + t) | 0;
  return t;
}

export function uniform(st: Int32Array): number {
  return (nextU32(st) | 0) * TWO_POW_M32 + UNIFORM_OFFSET;
}

/** 53-bit uniform in (0, 1), used where a value is drawn once (initialisation). */
export function uniform53(st: Int32Array): number {
  const hi = nextU32(st) >>> 5;
  const lo = nextU32(st) >>> 6;
  return (hi * 67108864 + lo + 0.5) * TWO_POW_M53;
}

export function warmUp(st: Int32Array): void {
  for (let i = 0; i < WARMUP_ROUNDS; i++) nextU32(st);
}

// ---- Normal deviates: 128-layer ziggurat (Marsaglia & Tsang 2000, in Doornik's 2005 ZIGNOR
// form, which draws the layer and the abscissa from separate bits so they are independent).
const ZIG_C = 128;
export const ZIG_R = 3.442619855899;
const ZIG_V = 9.91256303526217e-3;
/** Layer abscissae; ZX[0] is the base strip's pseudo-width V / f(R). */
export const ZX = new Float64Array(ZIG_C + 1);
/** ZR[i] = ZX[i+1] / ZX[i]: |u| below it is inside layer i's rectangle. */
export const ZR = new Float64Array(ZIG_C);
{
  let f = Math.exp(-0.5 * ZIG_R * ZIG_R);
  ZX[0] = ZIG_V / f;
  ZX[1] = ZIG_R;
  ZX[ZIG_C] = 0;
  for (let i = 2; i < ZIG_C; i++) {
    ZX[i] = Math.sqrt(-2 * Math.log(ZIG_V / ZX[i - 1] + f));
    f = Math.exp(-0.5 * ZX[i] * ZX[i]);
  }
  for (let i = 0; i < ZIG_C; i++) ZR[i] = ZX[i + 1] / ZX[i];
}
/** FZ[i] = f(ZX[i]) = exp(−ZX[i]² / 2) for the wedge test (FZ[0] is unused). */
export const FZ = ZX.map((x) => Math.exp(-0.5 * x * x));

/**
 * Wedges and tail of the ziggurat, continuing a draw that left the fast path; `st` is the
 * stream that pays for the extra draws (in the kernel: the lane's side stream).
 */
export function zslow(st: Int32Array, i: number, u: number): number {
  for (;;) {
    if (i === 0) {
      let x: number, y: number;
      do {
        x = Math.log(uniform(st)) / ZIG_R;
        y = Math.log(uniform(st));
      } while (-2 * y < x * x);
      return u < 0 ? x - ZIG_R : ZIG_R - x;
    }
    // Under the density within layer i's wedge: f(x_i+1) + U · (f(x_i) − f(x_i+1)) < f(x).
    const x = u * ZX[i];
    if (FZ[i + 1] + uniform(st) * (FZ[i] - FZ[i + 1]) < Math.exp(-0.5 * (x * x))) return x;
    const t = nextU32(st);
    i = t & 127;
    u = (t >> 7) * TWO_POW_M24;
    if (Math.abs(u) < ZR[i]) return u * ZX[i];
  }
}

/**
 * A standard normal from one output `t`: the layer from the low 7 bits, a signed 25-bit
 * abscissa from the rest. About 98.8 % of draws end here; the rest continue on `side`.
 */
export function normalOf(t: number, side: Int32Array): number {
  const i = t & 127;
  const u = (t >> 7) * TWO_POW_M24;
  if (Math.abs(u) < ZR[i]) return u * ZX[i];
  return zslow(side, i, u);
}

/** A standard normal drawn entirely from one stream. */
export function normal(st: Int32Array): number {
  return normalOf(nextU32(st), st);
}

/** Uniform in (0, 1) from one output: never 0 nor 1, so logs and comparisons are safe. */
export const uniformOf = (t: number): number => (t | 0) * TWO_POW_M32 + UNIFORM_OFFSET;

export const sigmoid = (eta: number): number => 1 / (1 + Math.exp(-eta));

/** Bernoulli(sigmoid(η)) decided by the uniform u; NaN when η is NaN, so the failure surfaces. */
export function bernoulliOf(u: number, eta: number): number {
  const p = sigmoid(eta);
  return p !== p ? NaN : u < p ? 1 : 0;
}

// ---- The kernel decides Bernoulli(σ(η)) without exp in the common case. The computed sigmoid
// is monotone up to rounding, so with η in [η_k, η_k+1] of a grid, u < SIG[k] − ε implies
// u < σ(η) and u ≥ SIG[k+1] + ε implies the opposite; only the rare u in between computes
// σ(η). ε (1e-12) dwarfs every rounding error involved (≈1e-15), so decisions are exactly
// those of bernoulliOf. Out of the grid the kernel uses the end cells: beyond ±32 the
// computed sigmoid is within 1.3e-14 of 0 or 1 while uniforms lie in [2^-33, 1 − 2^-33], so
// the end cells' brackets already give the certain answer.
export const SIG_LO = -32;
export const SIG_SCALE = 16;
/** Cells of the grid; cell k is [SIG_LO + k / SIG_SCALE, SIG_LO + (k+1) / SIG_SCALE). */
export const SIG_CELLS = (-SIG_LO * 2 * SIG_SCALE) | 0;
/** SIG[k] = sigmoid(SIG_LO + k / SIG_SCALE), k = 0 … SIG_CELLS */
export const SIG = new Float64Array(SIG_CELLS + 1);
for (let k = 0; k <= SIG_CELLS; k++) SIG[k] = sigmoid(SIG_LO + k / SIG_SCALE);
export const SIG_EPS = 1e-12;
/** Cells of the grid below η = 0 (the binomial tables cover these). */
export const SIG_HALF = SIG_CELLS / 2;

/** Cell index of η as the kernel computes it, clamped to the grid (0 for NaN). */
export function sigmoidCell(eta: number): number {
  const bg = (eta - SIG_LO) * SIG_SCALE;
  if (!(bg > 0)) return 0;
  return bg >= SIG_CELLS - 1 ? SIG_CELLS - 1 : Math.trunc(bg);
}

// ---- Binomial deviates, exact: inversion when n·min(p, 1−p) < 10, otherwise Hörmann's
// BTRS transformed rejection with squeeze (as in TensorFlow's random_binomial).

/** Largest n decided from one lane draw by the kernel's tables (n·min(p,1−p) ≤ 8 < 10 there). */
export const INLINE_BINOMIAL_MAX = 16;

/** q^n by binary powering; the kernel computes exactly this sequence of products. */
export function powInt(q: number, n: number): number {
  let result = 1;
  let base = q;
  let e = n;
  for (;;) {
    if (e & 1) result = result * base;
    e >>>= 1;
    if (e === 0) return result;
    base = base * base;
  }
}

/** Inversion of Binomial(n, pp) at the uniform u (pp ≤ ½). */
export function binomialInversion(u: number, n: number, pp: number): number {
  const q = 1 - pp;
  const r = pp / q;
  let P = powInt(q, n);
  let F = P;
  let k = 0;
  while (u > F && k < n) {
    P = P * r * ((n - k) / (k + 1));
    k++;
    F += P;
  }
  return k;
}

/**
 * Binomial(n, σ(η)) for n ≤ INLINE_BINOMIAL_MAX from one uniform u: the inversion at
 * p' = σ(−|η|) ≤ ½, and for η ≥ 0 the symmetric count n − k. NaN when η is NaN.
 */
export function binomialOf(u: number, n: number, eta: number): number {
  const pp = sigmoid(-Math.abs(eta));
  if (pp !== pp) return NaN;
  const k = binomialInversion(u, n, pp);
  return eta >= 0 ? n - k : k;
}

/** Cell of −|η| in the binomial tables (grid cells below η = 0), as the kernel computes it. */
export function binomialCell(eta: number): number {
  return Math.min(sigmoidCell(-Math.abs(eta)), SIG_HALF - 1);
}

/**
 * Inversion thresholds at the sigmoid grid points η_m ≤ 0 (m = 0 … SIG_HALF): row m holds
 * F_0 … F_{n−1}, the cumulative sums binomialInversion() compares u with at p' = SIG[m],
 * so that its result is #{j : u > F_j}. Each F_j falls as η grows, so the rows of a cell's
 * two ends bracket the result.
 */
export function binomialTable(n: number): Float64Array {
  const t = new Float64Array((SIG_HALF + 1) * n);
  for (let m = 0; m <= SIG_HALF; m++) {
    const pp = SIG[m];
    const q = 1 - pp;
    const r = pp / q;
    let P = powInt(q, n);
    let F = P;
    for (let k = 0; k < n; k++) {
      t[m * n + k] = F;
      P = P * r * ((n - k) / (k + 1));
      F += P;
    }
  }
  return t;
}

/**
 * The kernel's bracket table for the inversion of binomialOf(), n ≤ INLINE_BINOMIAL_MAX: for
 * cell k of −|η| (k < SIG_HALF), n pairs (A_j, B_j). With c1 = #{j : u > A_j} and
 * c2 = #{j : u > B_j}, c1 = c2 means the inversion's count is c1 anywhere in the cell;
 * otherwise the exact inversion decides.
 */
export function binomialCellTable(n: number): Float64Array {
  const t = binomialTable(n);
  const out = new Float64Array(SIG_HALF * 2 * n);
  for (let k = 0; k < SIG_HALF; k++) {
    for (let j = 0; j < n; j++) {
      out[(k * n + j) * 2] = t[k * n + j] + SIG_EPS;
      out[(k * n + j) * 2 + 1] = t[(k + 1) * n + j] - SIG_EPS;
    }
  }
  return out;
}

export const STIRLING_TAIL = new Float64Array(10);
{
  let lf = 0; // ln k!
  for (let k = 0; k < 10; k++) {
    if (k > 0) lf += Math.log(k);
    STIRLING_TAIL[k] = lf - ((k + 0.5) * Math.log(k + 1) - (k + 1) + 0.5 * Math.log(2 * Math.PI));
  }
}

/** ln k! − [(k+½)ln(k+1) − (k+1) + ½ln 2π], the error of Stirling's formula. */
function stirlingTail(k: number): number {
  if (k <= 9) return STIRLING_TAIL[k];
  const kp1sq = (k + 1) * (k + 1);
  return (1.0 / 12 - (1.0 / 360 - 1.0 / 1260 / kp1sq) / kp1sq) / (k + 1);
}

function binomialBtrs(st: Int32Array, n: number, p: number): number {
  const spq = Math.sqrt(n * p * (1 - p));
  const b = 1.15 + 2.53 * spq;
  const a = -0.0873 + 0.0248 * b + 0.01 * p;
  const c = n * p + 0.5;
  const vr = 0.92 - 4.2 / b;
  const r = p / (1 - p);
  const alpha = (2.83 + 5.1 / b) * spq;
  const m = Math.floor((n + 1) * p);
  for (;;) {
    const u = uniform(st) - 0.5;
    let v = uniform(st);
    const us = 0.5 - Math.abs(u);
    const k = Math.floor(((2 * a) / us + b) * u + c);
    if (us >= 0.07 && v <= vr) return k;
    if (k < 0 || k > n) continue;
    v = Math.log((v * alpha) / (a / (us * us) + b));
    const bound =
      (m + 0.5) * Math.log((m + 1) / (r * (n - m + 1))) +
      (n + 1) * Math.log((n - m + 1) / (n - k + 1)) +
      (k + 0.5) * Math.log((r * (n - k + 1)) / (k + 1)) +
      stirlingTail(m) +
      stirlingTail(n - m) -
      stirlingTail(k) -
      stirlingTail(n - k);
    if (v <= bound) return k;
  }
}

/** Binomial(n, p) for an integer n ≥ 1 drawn from `st`; NaN when p is NaN so the failure surfaces. */
export function binomial(st: Int32Array, n: number, p: number): number {
  if (p !== p) return NaN;
  const flip = p > 0.5;
  const pp = flip ? 1 - p : p;
  const k = n * pp < 10 ? binomialInversion(uniform(st), n, pp) : binomialBtrs(st, n, pp);
  return flip ? n - k : k;
}

/** One stream of a (seed, group, chunk, step), for tests and tools: the kernel's draws. */
export class ChunkStream {
  readonly st = new Int32Array(4);
  constructor(seed: number, group: number, chunk: number, step: number, stream = 0) {
    streamSeed(seed, group, chunk, step, stream, this.st);
    warmUp(this.st);
  }
  nextU32(): number {
    return nextU32(this.st) >>> 0;
  }
  uniform(): number {
    return uniform(this.st);
  }
  uniform53(): number {
    return uniform53(this.st);
  }
  normal(): number {
    return normal(this.st);
  }
  binomial(n: number, p: number): number {
    return binomial(this.st, n, p);
  }
}
