import type { Logger } from 'pino';
import { createMetrics, type Metrics } from '../metrics.js';
import { AccessService } from './access.service.js';
import { Authenticator } from './authenticator.js';
import { IdempotencyService } from './idempotency.service.js';
import { HealthService } from './health.service.js';
import { KeysService } from './keys.service.js';
import type { Clock, ServiceDeps } from './ports.js';
import { LeasingRateLimiter, type RateLimiter } from './rate-limiter.js';
import { ScenariosService } from './scenarios.service.js';
import { SimulationsService, type SimulationsOptions } from './simulations.service.js';
import { SessionsService } from './sessions.service.js';
import { UsageRecorder } from './usage-recorder.js';

/**
 * Everything a transport may call: the use cases and the access gate, nothing from the store.
 * REST, tRPC and gRPC reach them only through the procedures (src/api/routers).
 */
export interface AppServices {
  keys: KeysService;
  scenarios: ScenariosService;
  simulations: SimulationsService;
  access: AccessService;
  /** Dashboard sign-in sessions (an API key exchanged for an HttpOnly cookie). */
  sessions: SessionsService;
  authenticator: Authenticator;
  /** Idempotency-Key of the creating requests, shared by every transport. */
  idempotency: IdempotencyService;
  rateLimiter: RateLimiter;
  usage: UsageRecorder;
  /** /readyz: the database and the pipeline runner. */
  health: HealthService;
  metrics: Metrics;
  clock: Clock;
  logger: Logger;
}

export interface ServicesSettings {
  keyCacheTtlMs: number;
  usageFlushMs: number;
  rateLimitLeaseMax: number;
  rateLimitIdleReturnMs: number;
  simulations: SimulationsOptions;
}

/** Builds the services over one store; the caller closes `usage` and `rateLimiter` on shutdown. */
export function createAppServices(deps: ServiceDeps, settings: ServicesSettings): AppServices {
  const { store, clock, logger } = deps;
  const authenticator = new Authenticator(store.keys, settings.keyCacheTtlMs);
  const usage = new UsageRecorder(store.keys, settings.usageFlushMs, (err) => logger.error({ err }, 'usage flush failed'));
  const rateLimiter = new LeasingRateLimiter(store.rateLimits, { maxBlock: settings.rateLimitLeaseMax, idleReturnMs: settings.rateLimitIdleReturnMs }, clock);
  const scenarios = new ScenariosService(deps);
  const access = new AccessService(authenticator, rateLimiter, usage, clock);
  return {
    keys: new KeysService(deps, authenticator, usage),
    scenarios,
    simulations: new SimulationsService(deps, scenarios, settings.simulations),
    access,
    sessions: new SessionsService(deps, access),
    authenticator,
    idempotency: new IdempotencyService(store, clock, logger),
    rateLimiter,
    usage,
    health: new HealthService(deps),
    metrics: deps.metrics ?? createMetrics({ processMetrics: false }),
    clock,
    logger,
  };
}
