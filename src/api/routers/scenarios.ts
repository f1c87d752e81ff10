import { z } from 'zod';
import { ListScenariosInput, Scenario, ScenarioFields, ScenarioIdInput, ScenarioPage } from '../../domain/schemas/scenarios.js';
import type { AuthedContext } from '../context.js';
import { authedBodyProcedure, authedProcedure, ownedResourceProcedure, router } from '../trpc.js';

const tags = ['scenarios'];
const ownedScenario = ownedResourceProcedure('id', 'Scenario', (ctx: AuthedContext, id) => ctx.services.scenarios.owned(ctx.caller, id));

export const scenariosRouter = router({
  create: authedBodyProcedure
    .meta({ successStatus: 201, openapi: { method: 'POST', path: '/scenarios', tags, protect: true, summary: 'Create a scenario', errorResponses: [400, 401, 422, 429] } })
    .input(ScenarioFields)
    .output(Scenario)
    .mutation(({ ctx, input }) => ctx.services.scenarios.create(ctx.caller, input)),

  list: authedProcedure
    .meta({ openapi: { method: 'GET', path: '/scenarios', tags, protect: true, summary: 'List scenarios, newest first', errorResponses: [401, 422, 429] } })
    .input(ListScenariosInput)
    .output(ScenarioPage)
    .query(({ ctx, input }) => ctx.services.scenarios.list(ctx.caller, input)),

  get: authedProcedure
    .meta({ openapi: { method: 'GET', path: '/scenarios/{id}', tags, protect: true, summary: 'Get a scenario', errorResponses: [401, 403, 404, 422, 429] } })
    .input(ScenarioIdInput)
    .output(Scenario)
    .query(({ ctx, input }) => ctx.services.scenarios.get(ctx.caller, input.id)),

  replace: ownedScenario
    .meta({
      openapi: { method: 'PUT', path: '/scenarios/{id}', tags, protect: true, summary: "Replace a scenario's name and description", errorResponses: [400, 401, 403, 404, 422, 429] },
    })
    .input(ScenarioIdInput.extend(ScenarioFields.shape))
    .output(Scenario)
    .mutation(({ ctx, input }) => ctx.services.scenarios.replace(ctx.caller, input.id, { name: input.name, description: input.description })),

  delete: authedProcedure
    .meta({
      successStatus: 204,
      openapi: { method: 'DELETE', path: '/scenarios/{id}', tags, protect: true, summary: 'Delete a scenario; its simulations stay, detached', errorResponses: [401, 403, 404, 422, 429] },
    })
    .input(ScenarioIdInput)
    .output(z.void())
    .mutation(({ ctx, input }) => ctx.services.scenarios.delete(ctx.caller, input.id)),
});
