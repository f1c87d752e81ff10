import { z } from 'zod';
import { CreateKeyInput, KeyIdParam, ListKeysInput, UpdateKeyInput, type ApiKey } from '../../domain/schemas/keys.js';
import type { Handlers } from '../call.js';
import { KeyEnvironmentSchema, type KeysService } from '../gen/simulation/v1/keys_pb.js';
import { parse } from './convert.js';

type Methods = typeof KeysService extends { method: infer M } ? { [K in keyof M]: M[K] } : never;

// The REST procedures' inputs (src/api/routers/keys.ts), built from the same domain schemas.
const KeyIdInput = z.object({ key_id: KeyIdParam });
const UpdateInput = KeyIdInput.extend(UpdateKeyInput.shape);

const environmentOf = (n: number): string | undefined => {
  if (n === 0) return undefined;
  const v = KeyEnvironmentSchema.values.find((e) => e.number === n);
  return v ? v.localName.toLowerCase() : String(n);
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

/** simulation.v1.KeysService: validate with the REST schema, call one service method, map. */
export function keysHandlers(): Handlers<Methods> {
  return {
    async createKey(req, { services, caller }) {
      const input = parse(CreateKeyInput, {
        name: req.name,
        rate_limit: req.rateLimit,
        expires_in_days: req.expiresInDays,
        environment: environmentOf(req.environment),
      });
      const k = await services.keys.create(caller, input);
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

    async listKeys(req, { services, caller }) {
      const paging = parse(ListKeysInput, { limit: req.limit, offset: req.offset });
      const list = await services.keys.list(caller, paging);
      return { keys: list.keys.map(toProto), total: list.total, limit: list.limit, offset: list.offset };
    },

    async getKey(req, { services, caller }) {
      const { key_id } = parse(KeyIdInput, { key_id: req.keyId });
      return { key: toProto(await services.keys.get(caller, key_id)) };
    },

    async updateKey(req, { services, caller }) {
      // decisions.md order: the resource (404/403) before the body (422).
      if (req.keyId) await services.keys.owned(caller, req.keyId);
      const input = parse(UpdateInput, { key_id: req.keyId, name: req.name, is_active: req.isActive });
      return { key: toProto(await services.keys.update(caller, input.key_id, { name: input.name, is_active: input.is_active })) };
    },

    async deleteKey(req, { services, caller }) {
      const { key_id } = parse(KeyIdInput, { key_id: req.keyId });
      await services.keys.delete(caller, key_id);
      return {};
    },
  };
}
