import { ApplicationFailure, Context } from '@temporalio/activity';
import { StageError } from './stages/index.js';
import { STAGES, failSimulation, stageFor, type StageDeps, type StageName } from './stage-functions.js';

/**
 * Temporal activities: thin wrappers over the same stage functions as the embedded runner.
 * They heartbeat (so cancellation and worker crashes are noticed) and turn a StageError into
 * an ApplicationFailure whose type decides retrying (StageError is non-retryable by policy).
 */
export function createActivities(deps: StageDeps) {
  async function runStage(stage: StageName, simulationId: string, generation: number): Promise<void> {
    const ctx = Context.current();
    const s = await deps.store.simulations.findById(simulationId);
    if (!s || s.generation !== generation) return; // reset since the workflow looked: nothing to do
    const beat = setInterval(() => ctx.heartbeat(), 5_000);
    try {
      await STAGES[stage](deps, simulationId, {
        signal: ctx.cancellationSignal,
        onProgress: (step, total) => ctx.heartbeat({ step, total }),
      });
    } catch (err) {
      if (err instanceof StageError) {
        throw err.retryable ? ApplicationFailure.retryable(err.message, 'RetryableStageError') : ApplicationFailure.nonRetryable(err.message, 'StageError');
      }
      deps.logger.error({ err, simulation_id: simulationId, stage }, 'stage failed unexpectedly');
      throw ApplicationFailure.retryable('unexpected error (see worker logs)', 'UnexpectedError');
    } finally {
      clearInterval(beat);
    }
  }

  return {
    async nextStage(simulationId: string): Promise<{ stage: StageName | null; status: string; generation: number }> {
      const s = await deps.store.simulations.findById(simulationId);
      if (!s) return { stage: null, status: 'DELETED', generation: -1 };
      return { stage: stageFor(s.status), status: s.status, generation: s.generation };
    },
    architect: (simulationId: string, generation: number) => runStage('architect', simulationId, generation),
    simulate: (simulationId: string, generation: number) => runStage('simulator', simulationId, generation),
    analyse: (simulationId: string, generation: number) => runStage('analyst', simulationId, generation),
    async fail(simulationId: string, generation: number, message: string): Promise<string> {
      await failSimulation(deps, simulationId, message, generation);
      return (await deps.store.simulations.findById(simulationId))?.status ?? 'DELETED';
    },
  };
}

export type PipelineActivities = ReturnType<typeof createActivities>;
