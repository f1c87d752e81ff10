import { fail } from '../domain/errors.js';
import type { FieldError } from '../domain/validation.js';
import { uuidv7 } from '../domain/ids.js';
import { CANCELLED_BY_CLIENT, isoNow, TERMINAL_STATUSES, type SimulationStatus } from '../domain/lifecycle.js';
import type { ArchitectOptions, SimulationRecord } from '../domain/records.js';
import {
  titleFromPrompt,
  toSimulation,
  type CreateSimulationInput,
  type ListSimulationsInput,
  type Results,
  type Simulation,
  type SimulationPage,
  type Analysis,
  type ConfigReplaced,
  type CreateWithConfigInput,
  type RerunArchitectInput,
} from '../domain/schemas/simulations.js';
import { makeResultsDocument } from '../domain/results-document.js';
import type { SimulationConfig } from '../domain/simulation-config.js';
import { ownedBy } from './ownership.js';
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

export interface SimulationsOptions {
  /** Values `model` may take in an architect request; the first is the default. */
  models: readonly string[];
  defaultMaxTurns: number;
  /** Per-tenant limits checked when a simulation is created (absent: none). */
  quota?: TenantQuota;
}

export interface TenantQuota {
  /** Simulations of one tenant past the queue at once (the embedded runner never runs more). */
  maxRunning: number;
  /** Simulations of one tenant waiting to start. */
  maxQueued: number;
  /** The `retry_after` of a refusal, in seconds. */
  retryAfterSeconds: number;
}

/**
 * Waiting to start: the Architect's queue (PENDING) or the Simulator's (COMPLETED_CONFIG, where
 * a with-config simulation waits). Every other unfinished status counts as running.
 */
const QUEUED: readonly SimulationStatus[] = ['PENDING', 'COMPLETED_CONFIG'];
const RUNNING: readonly SimulationStatus[] = ['PROCESSING_CONFIG', 'PROCESSING_SIMULATION', 'COMPLETED_SIMULATION', 'PROCESSING_ANALYSIS'];

/** A finished simulation's results document: gzip-compressed JSON, read a part at a time. */
export interface ResultsDocument {
  /** A strong validator of the document (the same for every content coding of it). */
  etag: string;
  /** The gzip bytes, part after part; ends early (a truncated gzip stream) when a reset deletes them meanwhile. */
  gzipParts: AsyncIterable<Uint8Array>;
}

export class SimulationsService {
  constructor(
    private readonly deps: ServiceDeps,
    private readonly scenarios: ScenariosService,
    private readonly options: SimulationsOptions = { models: ['builtin'], defaultMaxTurns: 3 },
  ) {}

  async create(caller: Caller, input: CreateSimulationInput): Promise<Simulation> {
    const record = await this.insertPending(caller, input);
    await this.deps.pipeline.start(record.id, caller.tenantId);
    return toSimulation(record);
  }

  /** Skips the Architect: PENDING → COMPLETED_CONFIG at once, then the Simulator. */
  async createWithConfig(caller: Caller, input: CreateWithConfigInput): Promise<Simulation> {
    this.withinBudget(input.config, ['config']);
    const record = await this.insertPending(caller, input, input.config);
    const moved = await this.deps.store.simulations.transition(record.id, 'COMPLETED_CONFIG', 'advance', this.deps.clock());
    if (!moved.ok) throw new Error(`new simulation ${record.id} could not take its configuration (${moved.reason})`);
    await this.deps.pipeline.start(record.id, caller.tenantId);
    return toSimulation(moved.simulation);
  }

  /**
   * PUT config: stops any stage in flight, replaces the config, clears metrics and analysis,
   * and reruns from the Simulator (docs/contract.md "Simulations"). Allowed once a config exists.
   */
  async replaceConfig(caller: Caller, id: string, config: SimulationConfig): Promise<ConfigReplaced> {
    const s = await this.owned(caller, id);
    if (!(await this.readableConfig(s))) return fail({ code: 'CONFIG_NOT_READY', status: s.status });
    this.withinBudget(config, []);
    await this.deps.pipeline.stop(id);
    const moved = await this.deps.store.simulations.transition(id, 'COMPLETED_CONFIG', 'config_edit', this.deps.clock(), { config, clear: 'results' });
    if (!moved.ok) {
      const current = moved.reason === 'not_found' ? s.status : moved.current;
      return fail({ code: 'CONFIG_NOT_READY', status: current });
    }
    (caller.log ?? this.deps.logger).info({ tenant: caller.tenantId, simulation_id: id }, 'configuration replaced; rerunning from the Simulator');
    await this.deps.pipeline.start(id, caller.tenantId);
    return { id, status: moved.simulation.status, config };
  }

  /** POST architect: clears everything and reruns the whole pipeline from the Architect. */
  async rerunArchitect(caller: Caller, id: string, input: RerunArchitectInput): Promise<Simulation> {
    const s = await this.owned(caller, id);
    const model = input.model ?? this.options.models[0];
    const violation = this.modelViolation(model);
    if (violation) return fail({ code: 'VALIDATION', errors: [violation] });
    if (s.status === 'PROCESSING_CONFIG') return fail({ code: 'ARCHITECT_RUNNING', status: s.status });
    await this.deps.pipeline.stop(id);
    const architectOptions: ArchitectOptions = { maxTurns: input.max_turns ?? this.options.defaultMaxTurns, model };
    const prompt = input.prompt;
    const moved = await this.deps.store.simulations.transition(id, 'PENDING', 'architect_rerun', this.deps.clock(), {
      clear: 'all',
      architectOptions,
      ...(prompt !== undefined ? { prompt, title: titleFromPrompt(prompt) } : {}),
    });
    if (!moved.ok) {
      if (moved.reason === 'not_found') return fail({ code: 'NOT_FOUND', resource: 'Simulation', id });
      return fail({ code: 'ARCHITECT_RUNNING', status: moved.current });
    }
    (caller.log ?? this.deps.logger).info({ tenant: caller.tenantId, simulation_id: id }, 'architect rerun requested');
    await this.deps.pipeline.start(id, caller.tenantId);
    return toSimulation(moved.simulation);
  }

  /** A configuration over the Simulator's memory budget is refused now (422), not failed later. */
  private withinBudget(config: SimulationConfig, at: Array<string | number>): void {
    const violations = this.deps.budget?.configViolations(config) ?? [];
    if (violations.length > 0) fail({ code: 'VALIDATION', errors: violations.map((v) => ({ ...v, loc: [...at, ...v.loc] })) });
  }

  /**
   * THE per-tenant limit on pipeline work (docs/operations.md "Quotas"), for every transport:
   * a new simulation joins the queue, so it is refused (429 TOO_MANY_SIMULATIONS) when the
   * tenant's queue is full, or when running and queued together are at both limits' sum (what
   * bounds a runner that does not cap running work per tenant, such as Temporal). Counted from
   * the store, so it holds across processes; simultaneous creations may pass it together.
   */
  private async withinQuota(caller: Caller): Promise<void> {
    const quota = this.options.quota;
    if (!quota) return;
    const counts = await this.deps.store.workload.countByStatus(caller.tenantId, [...QUEUED, ...RUNNING]);
    const sum = (statuses: readonly SimulationStatus[]) => statuses.reduce((n, s) => n + (counts[s] ?? 0), 0);
    const queued = sum(QUEUED);
    const total = queued + sum(RUNNING);
    const over =
      queued >= quota.maxQueued
        ? ({ limit: 'queued', max: quota.maxQueued } as const)
        : total >= quota.maxRunning + quota.maxQueued
          ? ({ limit: 'running', max: quota.maxRunning + quota.maxQueued } as const)
          : null;
    if (!over) return;
    (caller.log ?? this.deps.logger).info({ tenant: caller.tenantId, queued, running: total - queued, ...over }, 'simulation refused: tenant at its limit');
    fail({ code: 'TOO_MANY_SIMULATIONS', retryAfter: quota.retryAfterSeconds, ...over });
  }

  /**
   * POST cancel (docs/contract.md "Cancel"): FAILED with "Cancelled by the client" first, so
   * whatever the stage in flight still tries to write is refused; then the runner stops it.
   * A finished simulation (COMPLETED_ANALYSIS, FAILED) has nothing to cancel: 409.
   */
  async cancel(caller: Caller, id: string): Promise<Simulation> {
    const s = await this.owned(caller, id);
    if (TERMINAL_STATUSES.includes(s.status)) return fail({ code: 'SIMULATION_FINISHED', status: s.status });
    const moved = await this.deps.store.simulations.transition(id, 'FAILED', 'fail', this.deps.clock(), { errorLog: CANCELLED_BY_CLIENT });
    if (!moved.ok) {
      if (moved.reason === 'not_found') return fail({ code: 'NOT_FOUND', resource: 'Simulation', id });
      // It finished while we looked.
      return fail({ code: 'SIMULATION_FINISHED', status: moved.current });
    }
    (caller.log ?? this.deps.logger).info({ tenant: caller.tenantId, simulation_id: id, from: s.status }, 'simulation cancelled by the client');
    await this.deps.pipeline.stop(id, 'cancelled');
    return toSimulation(moved.simulation);
  }

  /**
   * The one rule for `model`: one of the configured models (422 otherwise). The loc is relative
   * to the request; the procedure layer says where the field came from.
   */
  modelViolation(model: unknown): FieldError | null {
    if (model === undefined || (typeof model === 'string' && this.options.models.includes(model))) return null;
    const permitted = this.options.models.map((m) => `'${m}'`).join(', ');
    return { loc: ['model'], msg: `value is not a valid enumeration member; permitted: ${permitted}`, type: 'type_error.enum' };
  }

  /** The stored config, when the status says one is readable (FAILED: only if one was made). */
  private async readableConfig(s: SimulationRecord): Promise<SimulationConfig | null> {
    if (!HAS_CONFIG.includes(s.status) && s.status !== 'FAILED') return null;
    return (await this.deps.store.simulations.getConfig(s.id)) as SimulationConfig | null;
  }

  private async insertPending(caller: Caller, input: CreateSimulationInput, config?: SimulationConfig): Promise<SimulationRecord> {
    if (input.scenario_id) await this.scenarios.owned(caller, input.scenario_id);
    await this.withinQuota(caller);
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
      generation: 0,
      progress: null,
      architectOptions: { maxTurns: this.options.defaultMaxTurns, model: this.options.models[0] },
    };
    await this.deps.store.simulations.insert(record, config);
    (caller.log ?? this.deps.logger).info({ tenant: caller.tenantId, simulation_id: record.id }, 'simulation created');
    return record;
  }

  async owned(caller: Caller, id: string): Promise<SimulationRecord> {
    return ownedBy(caller, 'Simulation', id, await this.deps.store.simulations.findById(id));
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
        scenarioId: q.scenario_id,
        createdAfter: q.created_after === undefined ? undefined : Date.parse(q.created_after),
        createdBefore: q.created_before === undefined ? undefined : Date.parse(q.created_before),
      },
      { limit: q.limit, offset: q.offset },
    );
    return { ...page, items: page.items.map(toSimulation) };
  }

  async getConfig(caller: Caller, id: string): Promise<SimulationConfig> {
    const s = await this.owned(caller, id);
    const config = await this.readableConfig(s);
    if (!config) return fail({ code: 'CONFIG_NOT_READY', status: s.status });
    return config;
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

  /**
   * The results as their stored document, for readers that send bytes (REST): the same checks
   * and 409 as results(), but nothing parsed or serialized on the way out. A simulation that
   * finished before documents were stored gets its document made (once) here.
   */
  async resultsDocument(caller: Caller, id: string): Promise<ResultsDocument> {
    const s = await this.owned(caller, id);
    if (s.status !== 'COMPLETED_ANALYSIS') return fail({ code: 'SIMULATION_NOT_COMPLETE', status: s.status });
    const store = this.deps.store.simulations;
    let info = await store.resultsDocumentInfo(id);
    if (!info) {
      const texts = await store.resultsSources(id);
      if (!texts?.analysis) return fail({ code: 'SIMULATION_NOT_COMPLETE', status: s.status });
      const gz = await makeResultsDocument(id, { ...texts, analysis: texts.analysis });
      if (!(await store.saveResultsDocument(id, s.generation, gz, this.deps.clock()))) return fail({ code: 'SIMULATION_NOT_COMPLETE', status: s.status });
      info = await store.resultsDocumentInfo(id);
      if (!info) return fail({ code: 'SIMULATION_NOT_COMPLETE', status: s.status });
    }
    const total = info.parts;
    const etag = info.etag;
    return {
      etag,
      gzipParts: (async function* () {
        for (let part = 0; part < total; part++) {
          const data = await store.resultsDocumentPart(id, part);
          if (!data) return;
          yield data;
        }
      })(),
    };
  }
}
