import { createHash, randomBytes } from 'node:crypto';
import type { SimulationConfig } from '../domain/simulation-config.js';
import { SEED_MAX } from '../domain/simulation-config.js';
import { decodeCheckpoint, encodeCheckpoint, configHash } from './checkpoint.js';
import { CheckpointSchedule } from './checkpoint-schedule.js';
import { CHUNK_SIZE, ENGINE_VERSION, INLINE_MAX_AGENTS } from './constants.js';
import { CheckpointError, SimulationAbortError, SimulationError, SimulationMemoryError, SimulationNumericError } from './errors.js';
import { createGroupKernel, runChunks, type GroupKernel, type GroupSlice, type WireWork } from './kernel.js';
import { estimateSimulationMemory, DEFAULT_MEMORY_BUDGET_BYTES } from './memory.js';
import { buildPlan, stepCoefficients, type Plan } from './plan.js';
import type { SimulationMetrics, SimulationResult, TimelineEntry } from './results.js';

export type { SimulationMetrics, SimulationResult, TimelineEntry };
import { defaultThreads, readySimPool, runOnPool } from './pool.js';

export interface RunOptions {
  /** Overrides config.seed. */
  seed?: number;
  /** Seeds the run when neither `seed` nor config.seed is given (see deriveSeed). */
  simulationId?: string;
  /** Tasks per step on the pool; default os.availableParallelism(). */
  threads?: number;
  /**
   * true: run on the calling thread (yielding to the event loop between steps);
   * false: always on the pool; 'auto' (default): inline when threads is 1 or the
   * configuration has at most INLINE_MAX_AGENTS agents, where the pool costs more than it saves.
   */
  inline?: boolean | 'auto';
  onProgress?: (step: number, total: number) => void;
  signal?: AbortSignal;
  /** Calls onCheckpoint after every this many steps (not after the last). */
  checkpointEvery?: number;
  /** Calls onCheckpoint once this much run time has passed since the last one (not after the last step). */
  checkpointEveryMs?: number;
  /** Not awaited by the step loop: the next steps run while it writes (see checkpoint-schedule.ts). */
  onCheckpoint?: (checkpoint: Uint8Array, step: number) => void | Promise<void>;
  /** Refuses configurations whose estimate exceeds this; default 4 GiB. */
  memoryBudgetBytes?: number;
}

/**
 * Seed of a run without one: the first four bytes (big-endian) of
 * SHA-256("abm-seed:" + simulationId), so a simulation id always reruns the same way.
 */
export function deriveSeed(simulationId: string): number {
  return createHash('sha256').update(`abm-seed:${simulationId}`).digest().readUInt32BE(0);
}

function checkSeed(seed: number): number {
  if (!Number.isInteger(seed) || seed < 0 || seed > SEED_MAX) {
    throw new SimulationError('INVALID_SEED', `seed must be an integer in 0..${SEED_MAX}`);
  }
  return seed;
}

export function resolveSeed(config: SimulationConfig, opts: Pick<RunOptions, 'seed' | 'simulationId'>): number {
  if (opts.seed !== undefined) return checkSeed(opts.seed);
  if (config.seed !== undefined) return checkSeed(config.seed);
  if (opts.simulationId !== undefined) return deriveSeed(opts.simulationId);
  return randomBytes(4).readUInt32BE(0);
}

interface RunState {
  plan: Plan;
  seed: number;
  hash: string;
  kernels: GroupKernel[];
  cols: Float64Array[][];
  sums: Float64Array[];
  /** Group means at the end of the last completed step (variables, then actions). */
  snapshot: Float64Array[];
  /** Row per completed step, width columns. */
  metrics: Float64Array[];
  step: number;
}

function allocate(plan: Plan, seed: number, hash: string): RunState {
  const kernels = plan.groups.map(createGroupKernel);
  return {
    plan,
    seed,
    hash,
    kernels,
    cols: kernels.map((k) => k.cols),
    sums: kernels.map((k) => k.sums),
    snapshot: plan.groups.map((g) => new Float64Array(g.width)),
    metrics: plan.groups.map((g) => new Float64Array(plan.steps * g.width)),
    step: 0,
  };
}

interface Mode {
  inline: boolean;
  tasks: number;
}

function chooseMode(plan: Plan, opts: RunOptions): Mode {
  const threads = Math.max(1, Math.floor(opts.threads ?? defaultThreads()));
  const agents = plan.groups.reduce((s, g) => s + g.n, 0);
  const inline = opts.inline === true || (opts.inline !== false && (threads === 1 || agents <= INLINE_MAX_AGENTS));
  return { inline, tasks: threads };
}

async function execute(run: RunState, mode: Mode, phase: 'init' | 'step', step: number): Promise<void> {
  const coef = phase === 'step' ? stepCoefficients(run.plan, run.snapshot) : null;
  if (mode.inline) {
    const slices: GroupSlice[] = run.plan.groups.map((g, gi) => ({
      g: gi,
      kernel: run.kernels[gi].wire,
      n: g.n,
      from: 0,
      to: g.chunks,
      coef: coef ? coef[gi] : null,
    }));
    runChunks({ phase, seed: run.seed, step, slices });
    return;
  }
  // Task j takes the j-th contiguous share of every group's chunks, which balances groups
  // of different per-agent cost. Which thread computes a chunk never changes its bits.
  const works: WireWork[] = [];
  for (let j = 0; j < mode.tasks; j++) {
    const slices = run.plan.groups
      .map((g, gi) => ({
        g: gi,
        kernel: run.kernels[gi].wire,
        n: g.n,
        from: Math.floor((g.chunks * j) / mode.tasks),
        to: Math.floor((g.chunks * (j + 1)) / mode.tasks),
        coef: coef ? coef[gi] : null,
      }))
      .filter((s) => s.to > s.from);
    if (slices.length) works.push({ phase, seed: run.seed, step, slices });
  }
  const pool = await readySimPool();
  await Promise.all(works.map((w) => runOnPool(pool, w)));
}

/**
 * Group means from the chunk sums, added in chunk order so the result does not depend on
 * how chunks were spread over threads. Fails on the first non-finite mean: actions before
 * variables (an action is the earlier cause within a step), groups in config order.
 */
function reduce(run: RunState, step: number): Float64Array[] {
  const means = run.plan.groups.map((g, gi) => {
    const sums = run.sums[gi];
    const m = new Float64Array(g.width);
    for (let col = 0; col < g.width; col++) {
      let total = 0;
      for (let c = 0; c < g.chunks; c++) total += sums[c * g.width + col];
      m[col] = total / g.n;
    }
    return m;
  });
  const bad: Array<{ gi: number; col: number }> = [];
  run.plan.groups.forEach((g, gi) => {
    const nv = g.variables.length;
    for (let a = 0; a < g.actions.length; a++) if (!Number.isFinite(means[gi][nv + a])) bad.push({ gi, col: nv + a });
    for (let v = 0; v < nv; v++) if (!Number.isFinite(means[gi][v])) bad.push({ gi, col: v });
  });
  if (bad.length) {
    // A mean can also overflow while every value is finite; blame a column that really holds
    // a non-finite value when there is one. Only runs on failure, so the scan costs nothing.
    const culprit = bad.find(({ gi, col }) => run.cols[gi][col].some((x) => !Number.isFinite(x)));
    const { gi, col } = culprit ?? bad[0];
    const g = run.plan.groups[gi];
    const nv = g.variables.length;
    const kind = col < nv ? 'variable' : 'action';
    const name = col < nv ? g.variables[col].name : g.actions[col - nv].name;
    throw new SimulationNumericError(g.id, kind, name, step, culprit ? 'value' : 'mean');
  }
  return means;
}

function buildMetrics(run: RunState): SimulationMetrics {
  return {
    replicates: 1,
    by_group: run.plan.groups.map((g, gi) => {
      const m = run.metrics[gi];
      const nv = g.variables.length;
      const timeline: TimelineEntry[] = [];
      for (let t = 0; t < run.plan.steps; t++) {
        const row = t * g.width;
        const variables: Record<string, number> = {};
        const actions: Record<string, number> = {};
        g.variables.forEach((v, j) => (variables[v.name] = m[row + j]));
        g.actions.forEach((a, j) => (actions[a.name] = m[row + nv + j]));
        timeline.push({ step: t + 1, variables, actions });
      }
      return { group_id: g.id, timeline };
    }),
  };
}

function abortError(signal: AbortSignal): SimulationAbortError {
  return new SimulationAbortError('The simulation was aborted', { cause: signal.reason });
}

const yieldToEventLoop = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

interface Finished {
  result: SimulationResult;
  /** Final agent state, [group][column] (variables, then actions). */
  state: Float64Array[][];
}

async function loop(run: RunState, mode: Mode, opts: RunOptions): Promise<Finished> {
  const total = run.plan.steps;
  const checkpoints = new CheckpointSchedule({ everySteps: opts.checkpointEvery, everyMs: opts.checkpointEveryMs, onCheckpoint: opts.onCheckpoint });
  for (let t = run.step + 1; t <= total; t++) {
    if (opts.signal?.aborted) throw abortError(opts.signal);
    checkpoints.check();
    await execute(run, mode, 'step', t);
    const means = reduce(run, t);
    run.plan.groups.forEach((g, gi) => run.metrics[gi].set(means[gi], (t - 1) * g.width));
    run.snapshot = means;
    run.step = t;
    opts.onProgress?.(t, total);
    if (t < total && checkpoints.due(t)) {
      checkpoints.write(encodeCheckpoint(run.plan, { configHash: run.hash, seed: run.seed, step: t }, run.snapshot, run.metrics, run.cols), t);
    }
    if (mode.inline) await yieldToEventLoop();
  }
  await checkpoints.finish();
  if (opts.signal?.aborted) throw abortError(opts.signal);
  return { result: { engineVersion: ENGINE_VERSION, seed: run.seed, metrics: buildMetrics(run), tracked: [] }, state: run.cols };
}

function checkBudget(config: SimulationConfig, opts: RunOptions): void {
  const budget = opts.memoryBudgetBytes ?? DEFAULT_MEMORY_BUDGET_BYTES;
  const est = estimateSimulationMemory(config, { checkpoints: Boolean((opts.checkpointEvery || opts.checkpointEveryMs !== undefined) && opts.onCheckpoint) });
  if (est.totalBytes > budget) throw new SimulationMemoryError(est.totalBytes, budget);
}

/** Runs a validated configuration per simulation-model.md. */
export async function runSimulation(config: SimulationConfig, opts: RunOptions = {}): Promise<SimulationResult> {
  return (await runWithState(config, opts)).result;
}

/** runSimulation that also hands back the final agent state (tests and tools). */
export async function runWithState(config: SimulationConfig, opts: RunOptions = {}): Promise<Finished> {
  if (opts.signal?.aborted) throw abortError(opts.signal);
  checkBudget(config, opts);
  const plan = buildPlan(config);
  const run = allocate(plan, resolveSeed(config, opts), configHash(config));
  const mode = chooseMode(plan, opts);
  await execute(run, mode, 'init', 0);
  const initial = reduce(run, 0);
  // Before step 1 the snapshot holds the initial variable means and 0 for actions.
  run.snapshot = initial.map((m, gi) => {
    const s = new Float64Array(m);
    s.fill(0, plan.groups[gi].variables.length);
    return s;
  });
  return loop(run, mode, opts);
}

/**
 * Continues a run from a checkpoint of the same configuration (number_of_steps may be
 * larger), giving the metrics an uninterrupted run would have given, bit for bit.
 */
export async function resumeSimulation(
  config: SimulationConfig,
  checkpoint: Uint8Array,
  opts: RunOptions = {},
): Promise<SimulationResult> {
  return (await resumeWithState(config, checkpoint, opts)).result;
}

export async function resumeWithState(config: SimulationConfig, checkpoint: Uint8Array, opts: RunOptions = {}): Promise<Finished> {
  if (opts.signal?.aborted) throw abortError(opts.signal);
  const data = decodeCheckpoint(checkpoint);
  const hash = configHash(config);
  if (data.header.configHash !== hash) throw new CheckpointError('checkpoint belongs to another configuration');
  if (opts.seed !== undefined && opts.seed !== data.header.seed) throw new CheckpointError('checkpoint was made with another seed');
  checkBudget(config, opts);
  const plan = buildPlan(config);
  if (data.header.step > plan.steps) throw new CheckpointError('checkpoint is past the last step of this configuration');
  const same =
    data.header.groups.length === plan.groups.length &&
    data.header.groups.every((g, i) => g.id === plan.groups[i].id && g.n === plan.groups[i].n && g.width === plan.groups[i].width);
  if (!same) throw new CheckpointError('checkpoint groups do not match the configuration');
  const run = allocate(plan, data.header.seed, hash);
  plan.groups.forEach((g, gi) => {
    run.snapshot[gi].set(data.snapshot[gi]);
    run.metrics[gi].set(data.metrics[gi]);
    data.state[gi].forEach((col, c) => run.cols[gi][c].set(col));
  });
  run.step = data.header.step;
  return loop(run, chooseMode(plan, opts), opts);
}

export { CHUNK_SIZE };
