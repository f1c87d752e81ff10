import type { Analysis } from '../domain/schemas/simulations.js';
import type { SimulationConfig } from '../domain/simulation-config.js';
import type { SimulationMetrics, TrackedSeries } from '../sim/results.js';

export type { Analysis, SimulationConfig, TrackedSeries };
/** The results' metrics (docs/simulation-model.md "Results"), as the Simulator produces them. */
export type Metrics = SimulationMetrics;

export interface ArchitectRequest {
  prompt: string;
  maxTurns: number;
  model?: string;
  signal?: AbortSignal;
  /** The Simulator's memory budget: an Architect that can size the run keeps under it (the stage checks either way). */
  memoryBudgetBytes?: number;
}

export interface ArchitectResult {
  title: string;
  /** Always passes validateSimulationConfig. */
  config: SimulationConfig;
}

export interface ArchitectProvider {
  readonly name: string;
  design(req: ArchitectRequest): Promise<ArchitectResult>;
}

export interface AnalystRequest {
  prompt: string;
  title: string;
  config: SimulationConfig;
  metrics: Metrics;
  /** Per-replicate series of the question's target (empty without a question). */
  tracked: TrackedSeries[];
  seed: number;
  /** The engine that produced the metrics (default: the running engine's version). */
  engineVersion?: string;
  signal?: AbortSignal;
  model?: string;
}

export interface AnalystProvider {
  readonly name: string;
  analyse(req: AnalystRequest): Promise<Analysis>;
}

/**
 * A stage failure the runner turns into FAILED with error_log = message (readable, no stack
 * trace). retryable=false for invalid input or answers that never validate, so a Temporal
 * activity can mark it nonRetryable.
 */
export class StageError extends Error {
  override readonly name = 'StageError';
  constructor(
    message: string,
    readonly retryable: boolean,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}
