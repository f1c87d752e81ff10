import { availableParallelism } from 'node:os';
import type { Logger } from 'pino';
import type { Settings } from '../config.js';
import type { PipelineStarter } from './ports.js';
import type { Metrics } from '../metrics.js';
import type { Store } from '../store/index.js';
import { createAnalyst, createArchitect, stageSettingsOf } from './providers.js';
import type { StageName } from './stage-flow.js';
import type { StageDeps } from './stages.js';

/** What the API process holds of either runner (embedded or Temporal). */
export interface Pipeline extends PipelineStarter {
  readonly kind: 'embedded' | 'temporal';
  ready(): Promise<void>;
  /** Simulations waiting for a slot; the embedded runner only (Temporal reports its own queues). */
  queueDepth?(): number;
  /** Resumes or fails work left unfinished by a crash or restart. */
  recover(): Promise<number>;
  close(): Promise<void>;
}

/** The stages' dependencies from the process settings: the same for the embedded runner and the Temporal worker. */
export function stageDepsOf(settings: Settings, store: Store, logger: Logger, clock: () => number, metrics?: Metrics): StageDeps {
  const stage = stageSettingsOf(settings);
  return {
    store,
    architect: createArchitect(stage),
    analyst: createAnalyst(stage),
    simulator: {
      threads: settings.SIM_THREADS || availableParallelism(),
      memoryBudgetBytes: settings.SIM_MEMORY_BUDGET_BYTES,
      checkpointEveryMs: settings.CHECKPOINT_EVERY_MS,
      recyclePoolAboveBytes: settings.SIM_POOL_RECYCLE_BYTES,
    },
    clock,
    logger,
    metrics,
  };
}

export const stageTimeoutsOf = (settings: Settings): Record<StageName, number> => ({
  architect: settings.STAGE_TIMEOUT_ARCHITECT_MS,
  simulator: settings.STAGE_TIMEOUT_SIMULATOR_MS,
  analyst: settings.STAGE_TIMEOUT_ANALYST_MS,
});
