/**
 * The pipeline's composition: picks the runner. Nothing inside src/pipeline imports this
 * file; it is the folder's face to src/app.ts.
 */
import type { Logger } from 'pino';
import type { Settings } from '../config.js';
import { closeSimPool } from '../sim/index.js';
import type { Metrics } from '../metrics.js';
import type { Store } from '../store/index.js';
import { EmbeddedPipeline } from './embedded-runner.js';
import { stageDepsOf, stageTimeoutsOf, type Pipeline } from './runner.js';

export type { Pipeline } from './runner.js';
export { modelsOf } from './providers.js';
export { simulatorMemoryBudget } from './work-budget.js';

export function createEmbeddedPipeline(settings: Settings, store: Store, logger: Logger, clock: () => number, metrics?: Metrics): Pipeline & { idle(): Promise<void>; sweep(): Promise<number> } {
  const runner = new EmbeddedPipeline(stageDepsOf(settings, store, logger, clock, metrics), {
    concurrency: settings.PIPELINE_CONCURRENCY,
    maxRunningPerTenant: settings.TENANT_MAX_RUNNING_SIMULATIONS,
    stageTimeoutMs: stageTimeoutsOf(settings),
    attempts: settings.STAGE_ATTEMPTS,
    retryBackoffMs: settings.STAGE_RETRY_BACKOFF_MS,
    leaseTtlMs: settings.LEASE_TTL_MS,
    sweepEveryMs: settings.SWEEP_EVERY_MS,
  });
  return {
    kind: 'embedded',
    start: (id, tenantId) => runner.start(id, tenantId),
    stop: (id) => runner.stop(id),
    recover: () => runner.recover(),
    queueDepth: () => runner.queued,
    ready: async () => {
      if (runner.stopped) throw new Error('the embedded runner is stopped');
    },
    sweeperState: () => runner.sweeperState(),
    idle: () => runner.idle(),
    sweep: () => runner.sweep(),
    close: async () => {
      await runner.close();
      await closeSimPool();
    },
  };
}

/** TEMPORAL_ADDRESS selects Temporal; otherwise the embedded runner. */
export async function createPipeline(settings: Settings, store: Store, logger: Logger, clock: () => number, metrics?: Metrics): Promise<Pipeline> {
  if (settings.TEMPORAL_ADDRESS) {
    // Loaded only when used: the embedded default never loads the Temporal client.
    const { createTemporalPipeline } = await import('./temporal/client.js');
    return createTemporalPipeline(settings, store, logger, stageTimeoutsOf(settings));
  }
  return createEmbeddedPipeline(settings, store, logger, clock, metrics);
}
