import { createHash, randomBytes } from 'node:crypto';
import type { SimulationConfig } from '../domain/simulation-config.js';
import { SEED_MAX } from '../domain/simulation-config.js';
import { decodeCheckpoint, decodeRunRecord, type CheckpointData, type RunRecord } from './checkpoint.js';
import { CHUNK_SIZE, ENGINE_VERSION, INLINE_MAX_AGENTS, INLINE_MAX_WORK, SEGMENT_AGENT_STEPS } from './constants.js';
import { CheckpointSchedule } from './checkpoint-schedule.js';
import { drive, driveWholeOnWorker, Run, checkCheckpoint, type DriveHooks, type RunMode } from './drive.js';
import { CheckpointError, SimulationAbortError, SimulationError, SimulationMemoryError, SimulationNumericError } from './errors.js';
import { layoutOf, type Layout, type RunKey } from './layout.js';
import { estimateSimulationMemory, DEFAULT_MEMORY_BUDGET_BYTES, type MemoryOptions } from './memory.js';
import { defaultThreads, enterSimPool, leaveSimPool } from './pool.js';
import { RunReducer } from './reducer.js';
import type { SimulationMetrics, SimulationResult, TimelineEntry } from './results.js';

export type { SimulationMetrics, SimulationResult, TimelineEntry };

export interface RunOptions {
  /** Overrides config.seed. */
  seed?: number;
  /** Seeds the run when neither `seed` nor config.seed is given (see deriveSeed). */
  simulationId?: string;
  /** Pool threads a simulation may keep busy; default os.availableParallelism(). */
  threads?: number;
  /**
   * true: run on the calling thread (yielding to the event loop between steps);
   * false: always on the pool; 'auto' (default): see docs/simulation-kernel.md "Parallelism";
   * 'never': on the pool, as 'auto' would run it there (a small run whole on one worker). The
   * service's choice: its event loop serves requests, so no step of a run runs on it.
   */
  inline?: boolean | 'auto' | 'never';
  /** Steps done of the total, counting every run: (runs × number_of_steps) in all. */
  onProgress?: (step: number, total: number) => void;
  signal?: AbortSignal;
  /** Calls onCheckpoint after every this many steps of a run (not after its last). */
  checkpointEvery?: number;
  /** Calls onCheckpoint once this much run time has passed since the run's last one (not after its last step). */
  checkpointEveryMs?: number;
  /**
   * A run's checkpoint; `run` is its index (replicate × arms + arm). Not awaited by the steps:
   * the run goes on while it writes, one write in flight per run (see checkpoint-schedule.ts).
   * The bytes are reused for the run's next checkpoint once the promise settles: copy to keep.
   */
  onCheckpoint?: (checkpoint: Uint8Array, step: number, run: number) => void | Promise<void>;
  /** A finished run's record: what `resume.finished` loads back after a crash. */
  onRunFinished?: (run: number, record: Uint8Array) => void | Promise<void>;
  /** Where an interrupted simulation was. */
  resume?: ResumeState;
  /** Refuses configurations whose estimate exceeds this; default 4 GiB. */
  memoryBudgetBytes?: number;
  /**
   * After a run whose agent state is at least this large, the worker pool is recycled once
   * idle, so the process gives the memory back (src/sim/pool.ts); default 256 MiB, 0: never.
   */
  recyclePoolAboveBytes?: number;
  /**
   * '<group_id>.<variable or action>' targets whose per-replicate series come back in
   * `tracked`; default the question's target, when the configuration has a question.
   */
  track?: readonly string[];
}

/** What an interrupted simulation leaves behind (see RunOptions.onCheckpoint and onRunFinished). */
export interface ResumeState {
  /** Runs that had finished: their indices, and how to load each one's record. */
  finished?: { runs: readonly number[]; load(run: number): Promise<Uint8Array> };
  /** Checkpoints of runs that were in flight; each names its run. */
  checkpoints?: readonly Uint8Array[];
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

function knownSeed(config: SimulationConfig, opts: Pick<RunOptions, 'seed' | 'simulationId'>): number | undefined {
  if (opts.seed !== undefined) return checkSeed(opts.seed);
  if (config.seed !== undefined) return checkSeed(config.seed);
  if (opts.simulationId !== undefined) return deriveSeed(opts.simulationId);
  return undefined;
}

export function resolveSeed(config: SimulationConfig, opts: Pick<RunOptions, 'seed' | 'simulationId'>): number {
  return knownSeed(config, opts) ?? randomBytes(4).readUInt32BE(0);
}

/** The seed of a simulation continued from what its runs left: theirs, which must agree with any seed we know. */
function continuedSeed(config: SimulationConfig, opts: RunOptions, seeds: number[]): number {
  const known = knownSeed(config, opts);
  if (seeds.length === 0) return known ?? randomBytes(4).readUInt32BE(0);
  if (seeds.some((s) => s !== seeds[0]) || (known !== undefined && known !== seeds[0])) {
    throw new CheckpointError('checkpoint was made with another seed');
  }
  return seeds[0];
}

const checkpointsOn = (opts: RunOptions): boolean => Boolean((opts.checkpointEvery || opts.checkpointEveryMs !== undefined) && opts.onCheckpoint);

/** Run `index`'s checkpoint schedule. */
function checkpointsOf(opts: RunOptions, index: number): CheckpointSchedule | undefined {
  if (!checkpointsOn(opts)) return undefined;
  const onCheckpoint = opts.onCheckpoint!;
  return new CheckpointSchedule({ everySteps: opts.checkpointEvery, everyMs: opts.checkpointEveryMs, onCheckpoint: (bytes, step) => onCheckpoint(bytes, step, index) });
}

function abortError(signal: AbortSignal): SimulationAbortError {
  return new SimulationAbortError('The simulation was aborted', { cause: signal.reason });
}

interface Execution {
  mode: RunMode;
  /** Runs in flight at once; with `batch` > 1, tasks of `batch` runs each. */
  lanes: number;
  /** Runs per pool task (1 unless the runs are small: see wholeRunsPerTask). */
  batch: number;
}

function checkBudget(config: SimulationConfig, opts: RunOptions, mem: MemoryOptions): void {
  const budget = opts.memoryBudgetBytes ?? DEFAULT_MEMORY_BUDGET_BYTES;
  const est = estimateSimulationMemory(config, mem);
  if (est.totalBytes > budget) throw new SimulationMemoryError(est.totalBytes, budget, est.breakdown);
}

/**
 * How a simulation's runs execute. One run: inline when small or single-threaded, else its
 * steps spread over the pool. Several runs: inline when they are little work in all; else
 * threads + 1 runs at once, each whole on a worker (or, with more threads than runs, each
 * large run's chunks over threads/runs tasks), fewer when the memory budget says so.
 */
function chooseExecution(config: SimulationConfig, layout: Layout, opts: RunOptions): Execution {
  const threads = Math.max(1, Math.floor(opts.threads ?? defaultThreads()));
  const agents = layout.plan.groups.reduce((s, g) => s + g.n, 0);
  const runs = layout.runs.length;
  const budget = opts.memoryBudgetBytes ?? DEFAULT_MEMORY_BUDGET_BYTES;
  const mem = (runsAtOnce: number): MemoryOptions => ({
    checkpoints: checkpointsOn(opts),
    runsAtOnce,
    tracked: layout.track.length,
  });
  let exec: Execution;
  if (opts.inline === true) exec = { mode: { kind: 'inline' }, lanes: 1, batch: 1 };
  else if (runs === 1) {
    const small = threads === 1 || agents <= INLINE_MAX_AGENTS;
    // 'never': a small run goes whole to one worker (a barrier per step across threads would cost more than it spreads).
    const here: RunMode = opts.inline === 'never' ? { kind: 'worker' } : { kind: 'inline' };
    exec = { mode: small && opts.inline !== false ? here : { kind: 'chunks', tasks: threads }, lanes: 1, batch: 1 };
  } else if (opts.inline !== false && opts.inline !== 'never' && (threads === 1 || agents * layout.plan.steps * runs <= INLINE_MAX_WORK)) {
    exec = { mode: { kind: 'inline' }, lanes: 1, batch: 1 };
  } else {
    // Runs whole on workers, one more in flight than threads so that every worker still has a
    // run while the main thread stores a finished one and starts the next. With more threads
    // than runs (or than the memory budget holds), a large run spreads its chunks over its
    // share of the threads instead.
    const large = agents > INLINE_MAX_AGENTS;
    let lanes = Math.min(runs, large && runs < threads ? runs : threads + 1);
    while (lanes > 1 && estimateSimulationMemory(config, mem(lanes)).totalBytes > budget) lanes--;
    const tasks = Math.floor(threads / lanes);
    const mode: RunMode = large && tasks > 1 ? { kind: 'chunks', tasks } : { kind: 'worker' };
    let batch = mode.kind === 'worker' ? wholeRunsPerTask(agents * layout.plan.steps, runs, lanes, opts) : 1;
    while (batch > 1 && estimateSimulationMemory(config, mem(lanes * batch)).totalBytes > budget) batch--;
    exec = { mode, lanes, batch };
  }
  checkBudget(config, opts, mem(exec.lanes * exec.batch));
  return exec;
}

/**
 * Small runs go to the workers several at a time: a task's round trip (the message there and
 * back, waking the main thread, which then starts the next) costs about what 100,000
 * agent-steps do, so 60 runs of 10,000 agents × 24 steps spent a fifth of their time on it.
 * A task holds at most one segment's work (SEGMENT_AGENT_STEPS, so cancellation is seen as
 * often as for one large run), and every lane gets about four tasks, so the last ones balance
 * the threads. Only runs that never checkpoint go together: a run of one segment takes none
 * unless checkpoints are counted in steps.
 */
function wholeRunsPerTask(runWork: number, runs: number, lanes: number, opts: RunOptions): number {
  if (opts.checkpointEvery) return 1;
  const fits = Math.floor(SEGMENT_AGENT_STEPS / Math.max(1, runWork));
  return Math.max(1, Math.min(fits, Math.ceil(runs / (lanes * 4))));
}

/** A finished run's record, checked against the run it claims to be. */
function checkRecord(layout: Layout, key: RunKey, rec: RunRecord): RunRecord {
  const h = rec.header;
  const plan = layout.plan;
  const same =
    h.configHash === layout.hash &&
    h.steps === plan.steps &&
    h.arm === key.arm &&
    h.replicate === key.replicate &&
    h.seed === key.seed &&
    h.baseSeed === layout.baseSeed &&
    h.groups.length === plan.groups.length &&
    h.groups.every((g, i) => g.id === plan.groups[i].id && g.width === plan.groups[i].width);
  if (!same) throw new CheckpointError(`the record of run ${key.index} belongs to another configuration, seed or run`);
  return rec;
}

/** Thrown inside runs stopped because a run with a lower index failed. */
const STOPPED = Symbol('stopped');

interface Finished {
  result: SimulationResult;
  /** Final agent state of run 0 (the baseline's replicate 0), [group][column]. */
  state: Float64Array[][];
}

/** What recyclePoolAboveBytes defaults to: a run's state of 256 MiB. */
export const RECYCLE_POOL_ABOVE_BYTES = 256 * 2 ** 20;

/** `work` counted as a user of the pool, which is recycled after it if its state was large. */
async function usingPool<T>(config: SimulationConfig, opts: Pick<RunOptions, 'recyclePoolAboveBytes'>, work: () => Promise<T>): Promise<T> {
  enterSimPool();
  try {
    return await work();
  } finally {
    leaveSimPool(estimateSimulationMemory(config).stateBytes, opts.recyclePoolAboveBytes ?? RECYCLE_POOL_ABOVE_BYTES);
  }
}

function execute(config: SimulationConfig, opts: RunOptions, keepState: boolean): Promise<Finished> {
  return usingPool(config, opts, () => executeRuns(config, opts, keepState));
}

async function executeRuns(config: SimulationConfig, opts: RunOptions, keepState: boolean): Promise<Finished> {
  if (opts.signal?.aborted) throw abortError(opts.signal);
  const checkpoints = (opts.resume?.checkpoints ?? []).map(decodeCheckpoint);
  const layout = layoutOf(config, continuedSeed(config, opts, checkpoints.map((c) => c.header.baseSeed)), opts.track);
  const exec = chooseExecution(config, layout, opts);
  const inFlight = new Map<number, CheckpointData>();
  for (const cp of checkpoints) {
    const key = checkCheckpoint(layout, cp);
    if (inFlight.has(key.index)) throw new CheckpointError(`two checkpoints of run ${key.index}`);
    inFlight.set(key.index, cp);
  }
  const finished = new Set(opts.resume?.finished?.runs ?? []);
  const reducer = new RunReducer(layout.plan, layout.arms, layout.replicates, layout.track);
  const steps = layout.plan.steps;
  const total = layout.runs.length * steps;
  let done = finished.size * steps;
  for (const [index, cp] of inFlight) if (!finished.has(index)) done += cp.header.step;
  // The lowest-index run that failed so far (see inLanes below).
  const failure: { index: number; error?: unknown } = { index: Infinity };
  let state: Float64Array[][] = [];

  const one = async (key: RunKey): Promise<void> => {
    if (finished.has(key.index)) {
      const rec = checkRecord(layout, key, decodeRunRecord(await opts.resume!.finished!.load(key.index)));
      reducer.add(key.arm, key.replicate, rec.metrics);
      return;
    }
    const cp = inFlight.get(key.index);
    inFlight.delete(key.index);
    const run = cp ? Run.resumed(layout, cp) : Run.fresh(layout, key);
    const checkpoints = checkpointsOf(opts, key.index);
    const hooks: DriveHooks = {
      check: () => {
        if (opts.signal?.aborted) throw abortError(opts.signal);
        // eslint-disable-next-line @typescript-eslint/only-throw-error -- a sentinel caught below by identity; it never leaves this module
        if (key.index > failure.index) throw STOPPED;
        checkpoints?.check();
      },
      checkpoints,
      advanced: (n) => {
        done += n;
        opts.onProgress?.(done, total);
      },
    };
    const keep = keepState && key.index === 0;
    try {
      try {
        await drive(run, exec.mode, hooks);
      } catch (err) {
        throw inRun(key, err);
      }
      if (opts.onRunFinished) await opts.onRunFinished(key.index, run.record());
      if (keep) state = run.core.cols;
      reducer.add(key.arm, key.replicate, run.core.metrics);
    } finally {
      // The next runs reuse its memory (the state handed back to the caller excepted).
      if (!keep) run.core.release();
    }
  };

  const fail = (key: RunKey, err: unknown): void => {
    if (err === STOPPED || err instanceof SimulationAbortError) return;
    if (key.index < failure.index) Object.assign(failure, { index: key.index, error: err });
  };
  const inRun = (key: RunKey, err: unknown): unknown =>
    layout.runs.length > 1 && err instanceof SimulationNumericError ? err.inRun(layout.arms[key.arm].id, key.replicate) : err;

  /** Fresh small runs whole on one worker in one task (see wholeRunsPerTask); the rest one by one. */
  const several = async (keys: RunKey[]): Promise<void> => {
    if (keys.length === 1 || keys.some((k) => finished.has(k.index) || inFlight.has(k.index))) {
      for (const key of keys) {
        try {
          await one(key);
        } catch (err) {
          fail(key, err);
        }
      }
      return;
    }
    if (opts.signal?.aborted) throw abortError(opts.signal);
    if (keys[0].index > failure.index) return;
    const runs = keys.map((key) => Run.fresh(layout, key));
    try {
      const outcomes = await driveWholeOnWorker(runs);
      for (let i = 0; i < outcomes.length; i++) {
        const key = keys[i];
        const err = outcomes[i];
        if (err) return fail(key, inRun(key, err));
        // A lower-index run failed meanwhile, or the simulation was cancelled: these results are not needed.
        if (key.index > failure.index || opts.signal?.aborted) return;
        done += steps;
        opts.onProgress?.(done, total);
        if (opts.onRunFinished) await opts.onRunFinished(key.index, runs[i].record());
        if (keepState && key.index === 0) state = runs[i].core.cols;
        reducer.add(key.arm, key.replicate, runs[i].core.metrics);
      }
    } finally {
      for (const run of runs) if (!(keepState && run.key.index === 0)) run.core.release();
    }
  };

  // A failure stops the runs after it but lets the runs before it finish, so the error
  // reported is always the lowest-index run's that fails, whatever ran in parallel.
  const tasks: RunKey[][] = [];
  for (let i = 0; i < layout.runs.length; i += exec.batch) tasks.push(layout.runs.slice(i, i + exec.batch));
  await inLanes(tasks, exec.lanes, several, () => failure.index < Infinity || Boolean(opts.signal?.aborted), (keys, err) => fail(keys[0], err));
  if (opts.signal?.aborted) throw abortError(opts.signal);
  if (failure.index < Infinity) throw failure.error;
  const { metrics, tracked } = reducer.result();
  return { result: { engineVersion: ENGINE_VERSION, seed: layout.baseSeed, metrics, tracked }, state };
}

/**
 * Runs `one` over the tasks (runs, or groups of consecutive runs) in index order, `lanes` at a
 * time. A task starts only while fewer than 2 × lanes tasks separate it from the lowest
 * unfinished one, which bounds the finished runs the reduce holds while it waits for an
 * earlier replicate.
 */
async function inLanes<T>(
  runs: T[],
  lanes: number,
  one: (task: T) => Promise<void>,
  halted: () => boolean,
  onError: (task: T, err: unknown) => void,
): Promise<void> {
  const window = Math.max(2, 2 * lanes);
  const completed = new Uint8Array(runs.length);
  let next = 0;
  let low = 0;
  let waiting: Array<() => void> = [];
  const wake = () => {
    const w = waiting;
    waiting = [];
    for (const f of w) f();
  };
  const lane = async () => {
    for (;;) {
      while (!halted() && next < runs.length && next - low >= window) await new Promise<void>((r) => waiting.push(r));
      if (halted() || next >= runs.length) return;
      const at = next++;
      const task = runs[at];
      try {
        await one(task);
      } catch (err) {
        onError(task, err);
      }
      completed[at] = 1;
      while (low < runs.length && completed[low]) low++;
      wake();
    }
  };
  await Promise.all(Array.from({ length: Math.min(lanes, runs.length) }, lane));
}

/** Runs a validated configuration per simulation-model.md: every arm × every replicate, reduced. */
export async function runSimulation(config: SimulationConfig, opts: RunOptions = {}): Promise<SimulationResult> {
  return (await execute(config, opts, false)).result;
}

/** runSimulation that also hands back the final agent state of run 0 (tests and tools). */
export async function runWithState(config: SimulationConfig, opts: RunOptions = {}): Promise<Finished> {
  return execute(config, opts, true);
}

/**
 * Continues a simulation from a checkpoint of one of its runs (number_of_steps may be
 * larger), or from everything an interrupted simulation left, giving the metrics an
 * uninterrupted run would have given, bit for bit.
 */
export async function resumeSimulation(config: SimulationConfig, from: Uint8Array | ResumeState, opts: RunOptions = {}): Promise<SimulationResult> {
  return (await resumeWithState(config, from, opts)).result;
}

export async function resumeWithState(config: SimulationConfig, from: Uint8Array | ResumeState, opts: RunOptions = {}): Promise<Finished> {
  return execute(config, { ...opts, resume: from instanceof Uint8Array ? { checkpoints: [from] } : from }, true);
}

/**
 * One run of a configuration on its own (a Temporal activity): from its checkpoint when given,
 * returning its record for reduceRuns. Never on the calling thread unless `inline: true`, so
 * several runs of one process share the pool: a run whole on a worker, or a large one's steps
 * spread over `threads` tasks.
 */
export function simulateRun(
  config: SimulationConfig,
  index: number,
  opts: Omit<RunOptions, 'resume' | 'onRunFinished' | 'track'> & { checkpoint?: Uint8Array } = {},
): Promise<Uint8Array> {
  return usingPool(config, opts, () => simulateOneRun(config, index, opts));
}

async function simulateOneRun(
  config: SimulationConfig,
  index: number,
  opts: Omit<RunOptions, 'resume' | 'onRunFinished' | 'track'> & { checkpoint?: Uint8Array },
): Promise<Uint8Array> {
  if (opts.signal?.aborted) throw abortError(opts.signal);
  const cp = opts.checkpoint ? decodeCheckpoint(opts.checkpoint) : null;
  const layout = layoutOf(config, continuedSeed(config, opts, cp ? [cp.header.baseSeed] : []), []);
  const key = layout.runs[index];
  if (!key) throw new SimulationError('INVALID_RUN', `run ${index} does not exist: the configuration has ${layout.runs.length} runs`);
  checkBudget(config, opts, { checkpoints: checkpointsOn(opts), runsAtOnce: 1, reduce: false });
  const run = cp ? Run.resumed(layout, cp) : Run.fresh(layout, key);
  if (run.key.index !== index) throw new CheckpointError(`checkpoint belongs to run ${run.key.index}, not ${index}`);
  const threads = Math.max(1, Math.floor(opts.threads ?? defaultThreads()));
  const agents = layout.plan.groups.reduce((s, g) => s + g.n, 0);
  const mode: RunMode =
    opts.inline === true ? { kind: 'inline' } : threads === 1 || agents <= INLINE_MAX_AGENTS ? { kind: 'worker' } : { kind: 'chunks', tasks: threads };
  let done = run.step;
  try {
    const checkpoints = checkpointsOf(opts, index);
    await drive(run, mode, {
      check: () => {
        if (opts.signal?.aborted) throw abortError(opts.signal);
        checkpoints?.check();
      },
      checkpoints,
      advanced: (n) => {
        done += n;
        opts.onProgress?.(done, layout.plan.steps);
      },
    });
  } catch (err) {
    throw layout.runs.length > 1 && err instanceof SimulationNumericError ? err.inRun(layout.arms[key.arm].id, key.replicate) : err;
  } finally {
    run.core.release();
  }
  return run.record();
}

/**
 * The metrics of a simulation whose runs finished elsewhere (Temporal): loads each run's
 * record in index order and folds it exactly as runSimulation does, so the result is the
 * same bits.
 */
export async function reduceRuns(
  config: SimulationConfig,
  load: (run: number) => Promise<Uint8Array>,
  opts: Pick<RunOptions, 'seed' | 'simulationId' | 'track' | 'signal' | 'memoryBudgetBytes'> = {},
): Promise<SimulationResult> {
  if (opts.signal?.aborted) throw abortError(opts.signal);
  const first = decodeRunRecord(await load(0));
  const layout = layoutOf(config, continuedSeed(config, opts, [first.header.baseSeed]), opts.track);
  checkBudget(config, opts, { runsAtOnce: 0, waitingRuns: 0, tracked: layout.track.length });
  const reducer = new RunReducer(layout.plan, layout.arms, layout.replicates, layout.track);
  for (const key of layout.runs) {
    if (opts.signal?.aborted) throw abortError(opts.signal);
    const rec = checkRecord(layout, key, key.index === 0 ? first : decodeRunRecord(await load(key.index)));
    reducer.add(key.arm, key.replicate, rec.metrics);
  }
  const { metrics, tracked } = reducer.result();
  return { engineVersion: ENGINE_VERSION, seed: layout.baseSeed, metrics, tracked };
}

export { CHUNK_SIZE };
