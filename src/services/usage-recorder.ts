import type { KeysRepository, UsageDelta } from '../store/keys.repo.js';

/**
 * Counts key uses in memory and writes them in batches (docs/contract.md allows usage_count and
 * last_used_at to be a few seconds late). flush() runs on a timer, before a key listing, and
 * on shutdown, so no use is lost on a clean stop.
 */
export class UsageRecorder {
  private pending = new Map<string, UsageDelta>();
  private readonly timer: NodeJS.Timeout;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly repo: KeysRepository,
    flushEveryMs: number,
    onError: (err: unknown) => void,
  ) {
    this.timer = setInterval(() => void this.flush().catch(onError), flushEveryMs);
    this.timer.unref();
  }

  record(keyId: string, at: number): void {
    const d = this.pending.get(keyId);
    if (d) {
      d.count++;
      if (at > d.lastUsedAt) d.lastUsedAt = at;
    } else {
      this.pending.set(keyId, { keyId, count: 1, lastUsedAt: at });
    }
  }

  /** Flushes are serialised so a batch is never written twice or lost between two flushes. */
  flush(): Promise<void> {
    const run = this.flushing.then(async () => {
      if (this.pending.size === 0) return;
      const batch = [...this.pending.values()];
      this.pending = new Map();
      try {
        await this.repo.addUsage(batch);
      } catch (err) {
        for (const d of batch) {
          const now = this.pending.get(d.keyId);
          if (now) {
            now.count += d.count;
            now.lastUsedAt = Math.max(now.lastUsedAt, d.lastUsedAt);
          } else this.pending.set(d.keyId, d);
        }
        throw err;
      }
    });
    this.flushing = run.catch(() => {});
    return run;
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }
}
