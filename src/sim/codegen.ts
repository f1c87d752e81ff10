import type { PlanGroup } from './plan.js';
import {
  INLINE_BINOMIAL_MAX,
  LOAD_STATE_SRC,
  NEXT_SRC,
  SAVE_STATE_SRC,
  WARMUP_ROUNDS,
  SIG,
  bernoulliSrc,
  binomialTable,
  binomial,
  binomialSrc,
  normalSrc,
  zslow,
  ZR,
  ZX,
} from './rng.js';

/**
 * Code generation: one specialised function per group for a chunk of a step, and one for
 * initialisation. Every coefficient is a literal and every column a local, so the hot loop
 * has no dispatch on types, no maps and no allocation, and V8 sees monomorphic code.
 *
 * Draw order inside a chunk (this is "the draw's place in the chunk's work"): agent by
 * agent; for each agent its actions in config order (binary: 1 output; discrete: its
 * binomial's outputs; continuous with noise: one normal), then its variables in config
 * order (one normal each where noise > 0). Initialisation: agent by agent, variables in
 * order (normal: one normal; uniform: two outputs).
 */

export type StepFn = (
  cols: Float64Array[],
  start: number,
  end: number,
  sa: number,
  sb: number,
  sc: number,
  coef: Float64Array,
  sums: Float64Array,
  sumOffset: number,
  zx: Float64Array,
  zr: Float64Array,
  st: Int32Array,
  zslowFn: typeof zslow,
  binomialFn: typeof binomial,
  sig: Float64Array,
  btab: typeof binomialTable,
) => void;

export type InitFn = (
  cols: Float64Array[],
  start: number,
  end: number,
  sa: number,
  sb: number,
  sc: number,
  sums: Float64Array,
  sumOffset: number,
  zx: Float64Array,
  zr: Float64Array,
  st: Int32Array,
  zslowFn: typeof zslow,
) => void;

/** A number as a JS literal that parses back to the same double (sign of zero included). */
function lit(x: number): string {
  if (Object.is(x, -0)) return '(-0)';
  if (!Number.isFinite(x)) throw new RangeError(`non-finite coefficient ${x}`);
  return x < 0 ? `(${String(x)})` : String(x);
}

function clampSrc(v: string, lo: number | null, hi: number | null): string {
  let s = '';
  if (lo !== null) s += `if (${v} < ${lit(lo)}) ${v} = ${lit(lo)}; `;
  if (hi !== null) s += `if (${v} > ${lit(hi)}) ${v} = ${lit(hi)}; `;
  return s;
}

const PRELUDE =
  "'use strict';\n" +
  'let s0 = sa | 0, s1 = sb | 0, s2 = sc | 0, s3 = 1, t = 0, zi = 0, zu = 0.0;\n' +
  `for (let w = 0; w < ${WARMUP_ROUNDS}; w++) { ${NEXT_SRC} }\n`;

function columnLocals(g: PlanGroup): string {
  const parts: string[] = [];
  g.variables.forEach((_, j) => parts.push(`V${j} = cols[${j}]`));
  g.actions.forEach((_, j) => parts.push(`A${j} = cols[${g.variables.length + j}]`));
  return `const ${parts.join(', ')};\n`;
}

function sumsSrc(g: PlanGroup): { decl: string; store: string } {
  const names = [...g.variables.map((_, j) => `SV${j}`), ...g.actions.map((_, j) => `SA${j}`)];
  return {
    decl: `let ${names.map((n) => `${n} = 0.0`).join(', ')};\n`,
    store: names.map((n, k) => `sums[sumOffset + ${k}] = ${n};`).join('\n') + '\n',
  };
}

export function generateStepSource(g: PlanGroup): string {
  const sums = sumsSrc(g);
  let src = PRELUDE + columnLocals(g);
  src += 'let bp = 0.0, bf = false, bq = 0.0, br = 0.0, bP = 0.0, bF = 0.0, bk = 0, bt = 0.0, bu = 0.0, bg = 0.0, e = 0.0, p = 0.0, z = 0.0;\n';
  if (g.actions.length) src += `const ${g.actions.map((_, j) => `K${j} = coef[${j}]`).join(', ')};\n`;
  const tables = [...new Set(g.actions.filter((a) => a.kind === 'discrete' && a.max <= INLINE_BINOMIAL_MAX).map((a) => a.max))];
  if (tables.length) src += `const ${tables.map((n) => `BT${n} = btab(${n})`).join(', ')};\nlet bo = 0, c1 = 0, c2 = 0;\n`;
  src += sums.decl;
  src += 'for (let i = start; i < end; i++) {\n';
  g.variables.forEach((_, j) => (src += `const x${j} = V${j}[i];\n`));

  g.actions.forEach((a, j) => {
    let eta = `K${j}`;
    for (const w of a.own) eta += ` + ${lit(w.weight)} * x${w.variable}`;
    src += `e = ${eta};\n`;
    if (a.kind === 'binary') {
      // A NaN predictor must give NaN, not 0, so the run fails instead of hiding it.
      src += `let y${j} = 0; ${NEXT_SRC} ${bernoulliSrc(`y${j}`, 'e')}\n`;
    } else if (a.kind === 'discrete') {
      src += `let y${j} = 0;\n`;
      if (a.max <= INLINE_BINOMIAL_MAX) {
        src += `${binomialSrc(`y${j}`, 'e', a.max, `BT${a.max}`)}\n`;
      } else {
        src += `${SAVE_STATE_SRC} y${j} = binomialFn(st, ${a.max}, 1 / (1 + Math.exp(-e))); ${LOAD_STATE_SRC}\n`;
      }
    } else {
      src += `let y${j} = e;\n`;
      if (a.noise > 0) src += `${normalSrc('z')}\ny${j} = y${j} + ${lit(a.noise)} * z;\n`;
      src += clampSrc(`y${j}`, a.lo, a.hi) + '\n';
    }
    src += `A${j}[i] = y${j}; SA${j} += y${j};\n`;
  });

  g.variables.forEach((v, j) => {
    const effects = g.actions.flatMap((a, k) =>
      a.effects.filter((e) => e.variable === j).map((e) => ` + ${lit(e.effect)} * y${k}`),
    );
    const changes = effects.length > 0 || v.drift !== 0 || v.noise > 0 || v.growth !== 0;
    if (!changes) {
      src += `SV${j} += x${j};\n`;
      return;
    }
    src += `let v${j} = x${j}${effects.join('')};\n`;
    // Emitted only when set, so a configuration without growth runs exactly as before.
    if (v.growth !== 0) src += `v${j} = v${j} * ${lit(1 + v.growth)};\n`;
    if (v.drift !== 0) src += `v${j} = v${j} + ${lit(v.drift)};\n`;
    if (v.noise > 0) src += `${normalSrc('z')}\nv${j} = v${j} + ${lit(v.noise)} * z;\n`;
    src += clampSrc(`v${j}`, v.lo, v.hi);
    src += `V${j}[i] = v${j}; SV${j} += v${j};\n`;
  });
  src += '}\n' + sums.store;
  return src;
}

export function generateInitSource(g: PlanGroup): string {
  const sums = sumsSrc(g);
  let src = PRELUDE + columnLocals(g) + 'let z = 0.0, uh = 0, ul = 0;\n' + sums.decl;
  src += 'for (let i = start; i < end; i++) {\n';
  g.variables.forEach((v, j) => {
    if (v.init === 'normal') {
      src += `${normalSrc('z')}\nlet v${j} = ${lit(v.p1)} + ${lit(v.p2)} * z;\n`;
    } else if (v.init === 'uniform') {
      // Same arithmetic as rng.uniform53.
      src += `${NEXT_SRC} uh = t >>> 5; ${NEXT_SRC} ul = t >>> 6;\n`;
      src += `let v${j} = ${lit(v.p1)} + (${lit(v.p2)} - ${lit(v.p1)}) * ((uh * 67108864 + ul + 0.5) * 1.1102230246251565e-16);\n`;
    } else {
      src += `let v${j} = ${lit(v.p1)};\n`;
    }
    src += clampSrc(`v${j}`, v.lo, v.hi);
    src += `V${j}[i] = v${j}; SV${j} += v${j};\n`;
  });
  g.actions.forEach((_, j) => (src += `A${j}[i] = 0;\n`));
  src += '}\n' + sums.store;
  return src;
}

const STEP_PARAMS = ['cols', 'start', 'end', 'sa', 'sb', 'sc', 'coef', 'sums', 'sumOffset', 'ZX', 'ZR', 'st', 'zslow', 'binomialFn', 'SIG', 'btab'];
const INIT_PARAMS = ['cols', 'start', 'end', 'sa', 'sb', 'sc', 'sums', 'sumOffset', 'ZX', 'ZR', 'st', 'zslow'];

// Compiled functions are cached by source, so repeated runs of one configuration (and every
// task of a run on a worker) reuse code V8 has already optimised.
const cache = new Map<string, StepFn | InitFn>();
const CACHE_LIMIT = 64;

function compile<F>(params: string[], src: string): F {
  const key = params.length + '\n' + src;
  let fn = cache.get(key);
  if (fn) {
    cache.delete(key);
    cache.set(key, fn);
    return fn as F;
  }
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the kernel compiles its generated step code (docs/simulation-kernel.md)
  fn = new Function(...params, src) as StepFn | InitFn;
  cache.set(key, fn);
  if (cache.size > CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
  return fn as F;
}

export const compileStep = (src: string): StepFn => compile<StepFn>(STEP_PARAMS, src);
export const compileInit = (src: string): InitFn => compile<InitFn>(INIT_PARAMS, src);

export { ZX, ZR, zslow, binomial, SIG, binomialTable };
