import Fastify, { LogController, type FastifyInstance, type FastifyRequest } from 'fastify';
import { fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import type { Logger } from 'pino';
import { uuidv7 } from '../domain/ids.js';
import { errorResponse, type ServiceFailure } from '../domain/errors.js';
import { BodyProblem } from './body-marker.js';
import { createContextFactory, requestTenants, type AppServices } from './context.js';
import { errorOf } from './error-mapping.js';
import { buildOpenApiDocument } from './openapi.js';
import { appRouter } from './router.js';
import { buildRouteTable, matchRoute } from './route-table.js';
import { registerDocs } from './docs-page.js';
import { registerRestRoutes } from './rest-routes.js';
import { registerDashboard } from './dashboard-static.js';
import { registerMetricsCsvRoute } from './metrics-csv-route.js';
import { endWatches } from './routers/simulation-watch.js';
import type { TRPCError } from '@trpc/server';

export interface HttpSettings {
  bodyLimitBytes: number;
  publicBaseUrl: string;
}

const REQUEST_ID_RE = /^[A-Za-z0-9._-]{1,128}$/;
const API_PREFIX = '/v1';

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

export async function buildServer(services: AppServices, settings: HttpSettings, logger: Logger): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: logger as unknown as import('fastify').FastifyBaseLogger,
    bodyLimit: settings.bodyLimitBytes,
    exposeHeadRoutes: false,
    // Fastify's own per-request lines are replaced by one access line of ours (onResponse).
    logController: new LogController({ requestIdLogLabel: 'request_id', disableRequestLogging: true }),
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID_RE.test(given) ? given : uuidv7();
    },
    // Long path ids must reach validation (422 / 404), not the router's length guard.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 4096 },
    // Errors Fastify raises before any route runs still answer in our shapes.
    frameworkErrors: (err, req, reply) => {
      const r = reply as unknown as { code(n: number): { type(t: string): { send(b: string): unknown } } };
      const e = err as { code?: string; statusCode?: number };
      if (e.code === 'FST_ERR_BAD_URL') return r.code(400).type('application/json; charset=utf-8').send(JSON.stringify({ detail: 'Malformed URL' }));
      if (e.statusCode && e.statusCode < 500) {
        return r.code(e.statusCode === 404 ? 404 : 400).type('application/json; charset=utf-8').send(JSON.stringify({ detail: e.statusCode === 404 ? 'Not Found' : 'Bad Request' }));
      }
      req.log.error({ err }, 'framework error');
      return r.code(500).type('application/json; charset=utf-8').send(JSON.stringify(errorResponse({ code: 'INTERNAL' }).body));
    },
    // Requests Node's parser refuses (oversized headers, garbage) get a raw JSON answer too.
    clientErrorHandler: (err: Error & { code?: string }, socket) => {
      if (!socket.writable) return void socket.destroy();
      const tooLarge = err.code === 'HPE_HEADER_OVERFLOW';
      const body = JSON.stringify({ detail: tooLarge ? 'Request header fields too large' : 'Bad Request' });
      socket.end(
        `HTTP/1.1 ${tooLarge ? '431 Request Header Fields Too Large' : '400 Bad Request'}\r\nContent-Type: application/json; charset=utf-8\r\n` +
          `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
      );
    },
  });

  const routes = buildRouteTable(appRouter, API_PREFIX);
  const openApiDoc = buildOpenApiDocument(appRouter, routes, settings.publicBaseUrl + API_PREFIX);
  const openApiJson = JSON.stringify(openApiDoc);

  const sendFailure = (reply: import('fastify').FastifyReply, failure: ServiceFailure, headers: Record<string, string> = {}) => {
    const { status, body } = errorResponse(failure);
    return reply.code(status).headers(headers).type('application/json; charset=utf-8').send(JSON.stringify(body));
  };

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
    if (isApiPath(req.url) || req.url.startsWith('/trpc')) reply.header('Cache-Control', 'no-store');
    return payload;
  });

  app.addHook('onResponse', async (req, reply) => {
    req.log.info({ method: req.method, url: req.url, status: reply.statusCode, ms: Math.round(reply.elapsedTime * 10) / 10, tenant: requestTenants.get(req) }, 'request');
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
    }
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      return reply.code(err.statusCode).type('application/json; charset=utf-8').send(JSON.stringify({ detail: err.message }));
    }
    req.log.error({ err }, 'unhandled error');
    return sendFailure(reply, { code: 'INTERNAL' });
  });

  const createContext = createContextFactory(services);
  const onError = ({ error, path, req }: { error: TRPCError; path?: string; req: unknown }) => {
    const { failure } = errorOf(error, path);
    if (failure.code === 'INTERNAL') {
      const log = (req as FastifyRequest).log ?? services.logger;
      log.error({ err: error.cause ?? error, procedure: path }, 'request failed');
    }
  };

  registerRestRoutes(app as unknown as FastifyInstance, appRouter, routes, createContext);

  // The typed tRPC client (see README) uses the same router, auth and errors.
  await app.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    trpcOptions: { router: appRouter, createContext, onError },
  } as never);

  app.get('/openapi.json', async (_req, reply) => reply.type('application/json; charset=utf-8').send(openApiJson));
  registerDocs(app as unknown as FastifyInstance);
  app.get('/healthz', async () => ({ status: 'ok' }));

  // The dashboard: its CSV download, its pages, and its live streams ended before close.
  registerMetricsCsvRoute(app as unknown as FastifyInstance, appRouter, createContext);
  registerDashboard(app as unknown as FastifyInstance);
  app.addHook('preClose', async () => endWatches(services));

  return app;
}
