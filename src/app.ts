import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { buildServer } from './api/server.js';
import type { AppServices } from './api/context.js';
import type { Settings } from './config.js';
import { AccessService } from './services/access.service.js';
import { Authenticator } from './services/authenticator.js';
import { KeysService } from './services/keys.service.js';
import { noPipeline, type PipelineStarter, type ServiceDeps } from './services/ports.js';
import { createPipeline, modelsOf, type Pipeline } from './pipeline/index.js';
import { LeasingRateLimiter } from './services/rate-limiter.js';
import { ScenariosService } from './services/scenarios.service.js';
import { SimulationsService } from './services/simulations.service.js';
import { SessionsService } from './services/sessions.service.js';
import { UsageRecorder } from './services/usage-recorder.js';
import { grpcPortOf, startGrpcServer } from './grpc/server.js';
import { openStore, type Store } from './store/index.js';

export interface App {
  settings: Settings;
  store: Store;
  services: AppServices;
  http: FastifyInstance;
  /** The runner behind the services (embedded or Temporal), or null when turned off. */
  pipeline: Pipeline | null;
  /** Listening as soon as createApp resolves (GRPC_HOST/GRPC_PORT); `port` is the bound one. */
  grpc: { port: number };
  /** Stops accepting, finishes in-flight requests, flushes usage and leases, closes the store. */
  close(): Promise<void>;
}

export interface AppOptions {
  /** 'off': simulations stay where the API puts them (contract tests that pin statuses). */
  pipeline?: 'off' | PipelineStarter;
  clock?: () => number;
}

/** The composition root's body: settings → store → services → HTTP. main.ts adds signals. */
export async function createApp(settings: Settings, logger: Logger, opts: AppOptions = {}): Promise<App> {
  const store = await openStore({ databaseUrl: settings.DATABASE_URL, dataDir: settings.DATA_DIR });
  const clock = opts.clock ?? Date.now;
  const pipeline: Pipeline | null = opts.pipeline === undefined ? await createPipeline(settings, store, logger, clock) : null;
  const starter: PipelineStarter = pipeline ?? (opts.pipeline === 'off' || opts.pipeline === undefined ? noPipeline : opts.pipeline);
  const deps: ServiceDeps = { store, pipeline: starter, clock, logger };
  const authenticator = new Authenticator(store.keys, settings.KEY_CACHE_TTL_MS);
  const usage = new UsageRecorder(store.keys, settings.USAGE_FLUSH_MS, (err) => logger.error({ err }, 'usage flush failed'));
  const rateLimiter = new LeasingRateLimiter(
    store.rateLimits,
    { maxBlock: settings.RATE_LIMIT_LEASE_MAX, idleReturnMs: settings.RATE_LIMIT_IDLE_RETURN_MS },
    clock,
  );
  const scenarios = new ScenariosService(deps);
  const access = new AccessService(authenticator, rateLimiter, usage, clock);
  const services: AppServices = {
    keys: new KeysService(deps, authenticator, usage),
    scenarios,
    simulations: new SimulationsService(deps, scenarios, { models: modelsOf(settings), defaultMaxTurns: 3 }),
    access,
    sessions: new SessionsService(deps, access),
    authenticator,
    rateLimiter,
    usage,
    clock,
    logger,
  };
  const publicBaseUrl = settings.PUBLIC_BASE_URL ?? `http://localhost:${settings.PORT}`;
  const http = await buildServer(services, { bodyLimitBytes: settings.BODY_LIMIT_BYTES, publicBaseUrl }, logger);
  const grpc = await startGrpcServer(services, logger, {
    host: settings.GRPC_HOST ?? settings.HOST,
    port: grpcPortOf(settings),
    health: () => store.ping(),
  });

  let closing: Promise<void> | null = null;
  const close = () =>
    (closing ??= (async () => {
      await Promise.all([http.close(), grpc.close()]);
      await pipeline?.close().catch((err) => logger.error({ err }, 'stopping the pipeline failed'));
      await usage.close().catch((err) => logger.error({ err }, 'final usage flush failed'));
      await rateLimiter.close().catch((err) => logger.error({ err }, 'returning rate-limit leases failed'));
      await store.close();
    })());
  // Only now: recovered work may call back into the store and services, which are ready.
  await pipeline?.recover();
  return { settings, store, services, http, pipeline, grpc: { port: grpc.port }, close };
}
