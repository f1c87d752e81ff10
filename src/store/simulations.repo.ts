import type { Knex } from 'knex';
import { appendLifecycle, type LifecycleState, type SimulationStatus, type TransitionReason } from '../domain/lifecycle.js';
import type { Page, Paging, SimulationRecord } from '../domain/records.js';

interface Row {
  id: string;
  tenant_id: string;
  scenario_id: string | null;
  title: string;
  prompt: string;
  tags: string;
  status: string;
  lifecycle: string;
  error_log: string | null;
  created_at: number | string;
  updated_at: number | string;
}

const toRecord = (r: Row): SimulationRecord => ({
  id: r.id,
  tenantId: r.tenant_id,
  scenarioId: r.scenario_id,
  title: r.title,
  prompt: r.prompt,
  tags: JSON.parse(r.tags) as string[],
  status: r.status as SimulationStatus,
  lifecycle: JSON.parse(r.lifecycle) as LifecycleState[],
  errorLog: r.error_log,
  createdAt: Number(r.created_at),
  updatedAt: Number(r.updated_at),
});

export interface SimulationFilter {
  status?: SimulationStatus;
  tag?: string;
  createdAfter?: number;
  createdBefore?: number;
}

/** What a status change may also write, in the same statement as the status itself. */
export interface TransitionPatch {
  errorLog?: string | null;
  title?: string;
  prompt?: string;
}

export type TransitionOutcome =
  | { ok: true; simulation: SimulationRecord }
  | { ok: false; reason: 'not_found' }
  | { ok: false; reason: 'illegal'; current: SimulationStatus };

export class SimulationsRepository {
  constructor(private readonly db: Knex) {}

  async insert(s: SimulationRecord): Promise<void> {
    await this.db.transaction(async (trx) => {
      await trx('simulations').insert({
        id: s.id,
        tenant_id: s.tenantId,
        scenario_id: s.scenarioId,
        title: s.title,
        prompt: s.prompt,
        tags: JSON.stringify(s.tags),
        status: s.status,
        lifecycle: JSON.stringify(s.lifecycle),
        error_log: s.errorLog,
        created_at: s.createdAt,
        updated_at: s.updatedAt,
      });
      if (s.tags.length > 0) {
        await trx('simulation_tags').insert(s.tags.map((tag) => ({ simulation_id: s.id, tenant_id: s.tenantId, tag })));
      }
    });
  }

  async findById(id: string): Promise<SimulationRecord | null> {
    const row = (await this.db('simulations').where({ id }).first()) as Row | undefined;
    return row ? toRecord(row) : null;
  }

  async list(tenantId: string, filter: SimulationFilter, paging: Paging): Promise<Page<SimulationRecord>> {
    const where = (q: Knex.QueryBuilder): Knex.QueryBuilder => {
      q.where('simulations.tenant_id', tenantId);
      if (filter.status) q.where('simulations.status', filter.status);
      if (filter.createdAfter !== undefined) q.where('simulations.created_at', '>=', filter.createdAfter);
      if (filter.createdBefore !== undefined) q.where('simulations.created_at', '<', filter.createdBefore);
      if (filter.tag !== undefined) {
        q.whereExists((sub) =>
          sub
            .select(this.db.raw('1'))
            .from('simulation_tags')
            .whereRaw('simulation_tags.simulation_id = simulations.id')
            .andWhere('simulation_tags.tag', filter.tag as string),
        );
      }
      return q;
    };
    const [rows, countRow] = await Promise.all([
      where(this.db('simulations').select('simulations.*'))
        .orderBy([{ column: 'simulations.created_at', order: 'desc' }, { column: 'simulations.id', order: 'desc' }])
        .limit(paging.limit)
        .offset(paging.offset) as Promise<Row[]>,
      where(this.db('simulations').count({ n: '*' })).first() as Promise<{ n: number | string } | undefined>,
    ]);
    return { items: rows.map(toRecord), total: Number(countRow?.n ?? 0), ...paging };
  }

  /**
   * The one way a simulation changes status: checks the move is legal, appends exactly one
   * lifecycle entry, bumps updated_at, and writes it with a compare-and-set on the old status
   * so two writers can never both append (the loser re-reads and is judged again).
   */
  async transition(
    id: string,
    to: SimulationStatus,
    reason: TransitionReason,
    now: number,
    patch: TransitionPatch = {},
  ): Promise<TransitionOutcome> {
    for (let attempt = 0; attempt < 5; attempt++) {
      const current = await this.findById(id);
      if (!current) return { ok: false, reason: 'not_found' };
      const lifecycle = appendLifecycle(current.lifecycle, current.status, to, reason, new Date(now).toISOString());
      if (!lifecycle) return { ok: false, reason: 'illegal', current: current.status };
      const row: Record<string, unknown> = { status: to, lifecycle: JSON.stringify(lifecycle), updated_at: now };
      if (to === 'FAILED') row.error_log = patch.errorLog ?? 'Simulation failed';
      else if (reason !== 'advance') row.error_log = null;
      if (patch.title !== undefined) row.title = patch.title;
      if (patch.prompt !== undefined) row.prompt = patch.prompt;
      const changed = await this.db('simulations')
        .where({ id, status: current.status, updated_at: current.updatedAt })
        .update(row);
      if (changed === 1) {
        return {
          ok: true,
          simulation: {
            ...current,
            status: to,
            lifecycle,
            updatedAt: now,
            errorLog: (row.error_log as string | null | undefined) ?? current.errorLog,
            title: patch.title ?? current.title,
            prompt: patch.prompt ?? current.prompt,
          },
        };
      }
    }
    throw new Error(`simulation ${id}: status kept changing under a transition to ${to}`);
  }

  async updateTitle(id: string, title: string, now: number): Promise<void> {
    await this.db('simulations').where({ id }).update({ title, updated_at: now });
  }

  async findIdsByStatus(statuses: readonly SimulationStatus[]): Promise<string[]> {
    const rows = (await this.db('simulations').whereIn('status', statuses as SimulationStatus[]).select('id')) as Array<{ id: string }>;
    return rows.map((r) => r.id);
  }

  // Configs, metrics and analyses: written by the pipeline, read by the API.

  async getConfig(id: string): Promise<unknown | null> {
    const row = (await this.db('simulation_configs').where({ simulation_id: id }).first('config')) as { config: string } | undefined;
    return row ? JSON.parse(row.config) : null;
  }

  async putConfig(id: string, config: unknown, now: number): Promise<void> {
    await this.db('simulation_configs')
      .insert({ simulation_id: id, config: JSON.stringify(config), updated_at: now })
      .onConflict('simulation_id')
      .merge(['config', 'updated_at']);
  }

  async getMetrics(id: string): Promise<{ metrics: unknown; seed: number; engineVersion: string } | null> {
    const row = (await this.db('simulation_metrics').where({ simulation_id: id }).first()) as
      | { metrics: string; seed: number | string; engine_version: string }
      | undefined;
    return row ? { metrics: JSON.parse(row.metrics), seed: Number(row.seed), engineVersion: row.engine_version } : null;
  }

  async putMetrics(id: string, metrics: unknown, seed: number, engineVersion: string, now: number): Promise<void> {
    await this.db('simulation_metrics')
      .insert({ simulation_id: id, metrics: JSON.stringify(metrics), seed, engine_version: engineVersion, created_at: now })
      .onConflict('simulation_id')
      .merge(['metrics', 'seed', 'engine_version', 'created_at']);
  }

  async getAnalysis(id: string): Promise<unknown | null> {
    const row = (await this.db('simulation_analyses').where({ simulation_id: id }).first('analysis')) as { analysis: string } | undefined;
    return row ? JSON.parse(row.analysis) : null;
  }

  async putAnalysis(id: string, analysis: unknown, now: number): Promise<void> {
    await this.db('simulation_analyses')
      .insert({ simulation_id: id, analysis: JSON.stringify(analysis), created_at: now })
      .onConflict('simulation_id')
      .merge(['analysis', 'created_at']);
  }

  /** Clears what a stage produced; `config` too when the Architect reruns. */
  async clearOutputs(id: string, opts: { config: boolean }): Promise<void> {
    await this.db.transaction(async (trx) => {
      await trx('simulation_metrics').where({ simulation_id: id }).delete();
      await trx('simulation_analyses').where({ simulation_id: id }).delete();
      if (opts.config) await trx('simulation_configs').where({ simulation_id: id }).delete();
    });
  }
}
