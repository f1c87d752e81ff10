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
import type { AuthedContext } from '../context.js';
import { zodIssuesToFieldErrors, type FieldError } from '../../domain/validation.js';
import { toTrpcError } from '../error-mapping.js';
import { authedBodyProcedure, authedProcedure, ownedResourceProcedure, router } from '../trpc.js';

const tags = ['simulations'];
const RerunArchitectRequest = SimulationIdInput.extend(RerunArchitectInput.shape);
const FIELD_ORDER = Object.keys(RerunArchitectRequest.shape);
const order = (e: FieldError) => FIELD_ORDER.indexOf(String(e.loc[1]));
const ownedSimulation = ownedResourceProcedure('id', 'Simulation', (ctx: AuthedContext, id) => ctx.services.simulations.owned(ctx.caller, id));

export const simulationsRouter = router({
  create: authedBodyProcedure
    .meta({
      successStatus: 201,
      openapi: { method: 'POST', path: '/simulations', tags, protect: true, summary: 'Submit a prompt; the pipeline starts in PENDING', errorResponses: [400, 401, 403, 404, 422, 429] },
    })
    .input(CreateSimulationInput)
    .output(Simulation)
    .mutation(({ ctx, input }) => ctx.services.simulations.create(ctx.caller, input)),

  createWithConfig: authedBodyProcedure
    .meta({
      successStatus: 201,
      openapi: {
        method: 'POST',
        path: '/simulations/with-config',
        tags,
        protect: true,
        summary: 'Submit a prompt with a ready configuration; skips the Architect',
        errorResponses: [400, 401, 403, 404, 422, 429],
      },
    })
    .input(CreateWithConfigInput)
    .output(Simulation)
    .mutation(({ ctx, input }) => ctx.services.simulations.createWithConfig(ctx.caller, input)),

  replaceConfig: ownedSimulation
    .meta({
      openapi: {
        method: 'PUT',
        path: '/simulations/{id}/config',
        tags,
        protect: true,
        summary: 'Replace the configuration; clears results and reruns from the Simulator',
        errorResponses: [400, 401, 403, 404, 409, 422, 429],
      },
    })
    .input(ReplaceConfigInput)
    .output(ConfigReplaced)
    .mutation(({ ctx, input }) => {
      const { id, ...config } = input;
      return ctx.services.simulations.replaceConfig(ctx.caller, id, config);
    }),

  rerunArchitect: ownedSimulation
    .use(async ({ ctx, next, getRawInput }) => {
      // The model list is configuration, not schema: check it here too, so one 422 lists every violation.
      const raw = (await getRawInput()) as Record<string, unknown> | undefined;
      const violation = typeof raw?.model === 'string' ? ctx.services.simulations.modelViolation(raw.model) : null;
      if (violation) {
        const parsed = RerunArchitectRequest.safeParse(raw);
        const others = parsed.success ? [] : zodIssuesToFieldErrors(parsed.error.issues, ['body']).filter((e) => e.loc[1] !== 'model');
        throw toTrpcError({ code: 'VALIDATION', errors: [...others, violation].sort((a, b) => order(a) - order(b)) });
      }
      return next();
    })
    .meta({
      successStatus: 202,
      openapi: {
        method: 'POST',
        path: '/simulations/{id}/architect',
        tags,
        protect: true,
        summary: 'Rerun the whole pipeline from the Architect (202)',
        errorResponses: [400, 401, 403, 404, 409, 422, 429],
      },
    })
    .input(RerunArchitectRequest)
    .output(Simulation)
    .mutation(({ ctx, input }) => {
      const { id, ...rest } = input;
      return ctx.services.simulations.rerunArchitect(ctx.caller, id, rest);
    }),

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
