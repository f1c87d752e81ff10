import { z } from 'zod';
import { ApiKey, CreateKeyInput, CreatedApiKey, KeyIdParam, KeyList, ListKeysInput, UpdateKeyInput } from '../../domain/schemas/keys.js';
import { idempotent, procedure, router } from '../trpc.js';

const tags = ['keys'];
const KeyIdInput = z.object({ key_id: KeyIdParam });
const resource = { param: 'key_id', kind: 'API key' } as const;

export const keysRouter = router({
  create: procedure
    .meta({ successStatus: 201, creates: { location: '/keys/{key_id}' }, openapi: { method: 'POST', path: '/keys', tags, protect: true, summary: 'Create an API key (the secret is shown only here)' } })
    .input(CreateKeyInput)
    .use(idempotent)
    .output(CreatedApiKey)
    .mutation(({ ctx, input }) => ctx.services.keys.create(ctx.caller, input)),

  list: procedure
    .meta({ openapi: { method: 'GET', path: '/keys', tags, protect: true, summary: "List the tenant's API keys" } })
    .input(ListKeysInput)
    .output(KeyList)
    .query(({ ctx, input }) => ctx.services.keys.list(ctx.caller, input)),

  get: procedure
    .meta({ resource, openapi: { method: 'GET', path: '/keys/{key_id}', tags, protect: true, summary: 'Get an API key' } })
    .input(KeyIdInput)
    .output(ApiKey)
    .query(({ ctx, input }) => ctx.services.keys.get(ctx.caller, input.key_id)),

  update: procedure
    .meta({ resource, openapi: { method: 'PATCH', path: '/keys/{key_id}', tags, protect: true, summary: 'Rename, disable or re-enable an API key' } })
    .input(KeyIdInput.extend(UpdateKeyInput.shape))
    .output(ApiKey)
    .mutation(({ ctx, input }) => ctx.services.keys.update(ctx.caller, input.key_id, { name: input.name, is_active: input.is_active })),

  delete: procedure
    .meta({ resource, successStatus: 204, openapi: { method: 'DELETE', path: '/keys/{key_id}', tags, protect: true, summary: 'Revoke an API key permanently' } })
    .input(KeyIdInput)
    .output(z.void())
    .mutation(({ ctx, input }) => ctx.services.keys.delete(ctx.caller, input.key_id)),
});
