import { openDatabase, migrateToLatest, type Database, type DatabaseSettings } from './database.js';
import { IdempotencyRepository } from './idempotency.repo.js';
import { KeysRepository } from './keys.repo.js';
import { RateLimitRepository } from './rate-limit.repo.js';
import { ScenariosRepository } from './scenarios.repo.js';
import { SessionsRepository } from './sessions.repo.js';
import { RunFiles } from './run-files.js';
import { SimulationsRepository } from './simulations.repo.js';
import { WorkloadRepository } from './workload.repo.js';

export interface Store {
  database: Database;
  idempotency: IdempotencyRepository;
  keys: KeysRepository;
  rateLimits: RateLimitRepository;
  scenarios: ScenariosRepository;
  sessions: SessionsRepository;
  simulations: SimulationsRepository;
  /** Work leases of the embedded runner and each tenant's pipeline load (quotas). */
  workload: WorkloadRepository;
  /** Cheap liveness probe for health checks. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export async function openStore(settings: DatabaseSettings): Promise<Store> {
  const database = openDatabase(settings);
  await migrateToLatest(database);
  const { db, dialect } = database;
  const simulations = new SimulationsRepository(db, database.pointRead, database.runFilesDir ? new RunFiles(database.runFilesDir) : undefined);
  await simulations.reclaimRunFiles();
  return {
    database,
    idempotency: new IdempotencyRepository(db),
    keys: new KeysRepository(db),
    rateLimits: new RateLimitRepository(db, dialect),
    scenarios: new ScenariosRepository(db),
    sessions: new SessionsRepository(db),
    simulations,
    workload: new WorkloadRepository(db),
    ping: async () => {
      // A deleted SQLite file still answers queries (the process holds it open): not ready all the same.
      database.checkFile?.();
      await db.raw('select 1');
    },
    close: () => database.close(),
  };
}

export type { DatabaseSettings } from './database.js';
export { isStoreUnavailable } from './unavailable.js';
export { StoreFileLostError } from './database.js';
export type { SimulationFilter, TransitionOutcome, TransitionPatch } from './simulations.repo.js';
export type { LeaseGrant } from './rate-limit.repo.js';
export type { LeaseClaim, UnleasedWork } from './workload.repo.js';
export type { UsageDelta } from './keys.repo.js';
export type { IdempotencyRecord } from './idempotency.repo.js';
export type { NewSession, SessionWithKey } from './sessions.repo.js';
