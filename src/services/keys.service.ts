import type { Logger } from 'pino';
import { fail } from '../domain/errors.js';
import { hashApiKey, newApiKeySecret, newKeyId, type KeyEnvironment } from '../domain/ids.js';
import type { ApiKeyRecord } from '../domain/records.js';
import { toApiKey, type ApiKey, type CreateKeyInput, type CreatedApiKey, type KeyList, type UpdateKeyInput } from '../domain/schemas/keys.js';
import { iso, isoOrNull } from '../domain/schemas/common.js';
import type { Paging } from '../domain/records.js';
import type { Authenticator } from './authenticator.js';
import { ownedBy } from './ownership.js';
import type { Caller, ServiceDeps } from './ports.js';
import type { UsageRecorder } from './usage-recorder.js';

const DAY_MS = 86_400_000;

export interface NewKeyRequest {
  tenantId: string;
  name: string;
  rateLimit: number;
  expiresInDays?: number;
  environment: KeyEnvironment;
  log?: Logger;
}

export class KeysService {
  constructor(
    private readonly deps: ServiceDeps,
    private readonly auth: Authenticator,
    private readonly usage: UsageRecorder,
  ) {}

  /** The one place a key is minted: used by POST /v1/keys and by the keys CLI. */
  async mint(req: NewKeyRequest): Promise<CreatedApiKey> {
    const now = this.deps.clock();
    await this.deps.store.keys.ensureTenant(req.tenantId, now);
    const secret = newApiKeySecret(req.environment);
    const record: ApiKeyRecord = {
      id: newKeyId(),
      tenantId: req.tenantId,
      name: req.name,
      keyHash: hashApiKey(secret),
      environment: req.environment,
      isActive: true,
      rateLimit: req.rateLimit,
      createdAt: now,
      expiresAt: req.expiresInDays === undefined ? null : now + req.expiresInDays * DAY_MS,
      lastUsedAt: null,
      usageCount: 0,
    };
    await this.deps.store.keys.insert(record);
    (req.log ?? this.deps.logger).info({ tenant: req.tenantId, key_id: record.id }, 'api key created');
    return {
      key_id: record.id,
      api_key: secret,
      tenant_id: record.tenantId,
      name: record.name,
      rate_limit: record.rateLimit,
      expires_at: isoOrNull(record.expiresAt),
      created_at: iso(record.createdAt),
    };
  }

  create(caller: Caller, input: CreateKeyInput): Promise<CreatedApiKey> {
    return this.mint({
      tenantId: caller.tenantId,
      name: input.name,
      rateLimit: input.rate_limit,
      expiresInDays: input.expires_in_days,
      environment: input.environment ?? caller.environment,
      log: caller.log,
    });
  }

  async list(caller: Caller, paging: Paging): Promise<KeyList> {
    await this.usage.flush();
    const page = await this.deps.store.keys.list(caller.tenantId, paging);
    return { keys: page.items.map(toApiKey), total: page.total, limit: page.limit, offset: page.offset };
  }

  /** 404 when unknown, 403 when another tenant's (docs/contract.md "Order of checks"). */
  async owned(caller: Caller, keyId: string): Promise<ApiKeyRecord> {
    return ownedBy(caller, 'API key', keyId, await this.deps.store.keys.findById(keyId));
  }

  async get(caller: Caller, keyId: string): Promise<ApiKey> {
    await this.usage.flush();
    return toApiKey(await this.owned(caller, keyId));
  }

  async update(caller: Caller, keyId: string, patch: UpdateKeyInput): Promise<ApiKey> {
    const key = await this.owned(caller, keyId);
    await this.deps.store.keys.update(key.id, { name: patch.name, isActive: patch.is_active });
    this.auth.evict(key.keyHash);
    await this.usage.flush();
    const updated = await this.deps.store.keys.findById(key.id);
    if (!updated) return fail({ code: 'NOT_FOUND', resource: 'API key', id: keyId });
    return toApiKey(updated);
  }

  async delete(caller: Caller, keyId: string): Promise<void> {
    const key = await this.owned(caller, keyId);
    // Usage of this key still pending would otherwise be written to a deleted row: harmless, but pointless.
    await this.usage.flush();
    await this.deps.store.keys.delete(key.id);
    this.auth.evict(key.keyHash);
    (caller.log ?? this.deps.logger).info({ tenant: caller.tenantId, key_id: key.id }, 'api key deleted');
  }
}
