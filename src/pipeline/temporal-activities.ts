import { ApplicationFailure, Context } from '@temporalio/activity';
import { StageError } from './stages/index.js';
import {
  STAGES,
  failSimulation,
  prepareSimulatorRuns,
  reduceSimulatorRuns,
  simulatorRun,
  stageFor,
  type StageContext,
  type StageDeps,
  type StageName,
} from './stage-functions.js';

/**
 * Temporal activities: thin wrappers over the same stage functions as the embedded runner.
 * They heartbeat (so cancellation and worker crashes are noticed) and turn a StageError into
 * an ApplicationFailure whose type decides retrying (StageError is non-retryable by policy).
 */
export function createActivities(deps: StageDeps) {
  /** Runs `work` with heartbeats (progress as details), mapping failures to retry decisions. */
  async function activity<T>(log: Record<string, unknown>, work: (ctx: StageContext) => Promise<T>): Promise<T> {
    const ctx = Context.current();
    const beat = setInterval(() => ctx.heartbeat(), 5_000);
    try {
      return await work({ signal: ctx.cancellationSignal, onProgress: (step, total) => ctx.heartbeat({ step, total }) });
    } catch (err) {
      // Cancelled (the workflow gave up on this activity, e.g. another run failed): say so.
      if (ctx.cancellationSignal.aborted) throw ctx.cancellationSignal.reason ?? err;
      if (err instanceof StageError) {
        throw err.retryable ? ApplicationFailure.retryable(err.message, 'RetryableStageError') : ApplicationFailure.nonRetryable(err.message, 'StageError');
      }
      deps.logger.error({ err, ...log }, 'stage failed unexpectedly');
      throw ApplicationFailure.retryable('unexpected error (see worker logs)', 'UnexpectedError');
    } finally {
      clearInterval(beat);
    }
  }

  async function runStage(stage: StageName, simulationId: string, generation: number): Promise<void> {
    const s = await deps.store.simulations.findById(simulationId);
    if (!s || s.generation !== generation) return; // reset since the workflow looked: nothing to do
    await activity({ simulation_id: simulationId, stage }, (ctx) => STAGES[stage](deps, simulationId, ctx));
  }

  return {
    async nextStage(simulationId: string): Promise<{ stage: StageName | null; status: string; generation: number }> {
      const s = await deps.store.simulations.findById(simulationId);
      if (!s) return { stage: null, status: 'DELETED', generation: -1 };
      return { stage: stageFor(s.status), status: s.status, generation: s.generation };
    },
    architect: (simulationId: string, generation: number) => runStage('architect', simulationId, generation),
    /** The Simulator as one activity: workflows started before the fan-out replay this. */
    simulate: (simulationId: string, generation: number) => runStage('simulator', simulationId, generation),
    /** The Simulator fanned out: how many runs (null: the simulation has moved on). */
    prepareSimulation: (simulationId: string) =>
      activity({ simulation_id: simulationId, stage: 'simulator' }, () => prepareSimulatorRuns(deps, simulationId)),
    /** One arm × replicate run; its record goes to the store, not into the workflow's history. */
    simulateRun: (simulationId: string, generation: number, run: number) =>
      activity({ simulation_id: simulationId, stage: 'simulator', run }, (ctx) => simulatorRun(deps, simulationId, generation, run, ctx)),
    /** The metrics from the stored runs, then COMPLETED_SIMULATION. */
    reduceSimulation: (simulationId: string, generation: number) =>
      activity({ simulation_id: simulationId, stage: 'simulator' }, (ctx) => reduceSimulatorRuns(deps, simulationId, generation, ctx)),
    analyse: (simulationId: string, generation: number) => runStage('analyst', simulationId, generation),
    async fail(simulationId: string, generation: number, message: string): Promise<string> {
      await failSimulation(deps, simulationId, message, generation);
      return (await deps.store.simulations.findById(simulationId))?.status ?? 'DELETED';
    },
  };
}

export type PipelineActivities = ReturnType<typeof createActivities>;
