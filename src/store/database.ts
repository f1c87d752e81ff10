import { mkdirSync, statSync } from 'node:fs';
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
  /**
   * On a SQLite file: throws StoreFileLostError when the file the connection has open is no
   * longer the one at its path (deleted, or replaced by another file). Cheap (one stat).
   */
  checkFile?: () => void;
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
  /** For a SQLite file: told once each time the open file is found deleted or replaced (logged at error level). */
  onFileLost?: (err: StoreFileLostError) => void;
}

/**
 * The SQLite file the service has open is gone from its path (deleted, or another file put in
 * its place). Writes would "succeed" into an unlinked inode and vanish at exit, so they are
 * refused; reads of what is committed still work. The code makes it a store outage
 * (src/store/unavailable.ts): requests answer 503, runners wait and retry. Moving the same file
 * back ends it; another file at the path needs a restart (docs/operations.md).
 */
export class StoreFileLostError extends Error {
  readonly code = 'SQLITE_FILE_LOST';
  /** Short and path-free, for /readyz (which needs no key). */
  readonly reason: string;
  constructor(filename: string, how: 'deleted' | 'replaced') {
    super(
      `the SQLite file ${filename} was ${how} while the service had it open; writes are refused until ` +
        (how === 'deleted' ? 'the same file is back at that path (the open copy is still readable at /proc/' + process.pid + '/fd)' : 'the process is restarted'),
    );
    this.name = 'StoreFileLostError';
    this.reason = `database file ${how} while open`;
  }
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
  // The file's identity when opened: a write first checks that the path still names it.
  let identity: { dev: number; ino: number } | null = null;
  let lost = false;
  const checkFile = (): void => {
    if (!identity) return;
    let now: { dev: number; ino: number } | undefined;
    try {
      now = statSync(filename, { throwIfNoEntry: false });
    } catch {
      now = undefined;
    }
    const how = !now ? 'deleted' : now.dev !== identity.dev || now.ino !== identity.ino ? 'replaced' : null;
    if (!how) {
      lost = false;
      return;
    }
    const err = new StoreFileLostError(filename, how);
    if (!lost) settings.onFileLost?.(err);
    lost = true;
    throw err;
  };
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
        if (filename !== ':memory:') {
          const st = statSync(filename);
          identity ??= { dev: st.dev, ino: st.ino };
        }
        cachePreparedStatements(conn, filename === ':memory:' ? undefined : checkFile);
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
      // Never create a file at the path: after a deletion that would put an empty database
      // where the same file could still come back.
      checkFile();
      reader = new BetterSqlite3(filename, { fileMustExist: true }) as unknown as SqliteConnection & { close(): void };
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
    checkFile,
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

/** Statements that change the file (knex sends BEGIN/COMMIT through prepare too). */
const WRITE = /^\s*(insert|update|delete|replace|create|drop|alter|begin)\b/i;

/**
 * knex prepares every SQLite query anew, and preparing costs several times what running a
 * primary-key lookup does. knex's SQL text is stable across values (placeholders), so one
 * statement per text is reused; the single connection runs them synchronously, one at a
 * time, and SQLite re-prepares a statement itself after a schema change.
 */
function cachePreparedStatements(conn: SqliteConnection, beforeWrite?: () => void, max = 500): void {
  const prepare = conn.prepare.bind(conn);
  const cache = new Map<string, unknown>();
  conn.prepare = (sql: string) => {
    // knex prepares each statement it runs, so this is the one place every write passes.
    if (beforeWrite && WRITE.test(sql)) beforeWrite();
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
