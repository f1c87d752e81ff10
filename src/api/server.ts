import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import type { Logger } from 'pino';
import { uuidv7 } from '../domain/ids.js';
import { errorResponse, type ServiceFailure } from '../domain/errors.js';
import type { AppServices } from '../services/app-services.js';
import { BodyProblem } from './body-marker.js';
import { failureOf } from './error-mapping.js';
import { createHttpContext } from './http-context.js';
import { buildOpenApiDocument } from './openapi.js';
import { appRouter } from './router.js';
import { matchRoute, type RestRoute } from './route-table.js';
import { registerDocs } from './docs-page.js';
import { registerRestRoutes } from './rest-routes.js';
import { registerDashboard } from './dashboard-static.js';
import { registerMetricsCsvRoute } from './metrics-csv-route.js';
import { registerResultsRoute } from './results-route.js';
import { registerEventsStreamRoute } from './events-stream-route.js';
import { registerHealthRoutes } from './health-routes.js';
import { endWatches } from './routers/simulation-watch.js';
import { encodedEtag } from './http-caching.js';
import { trpcRefusalBody } from './trpc-refusal.js';
import { redactKeys } from './log-redaction.js';
import { tracingOn } from '../telemetry/tracer.js';
import { registerRequestTracing } from './request-tracing.js';
import { connectionsCheckingInterval, registerRequestLimits, type RequestLimits } from './request-limits.js';

export interface HttpSettings extends RequestLimits {
  /** Offered as a second server in /openapi.json (the first is relative). */
  publicBaseUrl?: string;
  /** Serve GET /metrics (METRICS_ENABLED). */
  metricsEnabled?: boolean;
  /** The events stream's keep-alive comment after this long idle (EVENTS_KEEP_ALIVE_MS). */
  eventsKeepAliveMs?: number;
}

const REQUEST_ID_RE = /^[A-Za-z0-9._-]{1,128}$/;
/** Every REST route lives under it (the route table is built with it). */
export const API_PREFIX = '/v1';

const SECURITY_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'no-referrer',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
};
const API_CSP = "default-src 'none'; frame-ancestors 'none'";
const DOCS_CSP = "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; frame-ancestors 'none'";

function isApiPath(url: string): boolean {
  return url === API_PREFIX || url.startsWith(API_PREFIX + '/') || url.startsWith(API_PREFIX + '?');
}

const JSON_TYPE = 'application/json; charset=utf-8';
/** Node's whole header block is 16 KiB: any id that fits in a request line reaches validation. */
const MAX_PARAM_LENGTH = 16_384;

/** A catalog failure as a raw HTTP/1.1 response, for requests Node refuses before Fastify sees them. */
function rawFailure(failure: ServiceFailure, reason: string): string {
  const { status, body } = errorResponse(failure);
  const text = JSON.stringify(body);
  return `HTTP/1.1 ${status} ${reason}\r\nContent-Type: ${JSON_TYPE}\r\nContent-Length: ${Buffer.byteLength(text)}\r\nConnection: close\r\n\r\n${text}`;
}

/** The catalog failure standing for a 4xx Fastify raises itself. */
function frameworkFailure(statusCode: number): ServiceFailure {
  switch (statusCode) {
    case 404:
      return { code: 'ROUTE_NOT_FOUND' };
    case 405:
      return { code: 'METHOD_NOT_ALLOWED' };
    case 413:
      return { code: 'PAYLOAD_TOO_LARGE' };
    case 415:
      return { code: 'UNSUPPORTED_MEDIA_TYPE' };
    case 431:
      return { code: 'HEADERS_TOO_LARGE' };
    default:
      return { code: 'BAD_REQUEST' };
  }
}

/**
 * The HTTP server: /v1 (native routes calling the procedures), /trpc, /openapi.json, /docs,
 * /healthz, /readyz. `routes` is the route table built once from the router (src/app.ts).
 */
export async function buildServer(services: AppServices, routes: readonly RestRoute[], settings: HttpSettings, logger: Logger): Promise<FastifyInstance> {
  const sendFailure = (reply: FastifyReply, failure: ServiceFailure, headers: Record<string, string> = {}) => {
    const { status, body } = errorResponse(failure);
    return reply.code(status).headers(headers).type(JSON_TYPE).send(JSON.stringify(body));
  };

  const app = Fastify({
    loggerInstance: logger as unknown as import('fastify').FastifyBaseLogger,
    bodyLimit: settings.bodyLimitBytes,
    // Node checks its headers timeout this often (src/api/request-limits.ts sets the timeout).
    http: { connectionsCheckingInterval: connectionsCheckingInterval(settings) },
    exposeHeadRoutes: false,
    // Fastify's own per-request lines are replaced by one access line of ours (onResponse).
    logController: new LogController({ requestIdLogLabel: 'request_id', disableRequestLogging: true }),
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID_RE.test(given) ? given : uuidv7();
    },
    // Long path ids must reach validation (422 / 404), not the router's length guard (a 400).
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: MAX_PARAM_LENGTH },
    // Errors Fastify raises before any route runs still answer through the catalog.
    frameworkErrors: (err, req, reply) => {
      const e = err as { code?: string; statusCode?: number };
      if (e.code === 'FST_ERR_BAD_URL') return void sendFailure(reply, { code: 'MALFORMED_URL' });
      if (e.statusCode && e.statusCode < 500) return void sendFailure(reply, frameworkFailure(e.statusCode));
      req.log.error({ err }, 'framework error');
      return void sendFailure(reply, { code: 'INTERNAL' });
    },
    // Requests Node's parser refuses (oversized headers, garbage) get a raw catalog answer too.
    clientErrorHandler: (err: Error & { code?: string }, socket) => {
      if (!socket.writable) return void socket.destroy();
      if (err.code === 'HPE_HEADER_OVERFLOW') return void socket.end(rawFailure({ code: 'HEADERS_TOO_LARGE' }, 'Request Header Fields Too Large'));
      // Node's headers timeout (src/api/request-limits.ts): the headers did not arrive in time.
      if (err.code === 'ERR_HTTP_REQUEST_TIMEOUT') return void socket.end(rawFailure({ code: 'REQUEST_TIMEOUT' }, 'Request Timeout'));
      socket.end(rawFailure({ code: 'BAD_REQUEST' }, 'Bad Request'));
    },
  });
  app.decorateRequest('tenantId', null);
  // Before anything else, so the request's span is the parent of all the work it causes.
  if (tracingOn()) registerRequestTracing(app as unknown as FastifyInstance);
  // First, so the time limits and the early key check cover every route registered below.
  registerRequestLimits(app as unknown as FastifyInstance, services, settings, (req, reply, failure) => {
    if (!req.url.startsWith('/trpc/')) return sendFailure(reply, failure, { Connection: 'close' });
    return reply.code(errorResponse(failure).status).header('Connection', 'close').type(JSON_TYPE).send(JSON.stringify(trpcRefusalBody(req.url, failure)));
  });

  const openApiDoc = buildOpenApiDocument(appRouter, routes, settings.publicBaseUrl);
  const openApiJson = JSON.stringify(openApiDoc);

  // JSON bodies: never reject here (see BodyProblem); an empty body is "no body".
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const text = (body as string).trim();
    if (text === '') return done(null, undefined);
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      return done(null, new BodyProblem('invalid_json'));
    }
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return done(null, new BodyProblem('not_object'));
    // Prototype poisoning: these keys are never fields of ours; drop them before anything merges the body.
    const obj = value as Record<string, unknown>;
    if (Object.hasOwn(obj, '__proto__')) Reflect.deleteProperty(obj, '__proto__');
    if (Object.hasOwn(obj, 'constructor')) Reflect.deleteProperty(obj, 'constructor');
    done(null, value);
  });

  app.addHook('onSend', async (req, reply, payload) => {
    reply.headers(SECURITY_HEADERS).header('X-Request-Id', req.id);
    // The dashboard's pages set their own policy (src/api/dashboard-static.ts).
    if (!reply.hasHeader('Content-Security-Policy')) reply.header('Content-Security-Policy', req.url.startsWith('/docs') ? DOCS_CSP : API_CSP);
    // A route that answers validators (ETag) sets its own Cache-Control.
    if ((isApiPath(req.url) || req.url.startsWith('/trpc')) && !reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store');
    return payload;
  });

  // Compression (docs/contract.md "Compression"): br or gzip over 1 KiB when the client accepts
  // it. Event streams are never compressed (a compressor buffers, and events must flush at
  // once); request bodies are not inflated (the body limit applies to what is sent).
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    globalDecompression: false,
    customTypes: (type: string) => !/^text\/event-stream/i.test(type) && /^text\/|[+/]json(;|$)|^application\/javascript|^image\/svg\+xml/i.test(type),
    // Quality 11 (the default) costs ~50x the CPU of 4 for a few percent on JSON.
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
  // A compressed answer's strong ETag names its coding. Compression hooks each route's onSend
  // as the route is added; this one is added after it, so it sees the coding chosen.
  const etagCoding = async (_req: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const encoding = reply.getHeader('Content-Encoding');
    const etag = reply.getHeader('ETag');
    if (typeof encoding === 'string' && typeof etag === 'string') reply.header('ETag', encodedEtag(etag, encoding));
    return payload;
  };
  app.addHook('onRoute', (route) => {
    const hooks = route.onSend === undefined ? [] : Array.isArray(route.onSend) ? route.onSend : [route.onSend];
    route.onSend = [...hooks, etagCoding] as typeof route.onSend;
  });

  app.addHook('onResponse', async (req, reply) => {
    // The route's template, never its path: ids must not become label values.
    services.metrics.httpRequest(req.routeOptions.url ?? 'unmatched', req.method, reply.statusCode, reply.elapsedTime / 1000);
    req.log.info({ method: req.method, url: redactKeys(req.url), status: reply.statusCode, ms: Math.round(reply.elapsedTime * 10) / 10, tenant: req.tenantId ?? undefined }, 'request');
  });

  app.setNotFoundHandler((req, reply) => {
    if (isApiPath(req.url)) {
      const m = matchRoute(routes, req.method, req.url.split('?')[0]);
      if (m.kind === 'method_not_allowed') return sendFailure(reply, { code: 'METHOD_NOT_ALLOWED' }, { Allow: m.allow.join(', ') });
    }
    return sendFailure(reply, { code: 'ROUTE_NOT_FOUND' });
  });

  app.setErrorHandler((err: Error & { code?: string; statusCode?: number }, req: FastifyRequest, reply) => {
    switch (err.code) {
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return sendFailure(reply, { code: 'PAYLOAD_TOO_LARGE' });
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
        return sendFailure(reply, { code: 'UNSUPPORTED_MEDIA_TYPE' });
      case 'REQUEST_TIMEOUT': // the rest of the body was not read: the connection cannot be reused
        return sendFailure(reply, { code: 'REQUEST_TIMEOUT' }, { Connection: 'close' });
    }
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) return sendFailure(reply, frameworkFailure(err.statusCode));
    req.log.error({ err }, 'unhandled error');
    return sendFailure(reply, { code: 'INTERNAL' });
  });

  const createContext = createHttpContext(services);
  // Procedure failures are logged by the checks; only what failed around them is logged here.
  const onError = ({ error, path, req }: { error: unknown; path?: string; req: unknown }) => {
    if (failureOf(error).unexpected) ((req as FastifyRequest).log ?? services.logger).error({ err: error, procedure: path }, 'request failed');
  };

  // The results are streamed from their stored document (results-route.ts), not sent as a value.
  registerRestRoutes(app as unknown as FastifyInstance, appRouter, routes.filter((r) => r.procedurePath !== 'simulations.results'), createContext);
  registerResultsRoute(app as unknown as FastifyInstance, createContext);

  // The typed tRPC client (see README) uses the same router, auth and errors.
  await app.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    trpcOptions: { router: appRouter, createContext, onError },
  } as never);

  app.get('/openapi.json', async (_req, reply) => reply.type('application/json; charset=utf-8').send(openApiJson));
  registerDocs(app as unknown as FastifyInstance);
  registerHealthRoutes(app as unknown as FastifyInstance, services);
  if (settings.metricsEnabled !== false) {
    const { registry } = services.metrics;
    app.get('/metrics', async (_req, reply) => reply.type(registry.contentType).header('Cache-Control', 'no-store').send(await registry.metrics()));
  }

  // The CSV download and the events stream (non-JSON /v1 routes), the dashboard's pages, and live streams ended before close.
  registerMetricsCsvRoute(app as unknown as FastifyInstance, createContext);
  const endEventStreams = registerEventsStreamRoute(app as unknown as FastifyInstance, createContext, settings.eventsKeepAliveMs);
  registerDashboard(app as unknown as FastifyInstance);
  // A graceful close: requests in flight finish, streams end, then every connection is closed.
  // Node's own close leaves a keep-alive connection it does not count as idle open for the
  // keep-alive timeout (Fastify's 72 s; seen after an events stream), past the shutdown grace.
  let inFlight = 0;
  let closing = false;
  const closeConnectionsWhenDone = () => {
    if (closing && inFlight === 0) app.server.closeAllConnections();
  };
  app.addHook('onRequest', (_req, reply, done) => {
    inFlight++;
    reply.raw.once('close', () => {
      inFlight--;
      closeConnectionsWhenDone();
    });
    done();
  });
  app.addHook('preClose', async () => {
    closing = true;
    endWatches(services);
    endEventStreams();
    closeConnectionsWhenDone();
  });

  return app;
}
