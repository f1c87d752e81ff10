import { CHUNK_SIZE } from './constants.js';
import { SimulationNumericError } from './errors.js';
import { allocateGroupMemory, chunkSums, columnViews, releaseGroupMemory, runChunks, sumsView, type CompiledGroup, type GroupSlice } from './kernel.js';
import { stepCoefficients, type Plan, type PlanEvent } from './plan.js';

/**
 * One run (one arm, one replicate) of a configuration: its state, and the step of
 * simulation-model.md on it. The same code runs on the calling thread, inside a pool worker
 * that takes the run for a few steps at a time, and (chunk work aside) on the main thread of
 * a run whose steps are spread over the pool, so all three give the same bits.
 */

/** Everything a run needs besides its memory; plain data, so it travels to pool workers. */
export interface RunSpec {
  plan: Plan;
  /** The run's own seed (replicate r's, see replicateSeed). */
  seed: number;
  /** Each group's compiled module and memory layout. */
  kernels: CompiledGroup[];
  /** The arm's events, sorted by step (array order kept within a step). */
  events: PlanEvent[];
}

/** A run's memory, shared, so a pool worker works on it in place. */
export interface RunBuffers {
  /**
   * [group]: the group's WebAssembly memory: its columns (variables, then actions, the values
   * of the last step) and the chunk sums of the last pass (src/sim/wasm/layout.ts).
   */
  memories: WebAssembly.Memory[];
  /** [group]: width means at the end of the last completed step (0 for actions before step 1). */
  snapshot: SharedArrayBuffer[];
  /** [group]: steps × width, a row per step. */
  metrics: SharedArrayBuffer[];
}

export function allocateRun(plan: Plan, kernels: CompiledGroup[]): RunBuffers {
  return {
    memories: kernels.map((k) => allocateGroupMemory(k.layout)),
    snapshot: plan.groups.map((g) => new SharedArrayBuffer(g.width * 8)),
    metrics: plan.groups.map((g) => new SharedArrayBuffer(plan.steps * g.width * 8)),
  };
}

/**
 * A group's mean of one column computed exactly as the reduce after a step computes it: each
 * chunk's sum as the kernel makes it (kernel.chunkSums), the chunk sums added in chunk order,
 * divided by n. So an event that changes no value leaves the snapshot bit-identical.
 */
export function columnMean(col: Float64Array, n: number): number {
  let total = 0;
  for (let start = 0; start < n; start += CHUNK_SIZE) total += chunkSums(col, start, Math.min(n, start + CHUNK_SIZE));
  return total / n;
}

/** Changes every agent's value by the event's op, then clamps to the variable's bounds. */
function applyEvent(col: Float64Array, e: PlanEvent): void {
  const { value, lo, hi } = e;
  const n = col.length;
  for (let i = 0; i < n; i++) {
    let x = e.op === 'set' ? value : e.op === 'add' ? col[i] + value : col[i] * value;
    if (lo !== null && x < lo) x = lo;
    if (hi !== null && x > hi) x = hi;
    col[i] = x;
  }
}

export class RunCore {
  readonly cols: Float64Array[][];
  readonly sums: Float64Array[];
  readonly snapshot: Float64Array[];
  readonly metrics: Float64Array[];
  private readonly eventsAt = new Map<number, PlanEvent[]>();

  constructor(
    readonly spec: RunSpec,
    readonly buffers: RunBuffers,
  ) {
    this.cols = spec.plan.groups.map((g, gi) => columnViews(g, spec.kernels[gi].layout, buffers.memories[gi]));
    this.sums = spec.plan.groups.map((g, gi) => sumsView(g, spec.kernels[gi].layout, buffers.memories[gi]));
    this.snapshot = buffers.snapshot.map((b) => new Float64Array(b));
    this.metrics = buffers.metrics.map((b) => new Float64Array(b));
    for (const e of spec.events) {
      const list = this.eventsAt.get(e.step);
      if (list) list.push(e);
      else this.eventsAt.set(e.step, [e]);
    }
  }

  get plan(): Plan {
    return this.spec.plan;
  }

  /** Gives the run's group memories back for reuse by later runs; the run's views die with it. */
  release(): void {
    this.buffers.memories.forEach((m, gi) => releaseGroupMemory(this.spec.kernels[gi].layout, m));
  }

  /** Initialises every agent on this thread. */
  init(): void {
    runChunks({ phase: 'init', seed: this.spec.seed, step: 0, slices: this.allChunks(null) });
    this.afterInit();
  }

  /** After the init pass (here or on the pool): the snapshot of step 1 (initial means, 0 for actions). */
  afterInit(): void {
    const means = this.reduce(0);
    this.plan.groups.forEach((g, gi) => {
      this.snapshot[gi].set(means[gi]);
      this.snapshot[gi].fill(0, g.variables.length);
    });
  }

  /** Step t on this thread. */
  step(t: number): void {
    const coef = this.beforeStep(t);
    runChunks({ phase: 'step', seed: this.spec.seed, step: t, slices: this.allChunks(coef) });
    this.afterStep(t);
  }

  /** Steps from+1 … to on this thread. */
  advance(from: number, to: number): void {
    for (let t = from + 1; t <= to; t++) this.step(t);
  }

  /**
   * The start of step t: its events, then the per-step coefficients that read the snapshot
   * (so step t's decisions see what its events changed).
   */
  beforeStep(t: number): Float64Array[] {
    this.applyEventsAt(t);
    return this.coefficients();
  }

  /** Whether the arm has events at the start of step t. */
  hasEventsAt(t: number): boolean {
    return this.eventsAt.has(t);
  }

  /** Step t's events (none: nothing), each variable's snapshot mean updated. */
  applyEventsAt(t: number): void {
    const events = this.eventsAt.get(t);
    if (events) this.applyEvents(t, events);
  }

  /** The step's coefficients from the snapshot as it stands (pure: any thread gets the same). */
  coefficients(): Float64Array[] {
    return stepCoefficients(this.plan, this.snapshot);
  }

  /** The barrier after step t's chunks: means from the chunk sums, metrics row, next snapshot. */
  afterStep(t: number): void {
    const means = this.reduce(t);
    this.plan.groups.forEach((g, gi) => {
      this.metrics[gi].set(means[gi], (t - 1) * g.width);
      this.snapshot[gi].set(means[gi]);
    });
  }

  private applyEvents(t: number, events: PlanEvent[]): void {
    const changed = new Map<string, PlanEvent>();
    for (const e of events) {
      applyEvent(this.cols[e.g][e.column], e);
      changed.set(`${e.g}:${e.column}`, e);
    }
    for (const { g, column } of changed.values()) {
      const col = this.cols[g][column];
      const mean = columnMean(col, col.length);
      if (!Number.isFinite(mean)) {
        const group = this.plan.groups[g];
        throw new SimulationNumericError(group.id, 'variable', group.variables[column].name, t, col.some((x) => !Number.isFinite(x)) ? 'value' : 'mean');
      }
      this.snapshot[g][column] = mean;
    }
  }

  private allChunks(coef: Float64Array[] | null): GroupSlice[] {
    return this.shareOfChunks(0, 1, coef);
  }

  /**
   * Every group's chunks cut into blocks of at most `size` chunks, groups in config order: the
   * units a gang's members claim one at a time. Which thread computes a chunk never changes
   * its bits.
   */
  chunkBlocks(size: number): Array<{ g: number; from: number; to: number }> {
    const blocks: Array<{ g: number; from: number; to: number }> = [];
    this.plan.groups.forEach((g, gi) => {
      for (let from = 0; from < g.chunks; from += size) blocks.push({ g: gi, from, to: Math.min(g.chunks, from + size) });
    });
    return blocks;
  }

  /** The slice of one block of chunks, with the group's coefficients for this step (null: init). */
  blockSlice(block: { g: number; from: number; to: number }, coef: Float64Array[] | null): GroupSlice {
    const gi = block.g;
    return { g: gi, kernel: { module: this.spec.kernels[gi].module, memory: this.buffers.memories[gi] }, n: this.plan.groups[gi].n, from: block.from, to: block.to, coef: coef ? coef[gi] : null };
  }

  /**
   * Share j of `shares` of every group's chunks: the j-th contiguous range of each group, which
   * balances groups of different per-agent cost. Which thread computes a chunk never changes
   * its bits.
   */
  shareOfChunks(j: number, shares: number, coef: Float64Array[] | null): GroupSlice[] {
    return this.plan.groups
      .map((g, gi) => ({
        g: gi,
        kernel: { module: this.spec.kernels[gi].module, memory: this.buffers.memories[gi] },
        n: g.n,
        from: Math.floor((g.chunks * j) / shares),
        to: Math.floor((g.chunks * (j + 1)) / shares),
        coef: coef ? coef[gi] : null,
      }))
      .filter((s) => s.to > s.from);
  }

  /**
   * Group means from the chunk sums, added in chunk order so the result does not depend on
   * how chunks were spread over threads. Fails on the first non-finite mean: actions before
   * variables (an action is the earlier cause within a step), groups in config order.
   */
  private reduce(step: number): Float64Array[] {
    const groups = this.plan.groups;
    const means = groups.map((g, gi) => {
      const sums = this.sums[gi];
      const m = new Float64Array(g.width);
      for (let col = 0; col < g.width; col++) {
        let total = 0;
        for (let c = 0; c < g.chunks; c++) total += sums[c * g.width + col];
        m[col] = total / g.n;
      }
      return m;
    });
    const bad: Array<{ gi: number; col: number }> = [];
    groups.forEach((g, gi) => {
      const nv = g.variables.length;
      for (let a = 0; a < g.actions.length; a++) if (!Number.isFinite(means[gi][nv + a])) bad.push({ gi, col: nv + a });
      for (let v = 0; v < nv; v++) if (!Number.isFinite(means[gi][v])) bad.push({ gi, col: v });
    });
    if (bad.length) {
      // A mean can also overflow while every value is finite; blame a column that really holds
      // a non-finite value when there is one. Only runs on failure, so the scan costs nothing.
      const culprit = bad.find(({ gi, col }) => this.cols[gi][col].some((x) => !Number.isFinite(x)));
      const { gi, col } = culprit ?? bad[0];
      const g = groups[gi];
      const nv = g.variables.length;
      const kind = col < nv ? 'variable' : 'action';
      const name = col < nv ? g.variables[col].name : g.actions[col - nv].name;
      throw new SimulationNumericError(g.id, kind, name, step, culprit ? 'value' : 'mean');
    }
    return means;
  }
}

/** A pool task: initialise (when asked) and advance one run from step `from` to step `to`. */
export interface SegmentTask {
  spec: RunSpec;
  buffers: RunBuffers;
  init: boolean;
  from: number;
  to: number;
}

/** Errors do not keep their class across threads, so a numeric failure comes back as data. */
export type SegmentOutcome =
  | { ok: true }
  | { ok: false; numeric: { groupId: string; kind: 'variable' | 'action'; column: string; step: number; what: 'value' | 'mean' } };

/**
 * Several whole runs, one after another, on one worker: one message for all of them, so small
 * runs (arms × replicates of a small population) do not each pay a task's round trip. Stops at
 * the first run that fails; the outcomes are those of the runs attempted, in order.
 */
export function runSegments(tasks: SegmentTask[]): SegmentOutcome[] {
  const out: SegmentOutcome[] = [];
  for (const task of tasks) {
    const outcome = runSegment(task);
    out.push(outcome);
    if (!outcome.ok) break;
  }
  return out;
}

export function runSegment(task: SegmentTask): SegmentOutcome {
  const core = new RunCore(task.spec, task.buffers);
  try {
    if (task.init) core.init();
    core.advance(task.from, task.to);
    return { ok: true };
  } catch (err) {
    if (!(err instanceof SimulationNumericError)) throw err;
    return { ok: false, numeric: { groupId: err.groupId, kind: err.kind, column: err.column, step: err.step, what: err.what } };
  }
}
