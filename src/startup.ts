import type { Settings } from './config.js';

/**
 * What a start-up failure means, in one line for an operator (no stack trace): a port in use,
 * an address that cannot be bound, a database or Temporal that cannot be reached. Anything
 * else keeps its own message's first line.
 */
export function startupFailureLine(err: unknown, settings?: Settings): string {
  const e = err as { code?: string; message?: string; port?: number; address?: string; syscall?: string };
  const message = String(e?.message ?? err).split('\n')[0];
  if (e?.code === 'EADDRINUSE') {
    const grpc = settings && e.port !== undefined && e.port === settings.GRPC_PORT;
    return `cannot start: ${grpc ? 'gRPC' : 'HTTP'} port ${e.port ?? settings?.PORT} on ${e.address ?? settings?.HOST} is already in use (set ${grpc ? 'GRPC_PORT' : 'PORT'} to another port or stop the other process)`;
  }
  if (e?.code === 'GRPC_BIND_FAILED') return `cannot start: gRPC port ${e.port} on ${e.address} is already in use or cannot be bound (set GRPC_PORT to another port or stop the other process)`;
  if (e?.code === 'EACCES' || e?.code === 'EADDRNOTAVAIL') return `cannot start: cannot listen on ${e.address ?? settings?.HOST}:${e.port ?? settings?.PORT} (${e.code})`;
  if (e?.code === 'ECONNREFUSED' || e?.code === 'ENOTFOUND' || e?.code === 'ER_ACCESS_DENIED_ERROR' || e?.code === 'ER_BAD_DB_ERROR') {
    return `cannot start: the database is not reachable (${e.code}): ${message}`;
  }
  return `cannot start: ${message}`;
}

/** The start-up line's description of the store, without credentials. */
export function storeDescription(settings: Settings): string {
  if (!settings.DATABASE_URL) return `sqlite (${settings.DATA_DIR}/service.db)`;
  try {
    const u = new URL(settings.DATABASE_URL);
    return `mysql (${u.hostname}:${u.port || 3306}${u.pathname})`;
  } catch {
    return 'mysql';
  }
}

/** The start-up line's description of the pipeline runner. */
export function runnerDescription(settings: Settings, kind: 'embedded' | 'temporal' | undefined): string {
  if (kind === 'temporal') return `temporal (${settings.TEMPORAL_ADDRESS}, namespace ${settings.TEMPORAL_NAMESPACE}, task queue ${settings.TEMPORAL_TASK_QUEUE})`;
  if (kind === 'embedded') return `embedded (${settings.PIPELINE_CONCURRENCY} at a time)`;
  return 'off';
}
