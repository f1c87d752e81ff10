// Workflow code: deterministic, no Node builtins; imports only the pure contract (eslint.config.js).
import {
  ActivityCancellationType,
  ActivityFailure,
  ApplicationFailure,
  CancellationScope,
  TimeoutFailure,
  defineQuery,
  defineSignal,
  isCancellation,
  proxyActivities,
  setHandler,
  sleep,
  upsertMemo,
  upsertSearchAttributes,
  type ActivityOptions,
} from '@temporalio/workflow';
import {
  FAILURE_TYPE,
  MAX_RUNS_IN_FLIGHT,
  PROCESSING_STATUS,
  PROGRESS_QUERY,
  RUN_PROGRESS_SIGNAL,
  SIMULATION_STATUS,
  SIMULATION_TITLE,
  failureMessage,
  stageFor,
  type PipelineActivities,
  type PipelineArgs,
  type PipelineProgress,
  type RunProgress,
  type StageFailure,
  type StageName,
  type StageOutcome,
} from './contract.js';

export const progressQuery = defineQuery<PipelineProgress>(PROGRESS_QUERY);
export const runProgressSignal = defineSignal<[RunProgress]>(RUN_PROGRESS_SIGNAL);

/** How the workflow reads a stage's failure; the words come from stage-flow.ts, as on the embedded runner. */
function failureOf(err: unknown, limitMs: number): StageFailure {
  const cause = err instanceof ActivityFailure ? err.cause : err;
  if (cause instanceof TimeoutFailure) return { kind: 'timeout', limitMs };
  if (cause instanceof ApplicationFailure) {
    if (cause.type === FAILURE_TYPE.unavailable) return { kind: 'unavailable' };
    if ((cause.type === FAILURE_TYPE.stage || cause.type === FAILURE_TYPE.retryableStage) && cause.message) return { kind: 'stage', message: cause.message };
  }
  return { kind: 'unexpected' };
}

const isOutage = (err: unknown): boolean => failureOf(err, 0).kind === 'unavailable';

/**
 * The activity failed with a retryable failure, so its retry policy made every attempt
 * (args.attempts) before the workflow heard of it; the embedded runner names its attempts for
 * the same failures. An outage is left out: it is waited out beyond the attempts
 * (throughOutages), so a count would not say how long was tried (docs/stages.md).
 */
function retriedToTheEnd(err: unknown): boolean {
  const cause = err instanceof ActivityFailure ? err.cause : undefined;
  return cause instanceof ApplicationFailure && !cause.nonRetryable && (cause.type === FAILURE_TYPE.retryableStage || cause.type === FAILURE_TYPE.unexpected);
}

export async function simulationPipeline(args: PipelineArgs): Promise<string> {
  const id = args.simulationId;
  const generation = args.generation;
  const retry = { maximumAttempts: args.attempts, initialInterval: '1s', backoffCoefficient: 2, nonRetryableErrorTypes: [FAILURE_TYPE.stage] };
  const stageOptions = (stage: StageName, heartbeatTimeout: ActivityOptions['heartbeatTimeout']): ActivityOptions => ({
    startToCloseTimeout: args.timeouts[stage],
    heartbeatTimeout,
    retry,
    // A cancelled stage is waited for until its activity has stopped (at its next heartbeat), so
    // the workflow closes only once nothing of it can still write (docs/contract.md "Cancel").
    cancellationType: ActivityCancellationType.WAIT_CANCELLATION_COMPLETED,
  });
  const acts = {
    architect: proxyActivities<PipelineActivities>(stageOptions('architect', '30s')).architect,
    analyst: proxyActivities<PipelineActivities>(stageOptions('analyst', '30s')).analyst,
    simulator: proxyActivities<PipelineActivities>(stageOptions('simulator', '15s')),
    // Short bookkeeping; retried until the database answers, so a failure is always written.
    bookkeeping: proxyActivities<PipelineActivities>({ startToCloseTimeout: '30s', retry: { initialInterval: '1s', backoffCoefficient: 2, maximumInterval: '30s' } }),
  };

  let progress: PipelineProgress = { stage: stageFor(args.status) ?? 'done', status: args.status, step: 0, total: 0 };
  setHandler(progressQuery, () => progress);
  // A lone Simulator run tells its steps (fanOutSimulator asks it to); late or stale reports never move progress back.
  setHandler(runProgressSignal, ({ step }) => {
    if (progress.stage === 'simulator' && step > progress.step && step < progress.total) progress = { ...progress, step };
  });
  /** Every status the workflow learns goes to the progress query and the SimulationStatus search attribute. */
  const show = (status: StageOutcome['status']) => {
    const stage = status === 'DELETED' ? null : stageFor(status);
    progress = { ...progress, status, stage: stage ?? 'done' };
    upsertSearchAttributes([{ key: SIMULATION_STATUS, value: status }]);
  };

  /**
   * A stage, run again (with backoff) while its failure is the database being unreachable,
   * for up to outageRetryMs in all: an outage costs time, not the simulation. The stages
   * resume where they were (the Simulator keeps its stored runs and checkpoints).
   */
  const throughOutages = async (work: () => Promise<StageOutcome>): Promise<StageOutcome> => {
    const giveUpAt = Date.now() + args.outageRetryMs;
    for (let delay = 1_000; ; delay = Math.min(delay * 2, 30_000)) {
      try {
        return await work();
      } catch (err) {
        if (!isOutage(err) || Date.now() + delay > giveUpAt) throw err;
        await sleep(delay);
      }
    }
  };

  let status: StageOutcome['status'] = args.status;
  for (;;) {
    const stage = status === 'DELETED' ? null : stageFor(status);
    if (!stage) return status;
    // The activity enters this status first thing; the workflow shows it from the moment it hands the stage over.
    show(PROCESSING_STATUS[stage]);
    let out: StageOutcome;
    try {
      out = await throughOutages(() => (stage === 'simulator' ? fanOutSimulator(args, acts.simulator, (p) => (progress = { ...progress, ...p })) : acts[stage](id, generation)));
    } catch (err) {
      if (isCancellation(err)) {
        // Cancelled (POST …/cancel, or an operator): the activities in flight hear it at their
        // next heartbeat; the status is recorded even though this scope is cancelled.
        const cancelled = await CancellationScope.nonCancellable(() => acts.bookkeeping.cancelled(id, generation));
        show(cancelled.status);
        throw err;
      }
      const failed = await acts.bookkeeping.fail(id, generation, failureMessage(stage, failureOf(err, args.timeouts[stage]), retriedToTheEnd(err) ? args.attempts : undefined));
      show(failed.status);
      return failed.status;
    }
    if (out.title) {
      upsertSearchAttributes([{ key: SIMULATION_TITLE, value: out.title }]);
      upsertMemo({ title: out.title });
    }
    show(out.status);
    // Reset under us (a newer workflow owns the simulation), or nothing moved: stop here.
    if (out.generation !== generation || (out.status !== 'DELETED' && stageFor(out.status) === stage)) return out.status;
    status = out.status;
  }
}

/**
 * The Simulator spread over the workers: each arm × replicate run is its own activity
 * (heartbeating, checkpointed, retried on its own, its record stored, not returned), at most
 * MAX_RUNS_IN_FLIGHT at once; then one activity reduces the stored runs into the metrics. The
 * first failure cancels the runs still going; the whole stage keeps the Simulator's time limit.
 * Progress counts the steps of the finished runs.
 */
async function fanOutSimulator(
  args: PipelineArgs,
  acts: Pick<PipelineActivities, 'simulatorPrepare' | 'simulatorRun' | 'simulatorReduce'>,
  onProgress: (p: Pick<PipelineProgress, 'step' | 'total'>) => void,
): Promise<StageOutcome> {
  const plan = await acts.simulatorPrepare(args.simulationId, args.generation);
  if ('status' in plan) return plan;
  const { runs, steps } = plan;
  let next = 0;
  let finished = 0;
  onProgress({ step: 0, total: runs * steps });
  const lane = async () => {
    while (next < runs) {
      await acts.simulatorRun(args.simulationId, args.generation, next++, runs === 1);
      onProgress({ step: ++finished * steps, total: runs * steps });
    }
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
    // Cancelled by the client: wait until every run has stopped (they acknowledge at their heartbeat).
    if (isCancellation(err)) await done.catch(() => undefined);
    throw err;
  } finally {
    clock.cancel();
  }
  return acts.simulatorReduce(args.simulationId, args.generation);
}
