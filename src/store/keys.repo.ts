import type { Knex } from 'knex';
import type { KeyEnvironment } from '../domain/ids.js';
import type { ApiKeyRecord, Page, Paging } from '../domain/records.js';
import { newestFirstPage } from './paging.js';

interface Row {
  id: string;
  tenant_id: string;
  name: string;
  key_hash: string;
  environment: string;
  is_active: number | boolean;
  rate_limit: number;
  created_at: number | string;
  expires_at: number | string | null;
  last_used_at: number | string | null;
  usage_count: number | string;
}

const num = (v: number | string): number => Number(v);
const numOrNull = (v: number | string | null): number | null => (v === null ? null : Number(v));

function toRecord(r: Row): ApiKeyRecord {
  return {
    id: r.id,
    tenantId: r.tenant_id,
    name: r.name,
    keyHash: r.key_hash,
    environment: r.environment as KeyEnvironment,
    isActive: !!r.is_active,
    rateLimit: r.rate_limit,
    createdAt: num(r.created_at),
    expiresAt: numOrNull(r.expires_at),
    lastUsedAt: numOrNull(r.last_used_at),
    usageCount: num(r.usage_count),
  };
}

export interface UsageDelta {
  keyId: string;
  count: number;
  lastUsedAt: number;
}

export class KeysRepository {
  constructor(private readonly db: Knex) {}

  async ensureTenant(tenantId: string, now: number): Promise<void> {
    const existing: unknown = await this.db('tenants').where({ id: tenantId }).first('id');
    if (existing) return;
    try {
      await this.db('tenants').insert({ id: tenantId, created_at: now });
    } catch (err) {
      // Another process created it between our read and insert: that is the outcome we wanted.
      const again: unknown = await this.db('tenants').where({ id: tenantId }).first('id');
      if (!again) throw err;
    }
  }

  async insert(k: ApiKeyRecord): Promise<void> {
    await this.db('api_keys').insert({
      id: k.id,
      tenant_id: k.tenantId,
      name: k.name,
      key_hash: k.keyHash,
      environment: k.environment,
      is_active: k.isActive,
      rate_limit: k.rateLimit,
      created_at: k.createdAt,
      expires_at: k.expiresAt,
      last_used_at: k.lastUsedAt,
      usage_count: k.usageCount,
    });
  }

  async findByHash(hash: string): Promise<ApiKeyRecord | null> {
    const row = (await this.db('api_keys').where({ key_hash: hash }).first()) as Row | undefined;
    return row ? toRecord(row) : null;
  }

  async findById(id: string): Promise<ApiKeyRecord | null> {
    const row = (await this.db('api_keys').where({ id }).first()) as Row | undefined;
    return row ? toRecord(row) : null;
  }

  async list(tenantId: string, paging: Paging): Promise<Page<ApiKeyRecord>> {
    return newestFirstPage('api_keys', () => this.db('api_keys').where({ tenant_id: tenantId }), paging, toRecord);
  }

  async update(id: string, patch: { name?: string; isActive?: boolean }): Promise<void> {
    const row: Record<string, unknown> = {};
    if (patch.name !== undefined) row.name = patch.name;
    if (patch.isActive !== undefined) row.is_active = patch.isActive;
    if (Object.keys(row).length > 0) await this.db('api_keys').where({ id }).update(row);
  }

  async delete(id: string): Promise<boolean> {
    return this.db.transaction(async (trx) => {
      await trx('rate_limit_windows').where({ key_id: id }).delete();
      return (await trx('api_keys').where({ id }).delete()) > 0;
    });
  }

  /** Adds batched usage; last_used_at only moves forward, whichever process flushes last. */
  async addUsage(deltas: UsageDelta[]): Promise<void> {
    if (deltas.length === 0) return;
    await this.db.transaction(async (trx) => {
      for (const d of deltas) {
        await trx('api_keys')
          .where({ id: d.keyId })
          .update({
            usage_count: trx.raw('usage_count + ?', [d.count]),
            last_used_at: trx.raw('CASE WHEN last_used_at IS NULL OR last_used_at < ? THEN ? ELSE last_used_at END', [
              d.lastUsedAt,
              d.lastUsedAt,
            ]),
          });
      }
    });
  }
}
