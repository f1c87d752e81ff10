import type { Knex } from 'knex';
import type { Page, Paging, ScenarioRecord } from '../domain/records.js';
import { newestFirstPage } from './paging.js';

interface Row {
  id: string;
  tenant_id: string;
  name: string;
  description: string;
  created_at: number | string;
  updated_at: number | string;
}

const toRecord = (r: Row): ScenarioRecord => ({
  id: r.id,
  tenantId: r.tenant_id,
  name: r.name,
  description: r.description,
  createdAt: Number(r.created_at),
  updatedAt: Number(r.updated_at),
});

export class ScenariosRepository {
  constructor(private readonly db: Knex) {}

  async insert(s: ScenarioRecord): Promise<void> {
    await this.db('scenarios').insert({
      id: s.id,
      tenant_id: s.tenantId,
      name: s.name,
      description: s.description,
      created_at: s.createdAt,
      updated_at: s.updatedAt,
    });
  }

  async findById(id: string): Promise<ScenarioRecord | null> {
    const row = (await this.db('scenarios').where({ id }).first()) as Row | undefined;
    return row ? toRecord(row) : null;
  }

  async list(tenantId: string, paging: Paging): Promise<Page<ScenarioRecord>> {
    return newestFirstPage('scenarios', () => this.db('scenarios').where({ tenant_id: tenantId }), paging, toRecord);
  }

  async replace(id: string, name: string, description: string, now: number): Promise<void> {
    await this.db('scenarios').where({ id }).update({ name, description, updated_at: now });
  }

  /** Deletes the scenario and detaches its simulations in one transaction (docs/contract.md "Scenarios"). */
  async delete(id: string, now: number): Promise<boolean> {
    return this.db.transaction(async (trx) => {
      await trx('simulations').where({ scenario_id: id }).update({ scenario_id: null, updated_at: now });
      return (await trx('scenarios').where({ id }).delete()) > 0;
    });
  }
}
