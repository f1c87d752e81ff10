import { isUuid } from '../../domain/ids.js';
import { ListScenariosInput, ScenarioFields, ScenarioIdInput, type Scenario } from '../../domain/schemas/scenarios.js';
import type { Handlers } from '../call.js';
import type { ScenariosService } from '../gen/simulation/v1/scenarios_pb.js';
import { parse } from './convert.js';

type Methods = typeof ScenariosService extends { method: infer M } ? { [K in keyof M]: M[K] } : never;

const ReplaceInput = ScenarioIdInput.extend(ScenarioFields.shape);

const toProto = (s: Scenario) => ({
  id: s.id,
  tenantId: s.tenant_id,
  name: s.name,
  description: s.description,
  createdAt: s.created_at,
  updatedAt: s.updated_at,
});

/** simulation.v1.ScenariosService: validate with the REST schema, call one service method, map. */
export function scenariosHandlers(): Handlers<Methods> {
  return {
    async createScenario(req, { services, caller }) {
      const fields = parse(ScenarioFields, { name: req.name, description: req.description });
      return { scenario: toProto(await services.scenarios.create(caller, fields)) };
    },

    async listScenarios(req, { services, caller }) {
      const paging = parse(ListScenariosInput, { limit: req.limit, offset: req.offset });
      const page = await services.scenarios.list(caller, paging);
      return { items: page.items.map(toProto), total: page.total, limit: page.limit, offset: page.offset };
    },

    async getScenario(req, { services, caller }) {
      const { id } = parse(ScenarioIdInput, { id: req.id });
      return { scenario: toProto(await services.scenarios.get(caller, id)) };
    },

    async replaceScenario(req, { services, caller }) {
      // decisions.md order: the resource (404/403) before the body (422).
      if (isUuid(req.id)) await services.scenarios.owned(caller, req.id);
      const input = parse(ReplaceInput, { id: req.id, name: req.name, description: req.description });
      return { scenario: toProto(await services.scenarios.replace(caller, input.id, { name: input.name, description: input.description })) };
    },

    async deleteScenario(req, { services, caller }) {
      const { id } = parse(ScenarioIdInput, { id: req.id });
      await services.scenarios.delete(caller, id);
      return {};
    },
  };
}
