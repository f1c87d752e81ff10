import { openDatabase, migrateToLatest, type Database, type DatabaseSettings } from './database.js';
import { KeysRepository } from './keys.repo.js';
import { RateLimitRepository } from './rate-limit.repo.js';
import { ScenariosRepository } from './scenarios.repo.js';
import { SessionsRepository } from './sessions.repo.js';
import { SimulationsRepository } from './simulations.repo.js';

export interface Store {
  database: Database;
  keys: KeysRepository;
  rateLimits: RateLimitRepository;
  scenarios: ScenariosRepository;
  sessions: SessionsRepository;
  simulations: SimulationsRepository;
  /** Cheap liveness probe for health checks. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export async function openStore(settings: DatabaseSettings): Promise<Store> {
  const database = openDatabase(settings);
  await migrateToLatest(database);
  const { db, dialect } = database;
  return {
    database,
    keys: new KeysRepository(db),
    rateLimits: new RateLimitRepository(db, dialect),
    scenarios: new ScenariosRepository(db),
    sessions: new SessionsRepository(db),
    simulations: new SimulationsRepository(db, database.pointRead),
    ping: async () => {
      await db.raw('select 1');
    },
    close: () => database.close(),
  };
}

export type { DatabaseSettings } from './database.js';
export type { SimulationFilter, TransitionOutcome, TransitionPatch } from './simulations.repo.js';
export type { LeaseGrant } from './rate-limit.repo.js';
export type { UsageDelta } from './keys.repo.js';
export type { NewSession, SessionWithKey } from './sessions.repo.js';
