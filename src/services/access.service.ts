import type { Logger } from 'pino';
import type { ServiceFailure } from '../domain/errors.js';
import type { ApiKeyRecord } from '../domain/records.js';
import type { Authenticator } from './authenticator.js';
import type { Caller, Clock } from './ports.js';
import type { RateLimitDecision, RateLimiter } from './rate-limiter.js';
import type { UsageRecorder } from './usage-recorder.js';

/** What the gate needs of a key that passed authentication. */
export type AdmittedKey = Pick<ApiKeyRecord, 'id' | 'tenantId' | 'environment' | 'rateLimit'>;

export type Admission =
  | { ok: true; caller: Caller; rate: RateLimitDecision }
  | { ok: false; failure: ServiceFailure; rate?: RateLimitDecision };

/**
 * The gate every transport calls first: key (401), then the key's rate limit (429, counted on
 * every authenticated request that is not itself refused), then usage. REST and gRPC share it,
 * so they share one window per key.
 */
export class AccessService {
  constructor(
    private readonly authenticator: Authenticator,
    private readonly rateLimiter: RateLimiter,
    private readonly usage: UsageRecorder,
    private readonly clock: Clock,
  ) {}

  async admit(secret: string | undefined, log?: Logger): Promise<Admission> {
    const now = this.clock();
    const key = await this.authenticator.authenticate(secret, now);
    if (!key) return { ok: false, failure: { code: 'UNAUTHENTICATED' } };
    return this.admitKey(key, now, log);
  }

  /**
   * The same gate for a key already found and checked by other means (a dashboard session
   * holds its key's id, not its secret): the key's rate limit and usage, exactly as above.
   */
  async admitKey(key: AdmittedKey, now: number, log?: Logger): Promise<Admission> {
    const rate = await this.rateLimiter.consume(key.id, key.rateLimit, now);
    if (!rate.allowed) return { ok: false, failure: { code: 'RATE_LIMIT_EXCEEDED', retryAfter: rate.retryAfter }, rate };
    this.usage.record(key.id, now);
    return { ok: true, caller: { tenantId: key.tenantId, keyId: key.id, environment: key.environment, log }, rate };
  }
}
