import type { Logger } from 'pino';
import { SIMULATION_STATUSES, type SimulationStatus } from '../domain/lifecycle.js';
import type { SimulationRecord } from '../domain/records.js';
import { validateSimulationConfig, type SimulationConfig } from '../domain/simulation-config.js';
import {
  resumeSimulation,
  runSimulation,
  SimulationAbortError,
  SimulationMemoryError,
  SimulationNumericError,
  CheckpointError,
  type RunOptions,
  type SimulationMetrics,
} from '../sim/index.js';
import type { Store } from '../store/index.js';
import { StageError, type AnalystProvider, type ArchitectProvider } from './stages/index.js';

export type StageName = 'architect' | 'simulator' | 'analyst';

export interface SimulatorSettings {
  threads: number;
  memoryBudgetBytes: number;
  /** Aim for a checkpoint about this often (in compute time). */
  checkpointEveryMs: number;
}

export interface StageDeps {
  store: Store;
  architect: ArchitectProvider;
  analyst: AnalystProvider;
  simulator: SimulatorSettings;
  clock: () => number;
  logger: Logger;
}

export interface StageContext {
  signal?: AbortSignal;
  /** Simulator progress (Temporal heartbeats, watchers). */
  onProgress?: (step: number, total: number) => void;
}

/** Which stage a status calls for next; null when the pipeline has nothing left to do. */
export function stageFor(status: SimulationStatus): StageName | null {
  switch (status) {
    case 'PENDING':
    case 'PROCESSING_CONFIG':
      return 'architect';
    case 'COMPLETED_CONFIG':
    case 'PROCESSING_SIMULATION':
      return 'simulator';
    case 'COMPLETED_SIMULATION':
    case 'PROCESSING_ANALYSIS':
      return 'analyst';
    default:
      return null;
  }
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
  const result = await deps.architect.design({ prompt: s.prompt, maxTurns: opts.maxTurns, model: opts.model, signal: ctx.signal });
  const checked = validateSimulationConfig(result.config);
  if (!checked.ok) {
    throw new StageError(`The Architect produced an invalid configuration: ${checked.errors.map((e) => `${e.loc.join('.')}: ${e.msg}`).join('; ')}`, false);
  }
  await deps.store.simulations.transition(id, 'COMPLETED_CONFIG', 'advance', deps.clock(), { config: checked.config, title: result.title.slice(0, 200) }, { generation: s.generation });
}

export async function simulatorStage(deps: StageDeps, id: string, ctx: StageContext = {}): Promise<void> {
  const s = await enter(deps, id, 'COMPLETED_CONFIG', 'PROCESSING_SIMULATION');
  if (!s) return;
  const checked = validateSimulationConfig(await deps.store.simulations.getConfig(id));
  if (!checked.ok) throw new StageError(`The stored configuration is invalid: ${checked.errors.map((e) => `${e.loc.join('.')}: ${e.msg}`).join('; ')}`, false);
  const config = checked.config;
  const generation = s.generation;

  // A reset (config edit, rerun) makes checkpoint writes fail; that also stops this run.
  const reset = new AbortController();
  const signal = ctx.signal ? AbortSignal.any([ctx.signal, reset.signal]) : reset.signal;
  let lastProgressWrite = 0;
  const opts: RunOptions = {
    simulationId: id,
    threads: deps.simulator.threads,
    memoryBudgetBytes: deps.simulator.memoryBudgetBytes,
    signal,
    // By measured run time; the kernel does not wait for the write.
    checkpointEveryMs: deps.simulator.checkpointEveryMs,
    onCheckpoint: async (data, step) => {
      const saved = await deps.store.simulations.saveCheckpoint(id, generation, step, data, deps.clock());
      if (!saved) reset.abort();
    },
    onProgress: (step, total) => {
      ctx.onProgress?.(step, total);
      const now = deps.clock();
      if (now - lastProgressWrite >= 500 || step === total) {
        lastProgressWrite = now;
        void deps.store.simulations.setProgress(id, generation, step, total).catch((err) => deps.logger.warn({ err, simulation_id: id }, 'progress write failed'));
      }
    },
  };

  let result;
  try {
    const checkpoint = await deps.store.simulations.loadCheckpoint(id, generation);
    if (checkpoint) {
      deps.logger.info({ simulation_id: id, step: checkpoint.step }, 'resuming simulation from checkpoint');
      try {
        result = await resumeSimulation(config, checkpoint.data, opts);
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
    if (err instanceof SimulationNumericError || err instanceof SimulationMemoryError) throw new StageError(err.message.replace(/^Simulation failed:\s*/, ''), false);
    if (err instanceof SimulationAbortError) throw err;
    throw err;
  }
  await deps.store.simulations.transition(
    id,
    'COMPLETED_SIMULATION',
    'advance',
    deps.clock(),
    { metrics: { metrics: result.metrics, seed: result.seed, engineVersion: result.engineVersion } },
    { generation },
  );
}

export async function analystStage(deps: StageDeps, id: string, ctx: StageContext = {}): Promise<void> {
  const s = await enter(deps, id, 'COMPLETED_SIMULATION', 'PROCESSING_ANALYSIS');
  if (!s) return;
  const [config, stored] = await Promise.all([deps.store.simulations.getConfig(id), deps.store.simulations.getMetrics(id)]);
  if (!config || !stored) throw new StageError('The Analyst found no configuration or metrics to analyse', false);
  const analysis = await deps.analyst.analyse({
    prompt: s.prompt,
    title: s.title,
    config: config as SimulationConfig,
    metrics: stored.metrics as SimulationMetrics,
    tracked: [],
    seed: stored.seed,
    signal: ctx.signal,
  });
  await deps.store.simulations.transition(id, 'COMPLETED_ANALYSIS', 'advance', deps.clock(), { analysis }, { generation: s.generation });
}

export const STAGES: Record<StageName, (deps: StageDeps, id: string, ctx?: StageContext) => Promise<void>> = {
  architect: architectStage,
  simulator: simulatorStage,
  analyst: analystStage,
};

export const STAGE_LABEL: Record<StageName, string> = { architect: 'Architect', simulator: 'Simulator', analyst: 'Analyst' };

/** Ends the simulation in FAILED with a readable cause, unless it has moved on or been reset. */
export async function failSimulation(deps: Pick<StageDeps, 'store' | 'clock'>, id: string, message: string, generation?: number): Promise<boolean> {
  const r = await deps.store.simulations.transition(id, 'FAILED', 'fail', deps.clock(), { errorLog: message }, generation === undefined ? {} : { generation });
  return r.ok;
}

/** A readable error_log for a failure: never a stack trace. */
export function describeFailure(stage: StageName, err: unknown): { message: string; retryable: boolean } {
  if (err instanceof StageError) return { message: `${STAGE_LABEL[stage]} failed: ${err.message}`, retryable: err.retryable };
  return { message: `${STAGE_LABEL[stage]} failed unexpectedly (see server logs)`, retryable: true };
}
