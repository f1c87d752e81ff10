import { availableParallelism } from 'node:os';
import type { Logger } from 'pino';
import type { Settings } from '../config.js';
import type { PipelineStarter } from '../services/ports.js';
import { closeSimPool } from '../sim/index.js';
import type { Store } from '../store/index.js';
import { EmbeddedPipeline } from './embedded-runner.js';
import type { StageDeps, StageName } from './stage-functions.js';
import { allowedModels, createAnalyst, createArchitect, stageSettingsFromEnv, type StageSettings } from './stages/index.js';

export interface Pipeline extends PipelineStarter {
  readonly kind: 'embedded' | 'temporal';
  /** Resumes or fails work left unfinished by a crash or restart. */
  recover(): Promise<number>;
  close(): Promise<void>;
}

export function stageSettingsOf(settings: Settings): StageSettings {
  // The stage factories take the LLM variables as a plain map; config.ts stays the one reader of the environment.
  const env: Record<string, string | undefined> = {};
  for (const k of ['LLM_PROVIDER', 'OPENAI_API_KEY', 'OPENAI_BASE_URL', 'LLM_MODELS', 'LLM_DEFAULT_MODEL', 'LLM_TIMEOUT_MS', 'LLM_MAX_RETRIES', 'ANALYST_SENSITIVITY_RUNS', 'ANALYST_SENSITIVITY_AGENTS', 'ANALYST_SENSITIVITY_AGENT_STEPS', 'ANALYST_SENSITIVITY_REPLICATES'] as const) {
    const v = settings[k];
    env[k] = v === undefined ? undefined : String(v);
  }
  return stageSettingsFromEnv(env);
}

export function modelsOf(settings: Settings): string[] {
  const stage = stageSettingsOf(settings);
  const models = allowedModels(stage);
  // The default model first: the service takes models[0] when a request names none.
  const def = stage.openai?.defaultModel;
  return def ? [def, ...models.filter((m) => m !== def)] : models;
}

export function stageDepsOf(settings: Settings, store: Store, logger: Logger, clock: () => number): StageDeps {
  const stage = stageSettingsOf(settings);
  return {
    store,
    architect: createArchitect(stage),
    analyst: createAnalyst(stage),
    simulator: {
      threads: settings.SIM_THREADS || availableParallelism(),
      memoryBudgetBytes: settings.SIM_MEMORY_BUDGET_BYTES,
      checkpointEveryMs: settings.CHECKPOINT_EVERY_MS,
    },
    clock,
    logger,
  };
}

export const stageTimeoutsOf = (settings: Settings): Record<StageName, number> => ({
  architect: settings.STAGE_TIMEOUT_ARCHITECT_MS,
  simulator: settings.STAGE_TIMEOUT_SIMULATOR_MS,
  analyst: settings.STAGE_TIMEOUT_ANALYST_MS,
});

export function createEmbeddedPipeline(settings: Settings, store: Store, logger: Logger, clock: () => number): Pipeline & { idle(): Promise<void> } {
  const runner = new EmbeddedPipeline(stageDepsOf(settings, store, logger, clock), {
    concurrency: settings.PIPELINE_CONCURRENCY,
    stageTimeoutMs: stageTimeoutsOf(settings),
    attempts: settings.STAGE_ATTEMPTS,
    retryDelayMs: 500,
  });
  return {
    kind: 'embedded',
    start: (id) => runner.start(id),
    stop: (id) => runner.stop(id),
    recover: () => runner.recover(),
    idle: () => runner.idle(),
    close: async () => {
      await runner.close();
      await closeSimPool();
    },
  };
}

/** TEMPORAL_ADDRESS selects Temporal; otherwise the embedded runner. */
export async function createPipeline(settings: Settings, store: Store, logger: Logger, clock: () => number): Promise<Pipeline> {
  if (settings.TEMPORAL_ADDRESS) {
    const { createTemporalPipeline } = await import('./temporal-runner.js');
    return createTemporalPipeline(settings, store, logger, stageTimeoutsOf(settings));
  }
  return createEmbeddedPipeline(settings, store, logger, clock);
}
