// Entry point of `npm run worker`: the Temporal worker that runs the pipeline's stages.
import { loadSettingsOrExit } from '../src/config.js';
import { createLogger } from '../src/logger.js';
import { startTemporalWorker } from '../src/pipeline/temporal/worker.js';
import { openStore } from '../src/store/index.js';

async function main(): Promise<void> {
  const settings = loadSettingsOrExit();
  if (!settings.TEMPORAL_ADDRESS) {
    process.stderr.write('TEMPORAL_ADDRESS is required for the worker (e.g. 127.0.0.1:7233)\n');
    process.exit(2);
  }
  const logger = createLogger(settings.LOG_LEVEL).child({ role: 'worker' });
  const store = await openStore({ databaseUrl: settings.DATABASE_URL, dataDir: settings.DATA_DIR, acquireTimeoutMs: settings.DATABASE_ACQUIRE_TIMEOUT_MS });
  const worker = await startTemporalWorker(settings, store, logger);
  logger.info({ address: settings.TEMPORAL_ADDRESS, task_queue: settings.TEMPORAL_TASK_QUEUE }, 'temporal worker running');
  const stop = (signal: string) => {
    logger.info({ signal }, 'worker shutting down');
    void worker.shutdown();
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
  await worker.done;
  await store.close();
  process.exit(0);
}

main().catch((err) => {
  process.stderr.write(`fatal: ${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
