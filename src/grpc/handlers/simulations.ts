import { setTimeout as sleep } from 'node:timers/promises';
import { isUuid } from '../../domain/ids.js';
import { TERMINAL_STATUSES } from '../../domain/lifecycle.js';
import {
  CreateSimulationInput,
  CreateWithConfigInput,
  ListSimulationsInput,
  ReplaceConfigInput,
  RerunArchitectInput,
  SimulationIdInput,
  type Simulation,
} from '../../domain/schemas/simulations.js';
import type { Handlers } from '../call.js';
import type { SimulationsService } from '../gen/simulation/v1/simulations_pb.js';
import { configToProto, configToRest, parse, resultsToProto, simulationToProto, statusCodec } from './convert.js';

type Methods = typeof SimulationsService extends { method: infer M } ? { [K in keyof M]: M[K] } : never;

export interface SimulationsHandlerOptions {
  /** How often WatchSimulation re-reads the simulation. */
  watchPollMs: number;
}

// The REST procedure's input (src/api/routers/simulations.ts), from the same domain schemas.
const RerunInput = SimulationIdInput.extend(RerunArchitectInput.shape);

/** simulation.v1.SimulationsService: validate with the REST schema, call one service method, map. */
export function simulationsHandlers(opts: SimulationsHandlerOptions): Handlers<Methods> {
  return {
    async createSimulation(req, { services, caller }) {
      const input = parse(CreateSimulationInput, { prompt: req.prompt, scenario_id: req.scenarioId, tags: req.tags });
      return { simulation: simulationToProto(await services.simulations.create(caller, input)) };
    },

    async getSimulation(req, { services, caller }) {
      const { id } = parse(SimulationIdInput, { id: req.id });
      return { simulation: simulationToProto(await services.simulations.get(caller, id)) };
    },

    async listSimulations(req, { services, caller }) {
      const q = parse(ListSimulationsInput, {
        limit: req.limit,
        offset: req.offset,
        status: req.status === undefined ? undefined : statusCodec.rest(req.status),
        tag: req.tag,
        created_after: req.createdAfter,
        created_before: req.createdBefore,
      });
      const page = await services.simulations.list(caller, q);
      return { items: page.items.map(simulationToProto), total: page.total, limit: page.limit, offset: page.offset };
    },

    async getSimulationResults(req, { services, caller }) {
      const { id } = parse(SimulationIdInput, { id: req.id });
      return { results: resultsToProto(await services.simulations.results(caller, id)) };
    },

    async getSimulationConfig(req, { services, caller }) {
      const { id } = parse(SimulationIdInput, { id: req.id });
      return { config: configToProto(await services.simulations.getConfig(caller, id)) };
    },

    async replaceSimulationConfig(req, { services, caller }) {
      // decisions.md order: the resource (404/403) before the body (422).
      if (isUuid(req.id)) await services.simulations.owned(caller, req.id);
      // REST's body is the config itself, merged with the path id; here it is the `config` field.
      const restConfig = configToRest(req.config) as Record<string, unknown> | undefined;
      const { id, ...config } = parse(ReplaceConfigInput, { ...restConfig, id: req.id }, (loc) => (loc[0] === 'id' ? loc : ['config', ...loc]));
      const out = await services.simulations.replaceConfig(caller, id, config);
      return { id: out.id, status: statusCodec.proto(out.status), config: configToProto(out.config) };
    },

    async rerunArchitect(req, { services, caller }) {
      if (isUuid(req.id)) await services.simulations.owned(caller, req.id);
      const { id, ...input } = parse(RerunInput, { id: req.id, prompt: req.prompt, max_turns: req.maxTurns, model: req.model });
      return { simulation: simulationToProto(await services.simulations.rerunArchitect(caller, id, input)) };
    },

    async createSimulationWithConfig(req, { services, caller }) {
      const input = parse(CreateWithConfigInput, { prompt: req.prompt, config: configToRest(req.config), scenario_id: req.scenarioId, tags: req.tags });
      return { simulation: simulationToProto(await services.simulations.createWithConfig(caller, input)) };
    },

    /**
     * Polls through the service (tenant checks included) rather than the store, and sends on
     * every visible change (status, updated_at, ...). The sleep is abortable, so a cancel, deadline or
     * shutdown leaves no timer behind.
     */
    async watchSimulation(req, { services, caller, signal }, send) {
      const { id } = parse(SimulationIdInput, { id: req.id });
      let last: string | undefined;
      while (!signal.aborted) {
        const s: Simulation = await services.simulations.get(caller, id);
        // Any visible change counts (status, updated_at, a title the Architect set, ...).
        const seen = JSON.stringify(s);
        if (seen !== last) {
          await send({ simulation: simulationToProto(s) });
          last = seen;
        }
        if (TERMINAL_STATUSES.includes(s.status)) return;
        await sleep(opts.watchPollMs, undefined, { signal }).catch(() => {});
      }
    },
  };
}
