// Entry point of `npm run worker`: the Temporal worker that runs the pipeline's stages.
import { loadSettingsOrExit } from '../src/config.js';
import { createLogger } from '../src/logger.js';
import { createMetrics } from '../src/metrics.js';
import { startMetricsServer, type MetricsServer } from '../src/metrics-server.js';
import { startTemporalWorker } from '../src/pipeline/temporal/worker.js';
import type { Tracing } from '../src/telemetry/sdk.js';
import { openStore } from '../src/store/index.js';

async function main(): Promise<void> {
  const settings = loadSettingsOrExit();
  if (!settings.TEMPORAL_ADDRESS) {
    process.stderr.write('TEMPORAL_ADDRESS is required for the worker (e.g. 127.0.0.1:7233)\n');
    process.exit(2);
  }
  const logger = createLogger(settings.LOG_LEVEL).child({ role: 'worker' });
  // Traces (OTEL_EXPORTER_OTLP_ENDPOINT): started before the store, whose query hook needs it; the SDK is not loaded otherwise.
  let tracing: Tracing | null = null;
  if (settings.OTEL_EXPORTER_OTLP_ENDPOINT) {
    const { startTracing } = await import('../src/telemetry/sdk.js');
    tracing = startTracing({ endpoint: settings.OTEL_EXPORTER_OTLP_ENDPOINT, serviceName: settings.OTEL_SERVICE_NAME ?? 'simulation-worker' });
  }
  // The worker's own GET /metrics (stage outcomes and durations, Simulator throughput, process), when WORKER_METRICS_PORT is set.
  const metrics = settings.WORKER_METRICS_PORT === undefined ? undefined : createMetrics();
  let metricsServer: MetricsServer | undefined;
  if (metrics && settings.WORKER_METRICS_PORT !== undefined) {
    metricsServer = await startMetricsServer(metrics.registry, settings.HOST, settings.WORKER_METRICS_PORT);
  }
  const store = await openStore({ databaseUrl: settings.DATABASE_URL, dataDir: settings.DATA_DIR, acquireTimeoutMs: settings.DATABASE_ACQUIRE_TIMEOUT_MS });
  const worker = await startTemporalWorker(settings, store, logger, metrics, tracing);
  logger.info(
    { address: settings.TEMPORAL_ADDRESS, task_queue: settings.TEMPORAL_TASK_QUEUE, metrics: metricsServer ? `http://${settings.HOST}:${metricsServer.port}/metrics` : 'off' },
    'temporal worker running',
  );
  const stop = (signal: string) => {
    logger.info({ signal }, 'worker shutting down');
    void worker.shutdown();
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
  await worker.done;
  await metricsServer?.close();
  await tracing?.shutdown().catch((err: unknown) => logger.warn({ err }, 'sending the last traces failed'));
  await store.close();
  process.exit(0);
}

main().catch((err: unknown) => {
  // A port in use is one readable line, as for the API process; anything else keeps its stack.
  const e = err as { code?: string; port?: number; address?: string };
  const line =
    e.code === 'EADDRINUSE'
      ? `worker cannot start: metrics port ${e.port} on ${e.address} is already in use (set WORKER_METRICS_PORT to another port or stop the other process)`
      : `fatal: ${err instanceof Error ? err.stack : String(err)}`;
  process.stderr.write(line + '\n');
  process.exit(1);
});
