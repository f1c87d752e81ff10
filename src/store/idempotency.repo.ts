import type { Knex } from 'knex';

/** One Idempotency-Key of a tenant, as stored (the key only as its hash; the answer sealed). */
export interface IdempotencyRecord {
  tenantId: string;
  keyHash: string;
  fingerprint: string;
  state: 'in_flight' | 'done';
  lockedAt: number;
  createdAt: number;
  expiresAt: number;
  /** The sealed first answer, once done. */
  response: string | null;
}

interface Row {
  tenant_id: string;
  key_hash: string;
  fingerprint: string;
  state: string;
  locked_at: number | string;
  created_at: number | string;
  expires_at: number | string;
  response: string | null;
}

const toRecord = (r: Row): IdempotencyRecord => ({
  tenantId: r.tenant_id,
  keyHash: r.key_hash,
  fingerprint: r.fingerprint,
  state: r.state === 'done' ? 'done' : 'in_flight',
  lockedAt: Number(r.locked_at),
  createdAt: Number(r.created_at),
  expiresAt: Number(r.expires_at),
  response: r.response,
});

/** A primary-key clash, on SQLite (better-sqlite3) and MariaDB (mysql2). */
function isDuplicate(err: unknown): boolean {
  const code = (err as { code?: string }).code;
  return code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'ER_DUP_ENTRY';
}

/**
 * The idempotency records. Claiming a key is one INSERT: the primary key (tenant, key hash)
 * lets exactly one request, of any process, own a key at a time.
 */
export class IdempotencyRepository {
  constructor(private readonly db: Knex) {}

  /** Inserts the key in flight; false when the tenant already has it. */
  async claim(r: Omit<IdempotencyRecord, 'state' | 'response'>): Promise<boolean> {
    try {
      await this.db('idempotency_keys').insert({
        tenant_id: r.tenantId,
        key_hash: r.keyHash,
        fingerprint: r.fingerprint,
        state: 'in_flight',
        locked_at: r.lockedAt,
        created_at: r.createdAt,
        expires_at: r.expiresAt,
        response: null,
      });
      return true;
    } catch (err) {
      if (isDuplicate(err)) return false;
      throw err;
    }
  }

  async find(tenantId: string, keyHash: string): Promise<IdempotencyRecord | null> {
    const row = (await this.db('idempotency_keys').where({ tenant_id: tenantId, key_hash: keyHash }).first()) as Row | undefined;
    return row ? toRecord(row) : null;
  }

  /**
   * Takes over a record nobody can still be working on: expired, or in flight since before
   * `staleBefore` (its process died). Conditional on what was read, so one taker wins.
   */
  async takeOver(seen: IdempotencyRecord, next: Omit<IdempotencyRecord, 'tenantId' | 'keyHash' | 'state' | 'response'>): Promise<boolean> {
    const n = await this.db('idempotency_keys')
      .where({ tenant_id: seen.tenantId, key_hash: seen.keyHash, state: seen.state, locked_at: seen.lockedAt })
      .update({ fingerprint: next.fingerprint, state: 'in_flight', locked_at: next.lockedAt, created_at: next.createdAt, expires_at: next.expiresAt, response: null });
    return n === 1;
  }

  /** Stores the first answer; only by the request that holds the key (its lock time). */
  async complete(tenantId: string, keyHash: string, lockedAt: number, response: string): Promise<boolean> {
    const n = await this.db('idempotency_keys')
      .where({ tenant_id: tenantId, key_hash: keyHash, state: 'in_flight', locked_at: lockedAt })
      .update({ state: 'done', response });
    return n === 1;
  }

  /** Gives the key back (the request failed: nothing was created, a retry may run). */
  async release(tenantId: string, keyHash: string, lockedAt: number): Promise<void> {
    await this.db('idempotency_keys').where({ tenant_id: tenantId, key_hash: keyHash, state: 'in_flight', locked_at: lockedAt }).delete();
  }

  /** Deletes every expired record; returns how many. */
  async purgeExpired(now: number): Promise<number> {
    return this.db('idempotency_keys').where('expires_at', '<=', now).delete();
  }
}
