import { z } from 'zod';
import { ApiKey, CreateKeyInput, CreatedApiKey, KeyIdParam, KeyList, ListKeysInput, UpdateKeyInput } from '../../domain/schemas/keys.js';
import type { AuthedContext } from '../context.js';
import { authedBodyProcedure, authedProcedure, ownedResourceProcedure, router } from '../trpc.js';

const tags = ['keys'];
const KeyIdInput = z.object({ key_id: KeyIdParam });
const ownedKey = ownedResourceProcedure('key_id', 'API key', (ctx: AuthedContext, id) => ctx.services.keys.owned(ctx.caller, id));

export const keysRouter = router({
  create: authedBodyProcedure
    .meta({
      successStatus: 201,
      openapi: { method: 'POST', path: '/keys', tags, protect: true, summary: 'Create an API key (the secret is shown only here)', errorResponses: [400, 401, 422, 429] },
    })
    .input(CreateKeyInput)
    .output(CreatedApiKey)
    .mutation(({ ctx, input }) => ctx.services.keys.create(ctx.caller, input)),

  list: authedProcedure
    .meta({ openapi: { method: 'GET', path: '/keys', tags, protect: true, summary: "List the tenant's API keys", errorResponses: [401, 422, 429] } })
    .input(ListKeysInput)
    .output(KeyList)
    .query(({ ctx, input }) => ctx.services.keys.list(ctx.caller, input)),

  get: authedProcedure
    .meta({ openapi: { method: 'GET', path: '/keys/{key_id}', tags, protect: true, summary: 'Get an API key', errorResponses: [401, 403, 404, 422, 429] } })
    .input(KeyIdInput)
    .output(ApiKey)
    .query(({ ctx, input }) => ctx.services.keys.get(ctx.caller, input.key_id)),

  update: ownedKey
    .meta({
      openapi: { method: 'PATCH', path: '/keys/{key_id}', tags, protect: true, summary: 'Rename, disable or re-enable an API key', errorResponses: [400, 401, 403, 404, 422, 429] },
    })
    .input(KeyIdInput.extend(UpdateKeyInput.shape))
    .output(ApiKey)
    .mutation(({ ctx, input }) => ctx.services.keys.update(ctx.caller, input.key_id, { name: input.name, is_active: input.is_active })),

  delete: authedProcedure
    .meta({
      successStatus: 204,
      openapi: { method: 'DELETE', path: '/keys/{key_id}', tags, protect: true, summary: 'Revoke an API key permanently', errorResponses: [401, 403, 404, 422, 429] },
    })
    .input(KeyIdInput)
    .output(z.void())
    .mutation(({ ctx, input }) => ctx.services.keys.delete(ctx.caller, input.key_id)),
});
