import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import knex from 'knex';
import pino from 'pino';
import { openStore } from '../../src/store/index.js';
import { KeysService } from '../../src/services/keys.service.js';
import { Authenticator } from '../../src/services/authenticator.js';
import { UsageRecorder } from '../../src/services/usage-recorder.js';
import { noPipeline } from '../../src/pipeline/ports.js';

/**
 * Fresh databases for tests. MariaDB is a real server (127.0.0.1:3306 by default, override
 * with TEST_MYSQL_URL). If it cannot be reached the test fails, in CI and out of it: a
 * missing service is never a silent skip. TEST_MYSQL=off skips the MariaDB half on purpose,
 * and is refused when CI=true.
 */
export type StoreKind = 'sqlite' | 'mysql';

export const MYSQL_ADMIN_URL = process.env.TEST_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306';

export function storeKinds(): StoreKind[] {
  if (process.env.TEST_MYSQL === 'off') {
    if (process.env.CI === 'true') throw new Error('TEST_MYSQL=off is not allowed in CI: MariaDB tests must run');
    return ['sqlite'];
  }
  return ['sqlite', 'mysql'];
}

export interface TestDatabase {
  kind: StoreKind;
  /** Settings for openStore / the app. */
  dataDir: string;
  databaseUrl?: string;
  drop(): Promise<void>;
}

export async function createTestDatabase(kind: StoreKind): Promise<TestDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'simsvc-test-'));
  if (kind === 'sqlite') {
    return { kind, dataDir, drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
  }
  const name = `simsvc_test_${randomBytes(6).toString('hex')}`;
  const admin = knex({ client: 'mysql2', connection: { uri: MYSQL_ADMIN_URL } as never, pool: { min: 0, max: 1 } });
  try {
    await admin.raw(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_bin`);
  } catch (err) {
    await admin.destroy();
    throw new Error(
      `MariaDB is not reachable at ${MYSQL_ADMIN_URL} (${(err as Error).message}). ` +
        'Start it with: start-stop-daemon --start --oknodo --background --exec /usr/sbin/mariadbd',
    );
  }
  await admin.destroy();
  return {
    kind,
    dataDir,
    databaseUrl: `${MYSQL_ADMIN_URL}/${name}`,
    drop: async () => {
      const a = knex({ client: 'mysql2', connection: { uri: MYSQL_ADMIN_URL } as never, pool: { min: 0, max: 1 } });
      try {
        await a.raw(`DROP DATABASE IF EXISTS \`${name}\``);
      } finally {
        await a.destroy();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
}

/** Mints a key straight on a test database (as the CLI does), for tests that run servers as processes. */
export async function mintKeyOn(db: TestDatabase, tenantId: string, rateLimit: number): Promise<string> {
  const store = await openStore({ databaseUrl: db.databaseUrl, dataDir: db.dataDir });
  try {
    const usage = new UsageRecorder(store.keys, 60_000, () => {});
    const keys = new KeysService({ store, pipeline: noPipeline, clock: Date.now, logger: pino({ level: 'silent' }) }, new Authenticator(store.keys, 0), usage);
    const created = await keys.mint({ tenantId, name: 'test key', rateLimit, environment: 'test' });
    await usage.close();
    return created.api_key;
  } finally {
    await store.close();
  }
}
