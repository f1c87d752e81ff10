import type { Scenario } from '../../domain/schemas/scenarios.js';
import type { Handlers } from '../call.js';
import type { ScenariosService } from '../gen/simulation/v1/scenarios_pb.js';

type Methods = typeof ScenariosService extends { method: infer M } ? { [K in keyof M]: M[K] } : never;

const toProto = (s: Scenario) => ({
  id: s.id,
  tenantId: s.tenant_id,
  name: s.name,
  description: s.description,
  createdAt: s.created_at,
  updatedAt: s.updated_at,
});

/** simulation.v1.ScenariosService: the request in the REST input's shape, the `scenarios.*` procedure, the answer mapped. */
export function scenariosHandlers(): Handlers<Methods> {
  return {
    async createScenario(req, { api }) {
      return { scenario: toProto(await api.scenarios.create({ name: req.name, description: req.description })) };
    },

    async listScenarios(req, { api }) {
      const page = await api.scenarios.list({ limit: req.limit, offset: req.offset });
      return { items: page.items.map(toProto), total: page.total, limit: page.limit, offset: page.offset };
    },

    async getScenario(req, { api }) {
      return { scenario: toProto(await api.scenarios.get({ id: req.id })) };
    },

    async replaceScenario(req, { api }) {
      return { scenario: toProto(await api.scenarios.replace({ id: req.id, name: req.name, description: req.description })) };
    },

    async deleteScenario(req, { api }) {
      await api.scenarios.delete({ id: req.id });
      return {};
    },
  };
}
