import { z } from 'zod';
import { KEY_ENVIRONMENTS } from '../ids.js';
import type { ApiKeyRecord } from '../records.js';
import { PagingInput, Timestamp, iso, isoOrNull } from './common.js';

export const KEY_NAME_MAX = 200;
export const RATE_LIMIT_DEFAULT = 1000;

export const KeyIdParam = z.string().min(1).max(64);

export const CreateKeyInput = z.object({
  name: z.string().min(1).max(KEY_NAME_MAX),
  rate_limit: z.int().min(1).max(1_000_000).default(RATE_LIMIT_DEFAULT).meta({ description: 'Requests per hour' }),
  expires_in_days: z.int().min(1).max(3650).optional(),
  environment: z.enum(KEY_ENVIRONMENTS).optional().meta({ description: "Defaults to the calling key's environment" }),
});
export type CreateKeyInput = z.output<typeof CreateKeyInput>;

export const UpdateKeyInput = z.object({
  name: z.string().min(1).max(KEY_NAME_MAX).optional(),
  is_active: z.boolean().optional(),
});
export type UpdateKeyInput = z.output<typeof UpdateKeyInput>;

export const ListKeysInput = PagingInput;

export const ApiKey = z
  .object({
    key_id: z.string(),
    tenant_id: z.string(),
    name: z.string(),
    is_active: z.boolean(),
    rate_limit: z.int(),
    created_at: Timestamp,
    expires_at: Timestamp.nullable(),
    last_used_at: Timestamp.nullable(),
    usage_count: z.int(),
  })
  .meta({ id: 'ApiKey' });
export type ApiKey = z.output<typeof ApiKey>;

export const CreatedApiKey = z
  .object({
    key_id: z.string(),
    api_key: z.string().meta({ description: 'The secret; shown only in this response' }),
    tenant_id: z.string(),
    name: z.string(),
    rate_limit: z.int(),
    expires_at: Timestamp.nullable(),
    created_at: Timestamp,
  })
  .meta({ id: 'CreatedApiKey' });
export type CreatedApiKey = z.output<typeof CreatedApiKey>;

export const KeyList = z.object({ keys: z.array(ApiKey), total: z.int(), limit: z.int(), offset: z.int() });
export type KeyList = z.output<typeof KeyList>;

export function toApiKey(k: ApiKeyRecord): ApiKey {
  return {
    key_id: k.id,
    tenant_id: k.tenantId,
    name: k.name,
    is_active: k.isActive,
    rate_limit: k.rateLimit,
    created_at: iso(k.createdAt),
    expires_at: isoOrNull(k.expiresAt),
    last_used_at: isoOrNull(k.lastUsedAt),
    usage_count: k.usageCount,
  };
}
