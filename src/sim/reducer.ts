import { keepHighest, keepLowest, lerp, P05, P95, percentileRank, tailSizes } from './percentiles.js';
import type { Plan } from './plan.js';
import type { ArmMetricsResult, GroupTimeline, SimulationMetrics, TimelineEntry, TrackedSeries } from './results.js';

export interface ArmInfo {
  id: string;
  label: string;
}

/** A tracked target resolved to its group and column. */
export interface TrackColumn {
  target: string;
  g: number;
  column: number;
}

interface ArmState {
  /** [group]: steps × width running sums over the replicates folded so far. */
  sum: Float64Array[];
  /** [group]: per value, the smallest `low` values so far, ascending. */
  low: Float64Array[];
  /** [group]: per value, the largest `high` values so far, ascending. */
  high: Float64Array[];
  folded: number;
  /** Runs that finished before an earlier replicate of the same arm. */
  pending: Map<number, Float64Array[]>;
}

/**
 * Folds finished runs into the metrics: per arm, the mean over replicates of every value and
 * its 5th and 95th percentiles. Runs may arrive in any order; each arm folds its replicates in
 * replicate order (the sum is a left-to-right sum from replicate 0), so the result is the same
 * bits whichever thread, process or Temporal worker ran which run. Memory per arm is
 * steps × columns × (1 + low + high) numbers, not steps × columns × replicates.
 */
export class RunReducer {
  private readonly arms: ArmState[];
  private readonly tails: { low: number; high: number };
  private readonly tracked: TrackedSeries[];

  constructor(
    private readonly plan: Plan,
    private readonly armInfo: ArmInfo[],
    private readonly replicates: number,
    private readonly track: TrackColumn[],
  ) {
    this.tails = tailSizes(replicates);
    const cells = (g: Plan['groups'][number]) => plan.steps * g.width;
    this.arms = armInfo.map(() => ({
      sum: plan.groups.map((g) => new Float64Array(cells(g))),
      low: plan.groups.map((g) => new Float64Array(cells(g) * this.tails.low)),
      high: plan.groups.map((g) => new Float64Array(cells(g) * this.tails.high)),
      folded: 0,
      pending: new Map(),
    }));
    this.tracked = track.map((t) => ({
      target: t.target,
      arms: armInfo.map((a) => ({ id: a.id, label: a.label, replicates: new Array<number[]>(replicates) })),
    }));
  }

  /** True once every run of every arm has been folded. */
  get complete(): boolean {
    return this.arms.every((a) => a.folded === this.replicates);
  }

  /** A finished run's metrics ([group]: steps × width, a row per step). */
  add(arm: number, replicate: number, metrics: Float64Array[]): void {
    const state = this.arms[arm];
    if (replicate < state.folded || state.pending.has(replicate)) throw new Error(`run of arm ${arm}, replicate ${replicate} was added twice`);
    this.track.forEach((t, i) => {
      const width = this.plan.groups[t.g].width;
      const m = metrics[t.g];
      const series = new Array<number>(this.plan.steps);
      for (let s = 0; s < this.plan.steps; s++) series[s] = m[s * width + t.column];
      this.tracked[i].arms[arm].replicates[replicate] = series;
    });
    state.pending.set(replicate, metrics);
    for (let next = state.pending.get(state.folded); next; next = state.pending.get(state.folded)) {
      state.pending.delete(state.folded);
      this.fold(state, next);
    }
  }

  private fold(state: ArmState, metrics: Float64Array[]): void {
    const n = state.folded;
    const { low, high } = this.tails;
    metrics.forEach((m, gi) => {
      const sum = state.sum[gi];
      const lo = state.low[gi];
      const hi = state.high[gi];
      for (let c = 0; c < m.length; c++) {
        const x = m[c];
        // Starting from the first value (not from 0) keeps one replicate's values exactly, -0 included.
        sum[c] = n === 0 ? x : sum[c] + x;
        keepLowest(lo, c * low, low, n, x);
        keepHighest(hi, c * high, high, n, x);
      }
    });
    state.folded = n + 1;
  }

  result(): { metrics: SimulationMetrics; tracked: TrackedSeries[] } {
    if (!this.complete) throw new Error('the reduce is missing runs');
    const R = this.replicates;
    const { low, high } = this.tails;
    const p05 = percentileRank(R, P05);
    const p95 = percentileRank(R, P95);
    const kHigh = R - high; // rank of high[0]
    const arms: ArmMetricsResult[] = this.arms.map((state, a) => {
      const mean = state.sum.map((s) => s.map((x) => x / R));
      const pick = (tail: Float64Array[], size: number, rank: { k: number; t: number }, first: number) =>
        tail.map((buf, gi) => {
          const out = new Float64Array(state.sum[gi].length);
          for (let c = 0; c < out.length; c++) {
            const i = c * size + rank.k - first;
            out[c] = rank.t === 0 ? buf[i] : lerp(buf[i], buf[i + 1], rank.t);
          }
          return out;
        });
      return {
        id: this.armInfo[a].id,
        label: this.armInfo[a].label,
        by_group: timelines(this.plan, mean),
        p05: timelines(this.plan, pick(state.low, low, p05, 0)),
        p95: timelines(this.plan, pick(state.high, high, p95, kHigh)),
      };
    });
    const metrics: SimulationMetrics = { by_group: arms[0].by_group, replicates: R };
    // One arm and one replicate: the spec's shape of one run, exactly as before Version 2.
    if (arms.length > 1 || R > 1) metrics.arms = arms;
    return { metrics, tracked: this.tracked };
  }
}

/** Per-group values (steps × width) as the spec's timelines, keys in config order. */
export function timelines(plan: Plan, values: Float64Array[]): GroupTimeline[] {
  return plan.groups.map((g, gi) => {
    const m = values[gi];
    const nv = g.variables.length;
    const timeline: TimelineEntry[] = [];
    for (let t = 0; t < plan.steps; t++) {
      const row = t * g.width;
      const variables: Record<string, number> = {};
      const actions: Record<string, number> = {};
      g.variables.forEach((v, j) => (variables[v.name] = m[row + j]));
      g.actions.forEach((a, j) => (actions[a.name] = m[row + nv + j]));
      timeline.push({ step: t + 1, variables, actions });
    }
    return { group_id: g.id, timeline };
  });
}
