import { createApp } from './app.js';
import { loadSettingsOrExit, type Settings } from './config.js';
import { createLogger } from './logger.js';
import { runnerDescription, startupFailureLine, storeDescription } from './startup.js';

let settings: Settings | undefined;

async function main(): Promise<void> {
  settings = loadSettingsOrExit();
  const s = settings;
  const logger = createLogger(s.LOG_LEVEL);
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
    app.close().then(
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
