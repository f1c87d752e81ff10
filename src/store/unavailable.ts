/**
 * Whether an error means the database cannot be reached or written just now (server down or
 * restarting, connection lost, pool starved, SQLite file locked or read-only), as opposed to a
 * bad query or bad data. Runners retry such failures for longer and say so in error_log.
 */
const CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'PROTOCOL_CONNECTION_LOST',
  'PROTOCOL_ENQUEUE_AFTER_FATAL_ERROR',
  'ER_SERVER_SHUTDOWN',
  'ER_CON_COUNT_ERROR',
  'ER_LOCK_WAIT_TIMEOUT',
  'SQLITE_BUSY',
  'SQLITE_LOCKED',
  'SQLITE_READONLY',
  'SQLITE_CANTOPEN',
  'SQLITE_FULL',
  'SQLITE_IOERR',
  // Ours: the SQLite file was deleted or replaced under the running service (StoreFileLostError).
  'SQLITE_FILE_LOST',
]);

export function isStoreUnavailable(err: unknown): boolean {
  for (let e = err, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (CODES.has(code) || code.startsWith('SQLITE_IOERR') || code.startsWith('SQLITE_READONLY'))) return true;
    // knex: "Knex: Timeout acquiring a connection. The pool is probably full."
    if (e.name === 'KnexTimeoutError') return true;
    // A host name with several addresses fails to connect with one error per address.
    if (e instanceof AggregateError && e.errors.some((x) => isStoreUnavailable(x))) return true;
  }
  return false;
}
