import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { appRouter } from './api/router.js';
import { buildRouteTable, type RestRoute } from './api/route-table.js';
import { API_PREFIX, buildServer } from './api/server.js';
import type { Settings } from './config.js';
import { createAppServices, type AppServices } from './services/app-services.js';
import { noPipeline, type PipelineStarter } from './pipeline/ports.js';
import type { ServiceDeps } from './services/ports.js';
import { createPipeline, modelsOf, simulatorMemoryBudget, type Pipeline } from './pipeline/index.js';
import { grpcPortOf, startGrpcServer } from './grpc/server.js';
import { openStore, type Store } from './store/index.js';
import { createMetrics } from './metrics.js';

export interface App {
  settings: Settings;
  store: Store;
  services: AppServices;
  /** The REST routes, built once from the router: the server, the OpenAPI document and tests read it. */
  routes: readonly RestRoute[];
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

/** The composition root's body: settings → store → services → route table → HTTP + gRPC. main.ts adds signals. */
export async function createApp(settings: Settings, logger: Logger, opts: AppOptions = {}): Promise<App> {
  const store = await openStore({
    databaseUrl: settings.DATABASE_URL,
    dataDir: settings.DATA_DIR,
    acquireTimeoutMs: settings.DATABASE_ACQUIRE_TIMEOUT_MS,
    onFileLost: (err) => logger.error({ err }, 'database file lost: refusing writes'),
  });
  const clock = opts.clock ?? Date.now;
  const metrics = createMetrics();
  const pipeline: Pipeline | null = opts.pipeline === undefined ? await createPipeline(settings, store, logger, clock, metrics) : null;
  const starter: PipelineStarter = pipeline ?? (opts.pipeline === 'off' || opts.pipeline === undefined ? noPipeline : opts.pipeline);
  metrics.readFrom({ simulationsByStatus: () => store.simulations.countByStatus(), queueDepth: pipeline?.queueDepth ? () => pipeline.queueDepth!() : undefined });
  const deps: ServiceDeps = { store, pipeline: starter, budget: simulatorMemoryBudget(settings.SIM_MEMORY_BUDGET_BYTES), clock, logger, metrics };
  const services = createAppServices(deps, {
    keyCacheTtlMs: settings.KEY_CACHE_TTL_MS,
    usageFlushMs: settings.USAGE_FLUSH_MS,
    rateLimitLeaseMax: settings.RATE_LIMIT_LEASE_MAX,
    rateLimitIdleReturnMs: settings.RATE_LIMIT_IDLE_RETURN_MS,
    simulations: {
      models: modelsOf(settings),
      defaultMaxTurns: 3,
      quota: {
        maxRunning: settings.TENANT_MAX_RUNNING_SIMULATIONS,
        maxQueued: settings.TENANT_MAX_QUEUED_SIMULATIONS,
        retryAfterSeconds: settings.TENANT_QUOTA_RETRY_AFTER_S,
      },
    },
  });
  const { usage, rateLimiter } = services;
  const routes = buildRouteTable(appRouter, API_PREFIX);
  const http = await buildServer(services, routes, {
      bodyLimitBytes: settings.BODY_LIMIT_BYTES,
      publicBaseUrl: settings.PUBLIC_BASE_URL,
      metricsEnabled: settings.METRICS_ENABLED,
      eventsKeepAliveMs: settings.EVENTS_KEEP_ALIVE_MS,
      requestTimeoutMs: settings.REQUEST_TIMEOUT_MS,
      bodyTimeoutMs: settings.BODY_TIMEOUT_MS,
      maxConnections: settings.MAX_CONNECTIONS,
    }, logger);
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
  return { settings, store, services, routes, http, pipeline, grpc: { port: grpc.port }, close };
}
