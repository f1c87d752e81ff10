import { setTimeout as sleep } from 'node:timers/promises';
import * as grpc from '@grpc/grpc-js';
import { isUuid } from '../../domain/ids.js';
import { TERMINAL_STATUSES } from '../../domain/lifecycle.js';
import {
  CreateSimulationInput,
  CreateWithConfigInput,
  ListSimulationsInput,
  ReplaceConfigInput,
  SimulationIdInput,
  type Simulation,
} from '../../domain/schemas/simulations.js';
import { GrpcStatusError, type Handlers } from '../call.js';
import type { SimulationsService } from '../gen/simulation/v1/simulations_pb.js';
import { configToProto, configToRest, parse, resultsToProto, simulationToProto, statusCodec } from './convert.js';

type Methods = typeof SimulationsService extends { method: infer M } ? { [K in keyof M]: M[K] } : never;

export interface SimulationsHandlerOptions {
  /** How often WatchSimulation re-reads the simulation. */
  watchPollMs: number;
}

const pipelineNotLanded = (rpc: string) =>
  new GrpcStatusError(grpc.status.UNIMPLEMENTED, `${rpc} is not available yet: its service method has not landed`);

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
      parse(ReplaceConfigInput, { id: req.id, config: configToRest(req.config) });
      throw pipelineNotLanded('ReplaceSimulationConfig');
    },

    async rerunArchitect(req, { services, caller }) {
      if (isUuid(req.id)) await services.simulations.owned(caller, req.id);
      parse(SimulationIdInput, { id: req.id });
      throw pipelineNotLanded('RerunArchitect');
    },

    async createSimulationWithConfig(req) {
      parse(CreateWithConfigInput, { prompt: req.prompt, config: configToRest(req.config), scenario_id: req.scenarioId, tags: req.tags });
      throw pipelineNotLanded('CreateSimulationWithConfig');
    },

    /**
     * Polls through the service (tenant checks included) rather than the store, and sends on
     * every change of status or updated_at. The sleep is abortable, so a cancel, deadline or
     * shutdown leaves no timer behind.
     */
    async watchSimulation(req, { services, caller, signal }, send) {
      const { id } = parse(SimulationIdInput, { id: req.id });
      let last: Simulation | undefined;
      while (!signal.aborted) {
        const s = await services.simulations.get(caller, id);
        if (!last || s.status !== last.status || s.updated_at !== last.updated_at) {
          await send({ simulation: simulationToProto(s) });
          last = s;
        }
        if (TERMINAL_STATUSES.includes(s.status)) return;
        await sleep(opts.watchPollMs, undefined, { signal }).catch(() => {});
      }
    },
  };
}
