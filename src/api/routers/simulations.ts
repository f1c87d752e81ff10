import {
  ConfigOutput,
  ConfigReplaced,
  CreateSimulationInput,
  CreateWithConfigInput,
  ReplaceConfigInput,
  RerunArchitectInput,
  ListSimulationsInput,
  Results,
  Simulation,
  SimulationIdInput,
  SimulationPage,
} from '../../domain/schemas/simulations.js';
import { fieldChecks, idempotent, procedure, router } from '../trpc.js';

const tags = ['simulations'];
const resource = { param: 'id', kind: 'Simulation' } as const;
const RerunArchitectRequest = SimulationIdInput.extend(RerunArchitectInput.shape);
/** A scenario_id in the body names a scenario: unknown → 404, another tenant's → 403. */
const inScenario = ['NOT_FOUND', 'FORBIDDEN'] as const;
const creates = { location: '/simulations/{id}' };

export const simulationsRouter = router({
  create: procedure
    .meta({
      successStatus: 201,
      creates,
      failures: [...inScenario, 'TOO_MANY_SIMULATIONS'],
      openapi: { method: 'POST', path: '/simulations', tags, protect: true, summary: 'Submit a prompt; the pipeline starts in PENDING' },
    })
    .input(CreateSimulationInput)
    .use(idempotent)
    .output(Simulation)
    .mutation(({ ctx, input }) => ctx.services.simulations.create(ctx.caller, input)),

  createWithConfig: procedure
    .meta({
      successStatus: 201,
      creates,
      failures: [...inScenario, 'TOO_MANY_SIMULATIONS'],
      openapi: { method: 'POST', path: '/simulations/with-config', tags, protect: true, summary: 'Submit a prompt with a ready configuration; skips the Architect' },
    })
    .input(CreateWithConfigInput)
    .use(idempotent)
    .output(Simulation)
    .mutation(({ ctx, input }) => ctx.services.simulations.createWithConfig(ctx.caller, input)),

  replaceConfig: procedure
    .meta({
      resource,
      failures: ['CONFIG_NOT_READY'],
      openapi: { method: 'PUT', path: '/simulations/{id}/config', tags, protect: true, summary: 'Replace the configuration; clears results and reruns from the Simulator' },
    })
    .input(ReplaceConfigInput)
    .output(ConfigReplaced)
    .mutation(({ ctx, input }) => {
      const { id, ...config } = input;
      return ctx.services.simulations.replaceConfig(ctx.caller, id, config);
    }),

  rerunArchitect: procedure
    .meta({
      resource,
      successStatus: 202,
      failures: ['ARCHITECT_RUNNING'],
      openapi: { method: 'POST', path: '/simulations/{id}/architect', tags, protect: true, summary: 'Rerun the whole pipeline from the Architect (202)' },
    })
    // The model list is configuration, not schema: checked beside the schema, so one 422 lists every violation.
    .use(fieldChecks(RerunArchitectRequest, (ctx, raw) => {
      const violation = typeof raw.model === 'string' ? ctx.services.simulations.modelViolation(raw.model) : null;
      return violation ? [violation] : [];
    }))
    .input(RerunArchitectRequest)
    .output(Simulation)
    .mutation(({ ctx, input }) => {
      const { id, ...rest } = input;
      return ctx.services.simulations.rerunArchitect(ctx.caller, id, rest);
    }),

  cancel: procedure
    .meta({
      resource,
      failures: ['SIMULATION_FINISHED'],
      openapi: {
        method: 'POST',
        path: '/simulations/{id}/cancel',
        tags,
        protect: true,
        summary: 'Cancel: stop any stage in flight; the simulation ends FAILED ("Cancelled by the client")',
      },
    })
    .input(SimulationIdInput)
    .output(Simulation)
    .mutation(({ ctx, input }) => ctx.services.simulations.cancel(ctx.caller, input.id)),

  list: procedure
    .meta({ openapi: { method: 'GET', path: '/simulations', tags, protect: true, summary: 'List simulations, newest first, with filters' } })
    .input(ListSimulationsInput)
    .output(SimulationPage)
    .query(({ ctx, input }) => ctx.services.simulations.list(ctx.caller, input)),

  get: procedure
    .meta({ resource, etag: true, openapi: { method: 'GET', path: '/simulations/{id}', tags, protect: true, summary: 'Get a simulation with its status and lifecycle' } })
    .input(SimulationIdInput)
    .output(Simulation)
    .query(({ ctx, input }) => ctx.services.simulations.get(ctx.caller, input.id)),

  results: procedure
    .meta({
      resource,
      etag: true,
      failures: ['SIMULATION_NOT_COMPLETE'],
      openapi: { method: 'GET', path: '/simulations/{id}/results', tags, protect: true, summary: 'Results of a finished simulation (409 until COMPLETED_ANALYSIS)' },
    })
    .input(SimulationIdInput)
    .output(Results)
    .query(({ ctx, input }) => ctx.services.simulations.results(ctx.caller, input.id)),

  getConfig: procedure
    .meta({
      resource,
      etag: true,
      failures: ['CONFIG_NOT_READY'],
      openapi: { method: 'GET', path: '/simulations/{id}/config', tags, protect: true, summary: 'The configuration, once the Architect has completed' },
    })
    .input(SimulationIdInput)
    .output(ConfigOutput)
    .query(({ ctx, input }) => ctx.services.simulations.getConfig(ctx.caller, input.id)),
});
