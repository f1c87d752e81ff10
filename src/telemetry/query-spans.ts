import type { Knex } from 'knex';
import type { Span } from '@opentelemetry/api';
import { endSpan, errorKind, SpanKind, startChildSpan } from './tracer.js';

interface QueryEvent {
  __knexQueryUid?: string;
  sql?: string;
  method?: string;
}

/**
 * A client span per database query, from knex's own query events (query → query-response or
 * query-error), as a child of whatever span is active when the query starts (a request, a
 * stage). The statement is knex's SQL text with `?` placeholders: bound values (key hashes,
 * prompts) never reach a span. Installed only when tracing is on.
 */
export function traceQueries(db: Knex, system: 'sqlite' | 'mysql'): void {
  const open = new Map<string, Span>();
  db.on('query', (q: QueryEvent) => {
    if (!q.__knexQueryUid || !q.sql) return;
    const operation = (q.method && q.method !== 'raw' ? q.method : q.sql.trimStart().split(/\s/, 1)[0]).toLowerCase();
    const span = startChildSpan(`${operation} ${system}`, SpanKind.CLIENT, { 'db.system': system, 'db.operation': operation, 'db.statement': q.sql });
    if (span) open.set(q.__knexQueryUid, span);
  });
  const finish = (q: QueryEvent | undefined, error?: string) => {
    const uid = q?.__knexQueryUid;
    if (!uid) return;
    endSpan(open.get(uid), error);
    open.delete(uid);
  };
  db.on('query-response', (_response: unknown, q: QueryEvent) => finish(q));
  db.on('query-error', (err: unknown, q: QueryEvent) => finish(q, errorKind(err)));
}

/** The SQLite reader's point reads (primary-key lookups outside knex), each a client span like knex's queries. */
export function tracePointReads<A extends unknown[], R>(read: (sql: string, ...rest: A) => R): (sql: string, ...rest: A) => R {
  return (sql, ...rest) => {
    const span = startChildSpan('select sqlite', SpanKind.CLIENT, { 'db.system': 'sqlite', 'db.operation': 'select', 'db.statement': sql });
    try {
      const out = read(sql, ...rest);
      endSpan(span);
      return out;
    } catch (err) {
      endSpan(span, errorKind(err));
      throw err;
    }
  };
}
