import { ApplicationFailure, Context } from '@temporalio/activity';
import { CANCELLED_BY_CLIENT } from '../../domain/lifecycle.js';
import { isStoreUnavailable } from '../../store/index.js';
import { StageError } from '../provider.js';
import { FAILURE_TYPE, type StageName } from '../stage-flow.js';
import type { StageOutcomeLabel } from '../../metrics.js';
import { ATTR, tagActiveSpan } from '../../telemetry/tracer.js';
import {
  analystStage,
  architectStage,
  failSimulation,
  prepareSimulatorRuns,
  reduceSimulatorRuns,
  simulatorRun,
  type StageContext,
  type StageDeps,
} from '../stages.js';
import { RUN_PROGRESS_SIGNAL, type PipelineActivities, type RunProgress, type StageOutcome } from './contract.js';

/**
 * Temporal activities: thin wrappers over the same stage functions as the embedded runner.
 * They heartbeat (so cancellation and worker crashes are noticed) and turn a StageError into
 * an ApplicationFailure whose type decides retrying (StageError is non-retryable by policy).
 * Each answers where the simulation stands afterwards, so the workflow needs no activity of
 * its own between stages to find out.
 */
export function createActivities(deps: StageDeps): PipelineActivities {
  /** Runs `work` with heartbeats (progress as details), mapping failures to retry decisions. */
  async function activity<T>(log: { simulation_id: string; stage?: StageName; run?: number }, work: (ctx: StageContext) => Promise<T>, reportRun?: number): Promise<T> {
    const ctx = Context.current();
    const beat = setInterval(() => ctx.heartbeat(), 5_000);
    const report = reportRun === undefined ? undefined : stepReporter(ctx, reportRun, log);
    // The worker's GET /metrics: one observation per attempt of a stage's activity (a Simulator
    // stage is several: prepare, each run, reduce). Temporal decides whether a retryable one is retried.
    const started = performance.now();
    // Traces on: the interceptor's RunActivity span names the simulation and stage.
    tagActiveSpan({ [ATTR.simulationId]: log.simulation_id, ...(log.stage ? { [ATTR.stage]: log.stage } : {}) });
    const outcome = (o: StageOutcomeLabel) => {
      if (log.stage) deps.metrics?.stageFinished(log.stage, o, (performance.now() - started) / 1000);
    };
    try {
      const result = await work({
        signal: ctx.cancellationSignal,
        onProgress: (step, total) => {
          ctx.heartbeat({ step, total });
          report?.(step, total);
        },
      });
      outcome('completed');
      return result;
    } catch (err) {
      // Cancelled (the workflow gave up on this activity, e.g. another run failed): say so.
      if (ctx.cancellationSignal.aborted) {
        outcome('stopped');
        throw ctx.cancellationSignal.reason ?? err;
      }
      outcome(err instanceof StageError && !err.retryable ? 'failed' : 'retried');
      if (err instanceof StageError) {
        throw err.retryable ? ApplicationFailure.retryable(err.message, FAILURE_TYPE.retryableStage) : ApplicationFailure.nonRetryable(err.message, FAILURE_TYPE.stage);
      }
      if (isStoreUnavailable(err)) {
        deps.logger.warn({ err, ...log }, 'database unreachable; the workflow retries');
        throw ApplicationFailure.retryable('the database could not be reached', FAILURE_TYPE.unavailable);
      }
      deps.logger.error({ err, ...log }, 'stage failed unexpectedly');
      throw ApplicationFailure.retryable('unexpected error (see the service logs)', FAILURE_TYPE.unexpected);
    } finally {
      clearInterval(beat);
    }
  }

  /** Signals the workflow at every tenth of a run's steps (not at its end: the workflow hears of that anyway). */
  function stepReporter(ctx: Context, run: number, log: object): ((step: number, total: number) => void) | undefined {
    const execution = ctx.info.workflowExecution;
    if (!execution) return undefined;
    const { workflowId, runId } = execution;
    let reported = 0;
    return (step, total) => {
      const tenth = Math.floor((step / total) * 10);
      if (tenth <= reported || step >= total) return;
      reported = tenth;
      const progress: RunProgress = { run, step };
      ctx.client.workflow
        .getHandle(workflowId, runId)
        .signal(RUN_PROGRESS_SIGNAL, progress)
        .catch((err: unknown) => deps.logger.warn({ err, ...log }, 'progress signal failed'));
    };
  }

  async function outcome(simulationId: string): Promise<StageOutcome> {
    const s = await deps.store.simulations.findById(simulationId);
    return s ? { status: s.status, generation: s.generation, title: s.title } : { status: 'DELETED', generation: -1 };
  }

  /** A whole stage under the workflow's generation; nothing when the simulation was reset since. */
  const stage = (name: 'architect' | 'analyst', simulationId: string, generation: number): Promise<StageOutcome> =>
    activity({ simulation_id: simulationId, stage: name }, async (ctx) => {
      const before = await outcome(simulationId);
      if (before.generation !== generation) return before;
      await (name === 'architect' ? architectStage : analystStage)(deps, simulationId, ctx);
      return outcome(simulationId);
    });

  return {
    architect: (simulationId, generation) => stage('architect', simulationId, generation),
    simulatorPrepare: (simulationId, generation) =>
      activity({ simulation_id: simulationId, stage: 'simulator' }, async () => {
        const before = await outcome(simulationId);
        if (before.generation !== generation) return before;
        const plan = await prepareSimulatorRuns(deps, simulationId);
        return plan && plan.generation === generation ? { runs: plan.runs, steps: plan.steps } : outcome(simulationId);
      }),
    simulatorRun: (simulationId, generation, run, reportSteps = false) =>
      activity({ simulation_id: simulationId, stage: 'simulator', run }, (ctx) => simulatorRun(deps, simulationId, generation, run, ctx), reportSteps ? run : undefined),
    simulatorReduce: (simulationId, generation) =>
      activity({ simulation_id: simulationId, stage: 'simulator' }, async (ctx) => {
        await reduceSimulatorRuns(deps, simulationId, generation, ctx);
        return outcome(simulationId);
      }),
    analyst: (simulationId, generation) => stage('analyst', simulationId, generation),
    fail: (simulationId, generation, message) =>
      activity({ simulation_id: simulationId }, async () => {
        await failSimulation(deps, simulationId, message, generation);
        return outcome(simulationId);
      }),
    cancelled: (simulationId, generation) =>
      activity({ simulation_id: simulationId }, async () => {
        await failSimulation(deps, simulationId, CANCELLED_BY_CLIENT, generation);
        return outcome(simulationId);
      }),
  };
}
