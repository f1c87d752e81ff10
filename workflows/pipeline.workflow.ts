// Workflow code: deterministic, no Node builtins, activities imported as types only.
import {
  ActivityFailure,
  ApplicationFailure,
  CancellationScope,
  TimeoutFailure,
  defineQuery,
  patched,
  proxyActivities,
  setHandler,
  sleep,
  upsertSearchAttributes,
} from '@temporalio/workflow';
import type { PipelineActivities } from '../src/pipeline/temporal-activities.js';
import {
  MAX_RUNS_IN_FLIGHT,
  PROGRESS_QUERY,
  SIMULATION_STATUS,
  SIMULATOR_FAN_OUT_PATCH,
  type PipelineArgs,
  type PipelineProgress,
} from './contract.js';

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

  const simulatorRuns = proxyActivities<PipelineActivities>({ startToCloseTimeout: args.timeouts.simulator, heartbeatTimeout: '15s', retry });
  const simulatorSteps = {
    prepareSimulation: control.prepareSimulation,
    simulateRun: simulatorRuns.simulateRun,
    reduceSimulation: simulatorRuns.reduceSimulation,
  };

  let progress: PipelineProgress = { stage: 'architect', status: 'PENDING' };
  setHandler(progressQuery, () => progress);

  for (;;) {
    const next = await control.nextStage(args.simulationId);
    progress = { stage: next.stage ?? 'done', status: next.status };
    upsertSearchAttributes([{ key: SIMULATION_STATUS, value: next.status }]);
    if (next.stage === null) return next.status;
    try {
      if (next.stage === 'simulator' && patched(SIMULATOR_FAN_OUT_PATCH)) await fanOutSimulator(args, simulatorSteps);
      else await stages[next.stage](args.simulationId, next.generation);
    } catch (err) {
      const message = failureMessage(next.stage, err);
      const failed = await control.fail(args.simulationId, next.generation, message);
      upsertSearchAttributes([{ key: SIMULATION_STATUS, value: failed }]);
      return failed;
    }
  }
}

/**
 * The Simulator spread over the workers: each arm × replicate run is its own activity
 * (heartbeating, checkpointed, retried on its own, its record stored, not returned), at most
 * MAX_RUNS_IN_FLIGHT at once; then one activity reduces the stored runs into the metrics. The
 * first failure cancels the runs still going; the whole stage keeps the Simulator's time limit.
 */
async function fanOutSimulator(
  args: PipelineArgs,
  acts: Pick<PipelineActivities, 'prepareSimulation' | 'simulateRun' | 'reduceSimulation'>,
): Promise<void> {
  const prepared = await acts.prepareSimulation(args.simulationId);
  if (!prepared) return;
  const { runs, generation } = prepared;
  let next = 0;
  const lane = async () => {
    while (next < runs) await acts.simulateRun(args.simulationId, generation, next++);
  };
  const work = new CancellationScope();
  const clock = new CancellationScope();
  const done = work.run(() => Promise.all(Array.from({ length: Math.min(MAX_RUNS_IN_FLIGHT, runs) }, lane)));
  const timedOut = clock.run(() => sleep(args.timeouts.simulator)).then(() => true);
  try {
    if (await Promise.race([done.then(() => false), timedOut])) {
      throw new TimeoutFailure('the Simulator did not finish within its time limit', undefined, 'START_TO_CLOSE');
    }
  } catch (err) {
    work.cancel();
    throw err;
  } finally {
    clock.cancel();
  }
  await acts.reduceSimulation(args.simulationId, generation);
}
