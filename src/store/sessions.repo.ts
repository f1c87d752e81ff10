import type { Knex } from 'knex';
import type { KeyEnvironment } from '../domain/ids.js';

/** A dashboard session and the key it acts with, read in one query on every use. */
export interface SessionWithKey {
  tokenHash: string;
  tenantId: string;
  createdAt: number;
  expiresAt: number;
  key: {
    id: string;
    tenantId: string;
    name: string;
    environment: KeyEnvironment;
    isActive: boolean;
    rateLimit: number;
    expiresAt: number | null;
  };
}

export interface NewSession {
  tokenHash: string;
  keyId: string;
  tenantId: string;
  createdAt: number;
  expiresAt: number;
}

interface Row {
  token_hash: string;
  tenant_id: string;
  created_at: number | string;
  expires_at: number | string;
  key_id: string;
  key_tenant_id: string;
  key_name: string;
  key_environment: string;
  key_is_active: number | boolean;
  key_rate_limit: number;
  key_expires_at: number | string | null;
}

export class SessionsRepository {
  constructor(private readonly db: Knex) {}

  async insert(s: NewSession): Promise<void> {
    await this.db('dashboard_sessions').insert({
      token_hash: s.tokenHash,
      key_id: s.keyId,
      tenant_id: s.tenantId,
      created_at: s.createdAt,
      expires_at: s.expiresAt,
    });
  }

  /** The session with its key; null when either is gone (a deleted key ends its sessions). */
  async findWithKey(tokenHash: string): Promise<SessionWithKey | null> {
    const row = (await this.db('dashboard_sessions as s')
      .join('api_keys as k', 'k.id', 's.key_id')
      .where('s.token_hash', tokenHash)
      .first(
        's.token_hash',
        's.tenant_id',
        's.created_at',
        's.expires_at',
        'k.id as key_id',
        'k.tenant_id as key_tenant_id',
        'k.name as key_name',
        'k.environment as key_environment',
        'k.is_active as key_is_active',
        'k.rate_limit as key_rate_limit',
        'k.expires_at as key_expires_at',
      )) as Row | undefined;
    if (!row) return null;
    return {
      tokenHash: row.token_hash,
      tenantId: row.tenant_id,
      createdAt: Number(row.created_at),
      expiresAt: Number(row.expires_at),
      key: {
        id: row.key_id,
        tenantId: row.key_tenant_id,
        name: row.key_name,
        environment: row.key_environment as KeyEnvironment,
        isActive: !!row.key_is_active,
        rateLimit: row.key_rate_limit,
        expiresAt: row.key_expires_at === null ? null : Number(row.key_expires_at),
      },
    };
  }

  /** True when a session was there to end. */
  async delete(tokenHash: string): Promise<boolean> {
    return (await this.db('dashboard_sessions').where({ token_hash: tokenHash }).delete()) > 0;
  }

  /** Removes sessions past their end, and those of keys that no longer exist. */
  async purge(now: number): Promise<number> {
    const expired = await this.db('dashboard_sessions').where('expires_at', '<=', now).delete();
    const orphaned = await this.db('dashboard_sessions').whereNotIn('key_id', this.db('api_keys').select('id')).delete();
    return expired + orphaned;
  }
}
