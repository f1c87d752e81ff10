import type { ApiKey } from '../../domain/schemas/keys.js';
import type { Handlers } from '../call.js';
import { KeyEnvironmentSchema, type KeysService } from '../gen/simulation/v1/keys_pb.js';

type Methods = typeof KeysService extends { method: infer M } ? { [K in keyof M]: M[K] } : never;

/** Unset (0) is absent; an unknown number reads as itself, so the procedure reports a bad enum value. */
const environmentOf = (n: number): 'live' | 'test' | undefined => {
  if (n === 0) return undefined;
  const v = KeyEnvironmentSchema.values.find((e) => e.number === n);
  return (v ? v.localName.toLowerCase() : String(n)) as 'live' | 'test';
};

const toProto = (k: ApiKey) => ({
  keyId: k.key_id,
  tenantId: k.tenant_id,
  name: k.name,
  isActive: k.is_active,
  rateLimit: k.rate_limit,
  createdAt: k.created_at,
  expiresAt: k.expires_at ?? undefined,
  lastUsedAt: k.last_used_at ?? undefined,
  usageCount: BigInt(k.usage_count),
});

/** simulation.v1.KeysService: the request in the REST input's shape, the `keys.*` procedure, the answer mapped. */
export function keysHandlers(): Handlers<Methods> {
  return {
    async createKey(req, { api }) {
      const k = await api.keys.create({ name: req.name, rate_limit: req.rateLimit, expires_in_days: req.expiresInDays, environment: environmentOf(req.environment) });
      return {
        key: {
          keyId: k.key_id,
          apiKey: k.api_key,
          tenantId: k.tenant_id,
          name: k.name,
          rateLimit: k.rate_limit,
          expiresAt: k.expires_at ?? undefined,
          createdAt: k.created_at,
        },
      };
    },

    async listKeys(req, { api }) {
      const list = await api.keys.list({ limit: req.limit, offset: req.offset });
      return { keys: list.keys.map(toProto), total: list.total, limit: list.limit, offset: list.offset };
    },

    async getKey(req, { api }) {
      return { key: toProto(await api.keys.get({ key_id: req.keyId })) };
    },

    async updateKey(req, { api }) {
      return { key: toProto(await api.keys.update({ key_id: req.keyId, name: req.name, is_active: req.isActive })) };
    },

    async deleteKey(req, { api }) {
      await api.keys.delete({ key_id: req.keyId });
      return {};
    },
  };
}
