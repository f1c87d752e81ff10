import { z } from 'zod';
import { ListScenariosInput, Scenario, ScenarioFields, ScenarioIdInput, ScenarioPage } from '../../domain/schemas/scenarios.js';
import { idempotent, procedure, router } from '../trpc.js';

const tags = ['scenarios'];
const resource = { param: 'id', kind: 'Scenario' } as const;

export const scenariosRouter = router({
  create: procedure
    .meta({ successStatus: 201, creates: { location: '/scenarios/{id}' }, openapi: { method: 'POST', path: '/scenarios', tags, protect: true, summary: 'Create a scenario' } })
    .input(ScenarioFields)
    .use(idempotent)
    .output(Scenario)
    .mutation(({ ctx, input }) => ctx.services.scenarios.create(ctx.caller, input)),

  list: procedure
    .meta({ openapi: { method: 'GET', path: '/scenarios', tags, protect: true, summary: 'List scenarios, newest first' } })
    .input(ListScenariosInput)
    .output(ScenarioPage)
    .query(({ ctx, input }) => ctx.services.scenarios.list(ctx.caller, input)),

  get: procedure
    .meta({ resource, openapi: { method: 'GET', path: '/scenarios/{id}', tags, protect: true, summary: 'Get a scenario' } })
    .input(ScenarioIdInput)
    .output(Scenario)
    .query(({ ctx, input }) => ctx.services.scenarios.get(ctx.caller, input.id)),

  replace: procedure
    .meta({ resource, openapi: { method: 'PUT', path: '/scenarios/{id}', tags, protect: true, summary: "Replace a scenario's name and description" } })
    .input(ScenarioIdInput.extend(ScenarioFields.shape))
    .output(Scenario)
    .mutation(({ ctx, input }) => ctx.services.scenarios.replace(ctx.caller, input.id, { name: input.name, description: input.description })),

  delete: procedure
    .meta({ resource, successStatus: 204, openapi: { method: 'DELETE', path: '/scenarios/{id}', tags, protect: true, summary: 'Delete a scenario; its simulations stay, detached' } })
    .input(ScenarioIdInput)
    .output(z.void())
    .mutation(({ ctx, input }) => ctx.services.scenarios.delete(ctx.caller, input.id)),
});
