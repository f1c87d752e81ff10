// Workflow code: deterministic, no Node builtins, activities imported as types only.
import { ActivityFailure, ApplicationFailure, TimeoutFailure, defineQuery, proxyActivities, setHandler, upsertSearchAttributes } from '@temporalio/workflow';
import type { PipelineActivities } from '../src/pipeline/temporal-activities.js';
import { PROGRESS_QUERY, SIMULATION_STATUS, type PipelineArgs, type PipelineProgress } from './contract.js';

export const progressQuery = defineQuery<PipelineProgress>(PROGRESS_QUERY);

const LABEL = { architect: 'Architect', simulator: 'Simulator', analyst: 'Analyst' } as const;

function failureMessage(stage: keyof typeof LABEL, err: unknown): string {
  const cause = err instanceof ActivityFailure ? err.cause : err;
  if (cause instanceof TimeoutFailure) return `${LABEL[stage]} did not finish within its time limit`;
  if (cause instanceof ApplicationFailure && cause.message) return `${LABEL[stage]} failed: ${cause.message}`;
  return `${LABEL[stage]} failed unexpectedly (see worker logs)`;
}

export async function simulationPipeline(args: PipelineArgs): Promise<string> {
  const retry = { maximumAttempts: args.attempts, initialInterval: '1s', backoffCoefficient: 2, nonRetryableErrorTypes: ['StageError'] };
  const control = proxyActivities<PipelineActivities>({ startToCloseTimeout: '30s', retry: { maximumAttempts: 10 } });
  const stages = {
    architect: proxyActivities<PipelineActivities>({ startToCloseTimeout: args.timeouts.architect, heartbeatTimeout: '30s', retry }).architect,
    simulator: proxyActivities<PipelineActivities>({ startToCloseTimeout: args.timeouts.simulator, heartbeatTimeout: '15s', retry }).simulate,
    analyst: proxyActivities<PipelineActivities>({ startToCloseTimeout: args.timeouts.analyst, heartbeatTimeout: '30s', retry }).analyse,
  };

  let progress: PipelineProgress = { stage: 'architect', status: 'PENDING' };
  setHandler(progressQuery, () => progress);

  for (;;) {
    const next = await control.nextStage(args.simulationId);
    progress = { stage: next.stage ?? 'done', status: next.status };
    upsertSearchAttributes([{ key: SIMULATION_STATUS, value: next.status }]);
    if (next.stage === null) return next.status;
    try {
      await stages[next.stage](args.simulationId, next.generation);
    } catch (err) {
      const message = failureMessage(next.stage, err);
      const failed = await control.fail(args.simulationId, next.generation, message);
      upsertSearchAttributes([{ key: SIMULATION_STATUS, value: failed }]);
      return failed;
    }
  }
}
