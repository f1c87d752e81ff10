// What the pipeline offers the services, as types they hold: main.ts wires the implementations,
// so services never import a runner and the pipeline never imports services (lint-enforced).
// Kept free of the kernel so the dashboard's type check, which follows the services' types,
// does not pull the simulator in.
import type { SimulationConfig } from '../domain/simulation-config.js';
import type { FieldError } from '../domain/validation.js';

/**
 * How a service asks for pipeline work without knowing which runner does it (embedded or
 * Temporal).
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

/** No runner: services that start nothing (the CLI, tests of the API alone). */
export const noPipeline: PipelineStarter = {
  start: async () => {},
  stop: async () => {},
};

/**
 * Limits on a configuration's work that its schema cannot know (the Simulator's memory budget),
 * checked when it is submitted. The pipeline implements it; services hold it as a type and only ask.
 */
export interface WorkBudget {
  /** Violations with locs relative to the configuration; empty when it fits. */
  configViolations(config: SimulationConfig): FieldError[];
}
