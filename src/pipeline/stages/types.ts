import type { Analysis } from '../../domain/schemas/simulations.js';
import type { SimulationConfig } from '../../domain/simulation-config.js';
import type { SimulationMetrics } from '../../sim/index.js';

export type { Analysis, SimulationConfig };
/** metrics.by_group of api-spec §2.5, as the kernel produces it. */
export type Metrics = SimulationMetrics;

export interface ArchitectRequest {
  prompt: string;
  maxTurns: number;
  model?: string;
  signal?: AbortSignal;
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
  seed: number;
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
