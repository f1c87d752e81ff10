import { createApp } from './app.js';
import { loadSettingsOrExit, type Settings } from './config.js';
import { createLogger } from './logger.js';
import { runnerDescription, startupFailureLine, storeDescription } from './startup.js';
import type { Tracing } from './telemetry/sdk.js';

let settings: Settings | undefined;

async function main(): Promise<void> {
  settings = loadSettingsOrExit();
  const s = settings;
  const logger = createLogger(s.LOG_LEVEL);
  // Before the app: the store's query hook and the HTTP and gRPC spans are installed only when tracing is on.
  let tracing: Tracing | null = null;
  if (s.OTEL_EXPORTER_OTLP_ENDPOINT) {
    const { startTracing } = await import('./telemetry/sdk.js');
    tracing = startTracing({ endpoint: s.OTEL_EXPORTER_OTLP_ENDPOINT, serviceName: s.OTEL_SERVICE_NAME ?? 'simulation-service' });
  }
  const app = await createApp(s, logger);
  try {
    await app.http.listen({ host: s.HOST, port: s.PORT });
  } catch (err) {
    // The store, gRPC and the runner are open already: close them, then fail with one line.
    await app.close().catch(() => {});
    throw err;
  }
  logger.info(
    {
      http: `http://${s.HOST}:${s.PORT}`,
      grpc: `${s.GRPC_HOST ?? s.HOST}:${app.grpc.port}`,
      store: storeDescription(s),
      runner: runnerDescription(s, app.pipeline?.kind),
      metrics: s.METRICS_ENABLED ? '/metrics' : 'off',
      traces: s.OTEL_EXPORTER_OTLP_ENDPOINT ? `${new URL(s.OTEL_EXPORTER_OTLP_ENDPOINT).origin} (OTLP/HTTP)` : 'off', // no credentials a URL might carry
    },
    'simulation service listening',
  );

  const shutdown = (signal: string) => {
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      logger.error('shutdown grace period over; exiting');
      process.exit(1);
    }, s.SHUTDOWN_GRACE_MS);
    force.unref();
    app
      .close()
      // The last spans (this shutdown's requests) are sent before the process goes.
      .then(() => tracing?.shutdown().catch((err: unknown) => logger.warn({ err }, 'sending the last traces failed')))
      .then(
        () => process.exit(0),
        (err) => {
          logger.error({ err }, 'shutdown failed');
          process.exit(1);
        },
      );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
}

// A failure to start is one readable line on stderr and exit code 1 (a bad setting: 2, from loadSettingsOrExit).
main().catch((err: unknown) => {
  process.stderr.write(startupFailureLine(err, settings) + '\n');
  process.exit(1);
});
