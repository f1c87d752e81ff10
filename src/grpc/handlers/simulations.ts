import { setTimeout as sleep } from 'node:timers/promises';
import { TERMINAL_STATUSES } from '../../domain/lifecycle.js';
import type { SimulationStatus } from '../../domain/lifecycle.js';
import type { SimulationConfig } from '../../domain/simulation-config.js';
import type { Handlers } from '../call.js';
import type { SimulationsService } from '../gen/simulation/v1/simulations_pb.js';
import { configToProto, configToRest, fieldsAt, resultsToProto, simulationToProto, statusCodec } from './convert.js';
import { resultsStreamParts } from './results-stream.js';

type Methods = typeof SimulationsService extends { method: infer M } ? { [K in keyof M]: M[K] } : never;

export interface SimulationsHandlerOptions {
  /** How often WatchSimulation re-reads the simulation. */
  watchPollMs: number;
}

/**
 * REST's PUT body is the configuration itself; here it is the request's `config` field, so a
 * violation at REST's `body.x` is at `config.x` (the id stays `id`).
 */
const underConfig = (loc: Array<string | number>) => (loc[0] === 'path' ? loc.slice(1) : ['config', ...loc.slice(1)]);

/**
 * simulation.v1.SimulationsService: each RPC puts the request in the REST input's shape, calls
 * the `simulations.*` procedure (the checks, validation and use case REST runs) and maps the
 * answer. Values the proto can hold but the contract refuses (an unknown enum number) reach
 * the procedure as they are, so it refuses them as REST would.
 */
export function simulationsHandlers(opts: SimulationsHandlerOptions): Handlers<Methods> {
  return {
    async createSimulation(req, { api }) {
      return { simulation: simulationToProto(await api.simulations.create({ prompt: req.prompt, scenario_id: req.scenarioId, tags: req.tags })) };
    },

    async getSimulation(req, { api }) {
      return { simulation: simulationToProto(await api.simulations.get({ id: req.id })) };
    },

    async listSimulations(req, { api }) {
      const page = await api.simulations.list({
        limit: req.limit,
        offset: req.offset,
        status: req.status === undefined ? undefined : (statusCodec.rest(req.status) as SimulationStatus | undefined),
        tag: req.tag,
        created_after: req.createdAfter,
        created_before: req.createdBefore,
      });
      return { items: page.items.map(simulationToProto), total: page.total, limit: page.limit, offset: page.offset };
    },

    async getSimulationResults(req, { api }) {
      return { results: resultsToProto(await api.simulations.results({ id: req.id })) };
    },

    /** The results in parts (results-stream.ts), each sent once the last is flushed; stops on cancel. */
    async streamSimulationResults(req, { api, signal }, send) {
      const results = await api.simulations.results({ id: req.id });
      for (const part of resultsStreamParts(results)) {
        if (signal.aborted) return;
        await send(part);
      }
    },

    async getSimulationConfig(req, { api }) {
      return { config: configToProto(await api.simulations.getConfig({ id: req.id })) };
    },

    async replaceSimulationConfig(req, { api }) {
      const config = configToRest(req.config) as SimulationConfig | undefined;
      const out = await fieldsAt(api.simulations.replaceConfig({ ...config, id: req.id } as SimulationConfig & { id: string }), underConfig);
      return { id: out.id, status: statusCodec.proto(out.status), config: configToProto(out.config) };
    },

    async rerunArchitect(req, { api }) {
      return { simulation: simulationToProto(await api.simulations.rerunArchitect({ id: req.id, prompt: req.prompt, max_turns: req.maxTurns, model: req.model })) };
    },

    async cancelSimulation(req, { api }) {
      return { simulation: simulationToProto(await api.simulations.cancel({ id: req.id })) };
    },

    async createSimulationWithConfig(req, { api }) {
      const config = configToRest(req.config) as SimulationConfig;
      return { simulation: simulationToProto(await api.simulations.createWithConfig({ prompt: req.prompt, config, scenario_id: req.scenarioId, tags: req.tags })) };
    },

    /**
     * The first read is an ordinary call (key, rate limit, id, tenant); the polls after it go
     * through the same procedure without being counted again, and a message is sent on every
     * visible change (status, updated_at, a title the Architect set, …). The sleep is abortable,
     * so a cancel, deadline or shutdown leaves no timer behind.
     */
    async watchSimulation(req, { api, admitted, signal }, send) {
      let s = await api.simulations.get({ id: req.id });
      const poll = admitted();
      let last: string | undefined;
      while (!signal.aborted) {
        const seen = JSON.stringify(s);
        if (seen !== last) {
          await send({ simulation: simulationToProto(s) });
          last = seen;
        }
        if (TERMINAL_STATUSES.includes(s.status)) return;
        await sleep(opts.watchPollMs, undefined, { signal }).catch(() => {});
        if (signal.aborted) return;
        s = await poll.simulations.get({ id: req.id });
      }
    },
  };
}
