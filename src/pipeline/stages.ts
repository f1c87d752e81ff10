import type { Logger } from 'pino';
import { SIMULATION_STATUSES, type SimulationStatus } from '../domain/lifecycle.js';
import type { SimulationRecord } from '../domain/records.js';
import { validateSimulationConfig, type SimulationConfig } from '../domain/simulation-config.js';
import {
  reduceRuns,
  runCount,
  runSimulation,
  simulateRun,
  SimulationError,
  SimulationMemoryError,
  SimulationNumericError,
  CheckpointError,
  type RunOptions,
  type SimulationMetrics,
  type SimulationResult,
  type TrackedSeries,
} from '../sim/index.js';
import type { Metrics } from '../metrics.js';
import { makeResultsDocument } from '../domain/results-document.js';
import { isStoreUnavailable, type Store } from '../store/index.js';
import { simulatorMemoryBudget } from './work-budget.js';
import { StageError, type AnalystProvider, type ArchitectProvider } from './provider.js';
import { failureMessage, stageFor, type StageFailure, type StageName } from './stage-flow.js';

export { STAGE_LABEL, stageFor, type StageName } from './stage-flow.js';


export interface SimulatorSettings {
  threads: number;
  memoryBudgetBytes: number;
  /** Aim for a checkpoint about this often (in compute time). */
  checkpointEveryMs: number;
  /** After a run with this much agent state, the worker pool is recycled once idle (0: never; default 256 MiB). */
  recyclePoolAboveBytes?: number;
}

export interface StageDeps {
  store: Store;
  architect: ArchitectProvider;
  analyst: AnalystProvider;
  simulator: SimulatorSettings;
  clock: () => number;
  logger: Logger;
  /** Stage outcomes and Simulator throughput (GET /metrics; the worker's with WORKER_METRICS_PORT). */
  metrics?: Metrics;
}

export interface StageContext {
  signal?: AbortSignal;
  /** Simulator progress (Temporal heartbeats, watchers). */
  onProgress?: (step: number, total: number) => void;
}

/** Statuses with pipeline work still to do: what recovery after a crash or restart picks up. */
export const UNFINISHED_STATUSES: readonly SimulationStatus[] = SIMULATION_STATUSES.filter((s) => stageFor(s) !== null);

async function load(deps: StageDeps, id: string): Promise<SimulationRecord> {
  const s = await deps.store.simulations.findById(id);
  if (!s) throw new StageError(`Simulation ${id} no longer exists`, false);
  return s;
}

/**
 * Enters the stage's processing status (or finds it already there, on a retry) and returns
 * the generation the stage works under; null when the simulation has moved on or was reset.
 */
async function enter(deps: StageDeps, id: string, from: SimulationStatus, processing: SimulationStatus): Promise<SimulationRecord | null> {
  const s = await load(deps, id);
  if (s.status === processing) return s;
  if (s.status !== from) return null;
  const moved = await deps.store.simulations.transition(id, processing, 'advance', deps.clock(), {}, { generation: s.generation });
  return moved.ok ? moved.simulation : null;
}

export async function architectStage(deps: StageDeps, id: string, ctx: StageContext = {}): Promise<void> {
  const s = await enter(deps, id, 'PENDING', 'PROCESSING_CONFIG');
  if (!s) return;
  const opts = s.architectOptions ?? { maxTurns: 3 };
  const budgetBytes = deps.simulator.memoryBudgetBytes;
  const result = await deps.architect.design({ prompt: s.prompt, maxTurns: opts.maxTurns, model: opts.model, signal: ctx.signal, memoryBudgetBytes: budgetBytes });
  const checked = validateSimulationConfig(result.config);
  if (!checked.ok) {
    throw new StageError(`The Architect produced an invalid configuration: ${checked.errors.map((e) => `${e.loc.join('.')}: ${e.msg}`).join('; ')}`, false);
  }
  // The check a submitted configuration passes (422 there), so the Simulator never starts on
  // one it cannot hold: the Architect stage fails with the same words.
  const over = simulatorMemoryBudget(budgetBytes).configViolations(checked.config);
  if (over.length > 0) throw new StageError(`The Architect produced a configuration over the Simulator's memory budget: ${over.map((e) => e.msg).join('; ')}`, false);
  await deps.store.simulations.transition(id, 'COMPLETED_CONFIG', 'advance', deps.clock(), { config: checked.config, title: result.title.slice(0, 200) }, { generation: s.generation });
}

async function validConfig(deps: StageDeps, id: string): Promise<SimulationConfig> {
  const checked = validateSimulationConfig(await deps.store.simulations.getConfig(id));
  if (!checked.ok) throw new StageError(`The stored configuration is invalid: ${checked.errors.map((e) => `${e.loc.join('.')}: ${e.msg}`).join('; ')}`, false);
  return checked.config;
}

/**
 * What every way of running the Simulator shares: the settings, a checkpoint per run in
 * flight (a failed write means a reset: the new run owns the simulation, so this one stops),
 * and the cancellation signal joined with that reset.
 */
function simulatorOptions(deps: StageDeps, id: string, generation: number, ctx: StageContext, reset: AbortController): RunOptions {
  return {
    simulationId: id,
    threads: deps.simulator.threads,
    // The API shares this thread: every step runs on the pool (issue 11: never block the event loop).
    inline: 'never',
    memoryBudgetBytes: deps.simulator.memoryBudgetBytes,
    recyclePoolAboveBytes: deps.simulator.recyclePoolAboveBytes,
    signal: ctx.signal ? AbortSignal.any([ctx.signal, reset.signal]) : reset.signal,
    // By measured run time; the kernel does not wait for the write (src/sim/checkpoint-schedule.ts).
    checkpointEveryMs: deps.simulator.checkpointEveryMs,
    onCheckpoint: async (data, step, run) => {
      if (!(await deps.store.simulations.saveCheckpoint(id, generation, { run, step, data }, deps.clock()))) reset.abort();
    },
  };
}

/** A progress callback that writes at most twice a second (and the last step). */
function progressWriter(deps: StageDeps, id: string, generation: number, ctx: StageContext): (step: number, total: number) => void {
  let lastWrite = 0;
  return (step, total) => {
    ctx.onProgress?.(step, total);
    const now = deps.clock();
    if (now - lastWrite >= 500 || step === total) {
      lastWrite = now;
      void deps.store.simulations.setProgress(id, generation, step, total).catch((err) => deps.logger.warn({ err, simulation_id: id }, 'progress write failed'));
    }
  };
}

/** The kernel's failures a retry cannot fix, as readable stage errors; anything else as it is. */
function simulatorFailure(err: unknown): unknown {
  // A checkpoint or record that could not be written because the database is away: retry later.
  if (isStoreUnavailable(err)) return err;
  if (err instanceof SimulationNumericError || err instanceof SimulationMemoryError || err instanceof CheckpointError) {
    return new StageError(err.message.replace(/^Simulation failed:\s*/, ''), false);
  }
  if (err instanceof SimulationError) return new StageError(err.message, false);
  return err;
}

async function storeResults(deps: StageDeps, id: string, generation: number, result: SimulationResult): Promise<void> {
  await deps.store.simulations.transition(
    id,
    'COMPLETED_SIMULATION',
    'advance',
    deps.clock(),
    { metrics: { metrics: result.metrics, seed: result.seed, engineVersion: result.engineVersion, tracked: result.tracked } },
    { generation },
  );
}

/**
 * The Simulator in one process: every arm × replicate run, on the pool. Finished runs and the
 * checkpoints of runs in flight are stored as they come, so after a crash the stage picks up
 * every run where it was.
 */
export async function simulatorStage(deps: StageDeps, id: string, ctx: StageContext = {}): Promise<void> {
  const s = await enter(deps, id, 'COMPLETED_CONFIG', 'PROCESSING_SIMULATION');
  if (!s) return;
  const config = await validConfig(deps, id);
  const generation = s.generation;
  const reset = new AbortController();
  const opts: RunOptions = {
    ...simulatorOptions(deps, id, generation, ctx, reset),
    onProgress: progressWriter(deps, id, generation, ctx),
    onRunFinished: async (run, record) => {
      if (!(await deps.store.simulations.saveRunRecord(id, generation, run, record, deps.clock()))) reset.abort();
    },
  };

  let result: SimulationResult;
  const started = performance.now();
  let resumed = false;
  try {
    const [finished, checkpoints] = await Promise.all([
      deps.store.simulations.listRunRecords(id, generation),
      deps.store.simulations.loadCheckpoints(id, generation),
    ]);
    if (finished.length > 0 || checkpoints.length > 0) {
      resumed = true;
      deps.logger.info(
        { simulation_id: id, runs_finished: finished.length, runs_in_flight: checkpoints.map((c) => ({ run: c.run, step: c.step })) },
        'resuming simulation from checkpoint',
      );
      const load = async (run: number) => {
        const record = await deps.store.simulations.loadRunRecord(id, generation, run);
        if (!record) throw new CheckpointError(`the record of run ${run} is gone`);
        return record;
      };
      try {
        result = await runSimulation(config, { ...opts, resume: { finished: { runs: finished, load }, checkpoints: checkpoints.map((c) => c.data) } });
      } catch (err) {
        if (!(err instanceof CheckpointError)) throw err;
        deps.logger.warn({ simulation_id: id, err: err.message }, 'checkpoint unusable; starting over');
        result = await runSimulation(config, opts);
      }
    } else {
      result = await runSimulation(config, opts);
    }
  } catch (err) {
    if (reset.signal.aborted && !ctx.signal?.aborted) return; // reset under us: the new run owns the simulation
    throw simulatorFailure(err);
  }
  // Throughput of a run from the start only: a resumed one did part of its work elsewhere.
  if (!resumed) deps.metrics?.simulatorRan(agentStepsOf(config), (performance.now() - started) / 1000);
  await storeResults(deps, id, generation, result);
}

/** The work of a configuration: Σ agents × steps × runs (arms × replicates). */
const agentStepsOf = (config: SimulationConfig): number =>
  config.agent_groups.reduce((n, g) => n + g.number_of_agents, 0) * config.number_of_steps * runCount(config);

/**
 * Temporal, first step of the Simulator: enters its processing status and tells the workflow
 * how many runs to fan out; null when the simulation has moved on.
 */
export async function prepareSimulatorRuns(deps: StageDeps, id: string): Promise<{ runs: number; steps: number; generation: number } | null> {
  const s = await enter(deps, id, 'COMPLETED_CONFIG', 'PROCESSING_SIMULATION');
  if (!s) return null;
  const config = await validConfig(deps, id);
  return { runs: runCount(config), steps: config.number_of_steps, generation: s.generation };
}

/**
 * Temporal: one run, from its checkpoint when an earlier attempt left one, its record stored
 * at the end. Does nothing when the run is already stored or the simulation has moved on.
 */
export async function simulatorRun(deps: StageDeps, id: string, generation: number, run: number, ctx: StageContext = {}): Promise<void> {
  const s = await load(deps, id);
  if (s.generation !== generation || s.status !== 'PROCESSING_SIMULATION') return;
  if (await deps.store.simulations.loadRunRecord(id, generation, run)) {
    // An earlier attempt stored it but its worker died before Temporal heard of it.
    deps.logger.info({ simulation_id: id, run }, 'run already stored');
    return;
  }
  const config = await validConfig(deps, id);
  const runs = runCount(config);
  const reset = new AbortController();
  const opts = {
    ...simulatorOptions(deps, id, generation, ctx, reset),
    // One run of several: its steps are heartbeats; the stored progress moves as runs finish.
    onProgress: runs === 1 ? progressWriter(deps, id, generation, ctx) : ctx.onProgress,
  };
  let record: Uint8Array;
  const started = performance.now();
  let resumed = false;
  try {
    const [checkpoint] = await deps.store.simulations.loadCheckpoints(id, generation, run);
    resumed = checkpoint !== undefined;
    if (checkpoint) deps.logger.info({ simulation_id: id, run, step: checkpoint.step }, 'resuming run from checkpoint');
    try {
      record = await simulateRun(config, run, { ...opts, checkpoint: checkpoint?.data });
    } catch (err) {
      if (!(err instanceof CheckpointError) || !checkpoint) throw err;
      deps.logger.warn({ simulation_id: id, run, err: err.message }, 'checkpoint unusable; starting the run over');
      record = await simulateRun(config, run, opts);
    }
  } catch (err) {
    if (reset.signal.aborted && !ctx.signal?.aborted) return;
    throw simulatorFailure(err);
  }
  // The worker's throughput: this run's agent-steps, from the start only (as the embedded runner counts).
  if (!resumed) deps.metrics?.simulatorRan(agentStepsOf(config) / runs, (performance.now() - started) / 1000);
  if (!(await deps.store.simulations.saveRunRecord(id, generation, run, record, deps.clock()))) return;
  if (runs > 1) {
    const done = (await deps.store.simulations.listRunRecords(id, generation)).length;
    await deps.store.simulations.setProgress(id, generation, done * config.number_of_steps, runs * config.number_of_steps);
  }
}

/** Temporal, last step of the Simulator: the metrics from the stored runs, as the embedded runner computes them. */
export async function reduceSimulatorRuns(deps: StageDeps, id: string, generation: number, ctx: StageContext = {}): Promise<void> {
  const s = await load(deps, id);
  if (s.generation !== generation || s.status !== 'PROCESSING_SIMULATION') return;
  const config = await validConfig(deps, id);
  let result: SimulationResult;
  try {
    result = await reduceRuns(
      config,
      async (run) => {
        const record = await deps.store.simulations.loadRunRecord(id, generation, run);
        if (!record) throw new StageError(`the result of run ${run} is missing`, false);
        return record;
      },
      { simulationId: id, memoryBudgetBytes: deps.simulator.memoryBudgetBytes, signal: ctx.signal },
    );
  } catch (err) {
    throw simulatorFailure(err);
  }
  await storeResults(deps, id, generation, result);
}

export async function analystStage(deps: StageDeps, id: string, ctx: StageContext = {}): Promise<void> {
  const s = await enter(deps, id, 'COMPLETED_SIMULATION', 'PROCESSING_ANALYSIS');
  if (!s) return;
  const [config, stored, tracked] = await Promise.all([
    deps.store.simulations.getConfig(id),
    deps.store.simulations.getMetrics(id),
    deps.store.simulations.getTracked(id),
  ]);
  if (!config || !stored) throw new StageError('The Analyst found no configuration or metrics to analyse', false);
  const analysis = await deps.analyst.analyse({
    prompt: s.prompt,
    title: s.title,
    config: config as SimulationConfig,
    metrics: stored.metrics as SimulationMetrics,
    tracked: (tracked ?? []) as TrackedSeries[],
    seed: stored.seed,
    engineVersion: stored.engineVersion,
    signal: ctx.signal,
  });
  // The results document is made once here, off the event loop where it is large (src/domain/results-document.ts).
  const texts = await deps.store.simulations.resultsSources(id);
  const resultsDocument = texts
    ? await makeResultsDocument(id, { config: texts.config, metrics: texts.metrics, analysis: JSON.stringify(analysis) }).catch((err: unknown) => {
        // Made at the first read instead, where the same problem is reported as results() reports it.
        deps.logger.warn({ err, simulation_id: id }, 'results document not made');
        return undefined;
      })
    : undefined;
  await deps.store.simulations.transition(id, 'COMPLETED_ANALYSIS', 'advance', deps.clock(), { analysis, resultsDocument }, { generation: s.generation });
}

export const STAGES: Record<StageName, (deps: StageDeps, id: string, ctx?: StageContext) => Promise<void>> = {
  architect: architectStage,
  simulator: simulatorStage,
  analyst: analystStage,
};

/** Ends the simulation in FAILED with a readable cause, unless it has moved on or been reset. */
export async function failSimulation(deps: Pick<StageDeps, 'store' | 'clock'>, id: string, message: string, generation?: number): Promise<boolean> {
  const r = await deps.store.simulations.transition(id, 'FAILED', 'fail', deps.clock(), { errorLog: message }, generation === undefined ? {} : { generation });
  return r.ok;
}

/** How a stage's exception reads in error_log (stage-flow.ts words it) and whether another attempt may help. */
export function stageFailureOf(err: unknown): { failure: StageFailure; retryable: boolean } {
  if (err instanceof StageError) return { failure: { kind: 'stage', message: err.message }, retryable: err.retryable };
  if (isStoreUnavailable(err)) return { failure: { kind: 'unavailable' }, retryable: true };
  return { failure: { kind: 'unexpected' }, retryable: true };
}

/** A readable error_log for a stage's exception (stage-flow.ts words it) and whether to retry. */
export function describeFailure(stage: StageName, err: unknown): { message: string; retryable: boolean } {
  const { failure, retryable } = stageFailureOf(err);
  return { message: failureMessage(stage, failure), retryable };
}
