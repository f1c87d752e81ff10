import type { Knex } from 'knex';
import type { SimulationStatus } from '../domain/lifecycle.js';

/** A held lease: how many attempts this piece of work (simulation, stage, generation) has had, this one included. */
export interface LeaseClaim {
  attempts: number;
  /** The error of the last failed attempt, when one was recorded. */
  lastError: string | null;
}

export interface UnleasedWork {
  id: string;
  tenantId: string;
}

/**
 * Who works on which simulation (the embedded runner's leases, migration 005) and how much
 * work each tenant has in the pipeline (the quotas). Every lease change is one conditional
 * statement, so two processes on one database never both hold a lease.
 */
export class WorkloadRepository {
  constructor(private readonly db: Knex) {}

  /**
   * Takes the lease of a simulation's stage for `ttlMs` when it is free (no lease, expired,
   * released, or already ours) and not in a backoff; counts the attempt (from 1 again when the
   * stage or generation is new). Null when another process holds it or its backoff runs.
   */
  async claim(id: string, owner: string, stage: string, generation: number, now: number, ttlMs: number): Promise<LeaseClaim | null> {
    const same = this.db.raw('(stage = ? and generation = ?)', [stage, generation]);
    const n = await this.db('simulation_leases')
      .where({ simulation_id: id })
      .andWhere((q) => {
        void q.whereNull('owner').orWhere('owner', owner).orWhere('expires_at', '<=', now);
      })
      .andWhere((q) => {
        void q.where('retry_at', '<=', now).orWhereNot(same);
      })
      .update({
        owner,
        expires_at: now + ttlMs,
        attempts: this.db.raw('case when stage = ? and generation = ? then attempts + 1 else 1 end', [stage, generation]),
        retry_at: 0,
        last_error: this.db.raw('case when stage = ? and generation = ? then last_error else null end', [stage, generation]),
        // Assigned last: MySQL evaluates SET left to right, and the attempts above read the old stage.
        stage,
        generation,
      });
    if (n === 1) {
      const row = (await this.db('simulation_leases').where({ simulation_id: id, owner }).first('attempts', 'last_error')) as
        | { attempts: number | string; last_error: string | null }
        | undefined;
      return row ? { attempts: Number(row.attempts), lastError: row.last_error } : null;
    }
    try {
      await this.db('simulation_leases').insert({ simulation_id: id, owner, expires_at: now + ttlMs, stage, generation, attempts: 1, retry_at: 0 });
      return { attempts: 1, lastError: null };
    } catch (err) {
      if (isDuplicate(err)) return null;
      throw err;
    }
  }

  /** Extends our lease; false when it is no longer ours (expired and taken over). */
  async renew(id: string, owner: string, now: number, ttlMs: number): Promise<boolean> {
    const n = await this.db('simulation_leases').where({ simulation_id: id, owner }).andWhere('expires_at', '>', now).update({ expires_at: now + ttlMs });
    return n === 1;
  }

  /** Gives the lease up after a failed attempt: anyone may try again from `retryAt`. */
  async releaseForRetry(id: string, owner: string, retryAt: number, error: string): Promise<void> {
    await this.db('simulation_leases').where({ simulation_id: id, owner }).update({ owner: null, expires_at: 0, retry_at: retryAt, last_error: error });
  }

  /** Gives the lease up for good (the simulation finished, failed, or was stopped here). */
  async release(id: string, owner: string): Promise<void> {
    await this.db('simulation_leases').where({ simulation_id: id, owner }).delete();
  }

  /** The owners of live leases whose names start with `prefix` (this machine's processes). */
  async liveOwners(prefix: string, now: number): Promise<string[]> {
    const rows = (await this.db('simulation_leases')
      .whereRaw('substr(owner, 1, ?) = ?', [prefix.length, prefix])
      .andWhere('expires_at', '>', now)
      .distinct('owner')) as Array<{ owner: string }>;
    return rows.map((r) => r.owner);
  }

  /** Ends every lease of an owner known to be dead, so its work is taken up now rather than at expiry. */
  async expireOwner(owner: string): Promise<number> {
    return this.db('simulation_leases').where({ owner }).update({ expires_at: 0 });
  }

  /** Drops a stopped simulation's lease whoever holds it (a reset: the old work must not count). */
  async forget(id: string): Promise<void> {
    await this.db('simulation_leases').where({ simulation_id: id }).delete();
  }

  /**
   * Simulations in one of `statuses` that nobody works on: no lease, or one that expired or
   * was released and whose backoff is over. Oldest first.
   */
  async findUnleased(statuses: readonly SimulationStatus[], now: number, limit: number): Promise<UnleasedWork[]> {
    const rows = (await this.db('simulations')
      .leftJoin('simulation_leases', 'simulation_leases.simulation_id', 'simulations.id')
      .whereIn('simulations.status', statuses as SimulationStatus[])
      .andWhere((q) => {
        void q.whereNull('simulation_leases.simulation_id').orWhere((free) => {
          void free
            .andWhere((o) => {
              void o.whereNull('simulation_leases.owner').orWhere('simulation_leases.expires_at', '<=', now);
            })
            .andWhere('simulation_leases.retry_at', '<=', now);
        });
      })
      .orderBy('simulations.created_at')
      .limit(limit)
      .select('simulations.id', 'simulations.tenant_id')) as Array<{ id: string; tenant_id: string }>;
    return rows.map((r) => ({ id: r.id, tenantId: r.tenant_id }));
  }

  /** The tenant's simulations per status, for the statuses given (absent: none). */
  async countByStatus(tenantId: string, statuses: readonly SimulationStatus[]): Promise<Partial<Record<SimulationStatus, number>>> {
    const rows = (await this.db('simulations')
      .where('tenant_id', tenantId)
      .whereIn('status', statuses as SimulationStatus[])
      .groupBy('status')
      .select('status')
      .count({ n: '*' })) as Array<{ status: SimulationStatus; n: number | string }>;
    return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
  }
}

function isDuplicate(err: unknown): boolean {
  const e = err as { code?: string; errno?: number };
  return e.code === 'ER_DUP_ENTRY' || e.errno === 1062 || e.code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || e.code === 'SQLITE_CONSTRAINT';
}
