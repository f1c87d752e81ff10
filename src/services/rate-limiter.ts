import type { RateLimitRepository } from '../store/rate-limit.repo.js';

export interface RateLimitDecision {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Epoch seconds at which the window ends. */
  reset: number;
  /** Seconds until the window ends, at least 1 (for 429 retry_after). */
  retryAfter: number;
}

export interface RateLimiter {
  consume(keyId: string, limit: number, now: number): Promise<RateLimitDecision>;
  /** Returns every unused lease (shutdown). */
  close(): Promise<void>;
}

const WINDOW_MS = 3_600_000;

interface Lease {
  windowStart: number;
  /** Units this process holds and has not used yet. */
  available: number;
  /** Window usage, all processes, as of our last lease (includes `available`). */
  usedAtDb: number;
  lastUseAt: number;
  pending: Promise<void> | null;
}

export interface LeasingOptions {
  /** Largest block one process leases at once. */
  maxBlock: number;
  /** Unused units idle this long go back to the shared count. */
  idleReturnMs: number;
}

/**
 * Fixed clock-hour windows shared through the database, with the allowance leased to each
 * process in blocks so the hot path is usually a memory decrement. Exact in the sense that
 * matters: all processes together never accept more than the limit, because every unit is
 * granted by one atomic statement. Blocks shrink as the window fills (1/16 of what is left)
 * so that near the limit every request goes to the database, and idle leases are returned,
 * so a 429 is not answered while much allowance sits unused in another process.
 */
export class LeasingRateLimiter implements RateLimiter {
  private readonly leases = new Map<string, Lease>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(
    private readonly repo: RateLimitRepository,
    private readonly opts: LeasingOptions = { maxBlock: 32, idleReturnMs: 1_000 },
    private readonly clock: () => number = Date.now,
  ) {
    this.sweeper = setInterval(() => void this.returnIdle().catch(() => {}), Math.max(250, opts.idleReturnMs));
    this.sweeper.unref();
  }

  async consume(keyId: string, limit: number, now: number): Promise<RateLimitDecision> {
    const windowStart = Math.floor(now / WINDOW_MS) * WINDOW_MS;
    let lease = this.leases.get(keyId);
    if (!lease || lease.windowStart !== windowStart) {
      lease = { windowStart, available: 0, usedAtDb: 0, lastUseAt: now, pending: null };
      this.leases.set(keyId, lease);
    }
    // One lease request per key at a time; concurrent requests wait for it instead of racing.
    while (lease.available === 0) {
      if (lease.pending) {
        await lease.pending;
        continue;
      }
      const l = lease;
      let exhausted = false;
      l.pending = (async () => {
        const left = Math.max(limit - l.usedAtDb, 0);
        const want = Math.max(1, Math.min(this.opts.maxBlock, Math.floor(left / 16)));
        const grant = await this.repo.lease(keyId, windowStart, limit, want);
        l.available += grant.granted;
        l.usedAtDb = grant.usedAfter;
        exhausted = grant.granted === 0;
      })().finally(() => {
        l.pending = null;
      });
      await l.pending;
      if (exhausted && l.available === 0) return this.decision(false, l, limit, now);
    }
    lease.available--;
    lease.lastUseAt = now;
    return this.decision(true, lease, limit, now);
  }

  private decision(allowed: boolean, lease: Lease, limit: number, now: number): RateLimitDecision {
    const windowEnd = lease.windowStart + WINDOW_MS;
    return {
      allowed,
      limit,
      remaining: Math.max(0, limit - (lease.usedAtDb - lease.available)),
      reset: Math.floor(windowEnd / 1000),
      retryAfter: Math.max(1, Math.ceil((windowEnd - now) / 1000)),
    };
  }

  private async returnIdle(force = false): Promise<void> {
    const now = this.clock();
    for (const [keyId, lease] of this.leases) {
      const stale = lease.windowStart + WINDOW_MS <= now;
      if (stale) {
        this.leases.delete(keyId);
        continue;
      }
      if (lease.pending || lease.available === 0) continue;
      if (force || now - lease.lastUseAt >= this.opts.idleReturnMs) {
        const units = lease.available;
        lease.available = 0;
        lease.usedAtDb -= units;
        await this.repo.release(keyId, lease.windowStart, units);
      }
    }
  }

  async close(): Promise<void> {
    clearInterval(this.sweeper);
    await this.returnIdle(true);
  }
}
