/**
 * Randomness of the kernel (simulation-model.md "Randomness").
 *
 * Generator: sfc32 (Chris Doty-Humphrey's Small Fast Chaotic PRNG, 128-bit state with a
 * 32-bit counter word, so every stream has a period of at least 2^32). It needs only adds,
 * xors and shifts, which V8 keeps in registers when the state lives in locals of the
 * generated chunk function. A fresh stream is seeded for every (seed, group, chunk, step)
 * through an injective chain of murmur3 finalisers, then warmed up by 12 outputs.
 *
 * The generated kernel inlines the fast paths as source text (the *_SRC constants below);
 * the slow paths are functions working on an Int32Array holding the same state. The
 * ChunkStream class replays exactly the same sequence for tests.
 */

export const TWO_POW_M32 = 2.3283064365386963e-10; // 2^-32
export const TWO_POW_M33 = 1.1641532182693481e-10; // 2^-33
export const TWO_POW_M24 = 5.960464477539063e-8; // 2^-24
const TWO_POW_M53 = 1.1102230246251565e-16;

export const WARMUP_ROUNDS = 12;

function fmix32(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h | 0;
}

/**
 * State words a, b, c of the stream of (seed, group, chunk, step); d starts at 1.
 * Each word is a bijection of its input xor the previous word, so distinct tuples give
 * distinct states (group < 4096, chunk < 2^20 keep the packing injective).
 */
export function streamSeed(seed: number, group: number, chunk: number, step: number, out: Int32Array): void {
  const a = fmix32((seed | 0) ^ 0x243f6a88);
  const b = fmix32((((group << 20) | chunk) ^ 0x85a308d3) ^ a);
  const c = fmix32(((step | 0) ^ 0x13198a2e) ^ b);
  out[0] = a;
  out[1] = b;
  out[2] = c;
  out[3] = 1;
}

/** One sfc32 output into local `t`, state in locals s0..s3 (source text for the code generator). */
export const NEXT_SRC =
  't = (s0 + s1 | 0) + s3 | 0; s3 = s3 + 1 | 0; s0 = s1 ^ (s1 >>> 9); s1 = s2 + (s2 << 3) | 0; s2 = (s2 << 21) | (s2 >>> 11); s2 = s2 + t | 0;';
/** Uniform in (0, 1) from the last output `t`: never 0 nor 1, so logs and comparisons are safe. */
export const UNIFORM_OF_T_SRC = `((t >>> 0) * ${TWO_POW_M32} + ${TWO_POW_M33})`;
export const SAVE_STATE_SRC = 'st[0] = s0; st[1] = s1; st[2] = s2; st[3] = s3;';
export const LOAD_STATE_SRC = 's0 = st[0]; s1 = st[1]; s2 = st[2]; s3 = st[3];';

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
  return (nextU32(st) >>> 0) * TWO_POW_M32 + TWO_POW_M33;
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
const ZIG_R = 3.442619855899;
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

/**
 * Normal fast path as source text: one output gives the layer (low 7 bits) and a signed
 * 25-bit abscissa (the rest). About 98.8 % of draws end here; the rest call zslow.
 */
export function normalSrc(target: string): string {
  return (
    `${NEXT_SRC} zi = t & 127; zu = (t >> 7) * ${TWO_POW_M24}; ` +
    `if (Math.abs(zu) < ZR[zi]) ${target} = zu * ZX[zi]; ` +
    `else { ${SAVE_STATE_SRC} ${target} = zslow(st, zi, zu); ${LOAD_STATE_SRC} }`
  );
}

/** Wedges and tail of the ziggurat, continuing a draw that left the fast path. */
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
    const x = u * ZX[i];
    const f0 = Math.exp(-0.5 * (ZX[i] * ZX[i] - x * x));
    const f1 = Math.exp(-0.5 * (ZX[i + 1] * ZX[i + 1] - x * x));
    if (f1 + uniform(st) * (f0 - f1) < 1.0) return x;
    const t = nextU32(st);
    i = t & 127;
    u = (t >> 7) * TWO_POW_M24;
    if (Math.abs(u) < ZR[i]) return u * ZX[i];
  }
}

export function normal(st: Int32Array): number {
  const t = nextU32(st);
  const i = t & 127;
  const u = (t >> 7) * TWO_POW_M24;
  if (Math.abs(u) < ZR[i]) return u * ZX[i];
  return zslow(st, i, u);
}

// ---- Bernoulli(sigmoid(η)) without Math.exp in the common case. The computed sigmoid is
// monotone up to rounding, so with η in [η_k, η_k+1] of a grid, u < SIG[k] − ε implies
// u < sigmoid(η) and u ≥ SIG[k+1] + ε implies the opposite; only the rare u in between (or
// η off the grid) computes sigmoid(η). ε (1e-12) dwarfs every rounding error involved
// (≈1e-15), so decisions are exactly those of `u < 1 / (1 + Math.exp(-η))`.
export const SIG_LO = -32;
export const SIG_SCALE = 16;
const SIG_N = (-SIG_LO * 2 * SIG_SCALE) | 0;
/** SIG[k] = sigmoid(SIG_LO + k / SIG_SCALE), k = 0 … SIG_N */
export const SIG = new Float64Array(SIG_N + 1);
for (let k = 0; k <= SIG_N; k++) SIG[k] = 1 / (1 + Math.exp(-(SIG_LO + k / SIG_SCALE)));
const SIG_EPS = 1e-12;
/**
 * Beyond ±30 the computed sigmoid is within 1e-13 of 0 or 1, while uniforms lie in
 * [2^-33, 1 − 2^-33]: the decision is certain (and the same for the small-n binomials,
 * where n · 1e-13 is still far below 2^-33), so no exp is needed there either.
 */
const SIG_SATURATE = 30;

/**
 * Source text: target = 1 with probability sigmoid(e) using the last output `t`; NaN when
 * e is NaN. Uses locals bu, bg, bk, p.
 */
export function bernoulliSrc(target: string, e: string): string {
  return (
    `bu = ${UNIFORM_OF_T_SRC}; bg = (${e} - (${SIG_LO})) * ${SIG_SCALE}; ` +
    `if (bg >= 0 && bg < ${SIG_N}) { bk = bg | 0; ` +
    `${target} = bu < SIG[bk] - ${SIG_EPS} ? 1 : bu >= SIG[bk + 1] + ${SIG_EPS} ? 0 : bu < 1 / (1 + Math.exp(-${e})) ? 1 : 0; } ` +
    `else if (${e} <= ${-SIG_SATURATE}) ${target} = 0; else if (${e} >= ${SIG_SATURATE}) ${target} = 1; ` +
    `else { p = 1 / (1 + Math.exp(-${e})); ${target} = bu < p ? 1 : (p === p ? 0 : NaN); }`
  );
}

// ---- Binomial deviates, exact: inversion when n·min(p, 1−p) < 10, otherwise Hörmann's
// BTRS transformed rejection with squeeze (as in TensorFlow's random_binomial).

/** Largest n the code generator inlines (always inversion there, since n·min(p,1−p) ≤ 8). */
export const INLINE_BINOMIAL_MAX = 16;

/** q^n by binary powering; the generator unrolls exactly this sequence of products. */
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

/** Source text of powInt(q, n) for a constant n, as a sequence of statements. */
export function powIntSrc(target: string, q: string, n: number, tmp: string): string {
  const parts: string[] = [`${target} = 1; ${tmp} = ${q};`];
  let e = n;
  for (;;) {
    if (e & 1) parts.push(`${target} = ${target} * ${tmp};`);
    e >>>= 1;
    if (e === 0) break;
    parts.push(`${tmp} = ${tmp} * ${tmp};`);
  }
  return parts.join(' ');
}

function binomialInversion(st: Int32Array, n: number, pp: number): number {
  const u = uniform(st);
  const q = 1 - pp;
  const r = pp / q;
  let P = powInt(q, n);
  let F = P;
  let k = 0;
  while (u > F && k < n) {
    P = (P * r * (n - k)) / (k + 1);
    k++;
    F += P;
  }
  return k;
}

/** The inversion of binomialInversion() as text, for the last output already in `bu`. */
function inversionSrc(target: string, p: string, n: number): string {
  return (
    `bp = ${p}; bf = bp > 0.5; if (bf) bp = 1 - bp; bq = 1 - bp; br = bp / bq; ` +
    `${powIntSrc('bP', 'bq', n, 'bt')} bF = bP; bk = 0; ` +
    `while (bu > bF && bk < ${n}) { bP = bP * br * (${n} - bk) / (bk + 1); bk++; bF += bP; } ` +
    `${target} = bf ? ${n} - bk : bk;`
  );
}

const SIG_HALF = SIG_N / 2;
const binomialTables = new Map<number, Float64Array>();

/**
 * Inversion thresholds at every sigmoid grid point η_m: row m holds F_0 … F_{n−1}, the
 * cumulative sums binomialInversion() compares u with (on min(p, 1−p)), so that its result
 * is #{j : u > F_j} below η = 0 and n − #{j : u > F_j} above. Each F_j moves monotonically
 * with η inside a half, so the rows of a cell's two ends bracket the result.
 */
export function binomialTable(n: number): Float64Array {
  let t = binomialTables.get(n);
  if (t) return t;
  t = new Float64Array((SIG_N + 1) * n);
  for (let m = 0; m <= SIG_N; m++) {
    let pp = SIG[m];
    if (pp > 0.5) pp = 1 - pp;
    const q = 1 - pp;
    const r = pp / q;
    let P = powInt(q, n);
    let F = P;
    for (let k = 0; k < n; k++) {
      t[m * n + k] = F;
      P = (P * r * (n - k)) / (k + 1);
      F += P;
    }
  }
  binomialTables.set(n, t);
  return t;
}

/**
 * Inline binomial for a constant n ≤ INLINE_BINOMIAL_MAX, giving exactly what
 * binomial(st, n, sigmoid(e)) gives, with the same draws. When e lies in a grid cell that
 * does not straddle η = 0, the thresholds of the cell's two ends (widened by SIG_EPS,
 * far above any rounding error) usually agree on the count, and neither exp nor any
 * division runs; otherwise the inversion runs on the same uniform.
 * `tab` names the local holding binomialTable(n). Uses locals bp, bf, bq, br, bP, bF, bk,
 * bt, bu, bg, bo, c1, c2 and t.
 */
export function binomialSrc(target: string, e: string, n: number, tab: string): string {
  const exact = inversionSrc(target, `1 / (1 + Math.exp(-${e}))`, n);
  return (
    `bg = (${e} - (${SIG_LO})) * ${SIG_SCALE}; ` +
    `if (bg >= 0 && bg < ${SIG_N} && (bg < ${SIG_HALF} || bg >= ${SIG_HALF + 1})) { ` +
    `bk = bg | 0; ${NEXT_SRC} bu = ${UNIFORM_OF_T_SRC}; bo = bk * ${n}; c1 = 0; c2 = 0; ` +
    `if (bk < ${SIG_HALF}) { ` +
    `while (c1 < ${n} && bu > ${tab}[bo + c1] + ${SIG_EPS}) c1++; ` +
    `while (c2 < ${n} && bu > ${tab}[bo + ${n} + c2] - ${SIG_EPS}) c2++; ` +
    `if (c1 === c2) ${target} = c1; else { ${exact} } ` +
    `} else { ` +
    `while (c1 < ${n} && bu > ${tab}[bo + ${n} + c1] + ${SIG_EPS}) c1++; ` +
    `while (c2 < ${n} && bu > ${tab}[bo + c2] - ${SIG_EPS}) c2++; ` +
    `if (c1 === c2) ${target} = ${n} - c1; else { ${exact} } } ` +
    `} else if (${e} <= ${-SIG_SATURATE}) { ${NEXT_SRC} ${target} = 0; } ` +
    `else if (${e} >= ${SIG_SATURATE}) { ${NEXT_SRC} ${target} = ${n}; } ` +
    `else { bp = 1 / (1 + Math.exp(-${e})); ` +
    `if (bp !== bp) ${target} = NaN; else { ${NEXT_SRC} bu = ${UNIFORM_OF_T_SRC}; ${inversionSrc(target, 'bp', n).replace(/^bp = bp; /, '')} } }`
  );
}

const STIRLING_TAIL = new Float64Array(10);
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

/** Binomial(n, p) for an integer n ≥ 1; NaN when p is NaN so the failure surfaces. */
export function binomial(st: Int32Array, n: number, p: number): number {
  if (p !== p) return NaN;
  const flip = p > 0.5;
  const pp = flip ? 1 - p : p;
  const k = n * pp < 10 ? binomialInversion(st, n, pp) : binomialBtrs(st, n, pp);
  return flip ? n - k : k;
}

/** The stream of one (seed, group, chunk, step), for tests and tools; same draws as the kernel. */
export class ChunkStream {
  readonly st = new Int32Array(4);
  constructor(seed: number, group: number, chunk: number, step: number) {
    streamSeed(seed, group, chunk, step, this.st);
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
