/**
 * What the API process, the worker and the workflow agree on. Pure: bundled into workflow code.
 */
import { defineSearchAttributeKey, SearchAttributeType } from '@temporalio/common';

export const PIPELINE_WORKFLOW = 'simulationPipeline';

/** Workflow id = simulation id (prefixed), so operators find a run from the API's id. */
export const workflowIdOf = (simulationId: string): string => `simulation-${simulationId}`;

/** Registered on the server (the dev server script passes them; production: `temporal operator search-attribute create`). */
export const SIMULATION_STATUS = defineSearchAttributeKey('SimulationStatus', SearchAttributeType.KEYWORD);
export const TENANT_ID = defineSearchAttributeKey('TenantId', SearchAttributeType.KEYWORD);
export const SEARCH_ATTRIBUTES_CLI = ['SimulationStatus=Keyword', 'TenantId=Keyword'];

export interface PipelineArgs {
  simulationId: string;
  tenantId: string;
  /** Per-stage start-to-close limits, in ms (from the API's settings). */
  timeouts: { architect: number; simulator: number; analyst: number };
  attempts: number;
}

export interface PipelineProgress {
  stage: 'architect' | 'simulator' | 'analyst' | 'done';
  status: string;
}

export const PROGRESS_QUERY = 'progress';

/**
 * Runs of one simulation's Simulator in flight at once on Temporal: enough to keep a cluster
 * of workers busy, few enough that other simulations' activities are not queued behind
 * hundreds of one simulation's runs.
 */
export const MAX_RUNS_IN_FLIGHT = 32;

/** Workflows started before the Simulator fanned out keep its single activity on replay. */
export const SIMULATOR_FAN_OUT_PATCH = 'simulator-fan-out';
