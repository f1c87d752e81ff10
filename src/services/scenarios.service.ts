import { uuidv7 } from '../domain/ids.js';
import type { Paging, ScenarioRecord } from '../domain/records.js';
import { toScenario, type Scenario, type ScenarioFields, type ScenarioPage } from '../domain/schemas/scenarios.js';
import { ownedBy } from './ownership.js';
import type { Caller, ServiceDeps } from './ports.js';

export class ScenariosService {
  constructor(private readonly deps: ServiceDeps) {}

  async create(caller: Caller, fields: ScenarioFields): Promise<Scenario> {
    const now = this.deps.clock();
    const record: ScenarioRecord = {
      id: uuidv7(now),
      tenantId: caller.tenantId,
      name: fields.name,
      description: fields.description,
      createdAt: now,
      updatedAt: now,
    };
    await this.deps.store.scenarios.insert(record);
    return toScenario(record);
  }

  async list(caller: Caller, paging: Paging): Promise<ScenarioPage> {
    const page = await this.deps.store.scenarios.list(caller.tenantId, paging);
    return { ...page, items: page.items.map(toScenario) };
  }

  async owned(caller: Caller, id: string): Promise<ScenarioRecord> {
    return ownedBy(caller, 'Scenario', id, await this.deps.store.scenarios.findById(id));
  }

  async get(caller: Caller, id: string): Promise<Scenario> {
    return toScenario(await this.owned(caller, id));
  }

  async replace(caller: Caller, id: string, fields: ScenarioFields): Promise<Scenario> {
    const s = await this.owned(caller, id);
    const now = this.deps.clock();
    await this.deps.store.scenarios.replace(id, fields.name, fields.description, now);
    return toScenario({ ...s, name: fields.name, description: fields.description, updatedAt: now });
  }

  async delete(caller: Caller, id: string): Promise<void> {
    await this.owned(caller, id);
    await this.deps.store.scenarios.delete(id, this.deps.clock());
  }
}
