import type { SimulationConfig } from '../../../src/domain/simulation-config.js';
import { CHUNK_SIZE } from '../../../src/sim/constants.js';
import { buildPlan, stepCoefficients, type PlanGroup } from '../../../src/sim/plan.js';
import {
  bernoulliOf,
  binomial,
  binomialOf,
  INLINE_BINOMIAL_MAX,
  LANES,
  nextU32,
  normalOf,
  sigmoid,
  streamSeed,
  uniform53,
  uniformOf,
  warmUp,
} from '../../../src/sim/rng.js';

/**
 * The engine written the plain way: one agent at a time, scalar JavaScript, straight from
 * docs/simulation-kernel.md (lanes, side streams, draw order, even/odd chunk sums). The
 * WebAssembly kernel must give exactly these bits.
 */
export interface ReferenceRun {
  /** [group][column] after the last step, n agents each. */
  state: Float64Array[][];
  /** [group][step − 1][column]: group means after each step. */
  means: Float64Array[][];
}

function streams(seed: number, g: number, c: number, step: number, first: number): Int32Array[] {
  return Array.from({ length: LANES }, (_, lane) => {
    const st = new Int32Array(4);
    streamSeed(seed, g, c, step, first + lane, st);
    warmUp(st);
    return st;
  });
}

function clamp(v: number, lo: number | null, hi: number | null): number {
  if (lo !== null && v < lo) v = lo;
  if (hi !== null && v > hi) v = hi;
  return v;
}

/** Chunk sums: even agents of the chunk in order, odd agents in order, then even + odd. */
class ChunkSum {
  even = 0;
  odd = 0;
  add(j: number, v: number): void {
    if (j % 2 === 0) this.even += v;
    else this.odd += v;
  }
  get total(): number {
    return this.even + this.odd;
  }
}

function initChunk(g: PlanGroup, gi: number, cols: Float64Array[], seed: number, c: number, sums: ChunkSum[]): void {
  const lanes = streams(seed, gi, c, 0, 0);
  const side = streams(seed, gi, c, 0, LANES);
  const start = c * CHUNK_SIZE;
  const end = Math.min(g.n, start + CHUNK_SIZE);
  for (let i = start; i < end; i++) {
    const j = i - start;
    const lane = lanes[j % LANES];
    g.variables.forEach((v, k) => {
      let x: number;
      if (v.init === 'normal') x = v.p1 + v.p2 * normalOf(nextU32(lane), side[j % LANES]);
      else if (v.init === 'uniform') x = v.p1 + (v.p2 - v.p1) * uniform53(lane);
      else x = v.p1;
      x = clamp(x, v.lo, v.hi);
      cols[k][i] = x;
      sums[k].add(j, x);
    });
    g.actions.forEach((_, k) => (cols[g.variables.length + k][i] = 0));
  }
}

function stepChunk(g: PlanGroup, gi: number, cols: Float64Array[], seed: number, step: number, coef: Float64Array, c: number, sums: ChunkSum[]): void {
  const lanes = streams(seed, gi, c, step, 0);
  const side = streams(seed, gi, c, step, LANES);
  const nv = g.variables.length;
  const start = c * CHUNK_SIZE;
  const end = Math.min(g.n, start + CHUNK_SIZE);
  for (let i = start; i < end; i++) {
    const j = i - start;
    const lane = lanes[j % LANES];
    const sideStream = side[j % LANES];
    const x = g.variables.map((_, k) => cols[k][i]);
    const y = g.actions.map((a, k) => {
      let eta = coef[k];
      for (const w of a.own) eta = eta + w.weight * x[w.variable];
      let v: number;
      if (a.kind === 'binary') v = bernoulliOf(uniformOf(nextU32(lane)), eta);
      else if (a.kind === 'discrete' && a.max <= INLINE_BINOMIAL_MAX) v = binomialOf(uniformOf(nextU32(lane)), a.max, eta);
      else if (a.kind === 'discrete') v = binomial(sideStream, a.max, sigmoid(eta));
      else {
        v = eta;
        if (a.noise > 0) v = v + a.noise * normalOf(nextU32(lane), sideStream);
        v = clamp(v, a.lo, a.hi);
      }
      cols[nv + k][i] = v;
      sums[nv + k].add(j, v);
      return v;
    });
    g.variables.forEach((v, k) => {
      const effects = g.actions.flatMap((a, ai) => a.effects.filter((e) => e.variable === k).map((e) => ({ effect: e.effect, ai })));
      if (effects.length === 0 && v.drift === 0 && v.noise === 0 && v.growth === 0) {
        sums[k].add(j, x[k]);
        return;
      }
      let nx = x[k];
      for (const e of effects) nx = nx + e.effect * y[e.ai];
      if (v.growth !== 0) nx = nx * (1 + v.growth);
      if (v.drift !== 0) nx = nx + v.drift;
      if (v.noise > 0) nx = nx + v.noise * normalOf(nextU32(lane), sideStream);
      nx = clamp(nx, v.lo, v.hi);
      cols[k][i] = nx;
      sums[k].add(j, nx);
    });
  }
}

export function referenceRun(config: SimulationConfig, seed: number): ReferenceRun {
  const plan = buildPlan(config);
  const state = plan.groups.map((g) => Array.from({ length: g.width }, () => new Float64Array(g.n)));
  const groupMeans = (run: (g: PlanGroup, gi: number, c: number, sums: ChunkSum[]) => void) =>
    plan.groups.map((g, gi) => {
      const chunkSums: number[][] = [];
      for (let c = 0; c < g.chunks; c++) {
        const sums = Array.from({ length: g.width }, () => new ChunkSum());
        run(g, gi, c, sums);
        chunkSums.push(sums.map((s) => s.total));
      }
      const m = new Float64Array(g.width);
      for (let col = 0; col < g.width; col++) {
        let total = 0;
        for (let c = 0; c < g.chunks; c++) total += chunkSums[c][col];
        m[col] = total / g.n;
      }
      return m;
    });
  const initial = groupMeans((g, gi, c, sums) => initChunk(g, gi, state[gi], seed, c, sums));
  let snapshot = initial.map((m, gi) => {
    const s = new Float64Array(m);
    s.fill(0, plan.groups[gi].variables.length);
    return s;
  });
  const means: Float64Array[][] = plan.groups.map(() => []);
  for (let t = 1; t <= plan.steps; t++) {
    const coef = stepCoefficients(plan, snapshot);
    snapshot = groupMeans((g, gi, c, sums) => stepChunk(g, gi, state[gi], seed, t, coef[gi], c, sums));
    snapshot.forEach((m, gi) => means[gi].push(m));
  }
  return { state, means };
}
