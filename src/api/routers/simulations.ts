import {
  ConfigOutput,
  CreateSimulationInput,
  ListSimulationsInput,
  Results,
  Simulation,
  SimulationIdInput,
  SimulationPage,
} from '../../domain/schemas/simulations.js';
import { authedBodyProcedure, authedProcedure, router } from '../trpc.js';

const tags = ['simulations'];

export const simulationsRouter = router({
  create: authedBodyProcedure
    .meta({
      successStatus: 201,
      openapi: { method: 'POST', path: '/simulations', tags, protect: true, summary: 'Submit a prompt; the pipeline starts in PENDING', errorResponses: [400, 401, 403, 404, 422, 429] },
    })
    .input(CreateSimulationInput)
    .output(Simulation)
    .mutation(({ ctx, input }) => ctx.services.simulations.create(ctx.caller, input)),

  list: authedProcedure
    .meta({ openapi: { method: 'GET', path: '/simulations', tags, protect: true, summary: 'List simulations, newest first, with filters', errorResponses: [401, 422, 429] } })
    .input(ListSimulationsInput)
    .output(SimulationPage)
    .query(({ ctx, input }) => ctx.services.simulations.list(ctx.caller, input)),

  get: authedProcedure
    .meta({ openapi: { method: 'GET', path: '/simulations/{id}', tags, protect: true, summary: 'Get a simulation with its status and lifecycle', errorResponses: [401, 403, 404, 422, 429] } })
    .input(SimulationIdInput)
    .output(Simulation)
    .query(({ ctx, input }) => ctx.services.simulations.get(ctx.caller, input.id)),

  results: authedProcedure
    .meta({
      openapi: { method: 'GET', path: '/simulations/{id}/results', tags, protect: true, summary: 'Results of a finished simulation (409 until COMPLETED_ANALYSIS)', errorResponses: [401, 403, 404, 409, 422, 429] },
    })
    .input(SimulationIdInput)
    .output(Results)
    .query(({ ctx, input }) => ctx.services.simulations.results(ctx.caller, input.id)),

  getConfig: authedProcedure
    .meta({
      openapi: { method: 'GET', path: '/simulations/{id}/config', tags, protect: true, summary: 'The configuration, once the Architect has completed', errorResponses: [401, 403, 404, 409, 422, 429] },
    })
    .input(SimulationIdInput)
    .output(ConfigOutput)
    .query(({ ctx, input }) => ctx.services.simulations.getConfig(ctx.caller, input.id)),
});
