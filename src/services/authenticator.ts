import { hashApiKey, looksLikeApiKey } from '../domain/ids.js';
import type { ApiKeyRecord } from '../domain/records.js';
import type { KeysRepository } from '../store/keys.repo.js';

interface CacheEntry {
  key: ApiKeyRecord | null;
  fetchedAt: number;
}

/**
 * Resolves a secret to its key, caching by hash for a short time so the hot path costs no
 * round trip. Changes made through this process (disable, delete) evict at once; another
 * process sharing the database sees them within `ttlMs`. Expiry is checked on every request.
 */
export class Authenticator {
  private readonly cache = new Map<string, CacheEntry>();

  constructor(
    private readonly repo: KeysRepository,
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
  ) {}

  /** The active, unexpired key for this secret, or null (→ 401). */
  async authenticate(secret: string | undefined, now: number): Promise<ApiKeyRecord | null> {
    if (!secret || !looksLikeApiKey(secret)) return null;
    const hash = hashApiKey(secret);
    let entry = this.cache.get(hash);
    if (!entry || now - entry.fetchedAt >= this.ttlMs) {
      entry = { key: await this.repo.findByHash(hash), fetchedAt: now };
      if (this.cache.size >= this.maxEntries) this.cache.delete(this.cache.keys().next().value as string);
      this.cache.set(hash, entry);
    }
    const key = entry.key;
    if (!key || !key.isActive) return null;
    if (key.expiresAt !== null && key.expiresAt <= now) return null;
    return key;
  }

  evict(keyHash: string): void {
    this.cache.delete(keyHash);
  }
}
