import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { tracingOn } from '../telemetry/tracer.js';
import { tracePointReads, traceQueries } from '../telemetry/query-spans.js';
import knex, { type Knex } from 'knex';
import * as m001 from './migrations/001_initial.js';
import * as m002 from './migrations/002_pipeline.js';
import * as m003 from './migrations/003_runs.js';
import * as m004 from './migrations/004_dashboard_sessions.js';
import * as m005 from './migrations/005_simulation_leases.js';
import * as m006 from './migrations/006_idempotency_keys.js';
import * as m008 from './migrations/008_results_documents.js';

export type Dialect = 'sqlite' | 'mysql';

export interface Database {
  db: Knex;
  dialect: Dialect;
  /**
   * A synchronous single-row read for the hot point lookups (every status poll), on SQLite
   * files only: knex costs ~60 µs a query in a busy process, a prepared statement ~10 µs.
   * Absent on MySQL and in-memory SQLite, where callers use knex.
   */
  pointRead?: (sql: string, params: readonly unknown[]) => unknown;
  /** On a SQLite file: the directory beside it for checkpoints and run records (src/store/run-files.ts). */
  runFilesDir?: string;
  close(): Promise<void>;
}

export interface DatabaseSettings {
  /** mysql://user:pass@host:port/db; when absent, SQLite in dataDir. */
  databaseUrl?: string;
  dataDir: string;
  /** For SQLite only: a file name inside dataDir, or ':memory:'. */
  sqliteFile?: string;
  /** For MySQL only: how long a query waits for a connection before it fails (knex's default, 60 s). */
  acquireTimeoutMs?: number;
}

// Migrations are compiled into the program (not read from a directory), so the same code runs
// under tsx, compiled JS and the test harness without loader configuration.
const migrations: Record<string, { up(db: Knex): Promise<void>; down(db: Knex): Promise<void> }> = {
  '001_initial': m001,
  '002_pipeline': m002,
  '003_runs': m003,
  '004_dashboard_sessions': m004,
  '005_simulation_leases': m005,
  '006_idempotency_keys': m006,
  '008_results_documents': m008,
};

export const migrationSource: Knex.MigrationSource<string> = {
  getMigrations: async () => Object.keys(migrations).sort(),
  getMigrationName: (name) => name,
  getMigration: async (name) => migrations[name],
};

export function openDatabase(settings: DatabaseSettings): Database {
  if (settings.databaseUrl) {
    const db = knex({
      client: 'mysql2',
      connection: {
        uri: settings.databaseUrl,
        // All timestamps are epoch ms; still, keep the session in UTC so nothing shifts.
        timezone: 'Z',
        charset: 'utf8mb4',
      } as Knex.MySql2ConnectionConfig & { uri: string },
      pool: { min: 0, max: 10 },
      // While the server is down knex keeps trying to connect until this runs out.
      acquireConnectionTimeout: settings.acquireTimeoutMs ?? 60_000,
    });
    if (tracingOn()) traceQueries(db, 'mysql');
    return { db, dialect: 'mysql', close: () => db.destroy() };
  }
  const file = settings.sqliteFile ?? 'service.db';
  let filename = ':memory:';
  if (file !== ':memory:') {
    mkdirSync(settings.dataDir, { recursive: true });
    filename = resolve(join(settings.dataDir, file));
  }
  const db = knex({
    client: 'better-sqlite3',
    connection: { filename },
    useNullAsDefault: true,
    pool: {
      min: 1,
      max: 1,
      // WAL + busy timeout let the keys CLI and other processes share the file with a running server.
      afterCreate: (conn: SqliteConnection, done: (err: Error | null, conn: unknown) => void) => {
        conn.pragma('journal_mode = WAL');
        conn.pragma('busy_timeout = 10000');
        conn.pragma('synchronous = NORMAL');
        cachePreparedStatements(conn);
        done(null, conn);
      },
    },
  });
  if (tracingOn()) traceQueries(db, 'sqlite');
  if (filename === ':memory:') return { db, dialect: 'sqlite', close: () => db.destroy() };

  // A second connection, for reads only; WAL lets it read beside the writer and see every
  // committed write. Opened on first use, after migrations have created the tables.
  let reader: (SqliteConnection & { close(): void }) | null = null;
  const pointRead = (sql: string, params: readonly unknown[]): unknown => {
    if (!reader) {
      reader = new BetterSqlite3(filename) as unknown as SqliteConnection & { close(): void };
      reader.pragma('busy_timeout = 10000');
      cachePreparedStatements(reader);
    }
    return (reader.prepare(sql) as { get(...p: unknown[]): unknown }).get(...params);
  };
  return {
    db,
    dialect: 'sqlite',
    pointRead: tracingOn() ? tracePointReads(pointRead) : pointRead,
    runFilesDir: `${filename}-runs`,
    close: async () => {
      reader?.close();
      reader = null;
      await db.destroy();
    },
  };
}

interface SqliteConnection {
  pragma(s: string): unknown;
  prepare(sql: string): unknown;
}

/**
 * knex prepares every SQLite query anew, and preparing costs several times what running a
 * primary-key lookup does. knex's SQL text is stable across values (placeholders), so one
 * statement per text is reused; the single connection runs them synchronously, one at a
 * time, and SQLite re-prepares a statement itself after a schema change.
 */
function cachePreparedStatements(conn: SqliteConnection, max = 500): void {
  const prepare = conn.prepare.bind(conn);
  const cache = new Map<string, unknown>();
  conn.prepare = (sql: string) => {
    let stmt = cache.get(sql);
    if (stmt === undefined) {
      stmt = prepare(sql);
      if (cache.size >= max) cache.delete(cache.keys().next().value as string);
      cache.set(sql, stmt);
    }
    return stmt;
  };
}

export async function migrateToLatest(database: Database): Promise<void> {
  await database.db.migrate.latest({ migrationSource });
}
