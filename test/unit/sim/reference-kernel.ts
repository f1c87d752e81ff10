import type { SimulationConfig } from '../../../src/domain/simulation-config.js';
import { CHUNK_SIZE, TILE_SIZE } from '../../../src/sim/constants.js';
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
 * The engine written the plain way: one value at a time, scalar JavaScript, straight from
 * docs/simulation-kernel.md (lanes, side streams, tiles and passes, even/odd chunk sums).
 * The WebAssembly kernel must give exactly these bits.
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

/**
 * The lane draws of the padding agents of a partial last block (agents to … to + 3 − 1 of
 * the last tile, up to a multiple of 4): each takes its lane's fixed draws and nothing else.
 */
function padding(to: number, start: number, lanes: Int32Array[], draws: number): void {
  for (let i = to; (i - start) % LANES !== 0; i++) for (let d = 0; d < draws; d++) nextU32(lanes[(i - start) % LANES]);
}

/** The tiles of a chunk: [first agent, end) in order. */
function tiles(g: PlanGroup, c: number): Array<[number, number]> {
  const start = c * CHUNK_SIZE;
  const end = Math.min(g.n, start + CHUNK_SIZE);
  const out: Array<[number, number]> = [];
  for (let t = start; t < end; t += TILE_SIZE) out.push([t, Math.min(end, t + TILE_SIZE)]);
  return out;
}

function initChunk(g: PlanGroup, gi: number, cols: Float64Array[], seed: number, c: number, sums: ChunkSum[]): void {
  const lanes = streams(seed, gi, c, 0, 0);
  const side = streams(seed, gi, c, 0, LANES);
  const start = c * CHUNK_SIZE;
  for (const [from, to] of tiles(g, c)) {
    g.variables.forEach((v, k) => {
      for (let i = from; i < to; i++) {
        const j = i - start;
        const lane = lanes[j % LANES];
        let x: number;
        if (v.init === 'normal') x = v.p1 + v.p2 * normalOf(nextU32(lane), side[j % LANES]);
        else if (v.init === 'uniform') x = v.p1 + (v.p2 - v.p1) * uniform53(lane);
        else x = v.p1;
        x = clamp(x, v.lo, v.hi);
        cols[k][i] = x;
        sums[k].add(j, x);
      }
      padding(to, start, lanes, v.init === 'normal' ? 1 : v.init === 'uniform' ? 2 : 0);
    });
    g.actions.forEach((_, k) => cols[g.variables.length + k].fill(0, from, to));
  }
}

function stepChunk(g: PlanGroup, gi: number, cols: Float64Array[], seed: number, step: number, coef: Float64Array, c: number, sums: ChunkSum[]): void {
  const lanes = streams(seed, gi, c, step, 0);
  const side = streams(seed, gi, c, step, LANES);
  const nv = g.variables.length;
  const start = c * CHUNK_SIZE;
  for (const [from, to] of tiles(g, c)) {
    // Actions first, each over the whole tile, from the variables at the start of the step.
    g.actions.forEach((a, k) => {
      for (let i = from; i < to; i++) {
        const j = i - start;
        const lane = lanes[j % LANES];
        let eta = coef[k];
        for (const w of a.own) eta = eta + w.weight * cols[w.variable][i];
        let y: number;
        if (a.kind === 'binary') y = bernoulliOf(uniformOf(nextU32(lane)), eta);
        else if (a.kind === 'discrete' && a.max <= INLINE_BINOMIAL_MAX) y = binomialOf(uniformOf(nextU32(lane)), a.max, eta);
        else if (a.kind === 'discrete') y = binomial(side[j % LANES], a.max, sigmoid(eta));
        else {
          y = eta;
          if (a.noise > 0) y = y + a.noise * normalOf(nextU32(lane), side[j % LANES]);
          y = clamp(y, a.lo, a.hi);
        }
        cols[nv + k][i] = y;
        sums[nv + k].add(j, y);
      }
      const draws = a.kind === 'binary' || (a.kind === 'discrete' && a.max <= INLINE_BINOMIAL_MAX) || (a.kind === 'continuous' && a.noise > 0) ? 1 : 0;
      padding(to, start, lanes, draws);
    });
    g.variables.forEach((v, k) => {
      const effects = g.actions.flatMap((a, ai) => a.effects.filter((e) => e.variable === k).map((e) => ({ effect: e.effect, ai })));
      const changes = effects.length > 0 || v.drift !== 0 || v.noise > 0 || v.growth !== 0;
      for (let i = from; i < to; i++) {
        const j = i - start;
        let x = cols[k][i];
        if (changes) {
          for (const e of effects) x = x + e.effect * cols[nv + e.ai][i];
          if (v.growth !== 0) x = x * (1 + v.growth);
          if (v.drift !== 0) x = x + v.drift;
          if (v.noise > 0) x = x + v.noise * normalOf(nextU32(lanes[j % LANES]), side[j % LANES]);
          x = clamp(x, v.lo, v.hi);
          cols[k][i] = x;
        }
        sums[k].add(j, x);
      }
      padding(to, start, lanes, changes && v.noise > 0 ? 1 : 0);
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
