import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import type { AccessService } from '../services/access.service.js';
import type { Authenticator } from '../services/authenticator.js';
import type { KeysService } from '../services/keys.service.js';
import type { Caller, Clock } from '../services/ports.js';
import type { RateLimiter } from '../services/rate-limiter.js';
import type { ScenariosService } from '../services/scenarios.service.js';
import type { SimulationsService } from '../services/simulations.service.js';
import type { SessionsService } from '../services/sessions.service.js';
import type { UsageRecorder } from '../services/usage-recorder.js';

/** Everything the transport may call: services and the auth ports, nothing from the store. */
export interface AppServices {
  keys: KeysService;
  scenarios: ScenariosService;
  simulations: SimulationsService;
  access: AccessService;
  /** Dashboard sign-in sessions (an API key exchanged for an HttpOnly cookie). */
  sessions: SessionsService;
  authenticator: Authenticator;
  rateLimiter: RateLimiter;
  usage: UsageRecorder;
  clock: Clock;
  logger: Logger;
}

export interface RequestContext {
  req: FastifyRequest;
  res: FastifyReply;
  services: AppServices;
  log: Logger;
}

export interface AuthedContext extends RequestContext {
  caller: Caller;
}

export const createContextFactory =
  (services: AppServices) =>
  ({ req, res }: { req: FastifyRequest; res: FastifyReply }): RequestContext => ({
    req,
    res,
    services,
    log: req.log as unknown as Logger,
  });

/** The tenant of an authenticated request, for its access log line (no per-request child logger). */
export const requestTenants = new WeakMap<object, string>();
