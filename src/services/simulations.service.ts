import { fail } from '../domain/errors.js';
import { uuidv7 } from '../domain/ids.js';
import { isoNow, type SimulationStatus } from '../domain/lifecycle.js';
import type { SimulationRecord } from '../domain/records.js';
import {
  titleFromPrompt,
  toSimulation,
  type CreateSimulationInput,
  type ListSimulationsInput,
  type Results,
  type Simulation,
  type SimulationPage,
  type Analysis,
} from '../domain/schemas/simulations.js';
import type { SimulationConfig } from '../domain/simulation-config.js';
import type { Caller, ServiceDeps } from './ports.js';
import type { ScenariosService } from './scenarios.service.js';

/** Statuses in which a configuration exists and can be read. */
const HAS_CONFIG: readonly SimulationStatus[] = [
  'COMPLETED_CONFIG',
  'PROCESSING_SIMULATION',
  'COMPLETED_SIMULATION',
  'PROCESSING_ANALYSIS',
  'COMPLETED_ANALYSIS',
];

export class SimulationsService {
  constructor(
    private readonly deps: ServiceDeps,
    private readonly scenarios: ScenariosService,
  ) {}

  async create(caller: Caller, input: CreateSimulationInput): Promise<Simulation> {
    const record = await this.insertPending(caller, input);
    await this.deps.pipeline.start(record.id, caller.tenantId);
    return toSimulation(record);
  }

  private async insertPending(caller: Caller, input: CreateSimulationInput): Promise<SimulationRecord> {
    if (input.scenario_id) await this.scenarios.owned(caller, input.scenario_id);
    const now = this.deps.clock();
    const record: SimulationRecord = {
      id: uuidv7(now),
      tenantId: caller.tenantId,
      scenarioId: input.scenario_id ?? null,
      title: titleFromPrompt(input.prompt),
      prompt: input.prompt,
      tags: [...new Set(input.tags)],
      status: 'PENDING',
      lifecycle: [{ name: 'PENDING', at: isoNow(now) }],
      errorLog: null,
      createdAt: now,
      updatedAt: now,
    };
    await this.deps.store.simulations.insert(record);
    this.deps.logger.info({ tenant: caller.tenantId, simulation_id: record.id }, 'simulation created');
    return record;
  }

  async owned(caller: Caller, id: string): Promise<SimulationRecord> {
    const s = await this.deps.store.simulations.findById(id);
    if (!s) return fail({ code: 'NOT_FOUND', resource: 'Simulation', id });
    if (s.tenantId !== caller.tenantId) return fail({ code: 'FORBIDDEN', resource: 'Simulation', id });
    return s;
  }

  async get(caller: Caller, id: string): Promise<Simulation> {
    return toSimulation(await this.owned(caller, id));
  }

  async list(caller: Caller, q: ListSimulationsInput): Promise<SimulationPage> {
    const page = await this.deps.store.simulations.list(
      caller.tenantId,
      {
        status: q.status,
        tag: q.tag,
        createdAfter: q.created_after === undefined ? undefined : Date.parse(q.created_after),
        createdBefore: q.created_before === undefined ? undefined : Date.parse(q.created_before),
      },
      { limit: q.limit, offset: q.offset },
    );
    return { ...page, items: page.items.map(toSimulation) };
  }

  async getConfig(caller: Caller, id: string): Promise<SimulationConfig> {
    const s = await this.owned(caller, id);
    const config = HAS_CONFIG.includes(s.status) || s.status === 'FAILED' ? await this.deps.store.simulations.getConfig(id) : null;
    if (!config) return fail({ code: 'CONFIG_NOT_READY', status: s.status });
    return config as SimulationConfig;
  }

  async results(caller: Caller, id: string): Promise<Results> {
    const s = await this.owned(caller, id);
    if (s.status !== 'COMPLETED_ANALYSIS') return fail({ code: 'SIMULATION_NOT_COMPLETE', status: s.status });
    const [config, metrics, analysis] = await Promise.all([
      this.deps.store.simulations.getConfig(id),
      this.deps.store.simulations.getMetrics(id),
      this.deps.store.simulations.getAnalysis(id),
    ]);
    // A config edit can race this read; what is missing now is simply not complete any more.
    if (!config || !metrics || !analysis) return fail({ code: 'SIMULATION_NOT_COMPLETE', status: s.status });
    return {
      id: s.id,
      status: s.status,
      config: config as SimulationConfig,
      metrics: metrics.metrics as Results['metrics'],
      analysis: analysis as Analysis,
    };
  }
}
