import type { Logger } from 'pino';
import type { Metrics } from '../metrics.js';
import type { SimulationConfig } from '../domain/simulation-config.js';
import type { FieldError } from '../domain/validation.js';
import type { Store } from '../store/index.js';

/**
 * How a service asks for pipeline work without knowing which runner does it (embedded or
 * Temporal). main.ts wires the implementation; services never import the pipeline.
 */
export interface PipelineStarter {
  /** Runs the pipeline from the stage the simulation's status calls for. */
  start(simulationId: string, tenantId: string): Promise<void>;
  /**
   * Stops any stage in flight. Resolves once it has stopped (embedded), or once the runner has
   * been told (Temporal: a superseded run is terminated; a cancelled one is cancelled, and its
   * activity stops at its next heartbeat). Either way the status already moved on, so whatever
   * the stage still tries to write is refused (docs/stages.md, the generation guard).
   */
  stop(simulationId: string, why?: StopReason): Promise<void>;
  /** Which runner this is, for /readyz and the start-up log; absent when no runner is wired (tests). */
  readonly kind?: 'embedded' | 'temporal';
  /** Resolves when the runner can take work now; rejects with a short reason otherwise (/readyz). */
  ready?(): Promise<void>;
  /**
   * The lease sweeper, where the runner has one (embedded; Temporal retries on its own): when
   * its last sweep finished (by the services' clock; null before the first) and how often it
   * runs (/readyz).
   */
  sweeperState?(): SweeperState;
}

export interface SweeperState {
  lastSweptAt: number | null;
  everyMs: number;
}

/** `superseded`: a config edit or architect rerun starts it again; `cancelled`: the client cancelled it. */
export type StopReason = 'superseded' | 'cancelled';

export const noPipeline: PipelineStarter = {
  start: async () => {},
  stop: async () => {},
};

export type Clock = () => number;

/**
 * Limits on a configuration's work that its schema cannot know (the Simulator's memory budget),
 * checked when it is submitted. The pipeline implements it; services only ask.
 */
export interface WorkBudget {
  /** Violations with locs relative to the configuration; empty when it fits. */
  configViolations(config: SimulationConfig): FieldError[];
}

export interface ServiceDeps {
  store: Store;
  pipeline: PipelineStarter;
  /** Absent: no limit beyond the schema's. */
  budget?: WorkBudget;
  clock: Clock;
  logger: Logger;
  /** Counters and histograms of GET /metrics (no tenant data in any label); a private set when absent (CLI, tests). */
  metrics?: Metrics;
}

/** Who is calling: set by authentication, required by every tenant-scoped use case. */
export interface Caller {
  tenantId: string;
  keyId: string;
  environment: 'live' | 'test';
  /** The request's logger (it carries the request id), for the lines a use case writes. */
  log?: Logger;
}
