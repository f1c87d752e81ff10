/**
 * The order of the stages and their names: pure (no I/O, no Node built-ins), so the embedded
 * runner, the Temporal activities and the workflow (through temporal/contract.ts) share it.
 */
import type { SimulationStatus } from '../domain/lifecycle.js';

export type StageName = 'architect' | 'simulator' | 'analyst';

export const STAGE_LABEL: Record<StageName, string> = { architect: 'Architect', simulator: 'Simulator', analyst: 'Analyst' };

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

/** The status a stage works in: the workflow shows it while the stage's activity runs. */
export const PROCESSING_STATUS: Record<StageName, SimulationStatus> = {
  architect: 'PROCESSING_CONFIG',
  simulator: 'PROCESSING_SIMULATION',
  analyst: 'PROCESSING_ANALYSIS',
};

/**
 * Why a stage gave up, as either runner sees it: out of time, a readable StageError (after
 * its retries, if it was retryable), the database unreachable for longer than the runner
 * waits, anything else (a bug or an outage: details in the logs), attempts that never got to
 * record their failure (the process died, or the store was down: the embedded runner's work
 * leases count them), or a failure an earlier attempt already worded and recorded.
 */
export type StageFailure =
  | { kind: 'timeout'; limitMs: number }
  | { kind: 'stage'; message: string }
  | { kind: 'unavailable' }
  | { kind: 'unexpected' }
  | { kind: 'interrupted'; times: number }
  | { kind: 'recorded'; message: string };

/**
 * The error_log of a failed simulation: one text for both runners, never a stack trace.
 * `attempts`: how many attempts the runner made at a failure it retried; more than one is
 * named, so a reader knows the failure was not a one-off.
 */
export function failureMessage(stage: StageName, failure: StageFailure, attempts?: number): string {
  const text = failureText(stage, failure);
  return attempts !== undefined && attempts > 1 ? `${text} (gave up after ${attempts} attempts)` : text;
}

function failureText(stage: StageName, failure: StageFailure): string {
  switch (failure.kind) {
    case 'timeout':
      return `${STAGE_LABEL[stage]} did not finish within its time limit (${Math.round(failure.limitMs / 1000)} s)`;
    case 'stage':
      return `${STAGE_LABEL[stage]} failed: ${failure.message}`;
    case 'unavailable':
      return `${STAGE_LABEL[stage]} failed: the database could not be reached`;
    case 'unexpected':
      return `${STAGE_LABEL[stage]} failed unexpectedly (see the service logs)`;
    case 'interrupted':
      return `${STAGE_LABEL[stage]} failed: it was interrupted ${failure.times} times`;
    case 'recorded':
      return failure.message;
  }
}

/** Temporal failure types: a StageError's retryability decides the type; an unreachable database is StoreUnavailable; anything else UnexpectedError. */
export const FAILURE_TYPE = { stage: 'StageError', retryableStage: 'RetryableStageError', unavailable: 'StoreUnavailable', unexpected: 'UnexpectedError' } as const;
