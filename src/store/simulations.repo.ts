import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import { appendLifecycle, type LifecycleState, type SimulationStatus, type TransitionReason } from '../domain/lifecycle.js';
import type { ArchitectOptions, Page, Paging, SimulationRecord } from '../domain/records.js';
import { newestFirstPage } from './paging.js';
import type { RunFiles } from './run-files.js';

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
  generation: number | string;
  progress_step: number | null;
  progress_total: number | null;
  architect_options: string | null;
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
  generation: Number(r.generation),
  progress: r.progress_step === null || r.progress_total === null ? null : { step: Number(r.progress_step), total: Number(r.progress_total) },
  architectOptions: r.architect_options ? (JSON.parse(r.architect_options) as ArchitectOptions) : null,
});

export interface SimulationFilter {
  status?: SimulationStatus;
  tag?: string;
  scenarioId?: string;
  createdAfter?: number;
  createdBefore?: number;
}

export interface StoredMetrics {
  metrics: unknown;
  seed: number;
  engineVersion: string;
  /** The Simulator's per-replicate series for the Analyst: internal, never part of `metrics`. */
  tracked?: unknown;
}

/** A run's checkpoint (runs are numbered replicate × arms + arm; a one-run simulation has run 0). */
export interface RunCheckpoint {
  run: number;
  step: number;
  data: Uint8Array;
}

/**
 * What a status change writes in the same transaction as the status itself, so a simulation
 * is never seen in a status without the data that status promises (and a reset never leaves
 * old results behind).
 */
export interface TransitionPatch {
  errorLog?: string | null;
  title?: string;
  prompt?: string;
  architectOptions?: ArchitectOptions;
  config?: unknown;
  metrics?: StoredMetrics;
  analysis?: unknown;
  /** The gzip-compressed results document (written with the analysis; see migration 008). */
  resultsDocument?: Uint8Array;
  /** 'results': metrics, analysis, checkpoints and run records; 'all': the config too. */
  clear?: 'results' | 'all';
}

export type TransitionOutcome =
  | { ok: true; simulation: SimulationRecord }
  | { ok: false; reason: 'not_found' }
  | { ok: false; reason: 'illegal'; current: SimulationStatus }
  | { ok: false; reason: 'stale'; current: SimulationStatus };

const BLOB_PART_BYTES = 4 * 1024 * 1024;
/** Results documents are read a part at a time on the API's thread: small parts keep each read short. */
const DOCUMENT_PART_BYTES = 1024 * 1024;

export class SimulationsRepository {
  constructor(
    private readonly db: Knex,
    private readonly pointRead?: (sql: string, params: readonly unknown[]) => unknown,
    /** Where checkpoints and run records live on an embedded database (else in its tables). */
    private readonly runFiles?: RunFiles,
  ) {}

  async insert(s: SimulationRecord, config?: unknown): Promise<void> {
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
        generation: s.generation,
        architect_options: s.architectOptions ? JSON.stringify(s.architectOptions) : null,
      });
      if (s.tags.length > 0) {
        await trx('simulation_tags').insert(s.tags.map((tag) => ({ simulation_id: s.id, tenant_id: s.tenantId, tag })));
      }
      if (config !== undefined) {
        await trx('simulation_configs').insert({ simulation_id: s.id, config: JSON.stringify(config), updated_at: s.createdAt });
      }
    });
  }

  async findById(id: string): Promise<SimulationRecord | null> {
    const row = (this.pointRead
      ? this.pointRead('select * from simulations where id = ? limit 1', [id])
      : await this.db('simulations').where({ id }).first()) as Row | undefined;
    return row ? toRecord(row) : null;
  }

  async list(tenantId: string, filter: SimulationFilter, paging: Paging): Promise<Page<SimulationRecord>> {
    const where = (q: Knex.QueryBuilder): Knex.QueryBuilder => {
      q.where('simulations.tenant_id', tenantId);
      if (filter.status) q.where('simulations.status', filter.status);
      if (filter.scenarioId !== undefined) q.where('simulations.scenario_id', filter.scenarioId);
      if (filter.createdAfter !== undefined) q.where('simulations.created_at', '>=', filter.createdAfter);
      if (filter.createdBefore !== undefined) q.where('simulations.created_at', '<', filter.createdBefore);
      if (filter.tag !== undefined) {
        q.whereExists((sub) => {
          sub
            .select(this.db.raw('1'))
            .from('simulation_tags')
            .whereRaw('simulation_tags.simulation_id = simulations.id')
            .andWhere('simulation_tags.tag', filter.tag as string);
        });
      }
      return q;
    };
    return newestFirstPage('simulations', () => where(this.db('simulations')), paging, toRecord);
  }

  /**
   * The one way a simulation changes status: checks the move is legal, appends exactly one
   * lifecycle entry, bumps updated_at (and generation on a reset), and writes it with a
   * compare-and-set on the old status and updated_at, in one transaction with the patch's
   * data. With `generation`, the move only happens while the simulation is still in that
   * generation (a stage stopped by a reset gets 'stale' and writes nothing).
   */
  async transition(
    id: string,
    to: SimulationStatus,
    reason: TransitionReason,
    now: number,
    patch: TransitionPatch = {},
    guard: { generation?: number } = {},
  ): Promise<TransitionOutcome> {
    for (let attempt = 0; attempt < 5; attempt++) {
      const current = await this.findById(id);
      if (!current) return { ok: false, reason: 'not_found' };
      if (guard.generation !== undefined && current.generation !== guard.generation) {
        return { ok: false, reason: 'stale', current: current.status };
      }
      const lifecycle = appendLifecycle(current.lifecycle, current.status, to, reason, new Date(now).toISOString());
      if (!lifecycle) return { ok: false, reason: 'illegal', current: current.status };
      const reset = reason === 'config_edit' || reason === 'architect_rerun';
      const next: SimulationRecord = {
        ...current,
        status: to,
        lifecycle,
        updatedAt: now,
        generation: reset ? current.generation + 1 : current.generation,
        errorLog: to === 'FAILED' ? (patch.errorLog ?? 'Simulation failed') : reason === 'advance' ? current.errorLog : null,
        title: patch.title ?? current.title,
        prompt: patch.prompt ?? current.prompt,
        progress: to === 'PROCESSING_SIMULATION' || reset ? null : current.progress,
        architectOptions: patch.architectOptions ?? current.architectOptions,
      };
      const changed = await this.db.transaction(async (trx) => {
        const n = await trx('simulations')
          .where({ id, status: current.status, updated_at: current.updatedAt, generation: current.generation })
          .update({
            status: next.status,
            lifecycle: JSON.stringify(next.lifecycle),
            updated_at: now,
            generation: next.generation,
            error_log: next.errorLog,
            title: next.title,
            prompt: next.prompt,
            progress_step: next.progress?.step ?? null,
            progress_total: next.progress?.total ?? null,
            architect_options: next.architectOptions ? JSON.stringify(next.architectOptions) : null,
          });
        if (n !== 1) return false;
        await this.applyPatch(trx, id, patch, now);
        // A failed (or cancelled) simulation resumes from nothing: a retry is a reset, which
        // starts over. Its checkpoints and run records (GBs for a large run) go with it.
        if (to === 'FAILED') await this.deleteRunData(trx, id);
        return true;
      });
      if (changed) {
        // Run files are not in the transaction: removed once it has committed (a crash before is swept at the next start).
        if (this.runFiles && (patch.clear || patch.metrics !== undefined || to === 'FAILED')) await this.runFiles.removeAll(id);
        return { ok: true, simulation: next };
      }
    }
    throw new Error(`simulation ${id}: status kept changing under a transition to ${to}`);
  }

  private async applyPatch(trx: Knex.Transaction, id: string, patch: TransitionPatch, now: number): Promise<void> {
    if (patch.clear) {
      await trx('simulation_metrics').where({ simulation_id: id }).delete();
      await trx('simulation_analyses').where({ simulation_id: id }).delete();
      await trx('simulation_results_documents').where({ simulation_id: id }).delete();
      await this.deleteRunData(trx, id);
      if (patch.clear === 'all') await trx('simulation_configs').where({ simulation_id: id }).delete();
    }
    if (patch.config !== undefined) {
      await trx('simulation_configs')
        .insert({ simulation_id: id, config: JSON.stringify(patch.config), updated_at: now })
        .onConflict('simulation_id')
        .merge(['config', 'updated_at']);
    }
    if (patch.metrics !== undefined) {
      const m = patch.metrics;
      const tracked = m.tracked === undefined ? null : JSON.stringify(m.tracked);
      await trx('simulation_metrics')
        .insert({ simulation_id: id, metrics: JSON.stringify(m.metrics), seed: m.seed, engine_version: m.engineVersion, tracked, created_at: now })
        .onConflict('simulation_id')
        .merge(['metrics', 'seed', 'engine_version', 'tracked', 'created_at']);
      await this.deleteRunData(trx, id);
    }
    if (patch.analysis !== undefined) {
      await trx('simulation_analyses')
        .insert({ simulation_id: id, analysis: JSON.stringify(patch.analysis), created_at: now })
        .onConflict('simulation_id')
        .merge(['analysis', 'created_at']);
    }
    if (patch.resultsDocument !== undefined) await this.writeResultsDocument(trx, id, patch.resultsDocument, now);
  }

  private async writeResultsDocument(trx: Knex.Transaction | Knex, id: string, gz: Uint8Array, now: number): Promise<void> {
    await trx('simulation_results_documents').where({ simulation_id: id }).delete();
    // The same JSON always compresses to the same bytes here, so their hash names the JSON too.
    const etag = `"${createHash('sha256').update(gz).digest('base64url').slice(0, 32)}"`;
    const parts = splitParts(gz, DOCUMENT_PART_BYTES);
    for (const [part, data] of parts.entries()) {
      await trx('simulation_results_documents').insert({ simulation_id: id, part, parts: parts.length, data, etag, created_at: now });
    }
  }

  /**
   * Stores a results document made after the fact (results finished before documents were
   * stored), only while the simulation is still finished in that generation.
   */
  async saveResultsDocument(id: string, generation: number, gz: Uint8Array, now: number): Promise<boolean> {
    return this.db.transaction(async (trx) => {
      const row = (await trx('simulations').where({ id }).first('generation', 'status')) as { generation: number | string; status: string } | undefined;
      if (!row || Number(row.generation) !== generation || row.status !== 'COMPLETED_ANALYSIS') return false;
      await this.writeResultsDocument(trx, id, gz, now);
      return true;
    });
  }

  /** How many parts the stored results document has (0: none stored). */
  async resultsDocumentParts(id: string): Promise<number> {
    return (await this.resultsDocumentInfo(id))?.parts ?? 0;
  }

  /** The stored results document's part count and ETag; null when none is stored. */
  async resultsDocumentInfo(id: string): Promise<{ parts: number; etag: string } | null> {
    const row = (this.pointRead
      ? this.pointRead('select parts, etag from simulation_results_documents where simulation_id = ? and part = 0 limit 1', [id])
      : await this.db('simulation_results_documents').where({ simulation_id: id, part: 0 }).first('parts', 'etag')) as { parts: number | string; etag: string } | undefined;
    return row ? { parts: Number(row.parts), etag: row.etag } : null;
  }

  /** One part of the stored results document (gzip bytes); null when it is gone (a reset meanwhile). */
  async resultsDocumentPart(id: string, part: number): Promise<Buffer | null> {
    const row = (this.pointRead
      ? this.pointRead('select data from simulation_results_documents where simulation_id = ? and part = ? limit 1', [id, part])
      : await this.db('simulation_results_documents').where({ simulation_id: id, part }).first('data')) as { data: Buffer } | undefined;
    return row ? row.data : null;
  }

  /** The stored texts a results document is made of, without parsing them (tens of MB of metrics). */
  async resultsSources(id: string): Promise<{ config: string; metrics: string; analysis: string | null } | null> {
    const [c, m, a] = (await Promise.all([
      this.db('simulation_configs').where({ simulation_id: id }).first('config'),
      this.db('simulation_metrics').where({ simulation_id: id }).first('metrics'),
      this.db('simulation_analyses').where({ simulation_id: id }).first('analysis'),
    ])) as [{ config: string } | undefined, { metrics: string } | undefined, { analysis: string } | undefined];
    return c && m ? { config: c.config, metrics: m.metrics, analysis: a?.analysis ?? null } : null;
  }

  /** Progress of the Simulator; only while the simulation is still in that generation. */
  async setProgress(id: string, generation: number, step: number, total: number): Promise<void> {
    await this.db('simulations').where({ id, generation, status: 'PROCESSING_SIMULATION' }).update({ progress_step: step, progress_total: total });
  }

  /** How many simulations are in each status, all tenants together (the /metrics gauge). */
  async countByStatus(): Promise<Array<{ status: SimulationStatus; count: number }>> {
    const rows = (await this.db('simulations').select('status').count({ n: '*' }).groupBy('status')) as Array<{ status: SimulationStatus; n: number | string }>;
    return rows.map((r) => ({ status: r.status, count: Number(r.n) }));
  }

  async findIdsByStatus(statuses: readonly SimulationStatus[]): Promise<Array<{ id: string; tenantId: string }>> {
    const rows = (await this.db('simulations').whereIn('status', statuses as SimulationStatus[]).select('id', 'tenant_id')) as Array<{ id: string; tenant_id: string }>;
    return rows.map((r) => ({ id: r.id, tenantId: r.tenant_id }));
  }

  async getConfig(id: string): Promise<unknown> {
    const row = (await this.db('simulation_configs').where({ simulation_id: id }).first('config')) as { config: string } | undefined;
    return row ? JSON.parse(row.config) : null;
  }

  /** The public metrics with their seed and engine version (what the results API serves). */
  async getMetrics(id: string): Promise<StoredMetrics | null> {
    const row = (await this.db('simulation_metrics').where({ simulation_id: id }).first('metrics', 'seed', 'engine_version')) as
      | { metrics: string; seed: number | string; engine_version: string }
      | undefined;
    return row ? { metrics: JSON.parse(row.metrics), seed: Number(row.seed), engineVersion: row.engine_version } : null;
  }

  /** The per-replicate series stored beside the metrics ([] when none were tracked). */
  async getTracked(id: string): Promise<unknown[] | null> {
    const row = (await this.db('simulation_metrics').where({ simulation_id: id }).first('tracked')) as { tracked: string | null } | undefined;
    if (!row) return null;
    return row.tracked === null ? [] : (JSON.parse(row.tracked) as unknown[]);
  }

  async getAnalysis(id: string): Promise<unknown> {
    const row = (await this.db('simulation_analyses').where({ simulation_id: id }).first('analysis')) as { analysis: string } | undefined;
    return row ? JSON.parse(row.analysis) : null;
  }

  /**
   * Replaces a run's checkpoint, only while the simulation is in that generation and
   * simulating. Returns false when the run has been reset (the caller should stop).
   */
  async saveCheckpoint(id: string, generation: number, checkpoint: RunCheckpoint, now: number): Promise<boolean> {
    const files = this.runFiles;
    if (files) return this.writeRunFile(id, generation, `run ${checkpoint.run}`, () => files.saveCheckpoint(id, generation, checkpoint.run, checkpoint.step, checkpoint.data));
    return this.writeRunBlob('simulation_run_checkpoints', id, generation, checkpoint.run, checkpoint.data, now, { step: checkpoint.step });
  }

  /** The checkpoints of the runs in flight in that generation (or of one run), by run. */
  async loadCheckpoints(id: string, generation: number, run?: number): Promise<RunCheckpoint[]> {
    if (this.runFiles) return this.runFiles.loadCheckpoints(id, generation, run);
    const where = run === undefined ? { simulation_id: id, generation } : { simulation_id: id, generation, run };
    const rows = (await this.db('simulation_run_checkpoints').where(where).orderBy(['run', 'part'])) as Array<
      BlobRow & { step: number | string }
    >;
    return joinParts(rows).map(({ run, data, first }) => ({ run, step: Number(first.step), data }));
  }

  /**
   * A finished run's record, which replaces its checkpoint; only while the simulation is in
   * that generation and simulating (false otherwise: the caller should stop).
   */
  async saveRunRecord(id: string, generation: number, run: number, data: Uint8Array, now: number): Promise<boolean> {
    const files = this.runFiles;
    if (files) return this.writeRunFile(id, generation, `run ${run}`, () => files.saveRunRecord(id, generation, run, data));
    return this.writeRunBlob('simulation_run_records', id, generation, run, data, now, {}, async (trx) => {
      await trx('simulation_run_checkpoints').where({ simulation_id: id, run }).delete();
    });
  }

  /** The runs of that generation whose records are stored, in run order. */
  async listRunRecords(id: string, generation: number): Promise<number[]> {
    if (this.runFiles) return this.runFiles.listRunRecords(id, generation);
    const rows = (await this.db('simulation_run_records').where({ simulation_id: id, generation, part: 0 }).orderBy('run').select('run')) as Array<{ run: number | string }>;
    return rows.map((r) => Number(r.run));
  }

  async loadRunRecord(id: string, generation: number, run: number): Promise<Uint8Array | null> {
    if (this.runFiles) return this.runFiles.loadRunRecord(id, generation, run);
    const rows = (await this.db('simulation_run_records').where({ simulation_id: id, generation, run }).orderBy('part')) as BlobRow[];
    return joinParts(rows)[0]?.data ?? null;
  }

  private async simulating(id: string, generation: number): Promise<{ ok: boolean; generation?: number }> {
    const row = (await this.db('simulations').where({ id }).first('generation', 'status')) as { generation: number | string; status: string } | undefined;
    return { ok: !!row && Number(row.generation) === generation && row.status === 'PROCESSING_SIMULATION', generation: row ? Number(row.generation) : undefined };
  }

  /**
   * A run file, written only while the simulation is simulating in that generation; a reset
   * during the write makes it stale: it is removed and the caller told to stop.
   */
  private async writeRunFile(id: string, generation: number, what: string, write: () => Promise<void>): Promise<boolean> {
    const files = this.runFiles as RunFiles;
    try {
      if (!(await this.simulating(id, generation)).ok) return false;
      await write();
      const now = await this.simulating(id, generation);
      if (now.ok) return true;
      await files.removeAll(id, now.generation ?? -1);
      return false;
    } catch (err) {
      const e = err as { code?: string; message?: string };
      throw new Error(`storing ${what} of simulation ${id} in run files failed: ${e.code ?? e.message ?? 'error'}`);
    }
  }

  /**
   * Removes the run files nothing can resume from any more (results stored, reset, or gone),
   * left by a crash between a commit and the removal; at start-up.
   */
  async reclaimRunFiles(): Promise<void> {
    if (!this.runFiles) return;
    for (const id of await this.runFiles.simulations()) {
      const s = await this.findById(id).catch(() => null);
      if (!s || (s.status !== 'PROCESSING_SIMULATION' && s.status !== 'COMPLETED_CONFIG')) await this.runFiles.removeAll(id);
      else await this.runFiles.removeAll(id, s.generation);
    }
  }

  private async deleteRunData(trx: Knex.Transaction, id: string): Promise<void> {
    await trx('simulation_run_checkpoints').where({ simulation_id: id }).delete();
    await trx('simulation_run_records').where({ simulation_id: id }).delete();
  }

  /**
   * Replaces a run's blob (split into parts), only while the simulation is in that generation
   * and simulating; `also` runs in the same transaction. False when the run has been reset.
   */
  private async writeRunBlob(
    table: 'simulation_run_checkpoints' | 'simulation_run_records',
    id: string,
    generation: number,
    run: number,
    data: Uint8Array,
    now: number,
    extra: Record<string, number>,
    also?: (trx: Knex.Transaction) => Promise<void>,
  ): Promise<boolean> {
    const write = async (trx: Knex.Transaction): Promise<boolean> => {
      const row = (await trx('simulations').where({ id }).first('generation', 'status')) as { generation: number | string; status: string } | undefined;
      if (!row || Number(row.generation) !== generation || row.status !== 'PROCESSING_SIMULATION') return false;
      await trx(table).where({ simulation_id: id, run }).delete();
      const parts = splitParts(data, BLOB_PART_BYTES);
      for (const [part, slice] of parts.entries()) {
        await trx(table).insert({ simulation_id: id, generation, run, part, parts: parts.length, data: slice, created_at: now, ...extra });
      }
      await also?.(trx);
      return true;
    };
    // On MySQL, runs of one simulation write side by side; REPEATABLE READ's gap locks on the
    // delete-then-insert of neighbouring runs can deadlock, READ COMMITTED takes none. A
    // deadlock or lock timeout that happens anyway is retried.
    const config = (this.db.client as Knex.Client).config.client === 'mysql2' ? ({ isolationLevel: 'read committed' } as const) : undefined;
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.db.transaction(write, config);
      } catch (err) {
        const e = err as { errno?: number; code?: string; sqlMessage?: string };
        if ((e.errno === 1213 || e.errno === 1205) && attempt < 5) continue;
        // knex puts the whole statement in the message, blob included: keep it out of logs.
        throw new Error(`storing run ${run} of simulation ${id} in ${table} failed: ${e.code ?? 'error'}${e.sqlMessage ? ` (${e.sqlMessage})` : ''}`);
      }
    }
  }
}

/** Bytes cut into parts of at most partBytes (at least one part, empty for no bytes), as Buffers over the same memory. */
function splitParts(data: Uint8Array, partBytes: number): Buffer[] {
  const parts: Buffer[] = [];
  for (let at = 0; at === 0 || at < data.byteLength; at += partBytes) {
    const slice = data.subarray(at, at + partBytes);
    parts.push(Buffer.from(slice.buffer, slice.byteOffset, slice.byteLength));
  }
  return parts;
}

interface BlobRow {
  run: number | string;
  part: number | string;
  parts: number | string;
  data: Buffer;
}

/** Rows ordered by run and part, joined per run; a run with missing parts is left out. */
function joinParts<R extends BlobRow>(rows: R[]): Array<{ run: number; data: Uint8Array; first: R }> {
  const out: Array<{ run: number; data: Uint8Array; first: R }> = [];
  for (let i = 0; i < rows.length; ) {
    const run = Number(rows[i].run);
    let j = i;
    while (j < rows.length && Number(rows[j].run) === run) j++;
    const group = rows.slice(i, j);
    if (group.length === Number(group[0].parts)) {
      const data = Buffer.concat(group.map((r) => r.data));
      out.push({ run, data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength), first: group[0] });
    }
    i = j;
  }
  return out;
}
