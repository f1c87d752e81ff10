import { createApp } from './app.js';
import { loadSettingsOrExit } from './config.js';
import { createLogger } from './logger.js';

async function main(): Promise<void> {
  const settings = loadSettingsOrExit();
  const logger = createLogger(settings.LOG_LEVEL);
  const app = await createApp(settings, logger);
  await app.http.listen({ host: settings.HOST, port: settings.PORT });
  logger.info(
    { http: `http://${settings.HOST}:${settings.PORT}`, store: settings.DATABASE_URL ? 'mysql' : `sqlite:${settings.DATA_DIR}` },
    'simulation service listening',
  );

  const shutdown = (signal: string) => {
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      logger.error('shutdown grace period over; exiting');
      process.exit(1);
    }, settings.SHUTDOWN_GRACE_MS);
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

main().catch((err) => {
  process.stderr.write(`fatal: ${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
