import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ATTR, context, endSpan, startServerSpan } from '../telemetry/tracer.js';
import type { Span } from '@opentelemetry/api';

const spans = new WeakMap<FastifyRequest, Span>();
/** The created simulation of a 201, from its Location (the only place a REST create names its id). */
const CREATED_SIMULATION = /^\/v1\/simulations\/([^/?]+)$/;

/**
 * One server span per HTTP request (REST, /trpc, the dashboard's pages), continuing the
 * caller's trace from a `traceparent` header. Registered first, so every later hook, the
 * route and what it calls (the database, the Temporal client) run inside the span. Named by
 * the route's template, never its path (ids are attributes, not names). Only installed when
 * tracing is on (src/telemetry/tracer.ts).
 */
export function registerRequestTracing(app: FastifyInstance): void {
  app.addHook('onRequest', (req, _reply, done) => {
    const route = req.routeOptions.url;
    const active = startServerSpan(`${req.method} ${route ?? 'unmatched'}`, req.headers, {
      'http.request.method': req.method,
      ...(route ? { 'http.route': route } : {}),
      [ATTR.requestId]: req.id,
    });
    if (!active) return done();
    spans.set(req, active.span);
    context.with(active.context, done);
  });
  const finish = (req: FastifyRequest, reply: FastifyReply | null) => {
    const span = spans.get(req);
    if (!span) return;
    spans.delete(req);
    if (req.tenantId) span.setAttribute(ATTR.tenantId, req.tenantId);
    const id = (req.params as { id?: unknown } | undefined)?.id;
    if (typeof id === 'string' && req.routeOptions.url?.startsWith('/v1/simulations/')) span.setAttribute(ATTR.simulationId, id);
    const created = reply?.statusCode === 201 ? CREATED_SIMULATION.exec(String(reply.getHeader('Location') ?? '')) : null;
    if (created) span.setAttribute(ATTR.simulationId, created[1]);
    if (!reply) return endSpan(span, 'the client went away');
    span.setAttribute('http.response.status_code', reply.statusCode);
    endSpan(span, reply.statusCode >= 500 ? `HTTP ${reply.statusCode}` : undefined);
  };
  app.addHook('onResponse', async (req, reply) => finish(req, reply));
  app.addHook('onRequestAbort', async (req) => finish(req, null));
}
