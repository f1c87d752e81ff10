/**
 * What the API process, the worker and the workflow agree on. Pure: bundled into workflow
 * code, which imports nothing else (eslint.config.js).
 */
import { defineSearchAttributeKey, SearchAttributeType } from '@temporalio/common';
import type { SimulationStatus } from '../../domain/lifecycle.js';
import type { StageName } from '../stage-flow.js';

export { FAILURE_TYPE, PROCESSING_STATUS, failureMessage, stageFor, type StageFailure, type StageName } from '../stage-flow.js';
export type { SimulationStatus };

export const PIPELINE_WORKFLOW = 'simulationPipeline';

/** Workflow id = simulation id (prefixed), so operators find a run from the API's id. */
export const workflowIdOf = (simulationId: string): string => `simulation-${simulationId}`;

/**
 * Registered on the server: the test harness's and scripts/services/temporal-dev.sh's dev
 * server pass SEARCH_ATTRIBUTES_CLI; in production `temporal operator search-attribute create`.
 * SimulationStatus follows every status the workflow sees; TenantId and SimulationTitle are
 * list columns in the UI.
 */
export const SIMULATION_STATUS = defineSearchAttributeKey('SimulationStatus', SearchAttributeType.KEYWORD);
export const TENANT_ID = defineSearchAttributeKey('TenantId', SearchAttributeType.KEYWORD);
export const SIMULATION_TITLE = defineSearchAttributeKey('SimulationTitle', SearchAttributeType.TEXT);
export const SEARCH_ATTRIBUTES_CLI = ['SimulationStatus=Keyword', 'TenantId=Keyword', 'SimulationTitle=Text'];

export interface PipelineArgs {
  simulationId: string;
  tenantId: string;
  /** Per-stage start-to-close limits, in ms (from the API's settings). */
  timeouts: Record<StageName, number>;
  attempts: number;
  /** Where the simulation stood when the workflow was started: the workflow goes on from there. */
  status: SimulationStatus;
  /** Its generation then: a stage finding another generation leaves it to the newer workflow. */
  generation: number;
  /** How long a stage is retried while the database is unreachable before the simulation fails (STORE_OUTAGE_RETRY_MS). */
  outageRetryMs: number;
}

/** What the `progress` query answers: the stage, the status, and the Simulator's steps done of all. */
export interface PipelineProgress {
  stage: StageName | 'done';
  status: string;
  /** Steps of the finished Simulator runs (each run counts its number_of_steps; a lone run signals its own), of `total`. */
  step: number;
  total: number;
}

export const PROGRESS_QUERY = 'progress';

/**
 * Steps done within a run, signalled by a simulation's only run (at most ten a run: each is a
 * history event). With several runs the finished runs tell the progress, without signals.
 */
export const RUN_PROGRESS_SIGNAL = 'runProgress';
export interface RunProgress {
  run: number;
  step: number;
}

/** A stage's outcome: the simulation's status and generation after it (DELETED: the row is gone). */
export interface StageOutcome {
  status: SimulationStatus | 'DELETED';
  generation: number;
  /** The simulation's title (the Architect names it): a list column. */
  title?: string;
}

/** The Simulator's plan on Temporal: how many runs to fan out, each of `steps` steps. */
export interface SimulatorPlan {
  runs: number;
  steps: number;
}

/**
 * The activities, named after their stages (the Simulator in three parts). Each takes the
 * generation the workflow works under and does nothing if the simulation has another.
 */
export interface PipelineActivities {
  architect(simulationId: string, generation: number): Promise<StageOutcome>;
  /** Enters PROCESSING_SIMULATION; the plan, or the outcome when the simulation has moved on. */
  simulatorPrepare(simulationId: string, generation: number): Promise<SimulatorPlan | StageOutcome>;
  /**
   * One arm × replicate run; its record goes to the store, not into the workflow's history.
   * With `reportSteps` (a simulation of one run) it signals RUN_PROGRESS at every tenth of its steps.
   */
  simulatorRun(simulationId: string, generation: number, run: number, reportSteps?: boolean): Promise<void>;
  /** The metrics from the stored runs, then COMPLETED_SIMULATION. */
  simulatorReduce(simulationId: string, generation: number): Promise<StageOutcome>;
  analyst(simulationId: string, generation: number): Promise<StageOutcome>;
  /** FAILED with this error_log, unless the simulation has moved on. */
  fail(simulationId: string, generation: number, message: string): Promise<StageOutcome>;
  /**
   * The workflow was cancelled: FAILED "Cancelled by the client". The API's cancel has already
   * recorded it (then this changes nothing); a cancel from elsewhere (an operator in the
   * Temporal UI) ends the simulation the same way instead of leaving it in a processing status.
   */
  cancelled(simulationId: string, generation: number): Promise<StageOutcome>;
}

/**
 * Runs of one simulation's Simulator in flight at once on Temporal: enough to keep a cluster
 * of workers busy, few enough that other simulations' activities are not queued behind
 * hundreds of one simulation's runs.
 */
export const MAX_RUNS_IN_FLIGHT = 32;
